import type { NonceTemplate } from './csp.ts';

/**
 * Render cache for anonymous GET pages (spec §9 stale time 3,600,000 ms). Rendering a page costs ~30x serving
 * its bytes (STACK-NOTES), so anonymous HTML is kept per URL until it expires or a domain operation that
 * changes its data calls invalidate(). Personal pages never enter it (see isPersonalPath).
 * The key is the whole URL, so visitors choose how many entries exist (?x=1, ?x=2…): the cache is bounded by
 * the bytes it holds, dropping the least recently used pages first.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** HTML as Waku rendered it, split where each response's CSP nonce goes. */
  body: NonceTemplate;
  storedAt: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: Omit<CachedPage, 'storedAt'>): void;
  invalidate(predicate?: (key: string) => boolean): void;
  readonly size: number;
  /** Bytes of HTML held. */
  readonly bytes: number;
}

function sizeOf(page: { body: NonceTemplate }): number {
  return page.body.parts.reduce((total, part) => total + part.byteLength, 0);
}

export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  now = () => Date.now(),
}: {
  ttlMs: number;
  maxBytes?: number;
  now?: () => number;
}): PageCache {
  // A Map keeps insertion order: re-inserting on read makes the oldest entry the least recently used.
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, page) {
      const size = sizeOf(page);
      if (ttlMs <= 0 || size > maxBytes) return;
      remove(key);
      entries.set(key, { ...page, storedAt: now() });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    invalidate(predicate) {
      for (const key of [...entries.keys()]) if (!predicate || predicate(key)) remove(key);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Pages about one person (receipts, certificates, learners…): never cached, never indexed. */
const PERSONAL_PREFIXES = [
  '/receipts',
  '/certificates',
  '/learners',
  '/invitations',
  '/payment-success',
  '/achievements',
  '/opencampus/callback',
  '/courses/buy',
  '/payments',
  '/partner-links',
  '/deferred-success',
];

export function isPersonalPath(pagePath: string): boolean {
  return PERSONAL_PREFIXES.some((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`));
}
