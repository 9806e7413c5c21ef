import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWakuHandler } from '../../server/pages/waku.ts';
import { buildTestApp, type CapturedLogs, testConfig } from '../helpers/app.ts';
import { waitFor } from '../helpers/server-process.ts';

// Issue 8: what a stranger or a fuzzer sends gets a 4xx page, never a 5xx, and the process keeps serving.
let app: FastifyInstance;
let logs: CapturedLogs;
let baseUrl: string;
let renders: string[];

beforeAll(async () => {
  const config = testConfig();
  const realWaku = await loadWakuHandler(config.DIST_DIR);
  renders = [];
  const waku = async (request: Request) => {
    renders.push(request.headers.get('x-quest-page-url') ?? '');
    if (new URL(request.url).pathname === LEAVING_PROBE) return stillRendering();
    return realWaku(request);
  };
  ({ app, logs } = await buildTestApp({ HTML_CACHE_TTL_MS: '60000' }, { waku }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** A page whose render never ends, where the visitor leaves after its first bytes. */
const LEAVING_PROBE = '/es/probe-still-rendering';
/** Its address with a personal parameter: never rendered for the page cache, so it streams. */
const LEAVING_PROBE_URL = `${LEAVING_PROBE}?token=probe`;
let probeCancellations = 0;

/**
 * A page still rendering after its first chunk, reporting its cancellation as React and Waku do: React aborts the
 * pending work with the cancel reason and Waku writes it with console.error("Error during rendering:", reason).
 */
function stillRendering(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        new TextEncoder().encode(`<!doctype html><html><body>${'<p>Quest</p>'.repeat(200)}`),
      );
    },
    cancel(reason) {
      console.error(
        'Error during rendering:',
        reason === undefined ? new Error('The render was aborted by the server without a reason.') : reason,
      );
      probeCancellations += 1;
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/html' } });
}

/**
 * Opens a socket, asks for a page and closes the socket (a visitor who leaves): at the response's first bytes, or
 * as soon as the request is written (while the page renders).
 */
function leave(
  path: string,
  headers: Record<string, string>,
  when: 'first bytes' | 'rendering',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const socket = connect(Number(url.port), url.hostname, () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`GET ${path} HTTP/1.1\r\nhost: ${url.host}\r\n${lines.join('')}\r\n`, () => {
        if (when === 'rendering') socket.destroy();
      });
    });
    socket.once('data', () => socket.destroy());
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}

/** A raw HTTP/1.1 request, so nothing on our side normalises the path, method or headers first. */
function raw(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | Iterable<Buffer> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    let answered = false;
    req.on('response', () => {
      answered = true;
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const body = options.body;
    if (Buffer.isBuffer(body)) req.end(body);
    else if (body) {
      // Written whole (Node buffers it): the server may answer 413 and close before reading it all.
      for (const chunk of body) req.write(chunk);
      req.end();
    } else req.end();
  });
}

async function expectHealthy() {
  const health = await raw('GET', '/healthz');
  expect(health.status).toBe(200);
}

function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node:internal|file:\/\/|Internal Server Error|stack/i);
}

