// Third parties behind configuration (spec §7, §9): each is off unless its script is configured, and then only
// where the spec lets it run. The CSP names a third party's origin only where its script may load.
import { hostAllowed } from './url-safety.ts';

/** Pages (after the locale prefix) where session recording may run: bundles, course details and apps pages. */
const RECORDED_PAGE_PREFIXES = ['/courses/bundles/', '/courses/details/', '/apps/'];

/**
 * Page views are sent only from the product's own production hosts: decided once from the deployment's public
 * origin (PUBLIC_URL), never from a request's Host header (which a visitor controls and the page cache ignores).
 */
export function analyticsEnabled(
  scriptUrl: string | undefined,
  publicUrl: string,
  productionHosts: readonly string[],
) {
  return Boolean(scriptUrl) && hostAllowed(new URL(publicUrl).hostname, productionHosts);
}

/** Whether session recording may run on a page (its path after the locale prefix). */
export function sessionRecordingAllowed(scriptUrl: string | undefined, pagePath: string): boolean {
  return Boolean(scriptUrl) && RECORDED_PAGE_PREFIXES.some((prefix) => pagePath.startsWith(prefix));
}
