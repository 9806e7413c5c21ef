import type { NonceTemplate } from './csp.ts';

/**
 * Render cache for anonymous GET pages (spec §9 stale time 3,600,000 ms). Rendering a page costs ~30x serving
 * its bytes (STACK-NOTES), so anonymous HTML is kept per canonical page URL (path + the query parameters pages
 * render from, sorted: see domain/page-query) until it expires or a domain operation that changes its data
 * invalidates it. Personal pages never enter it (isPersonalPage in src/routes.ts).
 * Visitors still choose query values (?state=…, ?q=…), so pages with a query live in their own, smaller LRU:
 * flooding query variants only evicts other variants, never the plain pages most visitors read.
 * Concurrent misses of one key share one render (fill).
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** HTML as Waku rendered it, split where each response's CSP nonce goes. */
  body: NonceTemplate;
  storedAt: number;
}

export type PageToStore = Omit<CachedPage, 'storedAt'>;

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: PageToStore): void;
  /**
   * The cached page, or the result of render() run once for every concurrent caller of the same key; render
   * answers undefined when its result must not be stored (each caller then renders for itself).
   */
  fill(key: string, render: () => Promise<PageToStore | undefined>): Promise<PageToStore | undefined>;
  invalidate(predicate?: (key: string) => boolean): void;
  readonly size: number;
  /** Bytes of HTML held. */
  readonly bytes: number;
}

function sizeOf(page: { body: NonceTemplate }): number {
  return page.body.parts.reduce((total, part) => total + part.byteLength, 0);
}

/** One byte-bounded LRU; a Map keeps insertion order, so re-inserting on read makes the oldest the least used. */
function createLru(maxBytes: number) {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  return {
    entries,
    remove,
    get bytes() {
      return bytes;
    },
    touch(key: string, entry: CachedPage) {
      entries.delete(key);
      entries.set(key, entry);
    },
    add(key: string, entry: CachedPage) {
      const size = sizeOf(entry);
      if (size > maxBytes) return;
      remove(key);
      entries.set(key, entry);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}

export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  maxVariantBytes = Math.floor(maxBytes / 4),
  now = () => Date.now(),
}: {
  ttlMs: number;
  maxBytes?: number;
  /** Budget for keys with a query string, taken out of maxBytes. */
  maxVariantBytes?: number;
  now?: () => number;
}): PageCache {
  const plain = createLru(maxBytes - maxVariantBytes);
  const variants = createLru(maxVariantBytes);
  const tierOf = (key: string) => (key.includes('?') ? variants : plain);
  const pending = new Map<string, Promise<PageToStore | undefined>>();

  const cache: PageCache = {
    get(key) {
      const tier = tierOf(key);
      const entry = tier.entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        tier.remove(key);
        return undefined;
      }
      tier.touch(key, entry);
      return entry;
    },
    set(key, page) {
      if (ttlMs <= 0) return;
      tierOf(key).add(key, { ...page, storedAt: now() });
    },
    async fill(key, render) {
      const hit = cache.get(key);
      if (hit) return hit;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const rendering = render()
        .then((page) => {
          if (page) cache.set(key, page);
          return page;
        })
        .finally(() => pending.delete(key));
      pending.set(key, rendering);
      return rendering;
    },
    invalidate(predicate) {
      for (const tier of [plain, variants])
        for (const key of [...tier.entries.keys()]) if (!predicate || predicate(key)) tier.remove(key);
    },
    get size() {
      return plain.entries.size + variants.entries.size;
    },
    get bytes() {
      return plain.bytes + variants.bytes;
    },
  };
  return cache;
}
