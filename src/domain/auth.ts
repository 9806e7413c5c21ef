// Open Campus ID sign-in rules (spec §3, §4, §5, §8): PKCE, the stored records, expiry and safe return targets.
// Framework-free: Fastify (server/routes/ocid.ts) and the pages (src/features/auth) both call these.
import { decodeJwt } from 'jose';
import { safeRedirectTarget } from './redirects.ts';

export const TOKEN_COOKIE = 'oc-token-storage';
export const TRANSACTION_COOKIE = 'oc-transaction-storage';
export const MIN_VERIFIER_LENGTH = 43;
export const MAX_VERIFIER_LENGTH = 128;
export const CODE_CHALLENGE_METHOD = 'S256';
/** A login that is not finished within this time must start again. */
export const TRANSACTION_MAX_AGE_S = 10 * 60;

/** The messages of spec §5 and §8, verbatim. */
export const AUTH_MESSAGES = {
  noRedirectUri: 'No redirect uri params!',
  pkceIncomplete: 'codeChallenge, codeVerifier & codeChallengeMethod are required',
  noVerifier: 'codeVerifier not found, cannot complete flow',
  exchangeFailed: 'Fail to exchange token',
  verifyFailed: 'Unable to verify token',
  acquisitionFailed: 'Token acquisition failed',
  unparsable: 'Unable to parse storage string',
  stateMismatch: 'State mismatch, cannot complete flow',
} as const;

export type AuthFailure = keyof typeof AUTH_MESSAGES;

export function isAuthFailure(value: unknown): value is AuthFailure {
  return typeof value === 'string' && Object.hasOwn(AUTH_MESSAGES, value);
}

/** A sign-in failure with one of the catalogue messages; `reason` is its stable key. */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly reason: AuthFailure;
  constructor(reason: AuthFailure, options?: { cause?: unknown }) {
    super(AUTH_MESSAGES[reason], options);
    this.reason = reason;
  }
}

// ---------------------------------------------------------------------------------------------- PKCE

function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** A random, URL-safe value (the `state` parameter). */
export function randomToken(bytes = 32): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * The PKCE code verifier (RFC 7636 §4.1): `prefix` padded with random hex up to 43 characters, URL-encoded,
 * at most 128. Without a prefix it is 43 random hex characters.
 */
export function generateCodeVerifier(prefix = ''): string {
  const padded =
    prefix.length < MIN_VERIFIER_LENGTH ? prefix + randomHex(MIN_VERIFIER_LENGTH - prefix.length) : prefix;
  return encodeURIComponent(padded).slice(0, MAX_VERIFIER_LENGTH);
}

/** BASE64URL(SHA-256(verifier)), the S256 challenge. */
export async function computeCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkceMeta {
  codeChallenge: string;
  codeVerifier: string;
  codeChallengeMethod: string;
}

/** The PKCE part of the stored transaction; all three fields are required. */
export function createPkceMeta(params: Partial<PkceMeta>): PkceMeta {
  const { codeChallenge, codeVerifier, codeChallengeMethod } = params;
  if (!codeChallenge || !codeVerifier || !codeChallengeMethod) throw new AuthError('pkceIncomplete');
  return { codeChallenge, codeVerifier, codeChallengeMethod };
}

export interface SignInParams extends PkceMeta {
  clientId: string;
  redirectUri: string;
  responseType: 'code';
  scope: 'openid';
  state?: string;
  referralCode?: string;
}

/** Everything the login redirect needs (spec §5): a redirect uri is mandatory, PKCE is always S256. */
export async function prepareSignInParams(input: {
  redirectUri: string | undefined;
  clientId?: string;
  state?: string | undefined;
  referralCode?: string | undefined;
}): Promise<SignInParams> {
  if (!input.redirectUri) throw new AuthError('noRedirectUri');
  const codeVerifier = generateCodeVerifier();
  const params: SignInParams = {
    clientId: input.clientId ?? '',
    redirectUri: input.redirectUri,
    codeVerifier,
    codeChallenge: await computeCodeChallenge(codeVerifier),
    codeChallengeMethod: CODE_CHALLENGE_METHOD,
    scope: 'openid',
    responseType: 'code',
  };
  if (input.state !== undefined) params.state = input.state;
  if (input.referralCode) params.referralCode = input.referralCode;
  return params;
}

/** `{provider}/auth/login?…` (spec §7). */
export function buildLoginUrl(loginEndpoint: string, params: SignInParams, originUrl: string): string {
  const url = new URL(loginEndpoint);
  if (params.clientId) url.searchParams.append('client_id', params.clientId);
  url.searchParams.append('origin_url', originUrl);
  url.searchParams.append('redirect_uri', params.redirectUri);
  url.searchParams.append('response_type', params.responseType);
  url.searchParams.append('scope', params.scope);
  url.searchParams.append('code_challenge', params.codeChallenge);
  url.searchParams.append('code_challenge_method', params.codeChallengeMethod);
  if (params.state !== undefined) url.searchParams.append('state', params.state);
  if (params.referralCode) url.searchParams.append('ref', params.referralCode);
  return url.href;
}

/** `{provider}/auth/logout` with an optional returnTo. */
export function buildLogoutUrl(logoutEndpoint: string, returnTo?: string): string {
  const url = new URL(logoutEndpoint);
  if (returnTo) url.searchParams.append('returnTo', returnTo);
  return url.href;
}

// ---------------------------------------------------------------------------------------------- records

/** The server-side login transaction (a signed, httpOnly cookie): PKCE plus what the callback checks. */
export interface Transaction extends PkceMeta {
  state: string;
  /** Same-site path to return to after sign-in. */
  returnTo: string;
  locale: string;
}

