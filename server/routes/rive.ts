import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RIVE_WASM_PATH } from '../../src/ui/rive.ts';

// The Rive runtime's WebAssembly, served from this host (the runtime would otherwise fetch it from a CDN, which
// the CSP does not allow and which is a third party we do not need). Read from the installed package once, on
// first request; its version is the ETag.

export async function riveRoutes(app: FastifyInstance) {
  const require = createRequire(import.meta.url);
  let runtimeDir = '';
  try {
    runtimeDir = path.dirname(require.resolve('@rive-app/canvas-lite'));
  } catch (error) {
    // Never a reason not to start: the animation falls back to its drawn figure.
    app.log.error({ err: error }, 'Rive runtime package not installed');
  }
  let cached: Promise<{ body: Buffer; etag: string } | undefined> | undefined;
  const load = () => {
    if (!runtimeDir) return Promise.resolve(undefined);
    cached ??= Promise.all([
      readFile(path.join(runtimeDir, 'rive.wasm')),
      readFile(path.join(runtimeDir, 'package.json'), 'utf8'),
    ]).then(
      ([body, pkg]) => ({ body, etag: `"rive-${(JSON.parse(pkg) as { version: string }).version}"` }),
      (error) => {
        app.log.error({ err: error }, 'Rive runtime WebAssembly not found');
        cached = undefined;
        return undefined;
      },
    );
    return cached;
  };

  app.get(RIVE_WASM_PATH, async (request, reply) => {
    const file = await load();
    if (!file) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not found' });
    reply.header('etag', file.etag).header('cache-control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.type('application/wasm').send(file.body);
  });
}
