import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  type HttpMethod,
  OutboundHttpError,
  RETRY_STATUSES,
} from '../../src/integrations/http/client.ts';

// A real local server: /fail/{status}/{key} answers {status} the first time a key is seen and 200 after, so the
// number of hits per key is the number of attempts the client made. /hang never answers.
const hits = new Map<string, number>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const [, route, status, key] = url.pathname.split('/');
    if (route === 'hang') return;
    const seen = (hits.get(key ?? '') ?? 0) + 1;
    hits.set(key ?? '', seen);
    const code = route === 'fail' && seen === 1 ? Number(status) : 200;
    // A Retry-After on every failure: the client must not wait for it.
    res.writeHead(code, { 'content-type': 'application/json', 'retry-after': '5' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ attempt: seen }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function recordingLogger() {
  const lines: { level: string; msg: string; outbound: Record<string, unknown> }[] = [];
  const log =
    (level: string) =>
    (obj: { outbound: Record<string, unknown> }, msg: string): void => {
      lines.push({ level, msg, outbound: obj.outbound });
    };
  return { lines, logger: { warn: log('warn'), error: log('error') } as never };
}

const METHODS: HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const IDEMPOTENT = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS']);
const NOT_RETRIED = [400, 401, 403, 404, 410, 413, 422, 501, 505];
let sequence = 0;

describe('outbound HTTP client: retry rule', () => {
  for (const status of [...RETRY_STATUSES, ...NOT_RETRIED]) {
    for (const method of METHODS) {
      const retried = IDEMPOTENT.has(method) && RETRY_STATUSES.includes(status);
      it(`${method} answered ${status} → ${retried ? 'one retry, then success' : 'no retry, failure'}`, async () => {
        const key = `k${++sequence}`;
        const { lines, logger } = recordingLogger();
        const client = createHttpClient({ logger, timeoutMs: 2_000 });
        const started = performance.now();
        const result = await client
          .request(`${base}/fail/${status}/${key}`, {
            method,
            json: method === 'POST' ? { a: 1 } : undefined,
          })
          .then(
            (response) => response.status,
            (error: unknown) => error,
          );
        expect(hits.get(key)).toBe(retried ? 2 : 1);
        if (retried) {
          expect(result).toBe(200);
          // Logged once: the failed first attempt.
          expect(lines).toHaveLength(1);
          expect(lines[0]?.msg).toContain('retrying once');
          expect(lines[0]?.outbound).toMatchObject({ method, status });
          // No delay, and the Retry-After of 5 s was not waited for.
          expect(performance.now() - started).toBeLessThan(1_500);
        } else {
          expect(result).toBeInstanceOf(OutboundHttpError);
          expect(result).toMatchObject({ kind: 'status', status, method, attempts: 1 });
          expect(lines).toHaveLength(1);
          expect(lines[0]?.outbound).toMatchObject({ method, status, attempts: 1 });
        }
      });
    }
  }

  it('an idempotent request that fails twice is tried twice, then reported once with both attempts', async () => {
    const { lines, logger } = recordingLogger();
    let calls = 0;
    const always503 = createHttpClient({
      logger,
      fetchImpl: (async () => {
        calls += 1;
        return new Response('busy', { status: 503 });
      }) as typeof fetch,
    });
    await expect(
      always503.request('https://status.example/doc.json?token=secret', { failureMessage: 'Status failed' }),
    ).rejects.toMatchObject({ kind: 'status', status: 503, attempts: 2 });
    expect(calls).toBe(2);
    expect(lines.map((line) => line.msg)).toEqual([
      'Outbound request failed (HTTP 503); retrying once',
      'Status failed',
    ]);
    // Queries may carry tokens: logs name the origin and path only.
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('a timeout is one failure, not retried', async () => {
    const { lines, logger } = recordingLogger();
    const client = createHttpClient({ logger, timeoutMs: 150 });
    const started = performance.now();
    await expect(client.request(`${base}/hang/0/t`)).rejects.toMatchObject({ kind: 'timeout', attempts: 1 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(lines).toHaveLength(1);
  });

  it('a refused connection is one failure, not retried', async () => {
    const { lines, logger } = recordingLogger();
    let calls = 0;
    const client = createHttpClient({
      logger,
      fetchImpl: (async () => {
        calls += 1;
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }) as typeof fetch,
    });
    await expect(client.request('http://127.0.0.1:9/x')).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.outbound).toMatchObject({ detail: 'ECONNREFUSED' });
  });

  it('requestJson parses the body and reports a body that is not JSON as a failure', async () => {
    const { lines, logger } = recordingLogger();
    const client = createHttpClient({ logger });
    expect(await client.requestJson(`${base}/ok/0/json-${++sequence}`)).toEqual({ attempt: 1 });
    const html = createHttpClient({
      logger,
      fetchImpl: (async () => new Response('<html>', { status: 200 })) as typeof fetch,
    });
    await expect(html.requestJson('https://x.example/')).rejects.toMatchObject({ kind: 'body' });
    expect(lines).toHaveLength(1);
  });
});
