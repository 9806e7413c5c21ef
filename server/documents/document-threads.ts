// Document render threads: certificate, invoice and transcript PDFs are rendered off the request thread. A render
// is 0.25–0.8 s of CPU in pdf-lib that yields only every ~50 ms, so twenty at once on the request thread held its
// event loop for seconds (/healthz refused by the overload guard). Threads start on the first render, not with
// the server; one that stops fails only the renders it held, and the next render starts another.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { deserializeError, type SerializedError } from '../pages/ssr-protocol.ts';
import { YOUNG_GENERATION_MB } from '../process/heap-limits.ts';
import type { DocumentJob } from './document-renderers.ts';

export type FromDocumentThread = { id: number; bytes: Uint8Array } | { id: number; error: SerializedError };

interface Pending {
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

interface DocumentThread {
  worker: Worker;
  renders: Map<number, Pending>;
}

export interface DocumentThreads {
  render(job: DocumentJob): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Up to `count` threads; each render goes to the one with the fewest in progress (the caller limits renders). */
export function createDocumentThreads({ count, logger }: { count: number; logger: Logger }): DocumentThreads {
  const threads: (DocumentThread | undefined)[] = Array.from({ length: count }, () => undefined);
  let nextId = 1;
  let closing = false;

  const spawn = (slot: number): DocumentThread => {
    const worker = new Worker(new URL('./document-thread.ts', import.meta.url), {
      // Inherited flags such as --import or --cpu-prof are for the request thread.
      execArgv: [],
      // The young generation as the request thread's (`--max-semi-space-size=16` in `npm run serve`): V8 sizes it
      // from the machine's memory, up to 134 MB per thread, for no measured gain in CPU
      // (docs/decisions/053-memory-buffer-cache-and-young-generation.md).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // A thread must not keep a finished test or script alive; the server's socket keeps the process up.
    worker.unref();
    const thread: DocumentThread = { worker, renders: new Map() };
    threads[slot] = thread;
    worker.on('message', (message: FromDocumentThread) => {
      const pending = thread.renders.get(message.id);
      thread.renders.delete(message.id);
      if ('bytes' in message) pending?.resolve(message.bytes);
      else pending?.reject(deserializeError(message.error));
    });
    worker.on('error', (error) => logger.error({ err: error }, 'Document render thread failed'));
    worker.on('exit', (code) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      const error = new Error(`The document render thread stopped (exit code ${code})`);
      for (const pending of thread.renders.values()) pending.reject(error);
      thread.renders.clear();
      if (!closing) logger.error({ code }, 'Document render thread stopped');
    });
    return thread;
  };

  /** An idle thread, else a new one while a slot is free, else the one with the fewest renders in progress. */
  const pick = (): DocumentThread => {
    let best: DocumentThread | undefined;
    let free = -1;
    for (const [slot, thread] of threads.entries()) {
      if (!thread) free = free < 0 ? slot : free;
      else if (!best || thread.renders.size < best.renders.size) best = thread;
    }
    if (best && (best.renders.size === 0 || free < 0)) return best;
    return spawn(free);
  };

  return {
    render(job) {
      if (closing) return Promise.reject(new Error('Document render threads are closed'));
      const thread = pick();
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        thread.renders.set(id, { resolve, reject });
        // A message sent before the thread has loaded waits in its port.
        thread.worker.postMessage({ id, job });
      });
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
  };
}