/** The stored token record of spec §3. `expired` is the access token's `exp` in seconds. */
export interface TokenRecord {
  access_token: string;
  id_token: string;
  expired: number;
  state?: string;
}

export function encodeRecord(record: object): string {
  return Buffer.from(JSON.stringify(record), 'utf8').toString('base64url');
}

function decodeRecord(encoded: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch (cause) {
    throw new AuthError('unparsable', { cause });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new AuthError('unparsable');
  return value as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reads a stored transaction. Unreadable → 'Unable to parse storage string'; no verifier → 'codeVerifier not
 * found…'; missing challenge or method → 'codeChallenge, codeVerifier & codeChallengeMethod are required'.
 */
export function parseTransaction(encoded: string): Transaction {
  const raw = decodeRecord(encoded);
  if (!text(raw.codeVerifier)) throw new AuthError('noVerifier');
  const pkce = createPkceMeta({
    codeChallenge: text(raw.codeChallenge),
    codeVerifier: text(raw.codeVerifier),
    codeChallengeMethod: text(raw.codeChallengeMethod),
  });
  return {
    ...pkce,
    state: text(raw.state) ?? '',
    returnTo: text(raw.returnTo) ?? '/',
    locale: text(raw.locale) ?? 'es',
  };
}

/** Reads a stored token record; anything malformed → 'Unable to parse storage string'. */
export function parseTokenRecord(encoded: string): TokenRecord {
  const raw = decodeRecord(encoded);
  const accessToken = text(raw.access_token);
  const idToken = text(raw.id_token);
  if (!accessToken || !idToken) throw new AuthError('unparsable');
  const record: TokenRecord = {
    access_token: accessToken,
    id_token: idToken,
    expired: typeof raw.expired === 'number' && Number.isFinite(raw.expired) ? raw.expired : Number.NaN,
  };
  if (text(raw.state)) record.state = raw.state as string;
  return record;
}

/** Constant-time comparison of the returned `state` with the stored one. */
export function stateMatches(expected: string, received: string | undefined): boolean {
  if (!expected || !received) return false;
  const a = new TextEncoder().encode(expected);
  const b = new TextEncoder().encode(received);
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

// ---------------------------------------------------------------------------------------------- auth state

export interface AuthState {
  isAuthenticated: boolean;
  /** The id token's `edu_username`, e.g. 'ana.edu'. */
  OCId: string | null;
  /** The id token's `eth_address`. */
  ethAddress: string | null;
}

export const SIGNED_OUT: AuthState = Object.freeze({ isAuthenticated: false, OCId: null, ethAddress: null });

export const nowSeconds = (now = Date.now()) => Math.round(now / 1000);

/** Spec §4: a missing expiry counts as expired; authenticated only while now is before `expired`. */
export function hasExpired(expired: unknown, now = nowSeconds()): boolean {
  if (typeof expired !== 'number' || !Number.isFinite(expired)) return true;
  return now >= expired;
}

/** The `exp` of a JWT (the access token), read without verification; undefined when absent. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Auth state from a stored record (already signature-checked by its cookie). Expired or unreadable records give
 * the signed-out state. The id token was verified when it was stored; here its claims are only read.
 */
export function authStateFromRecord(record: TokenRecord | undefined, now = nowSeconds()): AuthState {
  if (!record || hasExpired(record.expired, now)) return SIGNED_OUT;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(record.id_token);
  } catch {
    return SIGNED_OUT;
  }
  return {
    isAuthenticated: true,
    OCId: text(claims.edu_username) ?? null,
    ethAddress: text(claims.eth_address) ?? null,
  };
}

// ---------------------------------------------------------------------------------------------- return targets

/** Paths of the sign-in machinery itself (decoded, any case): never a place to return to. */
const SIGN_IN_PATHS = /^(?:\/auth\/ocid(?:\/|$)|(?:\/[a-z]{2})?\/opencampus\/callback(?:\/|$))/i;

/**
 * Where to go after signing in or out: an on-site path checked by safeRedirectTarget (after URL normalisation),
 * and never back into the sign-in routes. '/es/opencampus?x=1' passes; '//evil.example', '/.//evil.example',
 * '/\\evil.example', 'https://evil.example', 'javascript:…' and '/auth/ocid/login' give `fallback`.
 */
export function safeReturnTo(candidate: unknown, fallback: string): string {
  const target = safeRedirectTarget(candidate, fallback);
  if (target === fallback) return fallback;
  const path = decodeURIComponent(target.split('?')[0] ?? '');
  return SIGN_IN_PATHS.test(path) ? fallback : target;
}

/** The request headers that say where a state-changing request came from. */
export interface RequestSource {
  origin: string | undefined;
  secFetchSite: string | undefined;
}

/**
 * True only for a request the site itself made: Sec-Fetch-Site 'same-origin' (the browser's own word, which holds
 * even when a page's `Referrer-Policy: no-referrer` makes it send `Origin: null`; a sandboxed frame is
 * 'cross-site'), else an Origin equal to one of `siteOrigins`, or — when the browser sent no Origin —
 * Sec-Fetch-Site 'none' (typed by the user). 'Origin: null' without Fetch Metadata, another site's origin,
 * 'same-site' siblings and requests carrying neither header are refused.
 */
export function isSameOriginRequest({ origin, secFetchSite }: RequestSource, siteOrigins: string[]): boolean {
  if (secFetchSite === 'same-origin') return true;
  if (secFetchSite !== undefined && secFetchSite !== 'none') return false;
  if (origin !== undefined) return siteOrigins.includes(origin);
  return secFetchSite !== undefined;
}
