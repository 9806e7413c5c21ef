// Redirect targets taken from a request (returnTo, the forms' `return`, a stored sign-in transaction) pass through
// safeRedirectTarget before any Location header is written. Framework-free: Fastify routes and pages both use it.

/**
 * The origin a candidate is resolved against. Only the path and query of the result are used, so this is a stand-in
 * for the site's own origin: anything that resolves elsewhere (`//host`, `https://host`, `/\host`…) is refused.
 */
const SITE = 'http://quest.invalid';
const MAX_LENGTH = 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
/** A '.' or '..' path segment (after percent-decoding). */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

export interface RedirectTargetOptions {
  /** Keep the candidate's query string (default true); the path alone when false. */
  query?: boolean;
}

/**
 * An on-site path (and query) to redirect to, or `fallback`. The check runs on the URL as a browser would
 * resolve it, not on the text: `/.//evil.example`, `/es/..//evil.example` and `/%2e%2e//evil.example` all
 * normalise to `//evil.example`, which a Location header would send off-site.
 *
 * Accepted: a string starting with '/' that, resolved against the site's origin, stays on it, and whose
 * normalised path neither starts with '//' nor contains a backslash, a control character or (percent-decoded) a
 * '.'/'..' segment or a leading '//'. The result is the normalised, percent-encoded path plus query; the
 * fragment is dropped.
 */
export function safeRedirectTarget(
  candidate: unknown,
  fallback: string,
  { query = true }: RedirectTargetOptions = {},
): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH)
    return fallback;
  // Browsers drop tabs and newlines inside URLs and read '\' as '/': refuse them rather than guess.
  if (CONTROL_OR_BACKSLASH.test(candidate)) return fallback;
  if (!candidate.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.username || url.password) return fallback;
  const path = url.pathname;
  if (path.startsWith('//') || CONTROL_OR_BACKSLASH.test(path)) return fallback;
  // The next hop may decode the path once more (a proxy, a framework route): it must still be a plain path.
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || CONTROL_OR_BACKSLASH.test(decoded) || DOT_SEGMENT.test(decoded))
    return fallback;
  return query ? `${path}${url.search}` : path;
}
