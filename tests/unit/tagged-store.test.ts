import { describe, expect, it } from 'vitest';
import { notifyPayload, receivedEvent } from '../../server/jobs/invalidation-bus.ts';
import { cacheTag } from '../../src/domain/cache-tags.ts';
import { createReadCache } from '../../src/domain/catalog/read-cache.ts';
import { createDomainEvents } from '../../src/domain/events.ts';
import { collectTags, untagged } from '../../src/domain/render-tags.ts';
import { createTaggedStore } from '../../src/domain/tagged-store.ts';

// Issue 29: the one cache primitive under the page cache and the catalogue read cache.
const course1 = cacheTag.course(1);
const course2 = cacheTag.course(2);

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('tagged store', () => {
  it('drops only the entries a change touches; unknown tags go with every change, no tags with none', () => {
    const store = createTaggedStore<string>({ ttlMs: 1000, budgets: [10], now: () => 0 });
    store.set('one', 'a', [course1, cacheTag.quester('ana')]);
    store.set('two', 'b', [course2]);
    store.set('list', 'c', [cacheTag.listing]);
    store.set('static', 'd', []);
    store.set('unknown', 'e', undefined);
    store.invalidate([]);
    expect(store.count).toBe(5);
    store.invalidate([course1]);
    expect(store.get('one')).toBeUndefined();
    expect(store.get('unknown')).toBeUndefined();
    expect(store.get('two')?.value).toBe('b');
    expect(store.get('list')?.value).toBe('c');
    store.invalidate([cacheTag.listing]);
    expect(store.get('list')).toBeUndefined();
    expect(store.get('two')?.value).toBe('b');
    expect(store.get('static')?.value).toBe('d');
    store.invalidate(undefined);
    expect(store.count).toBe(0);
  });

  it('keeps each tier to its budget, least recently used out, whatever the tags', () => {
    const store = createTaggedStore<string>({
      ttlMs: 1000,
      budgets: [2, 1],
      tierOf: (key) => (key.includes('?') ? 1 : 0),
      sizeOf: (value) => value.length,
      now: () => 0,
    });
    store.set('a', 'a', [course1]);
    store.set('b', 'b', [course2]);
    store.get('a');
    store.set('c', 'c', [course2]);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.value).toBe('a');
    store.set('x?1', 'x', [course1]);
    store.set('x?2', 'y', [course1]);
    expect(store.get('x?1')).toBeUndefined();
    expect(store.get('a')?.value).toBe('a');
    expect(store.set('big', 'big', [])).toBeUndefined();
    store.invalidate([course1]);
    expect(store.count).toBe(1);
    expect(store.totalSize).toBe(1);
  });

  it('does not store a fill that a change touched while it ran, and gives later callers a run of their own', async () => {
    const store = createTaggedStore<string>({ ttlMs: 1000, budgets: [10], now: () => 0 });
    const first = deferred<string>();
    const second = deferred<string>();
    let runs = 0;
    const produce = (gate: typeof first) => async () => {
      runs += 1;
      return { value: await gate.promise, tags: [course1] };
    };
    const a = store.fill('page', produce(first));
    const sharer = store.fill('page', produce(first));
    store.invalidate([course1]);
    const b = store.fill('page', produce(second));
    first.resolve('old');
    second.resolve('new');
    expect((await a)?.value).toBe('old');
    expect((await sharer)?.value).toBe('old');
    expect((await a)?.held).toBeUndefined();
    expect((await b)?.held?.value).toBe('new');
    expect(runs).toBe(2);
    expect(store.get('page')?.value).toBe('new');
  });

  it('stores a fill that an unrelated change overlapped, but not one whose tags are unknown', async () => {
    const store = createTaggedStore<string>({ ttlMs: 1000, budgets: [10], now: () => 0 });
    const gate = deferred<void>();
    const tagged = store.fill('two', async () => {
      await gate.promise;
      return { value: 'b', tags: [course2] };
    });
    const unknown = store.fill('unknown', async () => {
      await gate.promise;
      return { value: 'u', tags: undefined };
    });
    store.invalidate([course1]);
    gate.resolve();
    expect((await tagged)?.held).toBeDefined();
    expect((await unknown)?.held).toBeUndefined();
    expect(store.get('two')?.value).toBe('b');
    expect(store.get('unknown')).toBeUndefined();
  });

  it('refuses a set whose ticket a touching change followed, or one older than the changes it remembers', () => {
    const store = createTaggedStore<string>({ ttlMs: 1000, budgets: [10], now: () => 0 });
    const since = store.ticket();
    store.invalidate([course1]);
    expect(store.set('one', 'a', [course1], since)).toBeUndefined();
    expect(store.set('two', 'b', [course2], since)).toBeDefined();
    const old = store.ticket();
    for (let i = 0; i < 300; i++) store.invalidate([cacheTag.course(1000 + i)]);
    expect(store.set('two', 'b', [course2], old)).toBeUndefined();
  });
});

