import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { processCount, ssrThreadCount } from '../../server/process/cluster.ts';
import { loadConfig } from '../../src/config/env.ts';

describe('how many processes and HTML render threads a server runs', () => {
  const spare = availableParallelism() > 1 ? 1 : 0;

  it('uses a spare core for render threads when it is the only process (the embedded database)', () => {
    expect(processCount({ WEB_CONCURRENCY: 4 })).toBe(1);
    expect(ssrThreadCount({ WEB_CONCURRENCY: 4 })).toBe(spare);
    expect(ssrThreadCount({ DATABASE_URL: 'postgres://db/quest', WEB_CONCURRENCY: 1 })).toBe(spare);
  });

  it('starts none when node:cluster already runs a process per core', () => {
    expect(ssrThreadCount({ DATABASE_URL: 'postgres://db/quest', WEB_CONCURRENCY: 2 })).toBe(0);
  });

  it('reads an empty SSR_THREADS as unset (the default), and a number as that number', () => {
    expect(loadConfig({ SSR_THREADS: '' }).SSR_THREADS).toBeUndefined();
    expect(loadConfig({}).SSR_THREADS).toBeUndefined();
    expect(loadConfig({ SSR_THREADS: '0' }).SSR_THREADS).toBe(0);
    expect(loadConfig({ SSR_THREADS: '2' }).SSR_THREADS).toBe(2);
    expect(() => loadConfig({ SSR_THREADS: 'many' })).toThrow(/SSR_THREADS/);
  });

  it('takes SSR_THREADS as it is, 0 included', () => {
    expect(ssrThreadCount({ WEB_CONCURRENCY: 0, SSR_THREADS: 0 })).toBe(0);
    expect(ssrThreadCount({ DATABASE_URL: 'postgres://db/quest', WEB_CONCURRENCY: 2, SSR_THREADS: 3 })).toBe(
      3,
    );
  });
});
