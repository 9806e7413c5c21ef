import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedRateLimiter } from '../../src/domain/rate-limit.ts';

// Rate limits through @fastify/rate-limit, counted by our own limiter: in the rate_limit_counters table (shared by
// every process) with PostgreSQL, in this process on the embedded database (app.rateLimiter). The limiter decides
// (a sliding window; a refused attempt is not counted), the plugin answers: Retry-After and a 429 error, which
// the app's error handler turns into the error page. No X-RateLimit-* headers: the answers stay what they were.

interface StoreAnswer {
  current: number;
  ttl: number;
}

/** @fastify/rate-limit's store interface over a SharedRateLimiter (the plugin builds it with `new`). */
function storeOver(limiter: SharedRateLimiter) {
  return class SharedRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, answer?: StoreAnswer) => void,
      timeWindow: number,
      max: number,
    ): void {
      limiter.attempt([{ key, rule: { limit: max, windowMs: timeWindow } }]).then(
        // The limiter keeps its own counts: it answers within the limit, or past it until retryAfterMs.
        (decision) =>
          callback(
            null,
            decision.allowed ? { current: 0, ttl: 0 } : { current: max + 1, ttl: decision.retryAfterMs },
          ),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

const NO_RATE_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/**
 * A per-IP limit for this plugin's requests (keys `ip:{address}` in the limiter named `name`): call the returned
 * hook where the limit applies. Past it: Retry-After in seconds and a 429 error.
 */
export async function limitPerIp(
  app: FastifyInstance,
  { name, limit, windowMs }: { name: string; limit: number; windowMs: number },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: storeOver(app.rateLimiter(name)),
    addHeaders: { ...NO_RATE_HEADERS, 'retry-after': true },
    addHeadersOnExceeding: NO_RATE_HEADERS,
    errorResponseBuilder: () => Object.assign(new Error(`Too many ${name} attempts`), { statusCode: 429 }),
  });
  return app.rateLimit({
    max: limit,
    timeWindow: windowMs,
    keyGenerator: (request) => `ip:${request.ip}`,
  }) as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
