// Flood protection for forms: at most `limit` attempts per key in a sliding window of `windowMs`.
// The rule is pure (state in, decision out); createRateLimiter keeps the state in memory per process.

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
