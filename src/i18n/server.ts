import { type I18n, setupI18n } from '@lingui/core';
import { setI18n } from '@lingui/react/server';
import { unstable_getContext as getContext, unstable_getHeaders as getHeaders } from 'waku/server';
import { LOCALE_HEADER, PAGE_URL_HEADER } from '../internal-headers.ts';
import { messages as enMessages } from '../locales/en/messages.po';
import { messages as esMessages } from '../locales/es/messages.po';
import { pagePathOfRscUrl } from '../rsc-address.ts';
import { FORMAT_LOCALES } from './format.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, splitLocalePath } from './locales.ts';

// One i18n instance per locale, built once per process; setI18n scopes it to the current render. `locales` makes
// Lingui format numbers in messages (the `#` of a plural) with the same conventions as src/i18n/format.ts.
const instances: Record<Locale, I18n> = {
  es: setupI18n({ locale: 'es', locales: [FORMAT_LOCALES.es], messages: { es: esMessages } }),
  en: setupI18n({ locale: 'en', locales: [FORMAT_LOCALES.en], messages: { en: enMessages } }),
};

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/** The page URL (path + query) the visitor asked for, as Fastify passed it; falls back to the request URL. */
export function requestPageUrl(): URL {
  const headers = getHeaders();
  const fromHeader = headers[PAGE_URL_HEADER];
  if (fromHeader?.startsWith('/')) return new URL(fromHeader, 'http://quest.local');
  const requestUrl = new URL(getContext().req.url);
  // Client navigation asks for /RSC/R/<path>.txt: map it back to the page path.
  const pagePath = pagePathOfRscUrl(requestUrl.pathname);
  if (pagePath !== undefined) return new URL(pagePath, 'http://quest.local');
  return requestUrl;
}

/** Locale of the current request: Fastify's header, else the URL prefix, else Spanish. */
export function requestLocale(): Locale {
  const fromHeader = getHeaders()[LOCALE_HEADER];
  if (isLocale(fromHeader)) return fromHeader;
  return splitLocalePath(requestPageUrl().pathname).locale ?? DEFAULT_LOCALE;
}

/** Call at the top of every page and layout that translates: layouts and pages render as siblings. */
export function initRequestI18n(): { i18n: I18n; locale: Locale } {
  const locale = requestLocale();
  const i18n = instances[locale];
  setI18n(i18n);
  return { i18n, locale };
}
