import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../../src/domain/catalog/index.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts';

/** Never refused: a missing or repeated `q` (an array) is no search, an unknown `locale` is es. */
const suggestionsQuery = z.looseObject({
  q: z
    .string()
    .catch('')
    .transform((q) => q.slice(0, MAX_SEARCH_LENGTH)),
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
});

/** GET /api/catalog/suggestions?q=&locale=: quick matches for the search box while the visitor types. */
export async function catalogRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/catalog/suggestions',
      { schema: { querystring: suggestionsQuery } },
      async (request, reply) => {
        const { q, locale } = request.query;
        // A signed-in company member also gets the private courses their company allows: their answer is theirs
        // alone (private, never stored by a shared cache); everyone else's is the public catalogue's.
        const auth = request.authState;
        const viewer = auth?.isAuthenticated
          ? await app.domain.companies.viewerForOcid(auth.OCId)
          : undefined;
        const suggestions =
          q.trim().length < 2 ? [] : await app.domain.catalog.suggestions(locale, q, viewer);
        reply.header('cache-control', auth?.isAuthenticated ? 'private, no-store' : 'public, max-age=60');
        if (auth?.isAuthenticated) reply.header('vary', 'cookie');
        return { suggestions };
      },
    );
}
