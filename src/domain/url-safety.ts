// Navigation rules (spec §8): URLs that come from data or a query (redirectUrl, returnTo, links in content) are
// refused when they would run script or carry a document (javascript:, data:, blob:, vbscript:), and external
// navigation is refused unless its host is allowed by configuration. Framework-free: routes and pages use it.
import { safeRedirectTarget } from './redirects.ts';

export const REFUSED_SCHEMES: readonly string[] = ['javascript', 'data', 'blob', 'vbscript'];

// biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these at both ends
const EDGE_C0_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * The text as a browser's URL parser reads it before looking for a scheme: leading and trailing C0 controls and
 * spaces dropped, tabs and newlines removed anywhere (`" java\tscript:"` is `javascript:`).
 */
export function urlAsParsed(raw: string): string {
  return raw.replace(EDGE_C0_OR_SPACE, '').replace(TAB_OR_NEWLINE, '');
}

/** The scheme a browser would see, lower-cased, or undefined for a relative URL. */
export function urlScheme(raw: string): string | undefined {
  return SCHEME.exec(urlAsParsed(raw))?.[1]?.toLowerCase();
}

/** True for javascript:, data:, blob: and vbscript: however they are cased, padded or split by tabs/newlines. */
export function hasRefusedScheme(raw: string): boolean {
  const scheme = urlScheme(raw);
  return scheme !== undefined && REFUSED_SCHEMES.includes(scheme);
}

/**
 * Hosts that external navigation may go to: exact names, or `*.example.com` for that domain's subdomains (not the
 * domain itself). Read from configuration; compared lower-case.
 */
export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

export interface NavigationPolicy {
  /** The site's own origin (PUBLIC_URL): absolute URLs on it count as on-site. */
  siteOrigin: string;
  /** Hosts external navigation may reach (https only). */
  allowedHosts: readonly string[];
}

/**
 * Where a URL from data or a query may send a visitor: an on-site path (normalised by `safeRedirectTarget`), or an
 * https URL on an allowed host (normalised by the URL parser, credentials refused). Anything else — a refused
 * scheme, another host, `//host`, plain http off-site, an unparsable string — is null.
 */
export function safeNavigationTarget(raw: unknown, policy: NavigationPolicy): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (hasRefusedScheme(raw)) return null;
  const text = urlAsParsed(raw);
  if (urlScheme(text) === undefined) {
    const path = safeRedirectTarget(text, '');
    return path === '' ? null : path;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.origin === new URL(policy.siteOrigin).origin) {
    const path = safeRedirectTarget(`${url.pathname}${url.search}`, '');
    return path === '' ? null : path;
  }
  if (url.protocol !== 'https:' || !hostAllowed(url.hostname, policy.allowedHosts)) return null;
  return url.href;
}

/**
 * A link written in reviewed content (partner websites, footer entries): any https/http page, mailto: or tel:, or
 * an on-site path. The allowlist does not apply — the content is code, not data — but the scheme rule does.
 */
export function safeContentHref(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || hasRefusedScheme(raw)) return null;
  const scheme = urlScheme(raw);
  if (scheme === undefined) {
    const path = safeRedirectTarget(urlAsParsed(raw), '');
    return path === '' ? null : path;
  }
  if (!['http', 'https', 'mailto', 'tel'].includes(scheme)) return null;
  try {
    return new URL(urlAsParsed(raw)).href;
  } catch {
    return null;
  }
}
