// Locale rules shared by Fastify (redirects, cookie) and the pages (links, <html lang>). No I/O here.
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const LOCALE_COOKIE = 'quest-locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const LANGUAGE_TAGS: Record<Locale, string> = { es: 'es-ES', en: 'en-US' };
export const LOCALE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return value === 'es' || value === 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'es' ? 'en' : 'es';
}

/** Parses an Accept-Language header into language ranges by descending q (RFC 9110 §12.5.4). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { range: range.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.range !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.range);
}

/** The locale for a visitor: the saved cookie, then Accept-Language (en-US matches en), then es. */
export function negotiateLocale(input: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  for (const range of parseAcceptLanguage(input.acceptLanguage)) {
    const primary = range.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Splits '/en/about' into { locale: 'en', rest: '/about' }; locale is undefined for unprefixed paths. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLocale(first)) return { locale: first, rest: match?.[2] ?? '/' };
  return { locale: undefined, rest: pathname };
}

/** '/about' in locale 'en' → '/en/about'; '/' → '/en'. */
export function localePath(locale: Locale, path: string): string {
  if (path === '/' || path === '') return `/${locale}`;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
