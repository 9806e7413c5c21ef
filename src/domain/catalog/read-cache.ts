import type { DomainEvents } from '../events.ts';

/**
 * Query-level cache for catalogue reads (issue 14): an uncached page render asks the database the same questions
 * every time (selection, providers, featured cards, reviews, catalogue-wide rating), and at 100× the seed those
 * cost tens of milliseconds each. Each read's answer is kept per argument list until a write that changes the
 * catalogue announces 'catalog.changed' (from this process or, through server/invalidation-bus.ts, from any
 * other), or until `ttlMs` passes (promotions end with time, not with a write). Concurrent identical reads share
 * one query. Answers are shared between callers: they are read, never changed (pages only render them).
 */
export interface ReadCacheOptions {
  ttlMs?: number;
  /** Entries kept across every read (least recently used out). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  storedAt: number;
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
  { ttlMs = 60_000, maxEntries = 5_000, now = () => Date.now() }: ReadCacheOptions = {},
): ReadCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  events?.subscribe((event) => {
    if (event.type === 'catalog.changed') clear();
  });

  const read = (key: string, run: () => Promise<unknown>) => {
    const found = entries.get(key);
    if (found && now() - found.storedAt < ttlMs) {
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    }
    const started = generation;
    const value = run();
    const entry = { value, storedAt: now() };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    // A failed read is not kept; neither is one that started before a write landed (it may hold old data).
    value.then(
      () => {
        if (generation !== started && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  };

  return {
    wrap(reads, uncached = []) {
      return Object.fromEntries(
        Object.entries(reads).map(([name, fn]) => [
          name,
          uncached.includes(name)
            ? fn
            : (...args: unknown[]) => read(`${name}\u0000${JSON.stringify(args)}`, () => fn(...args)),
        ]),
      ) as typeof reads;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}