describe('tag collection', () => {
  it('gathers the tags of tagged reads, cached or not, and marks a render that called anything else unknown', async () => {
    const events = createDomainEvents();
    const reads = createReadCache(events, {
      ttlMs: 1000,
      tagsOf: (read, args) => (read === 'course' ? [cacheTag.course(args[0] as number)] : [cacheTag.listing]),
    }).wrap(
      {
        course: async (id: number) => ({ id }),
        search: async (text: string) => [text],
      },
      ['search'],
    );
    const first = await collectTags(async () => {
      await reads.course(1);
      await reads.search('x');
      return 'html';
    });
    expect(first.result).toBe('html');
    expect([...(first.tags ?? [])].sort()).toEqual([course1, cacheTag.listing].sort());
    // A hit still tags the render.
    expect((await collectTags(() => reads.course(1))).tags).toEqual([course1]);
    const orders = untagged({ find: async () => 'order', nested: { list: async () => [] } });
    expect((await collectTags(() => orders.find())).tags).toBeUndefined();
    expect((await collectTags(() => orders.nested.list())).tags).toBeUndefined();
    expect((await collectTags(async () => reads.course(2))).tags).toEqual([course2]);
    // A wrapped service keeps its identity, and built-ins held by it (a Map) still work through the wrapper.
    const held = untagged({ byId: new Map([[1, 'one']]) });
    expect(held.byId).toBe(held.byId);
    const lookup = await collectTags(async () => held.byId.get(1));
    expect(lookup.result).toBe('one');
    expect(lookup.tags).toBeUndefined();
  });

  it('drops the read cache by the tags a write announces', async () => {
    const events = createDomainEvents();
    let calls = 0;
    const reads = createReadCache(events, {
      ttlMs: 1000,
      tagsOf: (_read, args) => [cacheTag.course(args[0] as number)],
    }).wrap({
      course: async (id: number) => {
        calls += 1;
        return { id, calls };
      },
    });
    await reads.course(1);
    await reads.course(2);
    events.emit({ type: 'catalog.changed', reason: 'review', tags: [course1] });
    await reads.course(1);
    await reads.course(2);
    expect(calls).toBe(3);
    events.emit({ type: 'catalog.changed', reason: 'resync', remote: true });
    await reads.course(2);
    expect(calls).toBe(4);
  });
});

describe('invalidation bus payload', () => {
  it('carries the tags, and "everything" when they would not fit in a NOTIFY', () => {
    const small = {
      from: 'p',
      event: { type: 'catalog.changed' as const, reason: 'review' as const, tags: [course1] },
    };
    expect(JSON.parse(notifyPayload(small)).event.tags).toEqual([course1]);
    const tags = Array.from({ length: 2000 }, (_, i) => cacheTag.course(i));
    const huge = { from: 'p', event: { type: 'catalog.changed' as const, reason: 'plan' as const, tags } };
    const payload = notifyPayload(huge);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(JSON.parse(payload).event).toEqual({ type: 'catalog.changed', reason: 'plan' });
    expect(receivedEvent(JSON.parse(notifyPayload(small)).event)).toEqual({ ...small.event, remote: true });
    expect(receivedEvent({ ...small.event, tags: [1] as unknown as string[] })).toEqual({
      type: 'catalog.changed',
      reason: 'review',
      remote: true,
    });
  });
});
