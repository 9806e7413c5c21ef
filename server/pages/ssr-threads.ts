// HTML render threads (issue 14). A Waku page is rendered twice: React Server Components turn the route into a
// payload (this thread: it reads the database and the services), then React DOM turns that payload into HTML
// and the payload is inlined for hydration. The second half is about half of an uncached page's CPU and needs
// nothing but the payload, so it can run on another core: the embedded database's single process then uses
// two. The patched Waku (patches/waku+1.0.0-rc.1.patch, lib/utils/render.js) asks the lookup registered here (in the
// registry of src/services.ts) whether a thread serves its build; it renders on the request thread when none is
// ready.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { type RenderHtmlInThread, setRenderThreadLookup } from '../../src/services.ts';
import { YOUNG_GENERATION_MB } from '../process/heap-limits.ts';
import {
  deserializeError,
  type FromThread,
  type LogArgument,
  serializeError,
  type ToThread,
} from './ssr-protocol.ts';

/** What the request thread keeps of a render in progress. */
interface Pending {
  onMessage(message: FromThread): void;
  /** The thread stopped: the render fails (before its first byte) or its stream errors (after). */
  onThreadExit(error: Error): void;
}

interface RenderThread {
  worker: Worker;
  ready: boolean;
  renders: Map<number, Pending>;
}

export interface SsrThreads {
  /** Renders taken by a thread, and renders done on the request thread because no thread was ready. */
  stats(): { threaded: number; onRequestThread: number };
  /** The threads, for tests that stop one. */
  readonly workers: readonly Worker[];
  close(): Promise<void>;
}

/** Build server directories (file URL with a trailing slash) → the render function of their threads. */
const byBuild = new Map<string, RenderHtmlInThread>();

function register() {
  setRenderThreadLookup((moduleUrl) => {
    for (const [prefix, render] of byBuild) if (moduleUrl.startsWith(prefix)) return render;
    return undefined;
  });
}

const restartDelayMs = (recentExits: number) => (recentExits > 3 ? 5_000 : 200);

/** Sets of threads by build, shared by every app of the process on that build (tests build many). */
const shared = new Map<string, { threads: SsrThreads; users: number }>();

/**
 * Render threads for the build in `distDir`: started by the first caller with its `count`, shared with later
 * callers on the same build, stopped when the last one calls close().
 */
export function acquireSsrThreads(options: { distDir: string; count: number; logger: Logger }): SsrThreads {
  const key = path.resolve(options.distDir);
  let entry = shared.get(key);
  if (!entry) {
    entry = { threads: startSsrThreads(options), users: 0 };
    shared.set(key, entry);
  }
  entry.users += 1;
  const { threads } = entry;
  let released = false;
  return {
    stats: () => threads.stats(),
    get workers() {
      return threads.workers;
    },
    async close() {
      if (released) return;
      released = true;
      const current = shared.get(key);
      if (!current || current.threads !== threads) return;
      current.users -= 1;
      if (current.users > 0) return;
      shared.delete(key);
      await threads.close();
    },
  };
}

