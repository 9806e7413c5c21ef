// Flood protection for forms: at most `limit` attempts per key in a sliding window of `windowMs`.
// The rule is pure (state in, decision out); createRateLimiter keeps the state in memory per process, for the
// embedded database's single process. With PostgreSQL (several processes) the routes count in the database
// instead: rate-limit-store.ts, behind the same SharedRateLimiter interface.

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Attempts left in the window after this one. */
  remaining: number;
  /** When the oldest counted attempt leaves the window (ms), 0 if allowed. */
  retryAfterMs: number;
  /** The attempt times to keep for this key. */
  hits: number[];
}

/** Decides one attempt at `now` given the earlier attempt times of its key. */
export function decide(rule: RateLimitRule, previous: readonly number[], now: number): RateDecision {
  const recent = previous.filter((time) => now - time < rule.windowMs);
  if (recent.length >= rule.limit) {
    const oldest = Math.min(...recent);
    return { allowed: false, remaining: 0, retryAfterMs: oldest + rule.windowMs - now, hits: recent };
  }
  const hits = [...recent, now];
  return { allowed: true, remaining: rule.limit - hits.length, retryAfterMs: 0, hits };
}

/** Per-address and per-IP limits the audience forms use. */
export const FORM_RATE_LIMITS = {
  perIp: { limit: 20, windowMs: 10 * 60 * 1000 },
  perEmail: { limit: 5, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimiter {
  /** Counts an attempt for every key; allowed only if every key is under its limit. */
  attempt(keys: readonly { key: string; rule: RateLimitRule }[]): { allowed: boolean; retryAfterMs: number };
}

export function createRateLimiter({ now = () => Date.now(), maxKeys = 50_000 } = {}): RateLimiter {
  const store = new Map<string, number[]>();
  return {
    attempt(keys) {
      const time = now();
      const decisions = keys.map(({ key, rule }) => ({
        key,
        decision: decide(rule, store.get(key) ?? [], time),
      }));
      const blocked = decisions.filter((entry) => !entry.decision.allowed);
      if (blocked.length > 0) {
        return {
          allowed: false,
          retryAfterMs: Math.max(...blocked.map((entry) => entry.decision.retryAfterMs)),
        };
      }
      for (const { key, decision } of decisions) {
        store.delete(key);
        store.set(key, decision.hits);
      }
      while (store.size > maxKeys) {
        const oldest = store.keys().next().value;
        if (oldest === undefined) break;
        store.delete(oldest);
      }
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

/** What the routes call: one limiter, counted in this process or in the database shared by every process. */
export interface SharedRateLimiter {
  attempt(
    keys: readonly { key: string; rule: RateLimitRule }[],
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

/** A process-local limiter behind the shared interface (the embedded database's one process). */
export function inProcessRateLimiter(limiter: RateLimiter = createRateLimiter()): SharedRateLimiter {
  return { attempt: async (keys) => limiter.attempt(keys) };
}

/**
 * The sliding-window estimate from two fixed-window counters (the store keeps only counts): the previous
 * window's count weighted by how much of it still overlaps the sliding window, plus the current window's count
 * (this attempt included). Allowed while the estimate stays within the limit; otherwise how long until it does.
 */
export function slidingWindowDecision(
  rule: RateLimitRule,
  counts: { previous: number; current: number },
  now: number,
): { allowed: boolean; retryAfterMs: number } {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const elapsed = (now - windowStart) / rule.windowMs;
  const estimate = counts.previous * (1 - elapsed) + counts.current;
  if (estimate <= rule.limit) return { allowed: true, retryAfterMs: 0 };
  // The attempt is not counted: room appears when the current count alone fits and the previous window's
  // weight has fallen enough (never later than the end of the next window).
  const room = rule.limit - counts.current;
  if (room < 0 || counts.previous === 0) {
    return { allowed: false, retryAfterMs: windowStart + rule.windowMs - now };
  }
  const fitsAt = windowStart + rule.windowMs * (1 - room / counts.previous);
  return { allowed: false, retryAfterMs: Math.max(1, Math.ceil(fitsAt - now)) };
}
