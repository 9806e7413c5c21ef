import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Waku's built request handler: a WHATWG fetch function. */
export type WakuFetch = (request: Request) => Promise<Response>;

/**
 * Loads the handler from `waku build` output. `INTERNAL_runFetch` is Waku's internal production entry (there
 * is no public adapter for Fastify), which is why waku is pinned exactly and tests/integration/waku-bridge
 * fails loudly when an upgrade changes it.
 */
export async function loadWakuHandler(distDir = 'dist'): Promise<WakuFetch> {
  const entryPath = path.resolve(distDir, 'server/index.js');
  let entry: { INTERNAL_runFetch?: unknown };
  try {
    entry = await import(pathToFileURL(entryPath).href);
  } catch (error) {
    throw new Error(`Cannot load the built site at ${entryPath}: run "npm run build" first.`, {
      cause: error,
    });
  }
  const runFetch = entry.INTERNAL_runFetch;
  if (typeof runFetch !== 'function') {
    throw new Error(
      `${entryPath} no longer exports INTERNAL_runFetch: the pinned waku version changed its production entry; update server/pages/waku.ts.`,
    );
  }
  const env = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return (request) => runFetch(env, request) as Promise<Response>;
}
