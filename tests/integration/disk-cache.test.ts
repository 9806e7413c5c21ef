import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDiskCache } from '../../server/documents/disk-cache.ts';

describe('disk cache', () => {
  it('stays under its bound by dropping the least recently used variants, across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quest-image-cache-'));
    const cache = await openDiskCache(dir, 1000);
    const bytes = (n: number) => Buffer.alloc(400, n);
    await cache.write('aa/a.webp', bytes(1));
    await sleep(5);
    await cache.write('bb/b.webp', bytes(2));
    await sleep(5);
    expect(await cache.read('aa/a.webp')).toEqual(bytes(1)); // a is now the most recently used
    await sleep(5);
    await cache.write('cc/c.webp', bytes(3)); // 1200 bytes > 1000: b, the least recently used, goes
    expect(cache.size()).toBe(800);
    expect(await cache.read('bb/b.webp')).toBeUndefined();
    expect(await cache.read('aa/a.webp')).toEqual(bytes(1));
    expect(await cache.read('cc/c.webp')).toEqual(bytes(3));

    const reopened = await openDiskCache(dir, 1000);
    expect(reopened.size()).toBe(800);
    await reopened.write('dd/d.webp', bytes(4));
    expect(reopened.size()).toBeLessThanOrEqual(900);
    expect(await reopened.read('dd/d.webp')).toEqual(bytes(4));
  });
});
