import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import { priceRating } from 'styled-system/recipes';
import { formatCompact, formatRating } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { StarIcon, StarsIcon } from './icons.tsx';

const classes = priceRating();

/** An average rating and how many reviews it comes from. */
export interface Rating {
  average: number;
  count: number;
}

/** Five stars, the first round(value) filled (decorative: the number next to them is what is read out). */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return <StarsIcon filled={value} size={size} className={classes.stars} />;
}

/** The average, stars and review count, read out as one phrase; 'Nuevo' with no reviews. `compact` shows one star. */
export function RatingLine({
  i18n,
  locale,
  rating,
  compact = false,
}: {
  i18n: I18n;
  locale: Locale;
  rating: Rating;
  compact?: boolean;
}) {
  if (rating.count === 0) {
    return <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(msg`Nuevo`)}</span>;
  }
  const average = formatRating(rating.average, locale);
  const count = formatCompact(rating.count, locale);
  const reviewCount = rating.count;
  return (
    <span
      className={classes.rating}
      role="img"
      aria-label={i18n._(
        msg`Valoración ${average} de 5 (${plural(reviewCount, { one: `${count} reseña`, other: `${count} reseñas` })})`,
      )}
    >
      <strong>{average}</strong>
      {compact ? (
        <StarIcon width={15} height={15} className={classes.star} />
      ) : (
        <Stars value={rating.average} />
      )}
      <span className={classes.count}>{`(${count})`}</span>
    </span>
  );
}
