import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { AppSummary } from '../../domain/topics/index.ts';

/** The app's name and tagline, and its store links when it has them (they open in a new tab). */
export function AppLine({ i18n, app }: { i18n: I18n; app: AppSummary }) {
  return (
    <div className={box} data-testid="app-line">
      <span aria-hidden="true" className={badge}>
        {app.name.slice(0, 1)}
      </span>
      <div className={css({ display: 'grid', gap: '1', minW: '0', flex: '1 1 240px' })}>
        <p className={css({ fontWeight: '800', fontFamily: 'heading' })} data-testid="app-name">
          {i18n._(msg`En la app ${app.name}`)}
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{app.tagline}</p>
      </div>
      {(app.iosUrl || app.androidUrl) && (
        <ul className={stores} aria-label={i18n._(msg`Descargar ${app.name}`)}>
          {app.iosUrl && (
            <li>
              <a
                href={app.iosUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(button({ variant: 'secondary', size: 'sm' }))}
              >
                {i18n._(msg`App Store`)}
                <span className={css({ srOnly: true })}> {i18n._(msg`(se abre en una pestaña nueva)`)}</span>
              </a>
            </li>
          )}
          {app.androidUrl && (
            <li>
              <a
                href={app.androidUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(button({ variant: 'secondary', size: 'sm' }))}
              >
                {i18n._(msg`Google Play`)}
                <span className={css({ srOnly: true })}> {i18n._(msg`(se abre en una pestaña nueva)`)}</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

const box = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4',
  p: { base: '4', md: '5' },
  bg: 'bg.subtle',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
});
const badge = css({
  display: 'grid',
  placeItems: 'center',
  w: '12',
  h: '12',
  flexShrink: 0,
  borderRadius: '14px',
  fontWeight: '800',
  fontSize: 'xl',
  color: 'white',
  bgGradient: 'to-br',
  gradientFrom: 'brand.500',
  gradientTo: 'sky.500',
});
const stores = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });
