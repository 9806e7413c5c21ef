import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Waku's built request handler: a WHATWG fetch function. */
export type WakuFetch = (request: Request) => Promise<Response>;

/**
 * Loads the handler from `waku build` output: the fetch function of our server entry adapter (src/waku.server.tsx,
 * built with Waku's `unstable_createServerEntryAdapter`), which the build exports as `unstable_serverEntry`, as
 * Waku's own node adapter reads it. Waku is pinned exactly, and tests/integration/waku-bridge fails loudly when an
 * upgrade changes this.
 */
export async function loadWakuHandler(distDir = 'dist'): Promise<WakuFetch> {
  const entryPath = path.resolve(distDir, 'server/index.js');
  let entry: { unstable_serverEntry?: { fetch?: unknown } };
  try {
    entry = await import(pathToFileURL(entryPath).href);
  } catch (error) {
    throw new Error(`Cannot load the built site at ${entryPath}: run "npm run build" first.`, {
      cause: error,
    });
  }
  const fetch = entry.unstable_serverEntry?.fetch;
  if (typeof fetch !== 'function') {
    throw new Error(
      `${entryPath} no longer exports unstable_serverEntry.fetch: the pinned waku version changed its production entry; update server/pages/waku.ts and src/waku.server.tsx.`,
    );
  }
  return (request) => fetch(request) as Promise<Response>;
}
