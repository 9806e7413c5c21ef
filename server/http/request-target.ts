/**
 * Decides, before anything else reads a request's path, whether it is a canonical page address. Every byte of the
 * path is attacker-chosen, so this runs on the raw text Fastify received and never throws:
 * - unusable (too long, malformed percent-encoding, control characters, backslashes, `.`/`..` segments, also
 *   percent-encoded; a NUL anywhere in the query) → 400: such a path names no page, and normalising it would let `/es/..//evil.example`
 *   become something else after our checks;
 * - repeated or trailing slashes → 301 to the same path without them, query kept (crawlers expect one URL per page);
 * - otherwise the path and query, split.
 */
export type RequestTarget =
  | { kind: 'ok'; path: string; query: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad'; reason: string };

export const MAX_URL_LENGTH = 2048;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const CONTROL = /[\u0000-\u001f\u007f]/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

export function splitUrl(url: string): { path: string; query: string } {
  const index = url.indexOf('?');
  return index === -1 ? { path: url, query: '' } : { path: url.slice(0, index), query: url.slice(index) };
}

export function classifyRequestTarget(url: string): RequestTarget {
  if (url.length > MAX_URL_LENGTH) return { kind: 'bad', reason: 'URL too long' };
  const { path, query } = splitUrl(url);
  if (!path.startsWith('/')) return { kind: 'bad', reason: 'Not an origin-form path' };
  let decoded: string;
  let decodedQuery = '';
  try {
    decoded = decodeURIComponent(path);
    if (query) decodedQuery = decodeURIComponent(query.slice(1).replace(/\+/g, ' '));
  } catch {
    return { kind: 'bad', reason: 'Malformed percent-encoding' };
  }
  // PostgreSQL text cannot hold NUL: a parameter carrying one would fail its query (a 500) wherever it is read.
  if (decodedQuery.includes('\u0000')) return { kind: 'bad', reason: 'NUL in query' };
  if (CONTROL.test(decoded)) return { kind: 'bad', reason: 'Control character in path' };
  if (decoded.includes('\\')) return { kind: 'bad', reason: 'Backslash in path' };
  if (DOT_SEGMENT.test(decoded)) return { kind: 'bad', reason: 'Dot segment in path' };

  const canonical = path.length > 1 ? path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/' : path;
  if (canonical !== path) return { kind: 'redirect', location: `${canonical}${query}` };
  return { kind: 'ok', path, query };
}
