import { createHash } from 'node:crypto';
import type { CacheTags } from '../../src/domain/cache-tags.ts';
import { createTaggedStore, type Ticket } from '../../src/domain/tagged-store.ts';

/**
 * Render cache for anonymous GET pages (spec §9 stale time 3,600,000 ms). Rendering a page costs ~30x serving
 * its bytes (STACK-NOTES), so anonymous HTML is kept per canonical page URL (path + the query parameters pages
 * render from, sorted: see domain/page-query) until it expires or a domain operation that changes its data
 * invalidates it. Personal pages never enter it (isPersonalPage in src/routes.ts).
 * Visitors still choose query values (?state=…, ?q=…), so pages with a query live in their own, smaller LRU:
 * flooding query variants only evicts other variants, never the plain pages most visitors read.
 * Concurrent misses of one key share one render (fill).
 * Entries carry the tags of what their render read (domain/cache-tags.ts): a write drops only the pages that show
 * what it touched; a page whose tags are unknown is dropped by every change. The store is the domain's tagged
 * store (domain/tagged-store.ts), shared with the catalogue read cache.
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
  /** What the render read (undefined: unknown, dropped by every change). */
  tags?: CacheTags;
  /** Weak validator of body (each encoding is the same representation). */
  etag: string;
  /** Compressed variants of body, added when ready. */
  encoded: Partial<Record<StoredEncoding, Buffer>>;
  storedAt: number;
}

export type PageToStore = Pick<CachedPage, 'status' | 'headers' | 'nonce' | 'body' | 'tags'>;

export type { Ticket };

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Stores the page unless `since` is given and a change since then touched the page's tags. */
  set(key: string, page: PageToStore, since?: Ticket): void;
  /**
   * The cached page, or the result of render() run once for every concurrent caller of the same key; render
   * answers undefined when its result must not be stored (each caller then renders for itself). A render that a
   * change overlapped is handed to its callers but not stored.
   */
  fill(
    key: string,
    render: () => Promise<PageToStore | undefined>,
  ): Promise<CachedPage | PageToStore | undefined>;
  /** Marks the start of a render whose pages are stored with set(…, since). */
  ticket(): Ticket;
  /**
   * A change: drops the pages whose render read one of `tags` (undefined: every page), and renders in flight that
   * may have read what changed are not stored.
   */
  invalidateTags(tags: CacheTags): void;
  /** Deletes one entry (nothing changed: renders in flight are still stored). */
  dropKey(key: string): void;
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

export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  maxVariantBytes = Math.floor(maxBytes / 4),
  now = () => Date.now(),
  compress,
}: {
  ttlMs: number;
  /** Makes the compressed variants of a stored body (server/http/compression.ts); none when absent. */
  compress?: (body: Buffer) => Promise<Partial<Record<StoredEncoding, Buffer>>>;
  maxBytes?: number;
  /** Budget for keys with a query string, taken out of maxBytes. */
  maxVariantBytes?: number;
  now?: () => number;
}): PageCache {
  // Tier 0: plain pages; tier 1: keys with a query, so flooding variants only evicts other variants.
  const store = createTaggedStore<CachedPage>({
    ttlMs,
    budgets: [maxBytes - maxVariantBytes, maxVariantBytes],
    tierOf: (key) => (key.includes('?') ? 1 : 0),
    sizeOf,
    now,
  });
  const toEntry = (page: PageToStore): CachedPage => ({
    ...page,
    etag: etagOf(page.body),
    encoded: {},
    storedAt: now(),
  });
  const compressHeld = (key: string, held: ReturnType<typeof store.set>) => {
    if (!compress || !held) return;
    const entry = held.value;
    compress(entry.body).then(
      (encoded) => {
        // Only while the entry is still held (not replaced, invalidated or evicted meanwhile).
        if (store.get(key) !== held) return;
        entry.encoded = encoded;
        store.resize(key, held);
      },
      () => {
        // Not compressed: hits keep compressing on the fly.
      },
    );
  };

  const cache: PageCache = {
    get: (key) => store.get(key)?.value,
    set(key, page, since) {
      const entry = toEntry(page);
      compressHeld(key, store.set(key, entry, page.tags, since));
    },
    async fill(key, render) {
      let rendered: PageToStore | undefined;
      const filled = await store.fill(key, async () => {
        rendered = await render();
        return rendered && { value: toEntry(rendered), tags: rendered.tags };
      });
      if (!filled) return undefined;
      if (filled.held) {
        if (rendered) compressHeld(key, filled.held);
        return filled.value;
      }
      // Not stored (a change overlapped the render, or too big): the caller gets the page as rendered.
      const { status, headers, nonce, body, tags } = filled.value;
      return { status, headers, nonce, body, tags };
    },
    ticket: () => store.ticket(),
    invalidateTags: (tags) => store.invalidate(tags),
    dropKey: (key) => store.deleteWhere((held) => held === key),
    enabled: ttlMs > 0,
    get size() {
      return store.count;
    },
    get bytes() {
      return store.totalSize;
    },
  };
  return cache;
}
