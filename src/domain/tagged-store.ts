import { type CacheTags, touches } from './cache-tags.ts';

/**
 * The one cache primitive (issue 29) under the page cache (server/pages/page-cache.ts) and the catalogue read cache
 * (catalog/read-cache.ts): entries with tags, kept until their stale time or until a change touches one of their
 * tags, in size-bounded LRU tiers (the page cache keeps query variants in a smaller tier of their own).
 *
 * Races: `fill` shares one run among concurrent misses of a key. A change during a run detaches it (callers
 * arriving after the change start their own), and its result is not stored if the change touched its tags: an
 * answer read before a write must not outlive the write. `ticket()` gives the same guard to a `set` of something
 * produced outside `fill`.
 */
export interface Held<V> {
  value: V;
  tags: CacheTags;
  storedAt: number;
  size: number;
}

/** When a run started, in the store's change count (see ticket()). */
export type Ticket = number & { readonly __ticket?: never };

export interface Filled<V> {
  value: V;
  tags: CacheTags;
  /** The entry when it was stored. */
  held?: Held<V>;
}

export interface TaggedStore<V> {
  /** A fresh entry (now the most recently used), or undefined. */
  get(key: string): Held<V> | undefined;
  /** Stores unless `since` is given and a change since then touched `tags`; the entry when stored. */
  set(key: string, value: V, tags: CacheTags, since?: Ticket): Held<V> | undefined;
  fill(
    key: string,
    produce: () => Promise<{ value: V; tags: CacheTags } | undefined>,
  ): Promise<Filled<V> | undefined>;
  ticket(): Ticket;
  /** Drops every entry a change of `tags` touches (undefined: everything) and detaches runs in flight. */
  invalidate(tags: CacheTags): void;
  /** Drops entries by key (not a change: runs in flight are kept). */
  deleteWhere(predicate: (key: string) => boolean): void;
  /** Counts again the size of an entry whose value grew (the page cache's compressed variants); false if gone. */
  resize(key: string, held: Held<V>): boolean;
  readonly count: number;
  readonly totalSize: number;
}

interface Tier<V> {
  entries: Map<string, Held<V>>;
  size: number;
  budget: number;
}

/** Changes remembered for tickets; a run older than all of them is treated as touched. */
const CHANGE_LOG_LENGTH = 256;

export function createTaggedStore<V>({
  ttlMs,
  budgets,
  tierOf = () => 0,
  sizeOf = () => 1,
  now = () => Date.now(),
}: {
  ttlMs: number;
  /** Each tier's bound, in sizeOf units (entries by default). */
  budgets: readonly number[];
  tierOf?: (key: string) => number;
  sizeOf?: (value: V) => number;
  now?: () => number;
}): TaggedStore<V> {
  const tiers: Tier<V>[] = budgets.map((budget) => ({ entries: new Map(), size: 0, budget }));
  const pending = new Map<string, Promise<Filled<V> | undefined>>();
  let changes = 0;
  const log: Array<{ at: number; tags: CacheTags }> = [];

  const remove = (tier: Tier<V>, key: string) => {
    const held = tier.entries.get(key);
    if (!held) return;
    tier.size -= held.size;
    tier.entries.delete(key);
  };
  const trim = (tier: Tier<V>) => {
    for (const oldest of tier.entries.keys()) {
      if (tier.size <= tier.budget) break;
      remove(tier, oldest);
    }
  };
  const tier = (key: string) => tiers[tierOf(key)] ?? (tiers[0] as Tier<V>);
  /** True when a change after `since` touched `tags`. */
  const changedSince = (since: Ticket, tags: CacheTags) => {
    if (since === changes) return false;
    const first = log[0];
    if (!first || first.at > since + 1) return true;
    return log.some((change) => change.at > since && touches(tags, change.tags));
  };

  const store: TaggedStore<V> = {
    get(key) {
      const t = tier(key);
      const held = t.entries.get(key);
      if (!held) return undefined;
      if (now() - held.storedAt >= ttlMs) {
        remove(t, key);
        return undefined;
      }
      t.entries.delete(key);
      t.entries.set(key, held);
      return held;
    },
    set(key, value, tags, since) {
      if (ttlMs <= 0) return undefined;
      if (since !== undefined && changedSince(since, tags)) return undefined;
      const t = tier(key);
      const held: Held<V> = { value, tags, storedAt: now(), size: sizeOf(value) };
      if (held.size > t.budget) return undefined;
      remove(t, key);
      t.entries.set(key, held);
      t.size += held.size;
      trim(t);
      return t.entries.get(key) === held ? held : undefined;
    },
    async fill(key, produce) {
      const hit = store.get(key);
      if (hit) return { value: hit.value, tags: hit.tags, held: hit };
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const since = store.ticket();
      const run = produce()
        .then((produced): Filled<V> | undefined => {
          if (!produced) return undefined;
          const held = store.set(key, produced.value, produced.tags, since);
          return { ...produced, held };
        })
        .finally(() => {
          if (pending.get(key) === run) pending.delete(key);
        });
      pending.set(key, run);
      return run;
    },
    ticket: () => changes as Ticket,
    invalidate(tags) {
      if (tags !== undefined && tags.length === 0) return;
      changes += 1;
      log.push({ at: changes, tags });
      if (log.length > CHANGE_LOG_LENGTH) log.shift();
      // A run's tags are unknown until it ends: whoever asks after a change waits for a run of their own.
      pending.clear();
      for (const t of tiers)
        for (const [key, held] of [...t.entries]) if (touches(held.tags, tags)) remove(t, key);
    },
    deleteWhere(predicate) {
      for (const t of tiers) for (const key of [...t.entries.keys()]) if (predicate(key)) remove(t, key);
    },
    resize(key, held) {
      const t = tier(key);
      if (t.entries.get(key) !== held) return false;
      const size = sizeOf(held.value);
      t.size += size - held.size;
      held.size = size;
      trim(t);
      return t.entries.get(key) === held;
    },
    get count() {
      return tiers.reduce((sum, t) => sum + t.entries.size, 0);
    },
    get totalSize() {
      return tiers.reduce((sum, t) => sum + t.size, 0);
    },
  };
  return store;
}
