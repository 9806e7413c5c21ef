import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rateLimitCounters } from '../../src/db/schema/index.ts';
import { createDatabaseRateLimiter } from '../../src/domain/rate-limit-store.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 14: rate limits counted in the database, shared by every process (PGlite and PostgreSQL alike).
describe.each(TEST_DATABASE_KINDS)('database rate limiter (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const rule = { limit: 3, windowMs: 60_000 };

  it('allows `limit` attempts per window, refuses the next without counting it, and says when to retry', async () => {
    let now = 120_000 + 10_000;
    const limiter = createDatabaseRateLimiter(database.db, 'test-a', { now: () => now, random: () => 1 });
    for (let i = 0; i < 3; i++) expect((await limiter.attempt([{ key: 'ip:1', rule }])).allowed).toBe(true);
    const refused = await limiter.attempt([{ key: 'ip:1', rule }]);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 50_000 });
    // Another key, another limiter name: counted apart.
    expect((await limiter.attempt([{ key: 'ip:2', rule }])).allowed).toBe(true);
    const other = createDatabaseRateLimiter(database.db, 'test-b', { now: () => now, random: () => 1 });
    expect((await other.attempt([{ key: 'ip:1', rule }])).allowed).toBe(true);
    // The next window still carries the previous one's weight (sliding estimate): at 10% in, 3 × 0.9 = 2.7 + 1.
    now = 180_000 + 6_000;
    const carried = await limiter.attempt([{ key: 'ip:1', rule }]);
    expect(carried.allowed).toBe(false);
    expect(carried.retryAfterMs).toBe(14_000);
    now = 180_000 + 20_000;
    expect((await limiter.attempt([{ key: 'ip:1', rule }])).allowed).toBe(true);
  });

  it('counts nothing when any key of an attempt is over its limit', async () => {
    const now = 600_000;
    const limiter = createDatabaseRateLimiter(database.db, 'test-c', { now: () => now, random: () => 1 });
    const tight = { limit: 1, windowMs: 60_000 };
    expect((await limiter.attempt([{ key: 'email:a', rule: tight }])).allowed).toBe(true);
    expect(
      (
        await limiter.attempt([
          { key: 'ip:9', rule },
          { key: 'email:a', rule: tight },
        ])
      ).allowed,
    ).toBe(false);
    // ip:9 was not counted by the refused attempt: three more are allowed.
    for (let i = 0; i < 3; i++) expect((await limiter.attempt([{ key: 'ip:9', rule }])).allowed).toBe(true);
    expect((await limiter.attempt([{ key: 'ip:9', rule }])).allowed).toBe(false);
  });

  it('allows exactly `limit` of many concurrent attempts on one key', async () => {
    const now = 900_000;
    const limiter = createDatabaseRateLimiter(database.db, 'test-d', { now: () => now, random: () => 1 });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        limiter.attempt([{ key: 'ip:burst', rule: { limit: 5, windowMs: 60_000 } }]),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('deletes expired counters as attempts come in', async () => {
    const limiter = createDatabaseRateLimiter(database.db, 'test-e', {
      now: () => 10 ** 12,
      random: () => 0,
    });
    await limiter.attempt([{ key: 'ip:1', rule }]);
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.every((row) => row.expiresAt.getTime() >= 10 ** 12)).toBe(true);
    expect(rows.map((row) => row.key)).toEqual(['test-e:ip:1']);
  });
});
