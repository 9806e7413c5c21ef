// An HTML render thread (server/pages/ssr-threads.ts): it loads the build's SSR entry (React DOM and the client
// components) and runs Waku's renderHtmlStream on the payloads the request thread streams in, streaming the HTML
// back. It holds no request state: everything it needs arrives in the messages.
import { AsyncLocalStorage } from 'node:async_hooks';
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { coalesceChunks } from '../http/coalesce-chunks.ts';
import {
  deserializeError,
  type FromThread,
  type LogArgument,
  type RenderOptions,
  serializeError,
  type ToThread,
} from './ssr-protocol.ts';

interface SsrEntry {
  INTERNAL_renderHtmlStream(
    rscStream: ReadableStream<Uint8Array>,
    rscHtmlStream: ReadableStream<Uint8Array>,
    options: RenderOptions & { onError?: (error: unknown) => string | undefined },
  ): Promise<{ stream: ReadableStream<Uint8Array>; status?: number }>;
}

/**
 * Waku's onError for the HTML render (its handler.js), which cannot cross threads as a function: a notFound() or
 * redirect() keeps its digest (the router reads it), anything else is logged.
 */
function onError(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest === 'string') return digest;
  console.error('Error during rendering:', error);
  return undefined;
}

interface Render {
  inputs: [ReadableStreamDefaultController<Uint8Array>, ReadableStreamDefaultController<Uint8Array>];
  output?: ReadableStreamDefaultReader<Uint8Array>;
  cancelled: boolean;
}

const port = parentPort;
if (!port)
  throw new Error('server/pages/ssr-thread.ts runs as a worker thread (server/pages/ssr-threads.ts)');
const post = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// React reports render errors with console.error: they go to the request thread, which logs them with the id
// of the request being rendered (the render id, carried by this storage through React's scheduled work).
const currentRender = new AsyncLocalStorage<number>();
const toLogArgument = (value: unknown): LogArgument =>
  value instanceof Error
    ? { error: serializeError(value) }
    : typeof value === 'string'
      ? value
      : inspect(value, { depth: 4 });
for (const level of ['debug', 'info', 'warn', 'error'] as const) {
  console[level] = (...args: unknown[]) =>
    post({ type: 'log', id: currentRender.getStore(), level, args: args.map(toLogArgument) });
}
console.log = console.info;

const ssr = (await import(workerData.ssrEntry as string)) as SsrEntry;
const renders = new Map<number, Render>();

async function render(id: number, options: RenderOptions) {
  // Both start() callbacks run in the constructors, so the controllers are there when the render begins.
  const inputs: ReadableStreamDefaultController<Uint8Array>[] = [];
  const [page, shell] = [0, 1].map(
    () =>
      new ReadableStream<Uint8Array>({
        start: (controller) => {
          inputs.push(controller);
        },
      }),
  ) as [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>];
  const state: Render = { inputs: inputs as Render['inputs'], cancelled: false };
  renders.set(id, state);
  try {
    const { stream, status } = await currentRender.run(id, () =>
      ssr.INTERNAL_renderHtmlStream(page, shell, { ...options, onError }),
    );
    post({ type: 'shell', id, status });
    const reader = stream.pipeThrough(coalesceChunks()).getReader();
    state.output = reader;
    if (state.cancelled) await reader.cancel();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // A copy of just this chunk's bytes (it may be a view into a larger buffer), handed over rather than cloned.
      // new Uint8Array copies; a Buffer's slice() would share its memory, and Node's buffer pool cannot move.
      const chunk = new Uint8Array(value);
      post({ type: 'output', id, chunk }, [chunk.buffer]);
    }
    if (!state.cancelled) post({ type: 'outputEnd', id });
  } catch (error) {
    if (state.cancelled) return;
    post({ type: state.output ? 'outputError' : 'failed', id, error: serializeError(error) });
  } finally {
    renders.delete(id);
  }
}

/** Ends a render's inputs if they are still open (a cancelled render must not wait for them forever). */
function closeInputs(state: Render, reason: Error) {
  for (const controller of state.inputs) {
    try {
      controller.error(reason);
    } catch {
      // already closed
    }
  }
}

port.on('message', (message: ToThread) => {
  if (message.type === 'render') {
    void render(message.id, message.options);
    return;
  }
  const state = renders.get(message.id);
  if (!state) return;
  // Outside any promise: an exception here would stop the thread and every render on it. Messages arrive in
  // order, so an input is open when its chunks come; should one not be, only this render ends.
  try {
    switch (message.type) {
      case 'input':
        state.inputs[message.stream].enqueue(message.chunk);
        break;
      case 'inputEnd':
        state.inputs[message.stream].close();
        break;
      case 'inputError':
        state.inputs[message.stream].error(deserializeError(message.error));
        break;
      case 'cancel':
        state.cancelled = true;
        void state.output?.cancel().catch(() => {});
        closeInputs(state, new Error('The render was cancelled'));
        break;
    }
  } catch (error) {
    closeInputs(state, error instanceof Error ? error : new Error(String(error)));
  }
});

post({ type: 'ready' });
