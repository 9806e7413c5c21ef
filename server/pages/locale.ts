// The page's locale: negotiated for an address without one (cookie, then Accept-Language), which is redirected to
// its prefixed address, and remembered in a cookie once the address names it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/config/env.ts';
import { safeRedirectTarget } from '../../src/domain/redirects.ts';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
  localePath,
  negotiateLocale,
} from '../../src/i18n/locales.ts';

export function localeFor(request: FastifyRequest): Locale {
  return negotiateLocale({
    // Undefined when the request failed before @fastify/cookie parsed it (e.g. a malformed URL).
    cookie: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** An address without a locale goes to the visitor's one: private, as it depends on their cookie and language. */
export function redirectToLocale(request: FastifyRequest, reply: FastifyReply, path: string, query: string) {
  reply.header('vary', 'cookie, accept-language');
  reply.header('cache-control', 'private, no-store');
  const home = `/${localeFor(request)}`;
  return reply.redirect(safeRedirectTarget(`${localePath(localeFor(request), path)}${query}`, home), 302);
}

/** The locale the address names becomes the visitor's saved one. */
export function rememberLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  config: AppConfig,
) {
  if (request.cookies[LOCALE_COOKIE] !== locale) {
    reply.setCookie(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: config.production,
    });
  }
}
