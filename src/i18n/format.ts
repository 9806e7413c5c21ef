import type { Locale } from './locales.ts';

// The one place that turns numbers, money, dates and language codes into text (issue 8). Every page, server or
// client, formats through here so both languages print figures the same way. Plurals are ICU `plural` messages
// in the Lingui catalogues; their `#` uses FORMAT_LOCALES too (src/i18n/catalogs.ts hands it to Lingui).
//
// Both languages follow United States conventions because the buyers are in the United States: US Spanish
// (es-US) groups thousands with a comma and uses a decimal point, so 1499.9 dollars is "$1,499.90" on Spanish
// and English pages alike (es-ES would print "1499,90 US$"). Nothing outside this module may call
// Intl.NumberFormat, Intl.DateTimeFormat, toLocaleString or toFixed for display (tests/unit/format.test.ts).

/** The BCP 47 tags used for every number, money amount and date shown in each language. */
export const FORMAT_LOCALES: Record<Locale, string> = { es: 'es-US', en: 'en-US' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
const languageNames = new Map<string, string>();
const MAX_LANGUAGE_NAMES = 500;

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${tag}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * Integer cents in USD as shown: 149990 → "$1,499.90", 999 → "$9.99" (both languages). Whole dollars print without
 * cents ("$40") unless `cents: 'always'` ("$40.00"), for columns of figures that should line up.
 */
export function formatMoney(
  cents: number,
  locale: Locale,
  { cents: showCents = 'auto' }: { cents?: 'auto' | 'always' } = {},
): string {
  if (!Number.isFinite(cents)) throw new RangeError('cents must be a finite number');
  const digits = showCents === 'auto' && Number.isInteger(cents / 100) ? 0 : 2;
  return numberFormat(FORMAT_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** A plain number with grouping: 10000 → "10,000". `digits` fixes the decimals shown (default: up to 3). */
export function formatNumber(value: number, locale: Locale, { digits }: { digits?: number } = {}): string {
  const options: Intl.NumberFormatOptions =
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return numberFormat(FORMAT_LOCALES[locale], options).format(value);
}

/** A star rating as shown on cards: one decimal, 4.75 → "4.8", 5 → "5.0". */
export function formatRating(average: number, locale: Locale): string {
  return formatNumber(average, locale, { digits: 1 });
}

/**
 * Compact counts (spec §9: K, M and B with one decimal): 100000 → "100K", 1250 → "1.2K", 2000000 → "2M". The
 * decimal is truncated, never rounded up, so "over 2M" never overstates the figure. CLDR's Spanish compact forms
 * ("1.2 mil", "3000 M") are not what the spec asks for, so the K/M/B symbols come from en-US, whose digits are the
 * same as es-US's.
 */
export function formatCompact(value: number, _locale: Locale): string {
  if (!Number.isFinite(value)) return '0';
  return numberFormat('en-US', {
    notation: 'compact',
    compactDisplay: 'short',
    maximumFractionDigits: 1,
    roundingMode: 'trunc',
  }).format(value);
}

/** A percentage from a whole number: 25 → "25%" (both languages, as es-US writes it). */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(FORMAT_LOCALES[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** A calendar date (UTC, as stored): "31 de diciembre de 2027" / "December 31, 2027"; `medium`: "31 dic 2027". */
export function formatDate(date: Date, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const key = `d:${locale}:${style}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { dateStyle: style, timeZone: 'UTC' });
    cache.set(key, format);
  }
  return format.format(date);
}

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone: a regulator's day (CE reporting deadlines).
 * Machine-readable, the same in every language.
 */
export function plainDateInZone(instant: Date, timeZone: string): string {
  const key = `pz:${timeZone}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    cache.set(key, format);
  }
  return format.format(instant);
}

/** Which parts of a date to print (weekday, day, month, year…). */
export type DateParts = Intl.DateTimeFormatOptions;

/**
 * A date (UTC) with other parts than a whole calendar date: `{ weekday: 'short' }` → "lun", `{ month: 'long' }`
 * → "marzo", `{ day: 'numeric', month: 'long' }` → "3 de marzo" (charts and ranges).
 */
export function formatDateParts(date: Date, locale: Locale, options: DateParts): string {
  const key = `dp:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { ...options, timeZone: 'UTC' });
    cache.set(key, format);
  }
  return format.format(date);
}

/** A language's name in the page language, lower-case as in running text: 'en' → "inglés" / 'es' → "Spanish". */
export function languageName(code: string, locale: Locale): string {
  // Names are asked for on every card of a render and ICU's lookup is not free (~1% of an uncached catalogue
  // render): each answer is kept. Codes come from course rows (a handful of languages); the cap only guards
  // against a caller passing unbounded input.
  const nameKey = `${locale}:${code}`;
  const known = languageNames.get(nameKey);
  if (known !== undefined) return known;
  const key = `l:${locale}`;
  let names = cache.get(key) as Intl.DisplayNames | undefined;
  if (!names) {
    names = new Intl.DisplayNames([FORMAT_LOCALES[locale]], { type: 'language', fallback: 'code' });
    cache.set(key, names);
  }
  const name = names.of(code) ?? code;
  if (languageNames.size < MAX_LANGUAGE_NAMES) languageNames.set(nameKey, name);
  return name;
}