/** Starts `count` render threads for the build in `distDir` and routes that build's HTML renders to them. */
function startSsrThreads({
  distDir,
  count,
  logger,
}: {
  distDir: string;
  count: number;
  logger: Logger;
}): SsrThreads {
  const serverDir = `${pathToFileURL(path.resolve(distDir, 'server')).href}/`;
  const ssrEntry = new URL('ssr/index.js', serverDir).href;
  const threads: RenderThread[] = [];
  const exits: number[] = [];
  let closing = false;
  let nextId = 1;
  let threaded = 0;
  let onRequestThread = 0;

  const spawn = (slot: number) => {
    const worker = new Worker(new URL('./ssr-thread.ts', import.meta.url), {
      workerData: { ssrEntry },
      // Inherited flags such as --import or --cpu-prof are for the request thread.
      execArgv: [],
      // The young generation as the request thread's (`--max-semi-space-size=16` in `npm run serve`): V8 sizes it
      // from the machine's memory, up to 134 MB per thread, for no measured gain in CPU
      // (docs/decisions/053-memory-buffer-cache-and-young-generation.md).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // The server's socket keeps the process alive; a thread must not keep a finished test or script alive.
    worker.unref();
    const thread: RenderThread = { worker, ready: false, renders: new Map() };
    threads[slot] = thread;
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        thread.ready = true;
        return;
      }
      // A line outside any render, or of a render already finished, goes to the process's logger.
      if (message.type === 'log' && (message.id === undefined || !thread.renders.has(message.id))) {
        logFromThread(logger, message.level, message.args);
        return;
      }
      thread.renders.get(message.id as number)?.onMessage(message);
    });
    worker.on('error', (error) => logger.error({ err: error }, 'HTML render thread failed'));
    worker.on('exit', (code) => {
      thread.ready = false;
      const error = new Error(`The HTML render thread stopped (exit code ${code})`);
      for (const pending of thread.renders.values()) pending.onThreadExit(error);
      thread.renders.clear();
      if (closing) return;
      const now = Date.now();
      exits.push(now);
      while ((exits[0] ?? now) < now - 60_000) exits.shift();
      logger.error({ code }, 'HTML render thread stopped; starting another');
      setTimeout(() => {
        if (!closing) spawn(slot);
      }, restartDelayMs(exits.length)).unref();
    });
  };
  for (let slot = 0; slot < count; slot++) spawn(slot);

  /** The ready thread with the fewest renders in progress. */
  const pick = (): RenderThread | undefined => {
    let best: RenderThread | undefined;
    for (const thread of threads) {
      if (thread?.ready && (!best || thread.renders.size < best.renders.size)) best = thread;
    }
    return best;
  };

  const render: RenderHtmlInThread = (
    rscStream,
    rscHtmlStream,
    { formState, onError: _onError, ...options },
  ) => {
    const thread = formState === undefined ? pick() : undefined;
    if (!thread) {
      onRequestThread += 1;
      return undefined;
    }
    threaded += 1;
    const id = nextId++;
    const post = (message: ToThread) => thread.worker.postMessage(message);
    // A chunk is a view into a larger buffer React may still use: send a copy of its bytes only (structured
    // clone would copy the whole buffer) and hand that copy over instead of cloning it again.
    const postChunk = (stream: 0 | 1, chunk: Uint8Array) => {
      const copy = new Uint8Array(chunk); // a copy (a Buffer's slice() would share, and its pool cannot move)
      thread.worker.postMessage({ type: 'input', id, stream, chunk: copy } satisfies ToThread, [copy.buffer]);
    };
    // Log lines of this render are written in the request's context (its logger, its error list).
    const inRequestContext = AsyncLocalStorage.snapshot();
    const readers = [rscStream.getReader(), rscHtmlStream.getReader()] as const;
    let finished = false;
    /**
     * Ends the render here. The payload streams are cancelled only when the visitor left (their render stops);
     * otherwise pump() reads them to their end and drops the rest, as Waku leaves them on the request thread:
     * cancelling a render that still has work makes React report an abort, which would be logged as an error.
     */
    const finish = (visitorLeft = false) => {
      if (finished) return;
      finished = true;
      thread.renders.delete(id);
      if (visitorLeft) for (const reader of readers) reader.cancel().catch(() => {});
    };

    return new Promise((resolve, reject) => {
      let output!: ReadableStreamDefaultController<Uint8Array>;
      let shellSent = false;
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => {
          output = controller;
        },
        cancel: () => {
          // The visitor left: the thread stops rendering and the payload streams stop being read.
          if (!finished) post({ type: 'cancel', id });
          finish(true);
        },
      });
      thread.renders.set(id, {
        onMessage: (message) => {
          switch (message.type) {
            case 'shell':
              shellSent = true;
              resolve({ stream, status: message.status });
              break;
            case 'failed':
              finish();
              reject(deserializeError(message.error));
              break;
            case 'output':
              output.enqueue(message.chunk);
              break;
            case 'outputEnd':
              finish();
              output.close();
              break;
            case 'outputError':
              finish();
              output.error(deserializeError(message.error));
              break;
            case 'log':
              inRequestContext(() => logFromThread(logger, message.level, message.args, true));
              break;
          }
        },
        onThreadExit: (error) => {
          finish();
          if (shellSent) output.error(error);
          else reject(error);
        },
      });
      post({ type: 'render', id, options });
      readers.forEach((reader, index) => void pump(reader, index as 0 | 1));
    });

    async function pump(reader: ReadableStreamDefaultReader<Uint8Array>, stream: 0 | 1) {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            if (!finished) post({ type: 'inputEnd', id, stream });
            return;
          }
          if (!finished) postChunk(stream, value);
        }
      } catch (error) {
        if (!finished) post({ type: 'inputError', id, stream, error: serializeError(error) });
      }
    }
  };

  byBuild.set(serverDir, render);
  register();
  logger.info({ threads: count }, 'HTML render threads started');

  return {
    stats: () => ({ threaded, onRequestThread }),
    get workers() {
      return threads.map((thread) => thread.worker);
    },
    async close() {
      closing = true;
      byBuild.delete(serverDir);
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * Writes a thread's console call through this thread's console, which routeConsoleToLogger sends to the
 * request's logger (when called in its context) with errors rebuilt, so a render error keeps its stack.
 */
function logFromThread(
  logger: Logger,
  level: 'debug' | 'info' | 'warn' | 'error',
  args: LogArgument[],
  inRequest = false,
) {
  const values = args.map((arg) => (typeof arg === 'string' ? arg : deserializeError(arg.error)));
  if (inRequest) console[level](...values);
  else logger[level]({ source: 'ssr-thread' }, values.map(String).join(' '));
}
