import type { FastifyInstance } from 'fastify';
import { MAX_SEARCH_LENGTH } from '../../src/domain/catalog/index.ts';
import { isLocale } from '../../src/i18n/locales.ts';

/** GET /api/catalog/suggestions?q=&locale=: quick matches for the search box while the visitor types. */
export async function catalogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string; locale?: string } }>(
    '/api/catalog/suggestions',
    async (request, reply) => {
      const q = typeof request.query.q === 'string' ? request.query.q.slice(0, MAX_SEARCH_LENGTH) : '';
      const locale = isLocale(request.query.locale) ? request.query.locale : 'es';
      const suggestions = q.trim().length < 2 ? [] : await app.domain.catalog.suggestions(locale, q);
      reply.header('cache-control', 'public, max-age=60');
      return { suggestions };
    },
  );
}
