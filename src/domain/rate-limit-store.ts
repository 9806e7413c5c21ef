import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';
import { type RateLimitRule, type SharedRateLimiter, slidingWindowDecision } from './rate-limit.ts';

// Rate limits in the database (issue 14): every process of the site counts in the same rows, so two processes
// behind a load balancer allow what one would. Each attempt is one transaction: every key's counter for the
// current fixed window is raised by an atomic upsert (its row lock orders concurrent attempts on a key), the
// previous window's count is read, and the sliding estimate decides (rate-limit.ts). A refused attempt rolls
// back, so it is not counted, exactly like the in-process limiter.

class Refused extends Error {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('rate limited');
    this.retryAfterMs = retryAfterMs;
  }
}

/** Expired rows are deleted on about one attempt in this many. */
const SWEEP_EVERY = 100;

export function createDatabaseRateLimiter(
  db: Db,
  name: string,
  { now = () => Date.now(), random = Math.random } = {},
): SharedRateLimiter {
  return {
    async attempt(keys) {
      const time = now();
      try {
        await db.transaction(async (tx) => {
          const refusals: number[] = [];
          for (const { key, rule } of keys) {
            const counts = await countAttempt(tx as unknown as Db, `${name}:${key}`, rule, time);
            const decision = slidingWindowDecision(rule, counts, time);
            if (!decision.allowed) refusals.push(decision.retryAfterMs);
          }
          if (refusals.length > 0) throw new Refused(Math.max(...refusals));
        });
      } catch (error) {
        if (error instanceof Refused) return { allowed: false, retryAfterMs: error.retryAfterMs };
        throw error;
      }
      if (random() * SWEEP_EVERY < 1) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(time)));
      }
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

async function countAttempt(db: Db, key: string, rule: RateLimitRule, time: number) {
  const windowStart = Math.floor(time / rule.windowMs) * rule.windowMs;
  const [current] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart + 2 * rule.windowMs) })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const [previous] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart - rule.windowMs)),
    );
  return { current: current?.count ?? 1, previous: previous?.count ?? 0 };
}
