import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config/env.ts';
import { PUBLIC_STATIC_PATHS, robotsTxt, sitemapXml } from '../../src/domain/sitemap.ts';

// /sitemap.xml and /robots.txt for crawlers: every public page in both locales with hreflang alternates, and
// the personal pages kept out of indexes.
export async function seoRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.get('/sitemap.xml', async (request, reply) => {
    let catalogue: string[] = [];
    try {
      catalogue = await app.domain.catalog.sitemapPaths();
    } catch (error) {
      // The static pages are still worth listing when the catalogue cannot be read.
      request.log.error({ err: error }, 'Sitemap: catalogue paths unavailable');
    }
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return sitemapXml(config.PUBLIC_URL, [...PUBLIC_STATIC_PATHS, ...catalogue]);
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400');
    return robotsTxt(config.PUBLIC_URL);
  });
}
