// Where Waku's client router asks for a page's RSC (client navigation, and a stored page's bootstrap), in both
// directions. The bridge (server/pages/) and the pages (src/request-context/page.ts) read it.

/**
 * The address Waku's client router asks for a page's RSC at (`/RSC/R/es/search.txt?query=q%3Dx`): Waku's
 * encodeRoutePath and encodeRscPath. A path ending in `_` (an order id is base64url) gets one more `_`, as Waku's
 * encodeRscPath does since 1.0.0-rc.1 (0.27.5 threw; we patched it then); decoding strips exactly one.
 */
export function rscUrlOf(pagePath: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const escaped = pagePath.endsWith('_') ? `${pagePath}_` : pagePath;
  return `/RSC/R${escaped}.txt${query ? `?query=${encodeURIComponent(query)}` : ''}`;
}

const RSC_ROUTE = /^\/RSC\/R\/(.*)\.txt$/;

/** The page an RSC address asks for (rscUrlOf's path, reversed); undefined when it is not a page's address. */
export function pagePathOfRscUrl(path: string): string | undefined {
  const encoded = RSC_ROUTE.exec(path)?.[1];
  if (encoded === undefined) return undefined;
  if (encoded === '_root') return '/';
  return `/${encoded.endsWith('_') ? encoded.slice(0, -1) : encoded}`;
}
