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
      // A signed-in company member also gets the private courses their company allows: their answer is theirs
      // alone (private, never stored by a shared cache); everyone else's is the public catalogue's.
      const auth = request.authState;
      const viewer = auth?.isAuthenticated ? await app.domain.companies.viewerForOcid(auth.OCId) : undefined;
      const suggestions = q.trim().length < 2 ? [] : await app.domain.catalog.suggestions(locale, q, viewer);
      reply.header('cache-control', auth?.isAuthenticated ? 'private, no-store' : 'public, max-age=60');
      if (auth?.isAuthenticated) reply.header('vary', 'cookie');
      return { suggestions };
    },
  );
}
