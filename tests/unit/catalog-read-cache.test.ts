import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../src/domain/catalog/read-cache.ts';
import { createDomainEvents } from '../../src/domain/events.ts';

function counted() {
  const calls: unknown[][] = [];
  const reads = {
    listing: async (locale: string, query: { state?: string }) => {
      calls.push([locale, query]);
      return { locale, state: query.state, n: calls.length };
    },
    search: async (text: string) => {
      calls.push([text]);
      return text;
    },
  };
  return { calls, reads };
}

describe('catalogue read cache', () => {
  it('reuses an answer per argument list, shares concurrent reads and leaves the uncached ones alone', async () => {
    const { calls, reads } = counted();
    const cached = createReadCache(undefined).wrap(reads, ['search']);
    const [a, b] = await Promise.all([
      cached.listing('es', { state: 'FL' }),
      cached.listing('es', { state: 'FL' }),
    ]);
    expect(a).toBe(b);
    expect(await cached.listing('es', { state: 'FL' })).toBe(a);
    expect((await cached.listing('en', { state: 'FL' })).n).toBe(2);
    await cached.search('x');
    await cached.search('x');
    expect(calls).toHaveLength(4);
  });

  it('drops everything on a catalogue write, local or relayed from another process', async () => {
    const { calls, reads } = counted();
    const events = createDomainEvents();
    const cached = createReadCache(events).wrap(reads);
    await cached.listing('es', {});
    events.emit({ type: 'catalog.changed', reason: 'price' });
    await cached.listing('es', {});
    events.emit({ type: 'catalog.changed', reason: 'review', remote: true });
    await cached.listing('es', {});
    expect(calls).toHaveLength(3);
  });

  it('does not keep a read that was running when a write landed, nor a failed one, and expires by time', async () => {
    const events = createDomainEvents();
    let now = 0;
    let release: () => void = () => {};
    let n = 0;
    const reads = {
      slow: () =>
        new Promise<number>((resolve) => {
          n += 1;
          const mine = n;
          release = () => resolve(mine);
        }),
      failing: async () => {
        n += 1;
        throw new Error('down');
      },
    };
    const cache = createReadCache(events, { ttlMs: 1000, now: () => now });
    const cached = cache.wrap(reads);
    const first = cached.slow();
    events.emit({ type: 'catalog.changed', reason: 'price' });
    const second = cached.slow();
    release();
    expect(await second).toBe(2);
    void first;
    await expect(cached.failing()).rejects.toThrow('down');
    await expect(cached.failing()).rejects.toThrow('down');
    expect(n).toBe(4);
    now = 999;
    expect(await cached.slow()).toBe(2);
    now = 1000;
    const third = cached.slow();
    release();
    expect(await third).toBe(5);
  });

  it('keeps at most maxEntries answers', async () => {
    const { calls, reads } = counted();
    const cache = createReadCache(undefined, { maxEntries: 2 });
    const cached = cache.wrap(reads);
    await cached.listing('a', {});
    await cached.listing('b', {});
    await cached.listing('c', {});
    expect(cache.size).toBe(2);
    await cached.listing('a', {});
    expect(calls).toHaveLength(4);
  });
});
