import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { externalLinks } from '../../config/brand.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { requestNonce } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { inputStyle, labelStyle } from '../../ui/form-styles.ts';
import { ErrorAddress } from './ErrorAddress.tsx';
import { ScrambledCode } from './ScrambledCode.tsx';

/** The error pages of spec §8: 404, 400, 500 and any other status. */
export function errorTexts(i18n: I18n, status: number): { title: string; detail?: string } {
  switch (status) {
    case 404:
      return {
        title: i18n._(msg`¡Lo siento! No encontramos esta página`),
        detail: i18n._(
          msg`Puede que el enlace esté incompleto o que la página haya cambiado de dirección. Busca un curso o empieza por uno de estos enlaces.`,
        ),
      };
    case 400:
      return { title: i18n._(msg`Solicitud incorrecta`) };
    case 500:
      return {
        title: i18n._(msg`Error interno del servidor`),
        detail: i18n._(msg`Estamos tratando de solucionar el problema`),
      };
    default:
      return { title: `${status} ${i18n._(msg`Error`)}` };
  }
}

/**
 * Fastify renders the 400, 500 and other error pages through Waku's /{lang}/error/{code} route while the address bar
 * keeps the visitor's address (/en/some/page, or /es/a%zz with broken percent-encoding). Waku's client router reads
 * the address when it hydrates: it would ask the server for that address's page (a 404 that blanks the error page)
 * or stop at 'URI malformed'. This inline script runs while the HTML is parsed, before the module scripts: it keeps
 * the visitor's address and shows the error route's instead; ErrorAddress puts the visitor's address back once the
 * router has started. Only the locale and the status (both ours) are written into it.
 */
function errorRouteScript(locale: Locale, status: number): string {
  const route = JSON.stringify(`/${locale}/error/${status}`);
  return `(function(){try{window.__questErrorAddress=location.pathname+location.search+location.hash;history.replaceState(history.state,'',${route})}catch(e){}})()`;
}

export function ErrorView({
  i18n,
  locale,
  status,
  errorRoute = false,
}: {
  i18n: I18n;
  locale: Locale;
  status: number;
  /** Rendered by Fastify through /{lang}/error/{code} for another address (not Waku's own 404). */
  errorRoute?: boolean;
}) {
  const texts = errorTexts(i18n, status);
  return (
    <section className={wrap} data-error-status={status}>
      <title>{`${texts.title} · Quest`}</title>
      <meta name="robots" content="noindex" />
      {errorRoute && (
        <>
          <script
            nonce={requestNonce()}
            dangerouslySetInnerHTML={{ __html: errorRouteScript(locale, status) }}
          />
          <ErrorAddress />
        </>
      )}
      <p className={code} aria-hidden="true">
        {status === 400 ? <ScrambledCode code="400" /> : status}
      </p>
      <h1
        className={cx(
          title,
          // Spec §9: the 500 title blinks every 500 ms (on half a second, off half a second), never with reduced motion.
          status === 500
            ? css({
                animation: 'blink 1s step-end infinite',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              })
            : undefined,
        )}
      >
        {texts.title}
      </h1>
      {texts.detail && (
        <p className={css({ color: 'fg.muted', fontSize: 'lg', textWrap: 'pretty' })}>{texts.detail}</p>
      )}
      {status === 404 && <NotFoundHelp i18n={i18n} locale={locale} />}
      <a href={`/${locale}`} className={cx(button({ size: 'lg' }), css({ mt: '8' }))}>
        {i18n._(msg`De vuelta a casa`)}
      </a>
    </section>
  );
}

const wrap = css({
  maxW: '720px',
  mx: 'auto',
  px: '6',
  py: { base: '16', md: '24' },
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});
const code = css({
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: { base: '6rem', md: '9rem' },
  lineHeight: '1',
  color: 'accent',
  letterSpacing: '-0.04em',
  fontVariantNumeric: 'tabular-nums',
});
const title = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', mt: '4', mb: '3' });

/** The 404's way on (issue 30): a course search (a plain GET form) and the pages people look for most. */
function NotFoundHelp({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  const popular = [
    { name: i18n._(msg`Cursos acreditados por estado`), href: localePath(locale, pagePaths.catalogue) },
    { name: i18n._(msg`Cursos para migrantes`), href: localePath(locale, '/courses-for-migrants') },
    {
      name: i18n._(msg`Qué te falta para renovar tu licencia`),
      href: localePath(locale, pagePaths.ceRequirements),
    },
    { name: i18n._(msg`Centro de ayuda`), href: externalLinks.helpStudents[locale] },
  ];
  return (
    <div className={help} data-testid="not-found-help">
      <search>
        <form method="get" action={localePath(locale, pagePaths.search)} className={searchForm}>
          <label htmlFor="not-found-search" className={labelStyle}>
            {i18n._(msg`Busca un curso`)}
          </label>
          <div className={css({ display: 'flex', gap: '2' })}>
            <input id="not-found-search" name="q" type="search" className={inputStyle} autoComplete="off" />
            <button type="submit" className={button()}>
              {i18n._(msg`Buscar`)}
            </button>
          </div>
        </form>
      </search>
      <nav aria-labelledby="not-found-popular" className={css({ w: '100%' })}>
        <h2 id="not-found-popular" className={css({ fontSize: 'md', fontWeight: '800', mb: '2' })}>
          {i18n._(msg`Lo más visitado`)}
        </h2>
        <ul className={popularList}>
          {popular.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

const help = css({ w: '100%', maxW: '520px', mt: '8', display: 'grid', gap: '8', textAlign: 'left' });
const searchForm = css({ display: 'grid', gap: '2' });
const popularList = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  listStyle: 'none',
  p: 0,
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    px: '4',
    py: '2',
    borderRadius: '12px',
    border: '1px solid',
    borderColor: 'border',
    bg: 'bg.card',
    color: 'fg.brand',
    fontWeight: '700',
    textDecoration: 'none',
    _hover: { borderColor: 'accent', bg: 'bg.brandSoft' },
  },
});
