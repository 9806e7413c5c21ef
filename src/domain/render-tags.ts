import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheTag, CacheTags } from './cache-tags.ts';

// How a render learns its tags: the reads it makes add theirs to the collector of the work in progress
// (AsyncLocalStorage), and a service without tagged reads makes that work's tags unknown (docs/decisions/050).

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

/** One wrapper per service object or function, so a wrapped service keeps its identity between reads. */
const wrapped = new WeakMap<object, object>();
/** Each wrapper's original: a call made through a wrapper runs on the original object (a Map's methods need it). */
const originals = new WeakMap<object, object>();

/**
 * A service whose calls are not tagged: calling any of its functions inside a collector makes that work's tags
 * unknown (so a page that reads orders, prices or anything else outside the tagged catalogue reads is dropped by
 * every change, as before issue 29). Functions of nested objects (services.checkout.price) count too.
 */
export function untagged<T extends object>(service: T): T {
  const known = wrapped.get(service);
  if (known) return known as T;
  const proxy = new Proxy(service, {
    apply(target, thisArg, args) {
      const collector = storage.getStore();
      if (collector) collector.unknown = true;
      const self =
        thisArg !== null && typeof thisArg === 'object' ? (originals.get(thisArg) ?? thisArg) : thisArg;
      return Reflect.apply(target as (...args: unknown[]) => unknown, self, args);
    },
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      return value !== null && (typeof value === 'object' || typeof value === 'function')
        ? untagged(value)
        : value;
    },
  });
  wrapped.set(service, proxy);
  originals.set(proxy, service);
  return proxy;
}
