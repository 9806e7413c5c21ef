import type { Locale } from '../i18n/locales.ts';

// Prices are integer cents in USD (ARCHITECTURE). Spanish uses the US-Spanish convention ($1,499.90) because
// the buyers are in the United States; es-ES would print "1499,90 US$".
const MONEY_TAGS: Record<Locale, string> = { es: 'es-US', en: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_TAGS[locale], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/** 14999 → "$149.99" (both locales); whole dollars print without cents ("$40"). */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isFinite(cents)) throw new RangeError('cents must be a finite number');
  const whole = Number.isInteger(cents / 100);
  return formatter(locale, whole).format(cents / 100);
}
