import { PLATFORM_CLAIMS } from '../domain/claims.ts';
import { formatCompact, formatRating } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

/** The platform claims as shown: '2M+', '100K+', '4.8' (compact numbers, spec §9). */
export function platformClaims(locale: Locale) {
  return {
    students: `${formatCompact(PLATFORM_CLAIMS.students, locale)}+`,
    reviews: `${formatCompact(PLATFORM_CLAIMS.reviews, locale)}+`,
    average: formatRating(PLATFORM_CLAIMS.averageRating, locale),
  };
}
