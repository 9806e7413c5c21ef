import type { NonceTemplate } from './csp.ts';

/**
 * Render cache for anonymous GET pages (spec §9 stale time 3,600,000 ms). Rendering a page costs ~30x serving
 * its bytes (STACK-NOTES), so anonymous HTML is kept per URL until it expires or a domain operation that
 * changes its data calls invalidate(). Personal pages never enter it (see isPersonalPath).
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
}

export function createPageCache({
  ttlMs,
  maxEntries = 1000,
  now = () => Date.now(),
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  // A Map keeps insertion order: re-inserting on read makes the oldest entry the least recently used.
  const entries = new Map<string, CachedPage>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, page) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { ...page, storedAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    invalidate(predicate) {
      if (!predicate) {
        entries.clear();
        return;
      }
      for (const key of [...entries.keys()]) if (predicate(key)) entries.delete(key);
    },
    get size() {
      return entries.size;
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
