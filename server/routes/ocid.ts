import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brand } from '../../src/config/brand.ts';
import type { AppConfig } from '../../src/config/env.ts';
import {
  AuthError,
  type AuthState,
  authStateFromRecord,
  buildLoginUrl,
  buildLogoutUrl,
  encodeRecord,
  hasExpired,
  isSameOriginRequest,
  nowSeconds,
  parseTokenRecord,
  parseTransaction,
  prepareSignInParams,
  randomToken,
  SIGNED_OUT,
  safeReturnTo,
  stateMatches,
  TOKEN_COOKIE,
  type TokenRecord,
  TRANSACTION_COOKIE,
  TRANSACTION_MAX_AGE_S,
  type Transaction,
  tokenExpiry,
} from '../../src/domain/auth.ts';
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localePath,
  negotiateLocale,
  splitLocalePath,
} from '../../src/i18n/locales.ts';
import { createHttpOcidClient, type OcidClient } from '../../src/integrations/ocid/client.ts';
import { OcidProviderError } from '../../src/integrations/ocid/errors.ts';
import { verifyIdToken } from '../../src/integrations/ocid/verify.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts } from '../forms/form-body.ts';
import { readReferral } from '../http/referral.ts';
import { LEARNER_SESSION_COOKIE } from './identity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Signed in or not, decided once per request from the signed token cookie (null before that hook ran). */
    authState: AuthState | null;
  }
}

/** Where the sign-in routes live (Fastify, before the pages catch-all): the route table's entries. */
export const OCID_ROUTES = {
  login: SERVER_ROUTES.signIn,
  callback: SERVER_ROUTES.signInCallback,
  logout: SERVER_ROUTES.signOut,
} as const;

export interface OcidRoutesOptions {
  config: AppConfig;
  /** The identity provider; the real HTTP client when omitted. */
  client?: OcidClient;
}

/** The page the provider sends people back to (redirect_uri); it shows the loading text, then calls back here. */
export const callbackPagePath = (locale: Locale) => localePath(locale, pagePaths.signInCallbackPage);

/**
 * Open Campus ID sign-in, done on the server (issue 5, spec §4): tokens only ever live in httpOnly cookies.
 *   GET  /auth/ocid/login?returnTo=/es/…   → PKCE + state in a signed transaction cookie, redirect to the provider
 *   GET  /{lang}/opencampus/callback?code&state (a page: loading text) → GET /auth/ocid/callback?code&state&lang
 *   GET  /auth/ocid/callback               → check state, exchange, verify, store, redirect to returnTo
 *   POST /auth/ocid/logout (returnTo)      → clear both cookies, redirect to the provider's logout
 *   GET  /auth/ocid/logout?returnTo=…      → the same from this site or the visitor; else the account page
 * Also clears an expired or tampered token cookie on any request, so no page treats it as signed in.
 */
/**
 * One value of a query parameter. A repeated one (an array) or an absent one reads as undefined: the flow then does
 * what it does without it (the default page, the negotiated language, a failed callback).
 */
const single = z.string().optional().catch(undefined);
const signInQuery = z.looseObject({ returnTo: single });
const callbackQuery = z.looseObject({ code: single, state: single, lang: single });
const signOutQuery = z.looseObject({ returnTo: single });

/** The sign-out form's one field; any other body (JSON, none) signs out to the default page, as before. */
const logoutBody = z.unknown().transform((raw) => ({
  returnTo: raw && typeof raw === 'object' ? (raw as Record<string, unknown>).returnTo : undefined,
}));

