import type { CacheTags } from '../cache-tags.ts';
import type { DomainEvents } from '../events.ts';
import { addTags, currentCollector } from '../render-tags.ts';
import { createTaggedStore } from '../tagged-store.ts';

/**
 * Query-level cache for catalogue reads (issue 14): an uncached page render asks the database the same questions
 * every time (selection, providers, featured cards, reviews, catalogue-wide rating), and at 100× the seed those
 * cost tens of milliseconds each. Each read's answer is kept per argument list, with the tags of what it shows
 * (issue 29, read-tags.ts), until a write that touched one of them announces 'catalog.changed' (from this process
 * or, through server/jobs/invalidation-bus.ts, from any other), or until `ttlMs` passes (promotions end with time, not
 * with a write). Concurrent identical reads share one query. Answers are shared between callers: they are read,
 * never changed (pages only render them).
 *
 * Every read, kept or not, adds its answer's tags to the render in progress (render-tags.ts collectTags), so the
 * page cache learns what each page shows.
 */
export interface ReadCacheOptions {
  /** 0: nothing is kept (reads are still tagged). */
  ttlMs?: number;
  /** Entries kept across every read (least recently used out). */
  maxEntries?: number;
  now?: () => number;
  /** The tags of a read's answer; unknown (undefined) when absent. */
  tagsOf?: (read: string, args: readonly unknown[], value: unknown) => CacheTags;
}

// biome-ignore lint/suspicious/noExplicitAny: any function of plain arguments
type Read = (...args: any[]) => Promise<unknown>;

export interface ReadCache {
  wrap<T extends Record<string, Read>>(reads: T, uncached?: readonly (keyof T)[]): T;
  clear(): void;
  readonly size: number;
}

export function createReadCache(
  events: DomainEvents | undefined,
  {
    ttlMs = 60_000,
    maxEntries = 5_000,
    now = () => Date.now(),
    tagsOf = () => undefined,
  }: ReadCacheOptions = {},
): ReadCache {
  const store = createTaggedStore<unknown>({ ttlMs, budgets: [maxEntries], now });
  events?.subscribe((event) => {
    if (event.type === 'catalog.changed') store.invalidate(event.tags);
  });

  const tagged =
    (name: string, fn: Read) =>
    async (...args: unknown[]) => {
      const collector = currentCollector();
      const value = await fn(...args);
      addTags(collector, tagsOf(name, args, value));
      return value;
    };

  const cached = (name: string, fn: Read) => {
    return async (...args: unknown[]) => {
      const collector = currentCollector();
      const key = `${name}\u0000${JSON.stringify(args)}`;
      // A failed read rejects here and is not kept; one that overlapped a write that touched it is not kept.
      const filled = await store.fill(key, async () => {
        const value = await fn(...args);
        return { value, tags: tagsOf(name, args, value) };
      });
      addTags(collector, filled?.tags);
      return filled?.value;
    };
  };

  return {
    wrap(reads, uncached = []) {
      return Object.fromEntries(
        Object.entries(reads).map(([name, fn]) => [
          name,
          ttlMs <= 0 || uncached.includes(name) ? tagged(name, fn) : cached(name, fn),
        ]),
      ) as typeof reads;
    },
    clear: () => store.invalidate(undefined),
    get size() {
      return store.count;
    },
  };
}
