import { describe, expect, it } from 'vitest';
import { inProcessRateLimiter, slidingWindowDecision } from '../../src/domain/rate-limit.ts';

describe('sliding window from two counters', () => {
  const rule = { limit: 10, windowMs: 1000 };

  it('allows while the weighted estimate stays within the limit', () => {
    expect(slidingWindowDecision(rule, { previous: 0, current: 10 }, 5_500)).toEqual({
      allowed: true,
      retryAfterMs: 0,
    });
    // Half way through: 10 × 0.5 + 5 = 10.
    expect(slidingWindowDecision(rule, { previous: 10, current: 5 }, 5_500).allowed).toBe(true);
    expect(slidingWindowDecision(rule, { previous: 10, current: 6 }, 5_500).allowed).toBe(false);
  });

  it('waits for the end of the window when the current one alone is full', () => {
    expect(slidingWindowDecision(rule, { previous: 0, current: 11 }, 5_250)).toEqual({
      allowed: false,
      retryAfterMs: 750,
    });
  });

  it('waits until the previous window has weighed down enough', () => {
    // 10 × (1 − 0.2) + 4 = 12 > 10; room for the attempt (10 − 4 = 6) once 10 × (1 − e) ≤ 6: e = 0.4.
    expect(slidingWindowDecision(rule, { previous: 10, current: 4 }, 5_200)).toEqual({
      allowed: false,
      retryAfterMs: 200,
    });
  });

  it('wraps the in-process limiter in the shared (async) interface', async () => {
    const limiter = inProcessRateLimiter();
    const key = { key: 'ip:1', rule: { limit: 1, windowMs: 60_000 } };
    expect((await limiter.attempt([key])).allowed).toBe(true);
    expect((await limiter.attempt([key])).allowed).toBe(false);
  });
});
