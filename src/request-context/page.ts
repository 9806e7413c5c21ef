// The request context (./wire.ts) as a page render reads it, and the render's translations in its locale.
// Server Components only: it reads Waku's request.
import type { I18n } from '@lingui/core';
import { setI18n } from '@lingui/react/server';
import { cache } from 'react';
import { unstable_getHeaders as getHeaders, unstable_getRequest as getRequest } from 'waku/router/server';
import type { AuthState } from '../domain/auth.ts';
import { i18nFor } from '../i18n/catalogs.ts';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '../i18n/locales.ts';
import { pagePathOfRscUrl } from '../rsc-address.ts';
import { type FormState, type LearnerSession, type ReadRequestContext, readRequestContext } from './wire.ts';

export type { FormState, LearnerSession } from './wire.ts';

/** The current render's context, decoded once per render. */
const current = cache((): ReadRequestContext => readRequestContext(getHeaders()));

/** The page URL (path + query) the visitor asked for, as Fastify passed it; falls back to the request URL. */
export function requestPageUrl(): URL {
  const fromFastify = current().pageUrl;
  if (fromFastify) return new URL(fromFastify, 'http://quest.local');
  const requestUrl = new URL(getRequest().url);
  // Client navigation asks for /RSC/R/<path>.txt: map it back to the page path.
  const pagePath = pagePathOfRscUrl(requestUrl.pathname);
  if (pagePath !== undefined) return new URL(pagePath, 'http://quest.local');
  return requestUrl;
}

/** Locale of the current request: Fastify's, else the URL prefix, else Spanish. */
export function requestLocale(): Locale {
  return current().locale ?? splitLocalePath(requestPageUrl().pathname).locale ?? DEFAULT_LOCALE;
}

/** Call at the top of every page and layout that translates: layouts and pages render as siblings. */
export function initRequestI18n(): { i18n: I18n; locale: Locale } {
  const locale = requestLocale();
  const i18n = i18nFor(locale);
  setI18n(i18n);
  return { i18n, locale };
}

/** The visitor's Open Campus ID state (isAuthenticated, OCId, ethAddress). Tokens never leave the server. */
export function requestAuthState(): AuthState {
  return current().auth;
}

/** The learner of the visitor's e-mail sign-in session (an address they proved with a link), or null. */
export function requestLearnerSession(): LearnerSession | null {
  return current().learnerSession;
}

/** The refused form post this render answers (what was typed, what went wrong), or null on a plain visit. */
export function requestFormState(): FormState | null {
  return current().formState;
}

/**
 * The response's CSP nonce, for the page's own inline and third-party scripts (Waku writes it on its scripts:
 * src/pages/_interceptors/nonce.ts). Undefined outside the bridge (the script then runs only without a CSP).
 */
export function requestNonce(): string | undefined {
  return current().nonce;
}

/** The visitor's User-Agent header, if any (personal pages only: a stored page is shown to everyone). */
export function requestUserAgent(): string | undefined {
  return getHeaders()['user-agent'];
}

/** Whether Fastify itself asked for this render of an error page. */
export function isErrorRender(): boolean {
  return current().errorRender;
}
