import ky, { HTTPError, isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import type { Logger } from 'pino';

// The one fetch client for calls leaving the process (spec §7): the status document, the sign-in status and token
// calls, and whatever comes next. The retry rule is ky's, configured here once so no caller writes a loop.

/** Statuses worth one more try: the server said "not now" or failed in a way a second attempt may not meet. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/**
 * Only requests that are safe to repeat are retried. POST, PUT, PATCH and DELETE never are: a second token
 * exchange or a second lead would be a second side effect.
 */
export const RETRY_METHODS: readonly string[] = ['get', 'head', 'options'];
export const DEFAULT_TIMEOUT_MS = 10_000;

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OutboundFailureKind = 'status' | 'timeout' | 'network' | 'body';

/** What a caller gets when a call failed; it has already been logged (once) by the client. */
export class OutboundHttpError extends Error {
  override name = 'OutboundHttpError';
  readonly kind: OutboundFailureKind;
  readonly method: string;
  /** Origin and path only: queries may carry tokens. */
  readonly target: string;
  readonly attempts: number;
  readonly status: number | undefined;
  constructor(
    message: string,
    fields: { kind: OutboundFailureKind; method: string; target: string; attempts: number; status?: number },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.kind = fields.kind;
    this.method = fields.method;
    this.target = fields.target;
    this.attempts = fields.attempts;
    this.status = fields.status;
  }
}

export interface OutboundRequest {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Per attempt; the client's default otherwise. */
  timeoutMs?: number;
  /** 'error' for calls that must not be sent elsewhere (image sources: a redirect could point inside). */
  redirect?: RequestRedirect;
  /** The log line for a final failure: the caller's words for what it means ('…; maintenance cleared'). */
  failureMessage?: string;
  failureLevel?: 'warn' | 'error';
}

export interface HttpClient {
  /** A 2xx response, or an OutboundHttpError (logged once) after the retry rule ran. */
  request(url: string, init?: OutboundRequest): Promise<Response>;
  /** `request` plus the body parsed as JSON; a body that is not JSON is a failure of kind 'body'. */
  requestJson(url: string, init?: OutboundRequest): Promise<unknown>;
}

export interface HttpClientOptions {
  logger: Pick<Logger, 'warn' | 'error'>;
  timeoutMs?: number;
  /** Tests inject a fetch; production uses the global one. */
  fetchImpl?: typeof fetch;
}

function logTarget(url: string | URL): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

function describe(error: unknown): { kind: OutboundFailureKind; status?: number; detail: string } {
  if (isHTTPError(error)) {
    return { kind: 'status', status: error.response.status, detail: `HTTP ${error.response.status}` };
  }
  if (isTimeoutError(error)) return { kind: 'timeout', detail: 'timed out' };
  // ky wraps fetch's TypeError, whose cause names the socket error (ECONNREFUSED, ENOTFOUND…).
  let cause: unknown = error;
  while (cause instanceof Error || (typeof cause === 'object' && cause !== null)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return { kind: 'network', detail: code };
    cause = (cause as { cause?: unknown }).cause;
  }
  return { kind: 'network', detail: (error as Error)?.message ?? 'failed' };
}

export function createHttpClient({
  logger,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetchImpl,
}: HttpClientOptions): HttpClient {
  const client: KyInstance = ky.create({
    timeout: timeoutMs,
    throwHttpErrors: true,
    retry: {
      limit: 1,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUSES],
      // "Once, without delay": no backoff and no waiting for a Retry-After header.
      delay: () => 0,
      afterStatusCodes: [],
      retryOnTimeout: false,
      // Only the listed statuses: a refused connection or a reset is not retried (ky would), so a dead host
      // costs one attempt and one log line.
      shouldRetry: ({ error }) => (error instanceof HTTPError ? undefined : false),
    },
    hooks: {
      beforeRetry: [
        ({ request, error, retryCount }) => {
          const { detail, status } = describe(error);
          logger.warn(
            {
              outbound: {
                method: request.method,
                target: logTarget(request.url),
                status,
                attempt: retryCount,
              },
            },
            `Outbound request failed (${detail}); retrying once`,
          );
        },
      ],
    },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  function fail(error: unknown, method: string, url: string, init: OutboundRequest, attempts: number): never {
    const { kind, status, detail } = describe(error);
    const target = logTarget(url);
    logger[init.failureLevel ?? 'warn'](
      { outbound: { method, target, status, kind, attempts, detail } },
      init.failureMessage ?? 'Outbound request failed',
    );
    throw new OutboundHttpError(
      `${method} ${target}: ${detail}`,
      { kind, method, target, attempts, status },
      { cause: error },
    );
  }

  /** Runs `read` on the call's ResponsePromise; ky bounds both the answer and (for .text()) the body read. */
  async function send<T>(
    url: string,
    init: OutboundRequest,
    read: (pending: ReturnType<KyInstance>) => Promise<T>,
  ): Promise<T> {
    const method = init.method ?? 'GET';
    const attempts = { count: 1 };
    try {
      return await read(
        client(url, {
          method,
          headers: init.headers,
          json: init.json,
          timeout: init.timeoutMs ?? timeoutMs,
          ...(init.redirect ? { redirect: init.redirect } : {}),
          // Counts this call's attempts for its failure line (ky adds per-call hooks to the instance's).
          hooks: {
            beforeRetry: [
              () => {
                attempts.count += 1;
              },
            ],
          },
        }),
      );
    } catch (error) {
      fail(error, method, url, init, attempts.count);
    }
  }

  const request: HttpClient['request'] = (url, init = {}) => send(url, init, (pending) => pending);

  return {
    request,
    async requestJson(url, init = {}) {
      const withAccept = { ...init, headers: { accept: 'application/json', ...init.headers } };
      const text = await send(url, withAccept, (pending) => pending.text());
      try {
        return JSON.parse(text);
      } catch (error) {
        const method = init.method ?? 'GET';
        const target = logTarget(url);
        logger[init.failureLevel ?? 'warn'](
          { outbound: { method, target, kind: 'body' } },
          init.failureMessage ?? 'Outbound request failed',
        );
        throw new OutboundHttpError(
          `${method} ${target}: body is not JSON`,
          { kind: 'body', method, target, attempts: 1 },
          { cause: error },
        );
      }
    },
  };
}
