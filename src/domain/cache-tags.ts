/**
 * What a cached answer depends on, as data (issue 29). A cached read or page carries the tags of the entities it
 * showed; a write announces the tags it touched (events.ts), and only what carries one of them is dropped.
 * `undefined` tags mean "unknown": such an entry is dropped by every change, never kept stale. How a render gathers
 * the tags of its reads: render-tags.ts.
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

/** True when an entry with `held` tags must go when `dropped` tags change (undefined on either side: always). */
export function touches(held: CacheTags, dropped: CacheTags): boolean {
  if (dropped !== undefined && dropped.length === 0) return false;
  if (held === undefined || dropped === undefined) return true;
  const set = new Set(dropped);
  return held.some((tag) => set.has(tag));
}
