import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireSsrThreads, type SsrThreads } from '../../server/pages/ssr-threads.ts';
import { routeConsoleToLogger, withRequestLog } from '../../server/process/console-log.ts';
import { createLogger } from '../../server/process/logger.ts';
import { buildTestApp, captureLogs, testConfig } from '../helpers/app.ts';

// The HTML render threads (server/pages/ssr-threads.ts), first on a stand-in SSR entry that answers by rscPath
// (tests/fixtures/ssr-build), then on the real build next to renders on the request thread.

type Render = (
  page: ReadableStream<Uint8Array>,
  shell: ReadableStream<Uint8Array>,
  options: { rscPath?: string; formState?: unknown },
) => Promise<{ stream: ReadableStream<Uint8Array>; status?: number }> | undefined;

const fixtureDist = path.resolve('tests/fixtures/ssr-build');
/** The render function the patched Waku finds for a module of the build in `dist`. */
const lookup = (dist: string): Render | undefined =>
  (globalThis as unknown as Record<symbol, ((url: string) => Render | undefined) | undefined>)[
    Symbol.for('quest.waku.ssrThreads')
  ]?.(pathToFileURL(path.join(dist, 'server/assets/server-entry-inner.js')).href);

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

async function untilReady(threads: SsrThreads, dist: string) {
  for (let i = 0; i < 200; i++) {
    const render = lookup(dist);
    const before = threads.stats().threaded;
    const result = render?.(streamOf('x'), streamOf('y'), { rscPath: 'probe' });
    if (result) {
      await text((await result).stream);
      if (threads.stats().threaded > before) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no render thread became ready');
}

describe('HTML render threads', () => {
  const { logs, stream } = captureLogs();
  const logger = createLogger(testConfig(), stream);
  let threads: SsrThreads;

  beforeAll(async () => {
    routeConsoleToLogger(logger);
    threads = acquireSsrThreads({ distDir: fixtureDist, count: 1, logger });
    await untilReady(threads, fixtureDist);
  });
  afterAll(async () => {
    await threads.close();
  });

  it('stream both payloads in and the HTML out, with the status the entry chose', async () => {
    const render = lookup(fixtureDist);
    const result = await render?.(streamOf('<p>', 'page', '</p>'), streamOf('head'), { rscPath: 'teapot' });
    expect(result?.status).toBe(418);
    expect(await text(result!.stream)).toBe('<shell head><p>page</p></shell>');
  });

  it('answer undefined (render on the request thread) for a form state, and for another build', async () => {
    const before = threads.stats().onRequestThread;
    expect(lookup(fixtureDist)?.(streamOf(), streamOf(), { formState: ['x'] })).toBeUndefined();
    expect(threads.stats().onRequestThread).toBe(before + 1);
    expect(lookup(path.resolve('some-other-dist'))).toBeUndefined();
  });

  it("pass a thrown notFound() back with its digest, which Waku's router reads", async () => {
    const render = lookup(fixtureDist);
    const failure = await render?.(streamOf(), streamOf(), { rscPath: 'not-found' })?.catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { digest?: string }).digest).toBe('__WAKU_CUSTOM_ERROR__;404;');
  });

  it('error the HTML stream when the render fails after its first bytes', async () => {
    const render = lookup(fixtureDist);
    const result = await render?.(streamOf('a'), streamOf('b'), { rscPath: 'fail-late' });
    await expect(text(result!.stream)).rejects.toThrow('failed after the shell');
  });

  it("log what the thread writes to the console with the request's logger, and count its errors", async () => {
    const render = lookup(fixtureDist);
    const { errors } = await withRequestLog(logger.child({ reqId: 'thread-log-1' }), async () => {
      const result = await render?.(streamOf('p'), streamOf('s'), { rscPath: 'log' });
      return text(result!.stream);
    });
    expect(errors.map((error) => (error as Error).message)).toContain('a client component failed');
    const line = logs.find((entry) => entry.reqId === 'thread-log-1');
    expect(line?.level).toBe(50);
    expect(String(line?.msg)).toContain('[SSR Error]');
    expect(JSON.stringify(line?.err)).toContain('a client component failed');
  });

  it('stop the render in the thread and the reading of the payloads when the visitor leaves', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('<li>'));
        return new Promise((resolve) => setTimeout(resolve, 5));
      },
      cancel() {
        cancelled = true;
      },
    });
    const render = lookup(fixtureDist);
    const result = await render?.(endless, streamOf('s'), { rscPath: 'endless' });
    const reader = result!.stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(cancelled).toBe(true);
    // …and the thread cancelled the render it was running.
    await expect
      .poll(() => logs.find((entry) => entry.msg === 'the thread stopped rendering endless'))
      .toBeDefined();
  });

  it('fail the renders of a thread that stops, start another, and render on it', async () => {
    const render = lookup(fixtureDist);
    const hanging = render?.(streamOf(), streamOf(), { rscPath: 'hang' });
    expect(hanging).toBeDefined();
    await threads.workers[0]?.terminate();
    await expect(hanging).rejects.toThrow(/render thread stopped/);
    expect(logs.find((entry) => entry.msg === 'HTML render thread stopped; starting another')).toBeDefined();
    await untilReady(threads, fixtureDist);
    const result = await lookup(fixtureDist)?.(streamOf('again'), streamOf('s'), {});
    expect(await text(result!.stream)).toBe('<shell s>again</shell>');
  });
});

describe('the site with render threads', () => {
  it('sends the same HTML as renders on the request thread, not-found pages included', async () => {
    const threaded = await buildTestApp({ SSR_THREADS: '1' });
    const dist = path.resolve(threaded.config.DIST_DIR);
    const handle = acquireSsrThreads({ distDir: dist, count: 1, logger: createLogger(testConfig()) });
    let onThread: Awaited<ReturnType<typeof pages>>;
    try {
      await untilReadyOnSite(handle, threaded.app);
      onThread = await pages(threaded.app);
      expect(handle.stats().threaded).toBeGreaterThanOrEqual(4);
    } finally {
      await threaded.app.close();
      await handle.close();
    }
    // With the last user gone the threads have stopped: the build renders on the request thread.
    expect(lookup(dist)).toBeUndefined();
    const inline = await buildTestApp({ SSR_THREADS: '0' });
    try {
      expect(lookup(dist)).toBeUndefined();
      expect(await pages(inline.app)).toEqual(onThread);
    } finally {
      await inline.app.close();
    }
  });
});

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** Status and HTML (nonces masked) of a catalogue page, a course page and a course that does not exist. */
async function pages(app: App) {
  const results = [];
  for (const url of [
    '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15',
    '/en/courses/details/annuity-suitability-4h',
    '/es/courses/details/no-such-course',
  ]) {
    const response = await app.inject({ url });
    results.push({
      url,
      status: response.statusCode,
      // The response's nonce, wherever it is: script tags, and the payload (the theme script's nonce prop).
      html: maskNonce(response.body, response.headers['content-security-policy']),
    });
  }
  expect(results.map((result) => result.status)).toEqual([200, 200, 404]);
  expect(results[2]?.html).toContain('<h1');
  return results;
}

async function untilReadyOnSite(threads: SsrThreads, app: App) {
  for (let i = 0; i < 200; i++) {
    await app.inject({ url: '/es/terms' });
    if (threads.stats().threaded > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no render thread became ready');
}

function maskNonce(html: string, policy: unknown): string {
  const nonce = /'nonce-([^']+)'/.exec(String(policy))?.[1];
  return nonce ? html.split(nonce).join('NONCE') : html;
}