async function ocidPlugin(app: FastifyInstance, options: OcidRoutesOptions) {
  const { config } = options;
  const client =
    options.client ??
    createHttpOcidClient({
      appApiUrl: config.APP_API_URL,
      baseUrlOverride: config.OCID_BASE_URL,
      publicKeyOverride: config.OCID_PUBLIC_KEY,
      logger: app.log,
    });

  const cookieBase: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    secure: config.production,
    // Lax, not Strict: the provider sends people back with a cross-site navigation.
    sameSite: 'lax',
    signed: true,
  };
  const clearOptions = { path: '/', httpOnly: true, secure: config.production, sameSite: 'lax' } as const;

  // The one place the sign-in cookie is read: its signature, record and expiry are checked here and the result
  // is request.authState (pages get it through the bridge's internal header). An expired or tampered record
  // counts as signed out everywhere and is dropped before any page renders.
  app.decorateRequest('authState', null);
  app.addHook('onRequest', async (request, reply) => {
    request.authState = SIGNED_OUT;
    const raw = request.cookies[TOKEN_COOKIE];
    if (raw === undefined) return;
    const record = readTokenCookie(request);
    if (!record.ok || hasExpired(record.value.expired)) {
      if (!record.ok)
        request.log.warn({ reason: record.error.reason }, 'Discarding unreadable sign-in cookie');
      reply.clearCookie(TOKEN_COOKIE, clearOptions);
      delete request.cookies[TOKEN_COOKIE];
      return;
    }
    request.authState = authStateFromRecord(record.value);
  });

  await app.register(async (routes) => {
    await acceptFormPosts(routes, 4096);

    const typed = routes.withTypeProvider<ZodTypeProvider>();

    typed.get(OCID_ROUTES.login, { schema: { querystring: signInQuery } }, async (request, reply) => {
      const { query } = request;
      const locale = localeOf(request, query.returnTo);
      const returnTo = safeReturnTo(query.returnTo, `/${locale}`);
      const origin = publicOrigin(request, config);
      const endpoints = await client.endpoints();
      const state = randomToken();
      const params = await prepareSignInParams({
        redirectUri: `${origin}${callbackPagePath(locale)}`,
        clientId: config.OCID_CLIENT_ID,
        state,
        // A partner link's first-touch Quester (signed cookie, server/http/referral.ts), else the brand (spec §7).
        referralCode: readReferral(request)?.questerId ?? brand.name,
      });
      const transaction: Transaction = {
        codeChallenge: params.codeChallenge,
        codeVerifier: params.codeVerifier,
        codeChallengeMethod: params.codeChallengeMethod,
        state,
        returnTo,
        locale,
      };
      reply.setCookie(TRANSACTION_COOKIE, encodeRecord(transaction), {
        ...cookieBase,
        maxAge: TRANSACTION_MAX_AGE_S,
      });
      request.log.info({ mode: endpoints.mode }, 'OCID sign-in started');
      noStore(reply);
      return reply.redirect(buildLoginUrl(endpoints.login, params, `${origin}${returnTo}`), 302);
    });

    typed.get(OCID_ROUTES.callback, { schema: { querystring: callbackQuery } }, async (request, reply) => {
      const { query } = request;
      noStore(reply);
      let transaction: Transaction | undefined;
      try {
        transaction = readTransactionCookie(request);
        if (!stateMatches(transaction.state, query.state)) throw new AuthError('stateMismatch');
        if (!query.code) throw new AuthError('acquisitionFailed', { cause: 'no code in the callback' });
        const record = await exchange(client, config, query.code, transaction, query.state);
        const maxAge = Math.max(1, record.expired - nowSeconds());
        // The account signs in: an e-mail session left in this browser (maybe someone else's) ends.
        reply.clearCookie(LEARNER_SESSION_COOKIE, clearOptions);
        reply.setCookie(TOKEN_COOKIE, encodeRecord(record), { ...cookieBase, maxAge });
        reply.clearCookie(TRANSACTION_COOKIE, clearOptions);
        request.log.info('OCID sign-in completed');
        // Checked again on the way out: the stored target may predate the current rules (a cookie lives 10 min).
        const home = `/${isLocale(transaction.locale) ? transaction.locale : 'es'}`;
        return reply.redirect(safeReturnTo(transaction.returnTo, home), 303);
      } catch (error) {
        // The transaction is single-use: a failed or replayed callback must start over.
        reply.clearCookie(TRANSACTION_COOKIE, clearOptions);
        if (!(error instanceof AuthError)) throw error;
        const locale = transaction?.locale ?? localeOf(request, undefined, query.lang);
        const target = isLocale(locale) ? locale : 'es';
        // A second hit on a finished callback (e.g. 'Continue' pressed after the automatic refresh) by someone who
        // is already signed in: nothing to finish, so no error page.
        if (error.reason === 'noVerifier' && request.cookies[TOKEN_COOKIE] !== undefined) {
          request.log.info('OCID callback repeated after sign-in; nothing to do');
          return reply.redirect(`/${target}/opencampus`, 303);
        }
        request.log.warn(
          { reason: error.reason, cause: describeCause(error.cause) },
          `OCID sign-in failed: ${error.message}`,
        );
        return reply.redirect(`${callbackPagePath(target)}?error=${error.reason}`, 303);
      }
    });

    /**
     * Signing out changes state: only the site's own pages may ask (Sec-Fetch-Site same-origin, else our Origin),
     * or the visitor themself (Sec-Fetch-Site none: a typed or bookmarked address). A sandboxed frame on another
     * site (cross-site, Origin: null) and requests that say nothing about where they come from are refused.
     */
    const fromThisSite = (request: FastifyRequest) => {
      const source = {
        origin: headerValue(request.headers.origin),
        secFetchSite: headerValue(request.headers['sec-fetch-site']),
      };
      const siteOrigins = [new URL(config.PUBLIC_URL).origin, `${request.protocol}://${request.host}`];
      if (isSameOriginRequest(source, siteOrigins)) return true;
      request.log.warn(
        { origin: source.origin ?? null, secFetchSite: source.secFetchSite ?? null },
        'Logout refused: not a same-origin request',
      );
      return false;
    };

    typed.post(OCID_ROUTES.logout, { schema: { body: logoutBody } }, async (request, reply) => {
      if (!fromThisSite(request)) return reply.code(403).type('text/plain').send('Forbidden');
      return signOut(request, reply, request.body.returnTo);
    });

    // A sign-out link (issue 28): the same sign-out when the site's own page or the visitor asks. A link on another
    // site, or a prefetch, signs nobody out: it lands on the account page, whose menu holds the sign-out button.
    typed.get(OCID_ROUTES.logout, { schema: { querystring: signOutQuery } }, async (request, reply) => {
      const { query } = request;
      const purpose = `${headerValue(request.headers['sec-purpose']) ?? ''} ${headerValue(request.headers.purpose) ?? ''}`;
      if (/prefetch|prerender/i.test(purpose) || !fromThisSite(request)) {
        noStore(reply);
        return reply.redirect(`/${localeOf(request, query.returnTo)}${pagePaths.account}`, 303);
      }
      return signOut(request, reply, query.returnTo);
    });

    async function signOut(request: FastifyRequest, reply: FastifyReply, rawReturnTo: unknown) {
      const origin = publicOrigin(request, config);
      const locale = localeOf(request, rawReturnTo);
      const returnTo = safeReturnTo(rawReturnTo, `/${locale}`);
      reply.clearCookie(TOKEN_COOKIE, clearOptions);
      reply.clearCookie(TRANSACTION_COOKIE, clearOptions);
      // Signing out ends the e-mail sign-in too (server/routes/identity.ts).
      reply.clearCookie(LEARNER_SESSION_COOKIE, clearOptions);
      const endpoints = await client.endpoints();
      request.log.info({ mode: endpoints.mode }, 'OCID sign-out');
      noStore(reply);
      return reply.redirect(buildLogoutUrl(endpoints.logout, `${origin}${returnTo}`), 303);
    }
  });
}

