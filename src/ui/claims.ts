import { formatCompact, formatRating } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

/** The platform's claims as figures (src/domain/claims.ts). */
export interface ClaimFigures {
  students: number;
  reviews: number;
  averageRating: number;
}

/** The platform claims as shown: '2M+', '100K+', '4.8' (compact numbers, spec §9). */
export function formatClaims(claims: ClaimFigures, locale: Locale) {
  return {
    students: `${formatCompact(claims.students, locale)}+`,
    reviews: `${formatCompact(claims.reviews, locale)}+`,
    average: formatRating(claims.averageRating, locale),
  };
}
