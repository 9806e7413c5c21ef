import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUILD_ID_PATTERN } from '../../src/domain/builds.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';

/**
 * The build records scripts/build.ts writes under {dist}/public/builds/. latest.json is read on every request and
 * never cached (a new deploy must show at once, whatever the page's timestamp query); meta/{id}.json never changes
 * once written, so it is immutable. Missing files and ids that are not build ids are 404s.
 */
export async function buildRoutes(app: FastifyInstance, { publicDir }: { publicDir: string }) {
  const buildsDir = path.join(publicDir, 'builds');

  async function sendFile(file: string, cacheControl: string, reply: import('fastify').FastifyReply) {
    const body = await readFile(path.join(buildsDir, file)).catch(() => undefined);
    if (!body) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not found' });
    return reply.type('application/json; charset=utf-8').header('cache-control', cacheControl).send(body);
  }

  app.get(SERVER_ROUTES.buildLatest, (_request, reply) => sendFile('latest.json', 'no-store', reply));

  const metaSchema = { params: z.object({ file: z.string() }) };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(SERVER_ROUTES.buildMeta, { schema: metaSchema }, (request, reply) => {
      const id = request.params.file.replace(/\.json$/, '');
      if (!request.params.file.endsWith('.json') || !BUILD_ID_PATTERN.test(id)) {
        return reply.code(404).header('cache-control', 'no-store').send({ error: 'not found' });
      }
      return sendFile(`meta/${id}.json`, 'public, max-age=31536000, immutable', reply);
    });
}