describe('requests that used to crash the process or answer 5xx', () => {
  it('malformed percent-encoding in an RSC path or a form kind: 400 page, and the server stays up', async () => {
    for (const [method, path] of [
      ['GET', '/RSC/R/en/%E0%A4%A.txt'],
      ['POST', '/forms/%E0%A4%A'],
      ['GET', '/es/%E0%A4%A'],
    ] as const) {
      const response = await raw(method, path, { headers: { cookie: 'quest-locale=en' } });
      expect(response.status, path).toBe(400);
      expect(response.body).toMatch(/<h1[^>]*>(Bad Request|Solicitud incorrecta)<\/h1>/);
      // Answered before routing (no hooks run), yet a page like any other: its scripts carry the CSP's nonce.
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(response.body).not.toContain('nonce="undefined"');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      await expectHealthy();
    }
  });

  it('redirects a trailing slash to the canonical path (301), keeping the query', async () => {
    const cases: [string, string][] = [
      ['/es/', '/es'],
      ['/es/about/', '/es/about'],
      ['/en/accredited-courses/?state=FL', '/en/accredited-courses?state=FL'],
      ['/es//about', '/es/about'],
    ];
    for (const [from, to] of cases) {
      const response = await raw('GET', from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location).toBe(to);
    }
  });

  it('answers every other hostile request with a 4xx page', async () => {
    const cases: [string, string, Record<string, string>?][] = [
      ['TRACE', '/es'],
      ['PUT', '/es/about'],
      ['DELETE', '/es'],
      ['GET', '/RSC/F/abc'],
      ['POST', '/RSC/F/abc/def.txt', { 'content-type': 'text/plain' }],
      ['GET', '/RSC/'],
      ['GET', '/RSC/R/nolocale.txt'],
      ['GET', '/es/about/..'],
      ['GET', '/es/about/%2e%2e'],
      ['GET', '/es/about\\'],
      // PostgreSQL text cannot hold NUL: a NUL in any parameter is refused before a query could fail on it.
      ['GET', '/es/courses/buy/annuity-suitability-4h?campaignId=%00'],
      ['GET', '/es/search?q=a%00b'],
      ['GET', '/.'],
      ['GET', '/es', { host: 'a b' }],
      ['GET', '/es', { host: 'evil.example/x' }],
    ];
    for (const [method, path, headers] of cases) {
      const response = await raw(method, path, {
        headers,
        body: method === 'POST' ? Buffer.from('x') : undefined,
      });
      const label = `${method} ${path} ${JSON.stringify(headers ?? {})}`;
      expect(response.status, label).toBeGreaterThanOrEqual(300);
      expect(response.status, label).toBeLessThan(500);
      expectNoInternals(response.body);
    }
    await expectHealthy();
  });

  it('refuses a broken multipart body posted to a page', async () => {
    const response = await raw('POST', '/es', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken'),
    });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('bounds every body, chunked or not: 413', async () => {
    const chunk = Buffer.alloc(64 * 1024, 97);
    const chunks = Array.from({ length: 40 }, () => chunk); // 2.5 MiB, sent with Transfer-Encoding: chunked
    for (const path of ['/es', '/forms/newsletter']) {
      const response = await raw('POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        body: chunks,
      });
      expect(response.status, path).toBe(413);
    }
    await expectHealthy();
  });

  it('a NUL byte in any form field is a 400, and no address reaches the log', async () => {
    for (const kind of [
      'newsletter',
      'discount',
      'questers-apply',
      'questers-signup',
      'affiliates-apply',
      'companies',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/forms/${kind}?lang=es`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.0.0.${kind.length}`,
        },
        payload: `email=nul-visitor%40example.com&name=Ana%00&phone=%2B13055550142`,
      });
      expect(response.statusCode, kind).toBe(400);
    }
    expect(JSON.stringify(logs.lines)).not.toContain('nul-visitor@example.com');
  });

  it('CR/LF in a form kind is a 404, never a header injection', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await raw('POST', '/forms/a%0d%0aSet-Cookie:%20x=1', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from('email=a%40b.co'),
      });
      expect(response.status).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('logs', () => {
  it('are JSON with the request id, and a missing course is not a stack trace', async () => {
    const before = logs.lines.length;
    const response = await raw('GET', '/es/courses/details/no-such-course', {
      headers: { 'x-request-id': 'probe-404' },
    });
    expect(response.status).toBe(404);
    const lines = logs.lines.slice(before);
    expect(lines.every((line) => line.reqId === 'probe-404')).toBe(true);
    expect(lines.some((line) => (line.level as number) >= 50)).toBe(false);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });

  it('a visitor who leaves mid-page is one info line without a stack, with the request id and path', async () => {
    const cases = [
      // A page still rendering when the socket goes, compressed as browsers ask and as is; a real uncached page
      // left before its first byte.
      { path: LEAVING_PROBE_URL, encoding: 'br', when: 'first bytes' },
      { path: LEAVING_PROBE_URL, encoding: 'gzip', when: 'first bytes' },
      { path: LEAVING_PROBE_URL, encoding: 'identity', when: 'first bytes' },
      { path: '/es/study?firstname=Ana', encoding: 'br', when: 'rendering' },
    ] as const;
    for (const [index, { path, encoding, when }] of cases.entries()) {
      const before = logs.lines.length;
      const cancelledBefore = probeCancellations;
      const requestId = `probe-leaves-${index}`;
      await leave(path, { 'accept-encoding': encoding, 'x-request-id': requestId }, when);
      await expect
        .poll(() =>
          logs.lines
            .slice(before)
            .filter((line) => line.reqId === requestId)
            .map((line) => line.msg),
        )
        .toContain('Client went away before the response ended');
      // The still-rendering page reports its cancellation after the close: wait for that report too.
      if (path === LEAVING_PROBE_URL) await expect.poll(() => probeCancellations).toBe(cancelledBefore + 1);
      const lines = logs.lines.slice(before);
      const label = `${path} (${encoding})`;
      expect(
        lines.filter((line) => (line.level as number) >= 40),
        label,
      ).toEqual([]);
      expect(
        lines.filter((line) => line.err !== undefined || /stack/.test(JSON.stringify(line))),
        label,
      ).toEqual([]);
      const gone = lines.filter((line) => line.msg === 'Client went away before the response ended');
      expect(gone, label).toHaveLength(1);
      expect(gone[0], label).toMatchObject({ level: 30, reqId: requestId, method: 'GET' });
      expect(String(gone[0]?.path).split('?')[0], label).toBe(path.split('?')[0]);
    }
  });
});

