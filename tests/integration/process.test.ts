import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import net, { type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededDataDir } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const SEED_COURSE = 'annuity-suitability-4h';
const root = path.resolve(import.meta.dirname, '../..');

/**
 * server/main.ts on a free port and its own embedded database (no DATABASE_URL), with `env` on top: a copy of the
 * seeded snapshot, or with `empty` an empty directory (the process creates and migrates its database, as on an
 * operator's first start).
 */
async function startOnOwnData(env: Record<string, string>, { empty = false } = {}) {
  const port = await freePort();
  const dataDir = empty
    ? await mkdtemp(path.join(tmpdir(), 'quest-process-'))
    : await seededDataDir('quest-process-');
  const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env });
  return { server, port };
}

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
    // Overload shedding stays off: on a loaded CI machine a 503 would be right, but not what this test is about.
    const { server, port } = await startOnOwnData({
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

  it('SIGTERM with 31 requests in flight on a loaded machine: all answered, keep-alive closed, new ones refused, exit 0', async () => {
    const { server, port } = await startOnOwnData({
      // Every request renders (nothing stored), and nothing is shed: the subject is shutdown, not overload.
      HTML_CACHE_TTL_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_CONCURRENT_RENDERS: '0',
    });
    const burners: ChildProcess[] = [];
    try {
      await server.ready(60_000);
      // Two busy processes keep both cores loaded while the server shuts down.
      for (const _core of [0, 1]) {
        burners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
      }
      // A keep-alive socket left idle by an earlier request: shutdown must close it rather than wait for its timeout.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const idle = await new Promise<Socket>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(request.socket as Socket));
        });
        request.on('error', reject);
        request.end();
      });
      const idleClosed = new Promise((resolve) => idle.once('close', resolve));

      // A checkout post (apply an empty code: a 422 that renders the whole page from the database) whose body is
      // sent only after the signal. Node answers "100 Continue" as it hands the request to Fastify, so the server
      // holds the request before SIGTERM, and cannot answer it before shutdown has begun: no timing involved.
      const body = 'intent=apply_code&code=';
      const post = httpRequest({
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
      const postAnswered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        post.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        });
        post.on('error', reject);
      });
      const continued = new Promise((resolve) => post.once('continue', resolve));
      post.flushHeaders();
      await continued;

      const targets = [
        '/es/accredited-courses?state=FL',
        `/en/courses/details/${SEED_COURSE}`,
        '/es/search?q=seguro',
      ];
      const responses: Promise<{ status: number; connection?: string; complete: boolean }>[] = [];
      const written: Promise<unknown>[] = [];
      for (let index = 0; index < 30; index += 1) {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          path: targets[index % targets.length],
          agent: false,
        });
        responses.push(
          new Promise((resolve) => {
            request.on('response', (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk) => (text += chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  connection: response.headers.connection,
                  complete: text.includes('</html>'),
                }),
              );
              response.on('error', () => resolve({ status: -1, complete: false }));
            });
            request.on('error', () => resolve({ status: 0, complete: false }));
          }),
        );
        // 'finish': the request has been handed to the operating system, so it has reached the server.
        written.push(new Promise((resolve) => request.once('finish', resolve)));
        request.end();
      }
      await Promise.all(written);
      server.kill('SIGTERM');
      // Shutdown is under way once the listening socket is gone; only then does the post's body go out.
      await waitUntilRefused(port);
      post.end(body);
      const { status, text } = await postAnswered;
      expect(status, text.slice(0, 2000)).toBe(422);
      expect(text).toContain('Debes ingresar el código');
      expect(text).toContain('</html>');
      const answers = await Promise.all(responses);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses, server.output().slice(-3000)).toEqual(Array(30).fill(200));
      expect(answers.every((answer) => answer.complete)).toBe(true);
      await idleClosed;
      // The process's own log says why, should it not exit cleanly.
      expect(await server.exited, server.output().slice(-4000)).toBe(0);
      expect(server.output()).toContain('Shutdown complete');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
      server.kill('SIGKILL');
    }
  }, 90_000);

  it('slow clients and overload over real sockets: slow ones cut off, renders shed, stored pages and health never', async () => {
    const { server, port } = await startOnOwnData({
      HEADERS_TIMEOUT_MS: '2000',
      MAX_CONNECTIONS_PER_IP: '256',
      // Overload: any busy stretch counts as pressure, and four renders at most.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '10',
      MAX_CONCURRENT_RENDERS: '4',
    });
    const sockets: Socket[] = [];
    try {
      await server.ready(60_000);
      // The slow clients come from 127.0.0.2 (all of 127/8 is this machine), the health checks from 127.0.0.1.
      // Each socket notes whether the server wrote anything (the header timeout answers 408; the cap writes nothing)
      // and how long after its own connection it was closed: both hold however busy the machine is.
      const ended: Promise<{ answered: boolean; openMs: number }>[] = [];
      for (let index = 0; index < 500; index += 1) {
        const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
        socket.on('error', () => {});
        socket.setNoDelay(true);
        sockets.push(socket);
        let answered = false;
        let connectedAt = Date.now();
        socket.on('data', () => (answered = true));
        ended.push(
          new Promise((resolve) =>
            socket.once('close', () => resolve({ answered, openMs: Date.now() - connectedAt })),
          ),
        );
        socket.once('connect', () => {
          connectedAt = Date.now();
          socket.write('GET /es HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        });
      }
      // One more header line every 250 ms: never a complete request.
      const trickle = setInterval(() => {
        for (const socket of sockets) if (!socket.destroyed) socket.write('X-Slow: 1\r\n');
      }, 250);
      const health: number[] = [];
      const probing = (async () => {
        for (let probe = 0; probe < 15; probe += 1) {
          const started = Date.now();
          const status = await rawStatus(port, 'GET', '/healthz');
          expect(status, `probe ${probe}`).toBe(200);
          health.push(Date.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      const closed = await Promise.all(ended);
      clearInterval(trickle);
      await probing;
      // Past the cap (256 from one address) sockets are closed unanswered; the ones kept are answered 408 by the
      // header timeout (2 s, checked every 0.5 s): none is left open by a client that never finishes its headers.
      const refused = closed.filter((socket) => !socket.answered);
      expect(refused.length).toBeGreaterThanOrEqual(244);
      expect(refused.length).toBeLessThanOrEqual(500 - 200);
      // Answered by the 2 s setting, not the 10 s default: from each socket's own connection, so a busy machine's
      // late accepts do not count against it.
      const timedOut = closed.filter((socket) => socket.answered).map((socket) => socket.openMs);
      expect(Math.min(...timedOut)).toBeGreaterThanOrEqual(1_900);
      expect(Math.max(...timedOut)).toBeLessThan(8_000);
      expect(Math.max(...refused.map((socket) => socket.openMs))).toBeLessThan(8_000);
      // A health check's usual timeout is a few seconds; each probe here answered well within it.
      expect(Math.max(...health), health.join(' ')).toBeLessThan(2_000);
      expect(server.output()).toContain('too many open connections from one address');

      // Overload: 60 renders at once (searches nobody asked before) next to 150 requests for a stored page, 30 for a
      // static file and 30 health checks. Renders past the limit, or while the loop is late, get 503 + Retry-After;
      // the cheap reads never do.
      const agent = new Agent({ keepAlive: true, maxSockets: 100 });
      const asset = (await readdir(path.join(root, 'dist/public/assets'))).find((name) =>
        name.endsWith('.js'),
      );
      const get = (target: string) =>
        new Promise<{ status: number; retryAfter?: string }>((resolve) => {
          const request = httpRequest({ host: '127.0.0.1', port, path: target, agent }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                retryAfter: response.headers['retry-after'] as string,
              }),
            );
          });
          request.on('error', () => resolve({ status: 0 }));
          request.end();
        });
      expect((await get('/es')).status).toBe(200); // stored from now on
      const cheap = [
        ...Array.from({ length: 150 }, () => '/es'),
        ...Array.from({ length: 30 }, () => `/assets/${asset}`),
        ...Array.from({ length: 15 }, () => '/healthz'),
        ...Array.from({ length: 15 }, () => '/readyz'),
      ];
      const renders = Array.from({ length: 60 }, (_, index) => get(`/es/search?q=curso${index}`));
      const reads = await Promise.all(
        cheap.map(async (target, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 10));
          return { target, ...(await get(target)) };
        }),
      );
      const rendered = await Promise.all(renders);
      agent.destroy();
      expect(reads.filter((read) => read.status !== 200)).toEqual([]);
      const shed = rendered.filter((answer) => answer.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed.every((answer) => answer.retryAfter === '10')).toBe(true);
      expect(rendered.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.kill('SIGKILL');
    }
  }, 90_000);

  it('production on an empty database: no demo data, says so, and every page is honest about test payments', async () => {
    const { server, port } = await startOnOwnData(
      {
        NODE_ENV: 'production',
        COOKIE_SECRET: 'c'.repeat(40),
        // The sandbox only because it is named (without it, or Stripe's keys, production does not start: below).
        PAYMENT_PROVIDER: 'sandbox',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      { empty: true },
    );
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
