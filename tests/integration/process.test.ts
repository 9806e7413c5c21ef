import { mkdtemp } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const SEED_COURSE = 'annuity-suitability-4h';

/** Resolves once a new connection to the port is refused (the server stopped listening). */
async function waitUntilRefused(port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`port ${port} still accepts connections`);
}

/** A raw request (nothing normalises the path or headers first); resolves with the status, 0 if the socket died. */
function rawStatus(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  return new Promise<number>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('the server process', () => {
  it('survives every request that used to end it, stays healthy and logs only JSON', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quest-process-'));
    // Overload shedding stays off: on a loaded CI machine a 503 would be right, but not what this test is about.
    const server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    try {
      await server.ready();
      const hostile: [string, string, Record<string, string>?, string?][] = [
        ['GET', '/RSC/R/en/%E0%A4%A.txt'],
        ['POST', '/forms/%E0%A4%A', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a'],
        ['GET', '/es/'],
        ['GET', '/es/about/'],
        ['TRACE', '/es'],
        ['POST', '/es', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbroken'],
        ['GET', '/RSC/F/abc'],
        ['GET', '/RSC/'],
        [
          'POST',
          '/forms/newsletter',
          { 'content-type': 'application/x-www-form-urlencoded' },
          'email=a%00@b.co',
        ],
        ['POST', '/forms/a%0d%0ab', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a@b.co'],
        ['GET', '/es', { host: 'a b' }],
        ['GET', '/es/about/..'],
        ['GET', '/es/about\\'],
        ['GET', '//'],
        ['GET', '/.'],
        ['GET', '/es/courses/details/no-such-course'],
      ];
      for (const [method, target, headers, body] of hostile) {
        // A refused request may close the connection while a busy client is still writing its body: that is a
        // socket error on our side, not a dead server, so it is asked once more (a dead server fails both).
        let status = await rawStatus(port, method, target, headers, body);
        if (status === 0) status = await rawStatus(port, method, target, headers, body);
        expect(status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${target}`).toBeLessThan(500);
      }
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // Operators read JSON: every line the process wrote parses, and none is a multi-line stack.
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.trim());
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      server.kill('SIGKILL');
    }
  }, 60_000);

  it('finishes in-flight requests on SIGTERM, closes the database and exits 0', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quest-process-'));
    const server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HTML_CACHE_TTL_MS: '0',
    });
    try {
      await server.ready();
      // A checkout post (apply an empty code: a 422 that renders the whole page from the database) whose body is
      // sent only after the signal. Node answers "100 Continue" as it hands the request to Fastify, so the server
      // holds the request before SIGTERM, and cannot answer it before shutdown has begun: no timing involved.
      const body = 'intent=apply_code&code=';
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/checkout/${SEED_COURSE}?lang=es`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          'sec-fetch-site': 'same-origin',
          expect: '100-continue',
        },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        });
        request.on('error', reject);
      });
      const continued = new Promise((resolve) => request.once('continue', resolve));
      request.flushHeaders();
      await continued;
      server.kill('SIGTERM');
      // Shutdown is under way once the listening socket is gone; only then does the request's body go out.
      await waitUntilRefused(port);
      request.end(body);
      const { status, text } = await answered;
      expect(status, text.slice(0, 2000)).toBe(422);
      expect(text).toContain('Debes ingresar el código');
      expect(text).toContain('</html>');
      // The process's own log says why, should it not exit cleanly.
      expect(await server.exited, server.output().slice(-4000)).toBe(0);
      expect(server.output()).toContain('Shutdown complete');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      server.kill('SIGKILL');
    }
  }, 60_000);

  it('production on an empty database: no demo data, says so, and every page is honest about test payments', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quest-process-'));
    const server = startServerProcess({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'c'.repeat(40),
      // The sandbox only because it is named (without it, or Stripe's keys, production does not start: below).
      PAYMENT_PROVIDER: 'sandbox',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    try {
      await server.ready();
      expect(server.output()).toContain('The catalogue is empty');
      expect(server.output()).not.toContain('demo catalogue seeded');
      const page = async (target: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${target}`);
        return { status: response.status, text: await response.text() };
      };
      // The demo learners and courses are not there; the pages that list things say there is nothing yet.
      expect((await page('/es/learners/maria.edu')).status).toBe(404);
      expect((await page(`/en/courses/details/${SEED_COURSE}`)).status).toBe(404);
      const search = await page('/es/search?q=florida');
      expect(search.status).toBe(200);
      expect(search.text).toContain('No encontramos resultados para «florida»');
      const sitemap = await page('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.text).not.toContain('/courses/details/');
      // Test payments: a banner on every page, in both languages.
      for (const [target, words] of [
        ['/es', 'Modo de prueba.'],
        ['/en/accredited-courses', 'Test mode.'],
        ['/en/search?q=florida', 'Test mode.'],
      ] as const) {
        const { status, text } = await page(target);
        expect(status, target).toBe(200);
        expect(text, target).toContain('data-testid="test-mode-banner"');
        expect(text, target).toContain(words);
      }
    } finally {
      server.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses to start in production without Stripe or a named sandbox, saying which settings', async () => {
    const server = startServerProcess({ NODE_ENV: 'production', COOKIE_SECRET: 'c'.repeat(40), PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    expect(server.output()).toContain('PAYMENT_PROVIDER=sandbox');
  });

  it('refuses to start in production without a COOKIE_SECRET, saying which key', async () => {
    const server = startServerProcess({ NODE_ENV: 'production', COOKIE_SECRET: '', PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('COOKIE_SECRET must be set');
  });
});
