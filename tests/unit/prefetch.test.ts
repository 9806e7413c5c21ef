import { describe, expect, it } from 'vitest';
import { isPersonalPage } from '../../src/routes.ts';
import {
  createPreloadQueue,
  MAX_PARALLEL_PRELOADS,
  prefetchAllowed,
  preloadableHref,
} from '../../src/ui/prefetch.ts';

// Prefetch rules (spec §9): skipped on save-data or 2g; at most 4 route preloads in parallel.

describe('prefetch rules', () => {
  it('skips save-data and 2g connections, allows the rest and unknown ones', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('runs at most 4 preloads at once, each route once, the rest in turn', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const pending = new Map<string, () => void>();
    let peak = 0;
    const started: string[] = [];
    const queue = createPreloadQueue((href) =>
      new Promise<void>((resolve) => {
        started.push(href);
        pending.set(href, resolve);
        peak = Math.max(peak, pending.size);
      }).finally(() => pending.delete(href)),
    );
    for (let i = 0; i < 10; i++) expect(queue.add(`/es/p${i}`)).toBe(true);
    expect(queue.add('/es/p3')).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['/es/p0', '/es/p1', '/es/p2', '/es/p3']);
    expect(queue.running()).toBe(4);
    // Settling one frees one slot.
    pending.get('/es/p1')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(5);
    expect(queue.running()).toBe(4);
    // Failures free their slot too; everything runs in the end, never more than 4 at once.
    while (pending.size > 0) {
      for (const resolve of [...pending.values()]) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(started).toHaveLength(10);
    expect(peak).toBe(4);
    expect(queue.running()).toBe(0);
  });

  it('a failed preload frees its slot', async () => {
    let calls = 0;
    const queue = createPreloadQueue(async () => {
      calls += 1;
      throw new Error('offline');
    });
    for (let i = 0; i < 6; i++) queue.add(`/en/x${i}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(6);
    expect(queue.running()).toBe(0);
  });

  it('preloads only other public pages of the site', () => {
    const here = new URL('https://quest.how/es/search?q=ethics');
    const check = (href: string, extra: { target?: string; hasDownload?: boolean } = {}) =>
      preloadableHref({ href, ...extra }, here, isPersonalPage);
    expect(check('/es/accredited-courses?state=FL#top')).toBe('/es/accredited-courses?state=FL');
    expect(check('https://quest.how/en')).toBe('/en');
    expect(check('https://elsewhere.example/es/about')).toBeUndefined();
    expect(check('/es/receipts/abc')).toBeUndefined();
    expect(check('/es/courses/buy/florida-ethics')).toBeUndefined();
    expect(check('/es/search?q=ethics#results')).toBeUndefined();
    expect(check('/invoices/abc.pdf')).toBeUndefined();
    expect(check('/es/about', { target: '_blank' })).toBeUndefined();
    expect(check('/es/about', { hasDownload: true })).toBeUndefined();
    expect(check('javascript:alert(1)')).toBeUndefined();
  });
});