describe('render cache', () => {
  it('keys pages by path and the parameters they render from: made-up parameters share one entry', async () => {
    await raw('GET', '/es/about?x=1');
    const second = await raw('GET', '/es/about?x=2&utm_source=mail');
    expect(second.headers['x-page-cache']).toBe('hit');
    const a = await raw('GET', '/es/accredited-courses?state=FL&type=pre-licensing');
    const b = await raw('GET', '/es/accredited-courses?type=pre-licensing&state=FL');
    expect(a.status).toBe(200);
    expect(b.headers['x-page-cache']).toBe('hit');
  });

  it('never stores a page whose URL carries personal or purchase parameters', async () => {
    for (const query of ['email=a%40b.co', 'token=abc', 'inviterId=7', 'metadata_x=1', 'firstname=Ana']) {
      await raw('GET', `/es/study?${query}`);
      const again = await raw('GET', `/es/study?${query}`);
      expect(again.headers['x-page-cache'], query).toBeUndefined();
      expect(again.headers['cache-control'], query).toBe('private, no-store');
    }
  });

  it('renders a page once for concurrent misses', async () => {
    const before = renders.filter((url) => url === '/en/refund-policy').length;
    const responses = await Promise.all(Array.from({ length: 8 }, () => raw('GET', '/en/refund-policy')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(renders.filter((url) => url === '/en/refund-policy').length - before).toBe(1);
    // They share the one render, and so its nonce, in the body and in the CSP alike (page-cache.ts).
    const nonces = new Set(responses.map((response) => /nonce="([^"]+)"/.exec(response.body)?.[1]));
    expect(nonces.size).toBe(1);
    for (const response of responses) {
      expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${[...nonces][0]}'`);
    }
  });
});

describe('overload', () => {
  it('refuses renders past the in-flight limit at once with 503, and still serves cached pages', async () => {
    const config = testConfig();
    const realWaku = await loadWakuHandler(config.DIST_DIR);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const waku = async (request: Request) => {
      if (new URL(request.url).pathname === '/es/privacy') await gate;
      return realWaku(request);
    };
    const { app: limited } = await buildTestApp(
      { MAX_CONCURRENT_RENDERS: '1', HTML_CACHE_TTL_MS: '60000' },
      { waku },
    );
    try {
      expect((await limited.inject('/es/about')).statusCode).toBe(200); // now cached
      const slow = limited.inject('/es/privacy'); // holds the one render slot
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const refused = await limited.inject('/en/terms');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await limited.inject('/es/about')).headers['x-page-cache']).toBe('hit');
      release();
      expect((await slow).statusCode).toBe(200);
      expect((await limited.inject('/en/terms')).statusCode).toBe(200);
    } finally {
      release();
      await limited.close();
    }
  });

  it('with the event loop saturated: renders and posts get 503 + Retry-After; stored pages, files and health do not', async () => {
    let stopLoad = async () => {};
    const { app: busy, config } = await buildTestApp({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50',
      HTML_CACHE_TTL_MS: '60000',
    });
    try {
      expect((await busy.inject('/es/about')).statusCode).toBe(200); // stored now
      const asset = (await readdir(path.resolve(config.DIST_DIR, 'public/assets'))).find((name) =>
        name.endsWith('.js'),
      );
      // Readings taken during the start are ignored for two sample intervals.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      // A saturated loop until the test ends: 100 ms of work between turns. The sampler reads the mean delay of a
      // one-second window, so the load must fill whole windows (one long block is a single slow sample among a
      // hundred quick ones) and last while the requests below are made.
      let loaded = true;
      const load = (async () => {
        while (loaded) {
          const until = Date.now() + 100;
          while (Date.now() < until) {
            // spin
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      stopLoad = async () => {
        loaded = false;
        await load;
      };
      await waitFor(() => busy.isUnderPressure() || undefined, 'the loop to read as late', 10_000);
      // Work: a page that must be rendered, and a post.
      const render = await busy.inject({ method: 'GET', url: '/en/terms' });
      expect(render.statusCode).toBe(503);
      expect(render.headers['retry-after']).toBe('10');
      // The static 503 page: a refused render is not paid for with the error page's render.
      expect(render.body).toContain('We are very busy right now');
      const post = await busy.inject({
        method: 'POST',
        url: '/forms/newsletter',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: 'email=a%40b.co',
      });
      expect(post.statusCode).toBe(503);
      expect(post.headers['retry-after']).toBe('10');
      // Next to nothing: never shed (issue 28).
      const stored = await busy.inject({ method: 'GET', url: '/es/about' });
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['x-page-cache']).toBe('hit');
      expect((await busy.inject(`/assets/${asset}`)).statusCode).toBe(200);
      expect((await busy.inject('/healthz')).statusCode).toBe(200);
      expect((await busy.inject('/readyz')).statusCode).toBe(200);
      expect(busy.isUnderPressure()).toBe(true);
    } finally {
      await stopLoad();
      await busy.close();
    }
  });
});
