import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { formatMoney } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

/** A price as the server computed it (integer cents). */
export interface Price {
  finalCents: number;
  regularCents: number;
  discountPercent: number;
}

/** The price to pay; with a discount also the struck-through regular price and a '-N%' badge. */
export function PriceTag({
  i18n,
  locale,
  price,
  size = 'md',
}: {
  i18n: I18n;
  locale: Locale;
  price: Price;
  size?: 'md' | 'lg';
}) {
  const final = formatMoney(price.finalCents, locale);
  const regular = formatMoney(price.regularCents, locale);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
      <strong
        className={cx(
          css({ fontWeight: '800', color: 'fg' }),
          size === 'lg' ? css({ fontSize: '3xl' }) : css({ fontSize: 'lg' }),
        )}
      >
        {final}
      </strong>
      {price.discountPercent > 0 && (
        <>
          <s className={css({ color: 'fg.muted', fontSize: size === 'lg' ? 'lg' : 'sm' })}>
            <span className={css({ srOnly: true })}>{i18n._(msg`Precio normal`)} </span>
            {regular}
          </s>
          <span className={badge({ tone: 'coral' })}>-{price.discountPercent}%</span>
        </>
      )}
    </span>
  );
}
