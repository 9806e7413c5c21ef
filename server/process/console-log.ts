import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { redactPathsInText } from './logger.ts';

/**
 * Waku, React and Hono report problems with console.error (a multi-line stack for every notFound() a page
 * throws). Operators read JSON logs, one line per event: routeConsoleToLogger sends every console call through
 * pino instead, tagged with the id of the request being rendered when there is one (withRequestLog).
 */
interface RenderContext {
  log: FastifyBaseLogger;
  /** Errors reported while rendering, so the bridge can tell a failing dependency (503) from a bug (500). */
  errors: unknown[];
}

const renderContext = new AsyncLocalStorage<RenderContext>();

/** Runs a render with its request's logger; returns its result and the errors it reported. */
export async function withRequestLog<T>(
  log: FastifyBaseLogger,
  run: () => Promise<T>,
): Promise<{ result: T; errors: unknown[] }> {
  const context: RenderContext = { log, errors: [] };
  const result = await renderContext.run(context, run);
  return { result, errors: context.errors };
}

// React reports a thrown notFound()/redirect() as a rendering error; Waku turns it into the right status.
const EXPECTED_RENDER_SIGNAL = /__WAKU_CUSTOM_ERROR__|NEXT_NOT_FOUND|NEXT_REDIRECT/;

function describe(args: unknown[]): { msg: string; err?: unknown } {
  const err = args.find((arg) => arg instanceof Error);
  const text = args
    .filter((arg) => arg !== err)
    .map((arg) => (typeof arg === 'string' ? arg : format('%o', arg)));
  const msg = text.join(' ').trim() || (err instanceof Error ? err.message : 'console output');
  return { msg, err };
}

/**
 * A render stopped because its visitor left: Waku reports React's abort as "Error during rendering:" with the
 * cancel reason (Node's premature close when a compressed stream is torn down, an AbortError, null when the
 * stream is destroyed without one, or React's own message). The request's "Client went away" line says it.
 */
function isClientGone(args: unknown[]): boolean {
  return args.some(
    (arg) =>
      (arg instanceof Error &&
        ((arg as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
          arg.name === 'AbortError' ||
          /^The render was aborted by the server/.test(arg.message))) ||
      (arg === null && args[0] === 'Error during rendering:'),
  );
}

let installed: Logger | undefined;

/** Replaces console.log/info/warn/error/debug for the whole process; idempotent. */
export function routeConsoleToLogger(logger: Logger): void {
  if (installed) return;
  installed = logger;
  const emit =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const context = renderContext.getStore();
      const log = context?.log ?? logger;
      if (isClientGone(args)) {
        log.debug({ source: 'console' }, 'Render stopped: the client went away');
        return;
      }
      const { msg, err } = describe(args);
      if (err && context) context.errors.push(err);
      const digest = (err as { digest?: unknown } | undefined)?.digest;
      if (typeof digest === 'string' && EXPECTED_RENDER_SIGNAL.test(digest)) {
        log.debug({ source: 'console', digest }, 'Render signal (not found / redirect)');
        return;
      }
      // A render error may quote the page's address: its receipt, certificate or proof id is masked.
      log[level]({ source: 'console', ...(err ? { err } : {}) }, redactPathsInText(msg));
    };
  console.log = emit('info');
  console.info = emit('info');
  console.debug = emit('debug');
  console.warn = emit('warn');
  console.error = emit('error');
}
