import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, card } from 'styled-system/recipes';
import { CheckList } from './CheckList.tsx';

/** A plan: name, price (with period and note), what it includes, an action; `highlight` rings it. */
export function PriceCard({
  name,
  price,
  period,
  note,
  features,
  action,
  highlight,
  badgeText,
}: {
  name: string;
  price: string;
  period?: string;
  note?: string;
  features?: readonly string[];
  action?: ReactNode;
  highlight?: boolean;
  badgeText?: string;
}) {
  return (
    <div
      className={cx(
        card(),
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          position: 'relative',
          borderWidth: highlight ? '2px' : '1px',
          borderColor: highlight ? 'accent' : 'border',
        }),
      )}
    >
      {badgeText && (
        <span className={cx(badge({ tone: 'sun' }), css({ position: 'absolute', top: '-3', right: '5' }))}>
          {badgeText}
        </span>
      )}
      <h3 className={css({ fontSize: 'lg', fontWeight: '800' })}>{name}</h3>
      <p className={css({ display: 'flex', alignItems: 'baseline', gap: '1' })}>
        <span className={css({ fontSize: '4xl', fontWeight: '800', fontFamily: 'heading' })}>{price}</span>
        {period && <span className={css({ color: 'fg.muted' })}>{period}</span>}
      </p>
      {note && <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '-2' })}>{note}</p>}
      {features && <CheckList items={features} />}
      {action && <div className={css({ mt: 'auto', pt: '2' })}>{action}</div>}
    </div>
  );
}
