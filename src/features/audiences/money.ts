import type { Locale } from '../../i18n/locales.ts';

/** '$1,234.50' (en) / '1234,50 US$'-free '$1.234,50' (es): USD always shown with the $ sign first. */
export function usd(cents: number, locale: Locale, { whole = false }: { whole?: boolean } = {}): string {
  const digits = whole && cents % 100 === 0 ? 0 : 2;
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  }).format(cents / 100);
  return `$${number}`;
}

export function wholeNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { useGrouping: 'always' }).format(value);
}
