import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, priceRating } from 'styled-system/recipes';
import { formatMoney } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

const classes = priceRating();

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
  showPercent = true,
  className,
}: {
  i18n: I18n;
  locale: Locale;
  price: Price;
  size?: 'md' | 'lg';
  /** The '-N%' badge; off where the caller states the percentage itself (beside the saving). */
  showPercent?: boolean;
  /** Placement from the parent (e.g. a card's foot), so that the price needs no wrapper of its own. */
  className?: string;
}) {
  const final = formatMoney(price.finalCents, locale);
  const finalClass = size === 'lg' ? cx(classes.final, css({ fontSize: '3xl' })) : classes.final;
  // Without a discount the price is the final amount alone: one element, no row around it.
  if (price.discountPercent <= 0) return <strong className={cx(finalClass, className)}>{final}</strong>;
  const regular = formatMoney(price.regularCents, locale);
  return (
    <span className={cx(classes.price, className)}>
      <strong className={finalClass}>{final}</strong>
      <s className={size === 'lg' ? cx(classes.regular, css({ fontSize: 'lg' })) : classes.regular}>
        <span className={css({ srOnly: true })}>{i18n._(msg`Precio normal`)} </span>
        {regular}
      </s>
      {showPercent && <span className={badge({ tone: 'coral' })}>-{price.discountPercent}%</span>}
    </span>
  );
}
