// The messages between the request thread and an HTML render thread (server/pages/ssr-threads.ts,
// server/pages/ssr-thread.ts). A render is one id: the request thread streams the two React Server Components payloads
// in (the page and Waku's HTML shell), the render thread streams the HTML out. Chunks are copied, never transferred:
// React may still hold the buffer a chunk is a view of.

/**
 * What Waku passes to its SSR entry's renderHtmlStream, minus a form state (those render on the request thread)
 * and its onError function (the thread has its own, as Waku's: ssr-thread.ts).
 */
export interface RenderOptions {
  rscPath?: string;
  /** The response's CSP nonce, on React's bootstrap script and the inline payload scripts. */
  nonce?: string;
  /** Waku's router script (its prefetch map and search codecs), after the bootstrap. */
  extraScriptContent?: string;
  /** A notFound() in the shell goes back to the router, which renders the 404 page. */
  rethrowNotFound?: boolean;
  debugId?: string;
}

/** An Error as it crosses threads: Waku reads a notFound()/redirect() from its digest. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  digest?: string;
}

/** A console argument: text, or an error to log with its stack. */
export type LogArgument = string | { error: SerializedError };

export type ToThread =
  | { type: 'render'; id: number; options: RenderOptions }
  | { type: 'input'; id: number; stream: 0 | 1; chunk: Uint8Array }
  | { type: 'inputEnd'; id: number; stream: 0 | 1 }
  | { type: 'inputError'; id: number; stream: 0 | 1; error: SerializedError }
  | { type: 'cancel'; id: number };

export type FromThread =
  | { type: 'ready' }
  | { type: 'shell'; id: number; status?: number }
  | { type: 'failed'; id: number; error: SerializedError }
  | { type: 'output'; id: number; chunk: Uint8Array }
  | { type: 'outputEnd'; id: number }
  | { type: 'outputError'; id: number; error: SerializedError }
  | {
      type: 'log';
      id?: number;
      level: 'debug' | 'info' | 'warn' | 'error';
      args: LogArgument[];
    };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const digest = (error as { digest?: unknown }).digest;
    return {
      name: error.name,
      message: error.message,
      stack: error.stack,
      ...(typeof digest === 'string' ? { digest } : {}),
    };
  }
  return { name: 'Error', message: String(error) };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  if (serialized.digest !== undefined) Object.assign(error, { digest: serialized.digest });
  return error;
}
