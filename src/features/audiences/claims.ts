import { PLATFORM_CLAIMS } from '../../domain/claims.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatClaims } from '../../ui/claims.ts';

/** The public claims of spec §1 with compact numbers (spec §9), formatted like the home page. */
export function claimFigures(locale: Locale) {
  return formatClaims(PLATFORM_CLAIMS, locale);
}
