import { type AuthState, SIGNED_OUT } from './domain/auth.ts';

// Headers Fastify adds to the request it hands to Waku (incoming x-quest-* headers are stripped first).
/** The locale Fastify decided on: layouts get no route props. */
export const LOCALE_HEADER = 'x-quest-locale';
/** The page's path and query as the visitor asked for it (also for RSC requests). */
export const PAGE_URL_HEADER = 'x-quest-page-url';
/**
 * The visitor's sign-in state as Fastify decided it (signature, expiry and token checked once, in
 * server/routes/ocid.ts): base64url JSON of the public AuthState fields; absent when signed out.
 */
export const AUTH_HEADER = 'x-quest-auth';
/**
 * The learner of the visitor's e-mail sign-in session (issue 27), when its signed cookie is valid
 * (server/routes/identity.ts); absent otherwise. Pages resolve who they act for with it and the OCID above.
 */
export const LEARNER_SESSION_HEADER = 'x-quest-learner-session';

/** An e-mail sign-in session: the learner and the version it was opened at (a raised version ends it). */
export interface LearnerSession {
  learnerId: string;
  version: number;
}

/** `{learnerId}.{version}`: the session header's value and the signed cookie's (which adds `.{expiry}`). */
export function encodeLearnerSession(session: LearnerSession): string {
  return `${session.learnerId}.${session.version}`;
}

export function decodeLearnerSession(value: string | undefined | null): LearnerSession | null {
  const match = /^(l_[A-Za-z0-9_-]{8,40})\.(\d{1,9})$/.exec(value ?? '');
  return match ? { learnerId: match[1] ?? '', version: Number(match[2]) } : null;
}
/** Marks Fastify's own render of an error page, so /{lang}/error/{code} is not a public page. */
export const ERROR_RENDER_HEADER = 'x-quest-error-render';

/** AUTH_HEADER's value for a signed-in visitor (header values must be ASCII: the OCID may not be). */
export function encodeAuthHeader(state: AuthState): string | undefined {
  if (!state.isAuthenticated) return undefined;
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

/** The AuthState in AUTH_HEADER; anything missing or malformed is signed out. */
export function decodeAuthHeader(value: string | undefined): AuthState {
  if (!value) return SIGNED_OUT;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<AuthState>;
    if (parsed.isAuthenticated !== true) return SIGNED_OUT;
    const text = (field: unknown) => (typeof field === 'string' ? field : null);
    return { isAuthenticated: true, OCId: text(parsed.OCId), ethAddress: text(parsed.ethAddress) };
  } catch {
    return SIGNED_OUT;
  }
}

/**
 * A form post that did not go through (a checkout with a wrong field, a declined card): Fastify renders the page
 * again in answer to the POST, with what was typed and what went wrong in this header (base64url JSON), so the
 * visitor loses nothing, with or without JavaScript. Card numbers are never in it.
 */
export const FORM_STATE_HEADER = 'x-quest-form-state';

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

export function encodeFormState(state: FormState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeFormState(value: string | undefined): FormState | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<FormState>;
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
