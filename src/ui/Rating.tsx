import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import { formatCompact, formatRating } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { StarIcon } from './icons.tsx';

/** An average rating and how many reviews it comes from. */
export interface Rating {
  average: number;
  count: number;
}

/** Five stars, the first round(value) filled (decorative: the number next to them is what is read out). */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const filled = Math.round(value);
  return (
    <span aria-hidden="true" className={css({ display: 'inline-flex', gap: '0.5', color: 'star' })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          width={size}
          height={size}
          className={n <= filled ? undefined : css({ color: 'ink.300', _dark: { color: 'ink.600' } })}
        />
      ))}
    </span>
  );
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
      className={ratingLine}
      role="img"
      aria-label={i18n._(
        msg`Valoración ${average} de 5 (${plural(reviewCount, { one: `${count} reseña`, other: `${count} reseñas` })})`,
      )}
    >
      <strong>{average}</strong>
      {compact ? <StarIcon width={15} height={15} className={starColor} /> : <Stars value={rating.average} />}
      <span className={mutedText}>({count})</span>
    </span>
  );
}

const ratingLine = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'sm',
  fontWeight: '600',
});
const starColor = css({ color: 'star' });
const mutedText = css({ color: 'fg.muted', fontWeight: '400' });