export const ocidRoutes = fp(ocidPlugin, { name: 'ocid-routes', fastify: '5.x' });

/** Exchange the code, verify the id token, build the record to store (spec §4). */
async function exchange(
  client: OcidClient,
  config: AppConfig,
  code: string,
  transaction: Transaction,
  state: string | undefined,
): Promise<TokenRecord> {
  const endpoints = await client.endpoints();
  let tokens: Awaited<ReturnType<OcidClient['exchangeCode']>>;
  try {
    tokens = await client.exchangeCode(endpoints, code, transaction.codeVerifier);
    await verifyIdToken(tokens.id_token, { publicKey: endpoints.publicKey, audience: config.OCID_CLIENT_ID });
  } catch (error) {
    // The provider's failure in the domain's terms (same reason key, same spec message).
    if (error instanceof OcidProviderError) throw new AuthError(error.reason, { cause: error.cause });
    throw error;
  }
  const expired = tokenExpiry(tokens.access_token);
  if (expired === undefined || hasExpired(expired)) {
    throw new AuthError('acquisitionFailed', { cause: 'access token without a future exp' });
  }
  const record: TokenRecord = { access_token: tokens.access_token, id_token: tokens.id_token, expired };
  if (state) record.state = state;
  return record;
}

type Read<T> = { ok: true; value: T } | { ok: false; error: AuthError };

function readTokenCookie(request: FastifyRequest): Read<TokenRecord> {
  const raw = request.cookies[TOKEN_COOKIE];
  if (raw === undefined) return { ok: false, error: new AuthError('unparsable') };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return { ok: false, error: new AuthError('unparsable') };
  try {
    return { ok: true, value: parseTokenRecord(unsigned.value) };
  } catch (error) {
    return { ok: false, error: error instanceof AuthError ? error : new AuthError('unparsable') };
  }
}

function readTransactionCookie(request: FastifyRequest): Transaction {
  const raw = request.cookies[TRANSACTION_COOKIE];
  if (raw === undefined || raw === '') throw new AuthError('noVerifier');
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) throw new AuthError('unparsable');
  return parseTransaction(unsigned.value);
}

/** The locale of the page a flow belongs to: its path prefix, an explicit hint, then the visitor's. */
function localeOf(request: FastifyRequest, path: unknown, hint?: string): Locale {
  if (typeof path === 'string') {
    const fromPath = splitLocalePath(path.split('?')[0] ?? '').locale;
    if (fromPath) return fromPath;
  }
  if (isLocale(hint)) return hint;
  return negotiateLocale({
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The site's public origin: PUBLIC_URL in production, else this request's (tests and dev on any port). */
function publicOrigin(request: FastifyRequest, config: AppConfig): string {
  if (config.production) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

/** A header's value; a repeated header becomes '', which matches no origin and no Sec-Fetch-Site value. */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? '' : value;
}

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

function describeCause(cause: unknown): string | undefined {
  if (cause === undefined) return undefined;
  return typeof cause === 'string' ? cause : (cause as Error)?.message;
}
