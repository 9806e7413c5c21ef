import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Folders of public/ served here: the social preview PNGs. (assets/ has its own immutable static route.) */
const FOLDERS = ['social'];

/**
 * Files of public/ (favicon, social images under social/) at their own paths, so they are never taken for a
 * page without a locale prefix. Read once at start; small and unhashed, so cached for a day rather than forever.
 */
export async function publicFileRoutes(app: FastifyInstance, { publicDir }: { publicDir: string }) {
  for (const folder of ['', ...FOLDERS]) {
    const directory = path.join(publicDir, folder);
    const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const type = TYPES[path.extname(entry.name)];
      if (!entry.isFile() || !type) continue;
      const body = await readFile(path.join(directory, entry.name));
      const url = folder ? `/${folder}/${entry.name}` : `/${entry.name}`;
      // Held in memory: never shed under load (server/app.ts isCheapRead).
      app.get(url, { config: { cheapRead: true } }, async (_request, reply) =>
        reply.type(type).header('cache-control', 'public, max-age=86400').send(body),
      );
    }
  }
}
