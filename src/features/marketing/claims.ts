import { PLATFORM_CLAIMS } from '../../domain/claims.ts';
import { compactNumber } from '../../domain/format.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The platform claims as shown: '2M+', '100K+', '4.8' (compact numbers, spec §9). */
export function platformClaims(locale: Locale) {
  const decimal = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    students: `${compactNumber(PLATFORM_CLAIMS.students)}+`,
    reviews: `${compactNumber(PLATFORM_CLAIMS.reviews)}+`,
    average: decimal.format(PLATFORM_CLAIMS.averageRating),
  };
}
