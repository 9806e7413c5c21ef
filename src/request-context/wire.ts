// The request context: what Fastify decided about a request and hands to the page render it asks Waku for (the
// locale, the page's address, the visitor's sign-in state, a refused form's state, an error render). This is its
// one definition: the shape, and its encoding into x-quest-* request headers (server/pages/waku-request.ts) and back
// (./page.ts, in the render). The bridge drops every incoming x-quest-* header first, so a visitor cannot forge
// any of it. Plain TypeScript: Fastify's module graph loads it, and must not load the page runtime.
import { type AuthState, SIGNED_OUT } from '../domain/auth.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

/** Every header of the context starts with it; the bridge drops incoming ones. */
export const INTERNAL_HEADER_PREFIX = 'x-quest-';

const HEADERS = {
  locale: 'x-quest-locale',
  pageUrl: 'x-quest-page-url',
  auth: 'x-quest-auth',
  learnerSession: 'x-quest-learner-session',
  formState: 'x-quest-form-state',
  errorRender: 'x-quest-error-render',
  nonce: 'x-quest-nonce',
} as const;

/** An e-mail sign-in session: the learner and the version it was opened at (a raised version ends it). */
export interface LearnerSession {
  learnerId: string;
  version: number;
}

/**
 * A form post that did not go through (a checkout with a wrong field, a declined card): Fastify renders the page
 * again in answer to the POST, with what was typed and what went wrong, so the visitor loses nothing, with or
 * without JavaScript. Card numbers are never in it.
 */
export interface FormState {
  /** Which form the state belongs to ('checkout', 'pay', 'phone', 'registration', 'refund'). */
  form: string;
  /** What the visitor typed, by field name. */
  values: Record<string, string>;
  /** Message keys by field name ('_form' for the whole form). */
  errors: Record<string, string>;
  /** A non-error outcome to show ('code_applied'…). */
  notice?: string;
}

/** What Fastify hands to a page render. */
export interface RequestContext {
  /** The locale Fastify decided on: layouts get no route props. */
  locale: Locale;
  /** The page's path and query as the visitor asked for it (also for RSC requests). */
  pageUrl: string;
  /** The Open Campus ID state (signature, expiry and token checked once, in server/routes/ocid.ts). */
  auth?: AuthState | null;
  /** The learner of a valid e-mail sign-in session cookie (issue 27, server/routes/identity.ts). */
  learnerSession?: LearnerSession | null;
  /** The refused form post this render answers. */
  formState?: FormState | null;
  /** Fastify's own render of an error page: /{lang}/error/{code} is no public page. */
  errorRender?: boolean;
  /** The response's CSP nonce: Waku writes it on its inline scripts (src/pages/_interceptors/nonce.ts). */
  nonce?: string;
}

/** The context as a page reads it: absent values decoded to their empty state. */
export interface ReadRequestContext {
  /** Undefined when Fastify did not say (a render outside the bridge). */
  locale: Locale | undefined;
  /** A path starting with '/', or undefined when Fastify did not say. */
  pageUrl: string | undefined;
  auth: AuthState;
  learnerSession: LearnerSession | null;
  formState: FormState | null;
  errorRender: boolean;
  /** Undefined when Fastify sent none or it is not a nonce's shape (base64 characters). */
  nonce: string | undefined;
}

/** Fastify's side: the headers that carry `context` to the render. */
export function requestContextHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.locale]: context.locale,
    [HEADERS.pageUrl]: context.pageUrl,
  };
  const auth = context.auth ? encodeAuth(context.auth) : undefined;
  if (auth) headers[HEADERS.auth] = auth;
  if (context.learnerSession) headers[HEADERS.learnerSession] = encodeLearnerSession(context.learnerSession);
  if (context.formState) headers[HEADERS.formState] = encodeJson(context.formState);
  if (context.errorRender) headers[HEADERS.errorRender] = '1';
  if (context.nonce) headers[HEADERS.nonce] = context.nonce;
  return headers;
}

/** The page's side: the context in a request's headers; anything missing or malformed reads as absent. */
export function readRequestContext(
  headers: Readonly<Record<string, string | undefined>>,
): ReadRequestContext {
  const locale = headers[HEADERS.locale];
  const pageUrl = headers[HEADERS.pageUrl];
  return {
    locale: isLocale(locale) ? locale : undefined,
    pageUrl: pageUrl?.startsWith('/') ? pageUrl : undefined,
    auth: decodeAuth(headers[HEADERS.auth]),
    learnerSession: decodeLearnerSession(headers[HEADERS.learnerSession]),
    formState: decodeFormState(headers[HEADERS.formState]),
    errorRender: headers[HEADERS.errorRender] === '1',
    // Written into attributes unescaped (rsc-html-stream): only base64 characters pass.
    nonce: /^[A-Za-z0-9+/_-]{16,128}={0,2}$/.test(headers[HEADERS.nonce] ?? '')
      ? headers[HEADERS.nonce]
      : undefined,
  };
}

/** `{learnerId}.{version}`: the session header's value and the signed cookie's (which adds `.{expiry}`). */
export function encodeLearnerSession(session: LearnerSession): string {
  return `${session.learnerId}.${session.version}`;
}

export function decodeLearnerSession(value: string | undefined | null): LearnerSession | null {
  const match = /^(l_[A-Za-z0-9_-]{8,40})\.(\d{1,9})$/.exec(value ?? '');
  return match ? { learnerId: match[1] ?? '', version: Number(match[2]) } : null;
}

// Header values must be ASCII (an OCID may not be): JSON values travel as base64url.
function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeJson(value: string): unknown {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** The public AuthState fields of a signed-in visitor; nothing when signed out. */
function encodeAuth(state: AuthState): string | undefined {
  return state.isAuthenticated ? encodeJson(state) : undefined;
}

function decodeAuth(value: string | undefined): AuthState {
  if (!value) return SIGNED_OUT;
  try {
    const parsed = decodeJson(value) as Partial<AuthState>;
    if (parsed.isAuthenticated !== true) return SIGNED_OUT;
    const text = (field: unknown) => (typeof field === 'string' ? field : null);
    return { isAuthenticated: true, OCId: text(parsed.OCId), ethAddress: text(parsed.ethAddress) };
  } catch {
    return SIGNED_OUT;
  }
}

function decodeFormState(value: string | undefined): FormState | null {
  if (!value) return null;
  try {
    const parsed = decodeJson(value) as Partial<FormState>;
    if (typeof parsed.form !== 'string') return null;
    const strings = (record: unknown): Record<string, string> =>
      Object.fromEntries(
        Object.entries(typeof record === 'object' && record ? record : {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    return {
      form: parsed.form,
      values: strings(parsed.values),
      errors: strings(parsed.errors),
      ...(typeof parsed.notice === 'string' ? { notice: parsed.notice } : {}),
    };
  } catch {
    return null;
  }
}
