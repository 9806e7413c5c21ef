import { createHash } from 'node:crypto';

/**
 * Render cache for anonymous GET pages (spec §9 stale time 3,600,000 ms). Rendering a page costs ~30x serving
 * its bytes (STACK-NOTES), so anonymous HTML is kept per canonical page URL (path + the query parameters pages
 * render from, sorted: see domain/page-query) until it expires or a domain operation that changes its data
 * invalidates it. Personal pages never enter it (isPersonalPage in src/routes.ts).
 * Visitors still choose query values (?state=…, ?q=…), so pages with a query live in their own, smaller LRU:
 * flooding query variants only evicts other variants, never the plain pages most visitors read.
 * Concurrent misses of one key share one render (fill).
 *
 * An entry is final bytes: the HTML carries the nonce chosen when it was rendered, and every response from the
 * entry sends that nonce in its CSP (the body cannot differ between those responses, so nothing injected can
 * learn it first; docs/decisions/006-render-cache-for-anonymous-pages.md). A hit therefore sends one stored
 * Buffer, never a copy, and the brotli and
 * gzip variants are made once, off the request, by `compress` (until they are ready, hits are compressed on the
 * fly).
 */
export type StoredEncoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** The CSP nonce inside body: responses from this entry send it in their Content-Security-Policy. */
  nonce: string;
  /** The whole HTML, identity encoding. */
  body: Buffer;
  /** Weak validator of body (each encoding is the same representation). */
  etag: string;
  /** Compressed variants of body, added when ready. */
  encoded: Partial<Record<StoredEncoding, Buffer>>;
  storedAt: number;
}

export type PageToStore = Pick<CachedPage, 'status' | 'headers' | 'nonce' | 'body'>;

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: PageToStore): void;
  /**
   * The cached page, or the result of render() run once for every concurrent caller of the same key; render
   * answers undefined when its result must not be stored (each caller then renders for itself).
   */
  fill(
    key: string,
    render: () => Promise<PageToStore | undefined>,
  ): Promise<CachedPage | PageToStore | undefined>;
  invalidate(predicate?: (key: string) => boolean): void;
  /** False when the stale time is 0: pages are then streamed as they render, never read whole. */
  readonly enabled: boolean;
  readonly size: number;
  /** Bytes of HTML held (every encoding). */
  readonly bytes: number;
}

function sizeOf(page: CachedPage): number {
  return page.body.byteLength + (page.encoded.br?.byteLength ?? 0) + (page.encoded.gzip?.byteLength ?? 0);
}

/** A weak ETag for stored HTML: different bytes (a new render, a new nonce) give a different tag. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
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
    /** Counts bytes added to an entry already held (its compressed variants). */
    grow(key: string, entry: CachedPage, delta: number) {
      if (entries.get(key) !== entry) return false;
      bytes += delta;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
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
  compress,
}: {
  ttlMs: number;
  /** Makes the compressed variants of a stored body (server/compression.ts); none when absent. */
  compress?: (body: Buffer) => Promise<Partial<Record<StoredEncoding, Buffer>>>;
  maxBytes?: number;
  /** Budget for keys with a query string, taken out of maxBytes. */
  maxVariantBytes?: number;
  now?: () => number;
}): PageCache {
  const plain = createLru(maxBytes - maxVariantBytes);
  const variants = createLru(maxVariantBytes);
  const tierOf = (key: string) => (key.includes('?') ? variants : plain);
  const pending = new Map<string, Promise<CachedPage | PageToStore | undefined>>();

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
      const tier = tierOf(key);
      const entry: CachedPage = { ...page, etag: etagOf(page.body), encoded: {}, storedAt: now() };
      tier.add(key, entry);
      if (!compress || tier.entries.get(key) !== entry) return;
      compress(entry.body).then(
        (encoded) => {
          // Only while the entry is still held (not replaced, invalidated or evicted meanwhile).
          if (tier.entries.get(key) !== entry) return;
          const before = sizeOf(entry);
          entry.encoded = encoded;
          tier.grow(key, entry, sizeOf(entry) - before);
        },
        () => {
          // Not compressed: hits keep compressing on the fly.
        },
      );
    },
    async fill(key, render) {
      const hit = cache.get(key);
      if (hit) return hit;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const rendering = render()
        .then((page) => {
          if (!page) return page;
          cache.set(key, page);
          return cache.get(key) ?? page;
        })
        .finally(() => pending.delete(key));
      pending.set(key, rendering);
      return rendering;
    },
    invalidate(predicate) {
      for (const tier of [plain, variants])
        for (const key of [...tier.entries.keys()]) if (!predicate || predicate(key)) tier.remove(key);
    },
    enabled: ttlMs > 0,
    get size() {
      return plain.entries.size + variants.entries.size;
    },
    get bytes() {
      return plain.bytes + variants.bytes;
    },
  };
  return cache;
}
