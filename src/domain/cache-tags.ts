import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a cached answer depends on, as data (issue 29). A cached read or page carries the tags of the entities it
 * showed; a write announces the tags it touched (events.ts), and only what carries one of them is dropped.
 * `undefined` tags mean "unknown": such an entry is dropped by every change, never kept stale.
 */
export type CacheTag = string & { readonly __cacheTag?: never };
export type CacheTags = readonly CacheTag[] | undefined;

export const cacheTag = {
  /** One course: its page, and every answer that shows its card, price or rating. */
  course: (id: number): CacheTag => `course:${id}`,
  /** One bundle: its page and the course pages that show its card. */
  bundle: (id: number): CacheTag => `bundle:${id}`,
  /** One Quester (public id): their page and their courses' visibility. */
  quester: (slug: string): CacheTag => `quester:${slug}`,
  /** One topic (public id). */
  topic: (slug: string): CacheTag => `topic:${slug}`,
  /**
   * Any answer that lists products or depends on which exist: the catalogue, home, search, topics, counts,
   * catalogue-wide rating, recent reviews, "not found". Their order and aggregates move with any product.
   */
  listing: 'listing' as CacheTag,
};

/** The tags a render (or any unit of work) read, gathered by the reads it made. */
export interface TagCollector {
  readonly tags: Set<CacheTag>;
  /** A read outside the tagged layer happened: the work's tags are unknown. */
  unknown: boolean;
}

// One store per process, whichever module graph imports this file (the Waku bundle and the server are two).
const STORE_KEY = Symbol.for('quest.cacheTags.collector');
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<TagCollector> };
const holder = globalThis as GlobalWithStore;
holder[STORE_KEY] ??= new AsyncLocalStorage<TagCollector>();
const storage = holder[STORE_KEY];

/** Runs work with a fresh collector; the tags are those of every tagged read made inside it (undefined: unknown). */
export async function collectTags<T>(work: () => Promise<T>): Promise<{ result: T; tags: CacheTags }> {
  const collector: TagCollector = { tags: new Set(), unknown: false };
  const result = await storage.run(collector, work);
  return { result, tags: tagsOf(collector) };
}

/** The collector of the work in progress, captured when a read starts (undefined outside collectTags). */
export function currentCollector(): TagCollector | undefined {
  return storage.getStore();
}

export function tagsOf(collector: TagCollector): CacheTags {
  return collector.unknown ? undefined : [...collector.tags];
}

/** Adds a read's tags to a collector; undefined tags make the collector's answer unknown. */
export function addTags(collector: TagCollector | undefined, tags: CacheTags): void {
  if (!collector) return;
  if (tags === undefined) collector.unknown = true;
  else for (const tag of tags) collector.tags.add(tag);
}

/**
 * A service whose calls are not tagged: calling any of its functions inside a collector makes that work's tags
 * unknown (so a page that reads orders, prices or anything else outside the tagged catalogue reads is dropped by
 * every change, as before issue 29). Functions of nested objects (services.checkout.price) count too.
 */
export function untagged<T extends object>(service: T): T {
  return new Proxy(service, {
    apply(target, thisArg, args) {
      const collector = storage.getStore();
      if (collector) collector.unknown = true;
      return Reflect.apply(target as (...args: unknown[]) => unknown, thisArg, args);
    },
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value === 'function') {
        return function (this: unknown, ...args: unknown[]) {
          const collector = storage.getStore();
          if (collector) collector.unknown = true;
          return Reflect.apply(value, this === receiver ? target : this, args);
        };
      }
      return value !== null && typeof value === 'object' ? untagged(value) : value;
    },
  });
}

/** True when an entry with `held` tags must go when `dropped` tags change (undefined on either side: always). */
export function touches(held: CacheTags, dropped: CacheTags): boolean {
  if (dropped !== undefined && dropped.length === 0) return false;
  if (held === undefined || dropped === undefined) return true;
  const set = new Set(dropped);
  return held.some((tag) => set.has(tag));
}
