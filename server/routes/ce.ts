import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../src/config/env.ts';
import { parseRequirementsQuery, requirementsSearch } from '../../src/domain/ce/form.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost } from '../forms/form-body.ts';
import { isSameOriginPost } from '../forms/same-origin.ts';

// "Fill my missing hours" (issue 15): the requirements page posts its query (licence and dates, never a course or
// a price); the server computes the report and the cheapest proposal again, for the signed-in learner's
// transcript, stores it as a custom bundle and answers 303 to that bundle's ordinary checkout. A query that is
// not complete goes back to the tool, which shows what is wrong.

const BODY_LIMIT = 2048;

export async function ceRoutes(plugin: FastifyInstance, { config }: { config: AppConfig }) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await acceptFormPosts(app, BODY_LIMIT);
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOriginPost(request, config.PUBLIC_URL)) {
      request.log.warn({ route: request.routeOptions.url }, 'Cross-site CE post refused');
      throw Object.assign(new Error('Cross-site post'), { statusCode: 403 });
    }
  });

  app.post(SERVER_ROUTES.ceFill, { bodyLimit: BODY_LIMIT, schema: formPost }, async (request, reply) => {
    const locale = request.query.lang;
    const query = parseRequirementsQuery(new URLSearchParams(request.body.query ?? ''));
    const back = () => {
      const search = requirementsSearch(query.values);
      return reply.redirect(
        `${localePath(locale, pagePaths.ceRequirements)}${search ? `?${search}` : ''}`,
        303,
      );
    };
    if (!query.ready || !query.licence) return back();
    const learner = await request.viewer();
    const bundle = await app.domain.ce.fillMissingHours({
      licenceKey: query.licence,
      facts: query.facts,
      learnerId: learner?.id ?? null,
      locale,
    });
    if (!bundle) return back();
    request.log.info({ bundle: bundle.slug }, 'CE missing-hours bundle to checkout');
    const params = new URLSearchParams({ type: 'bundle', state: bundle.state });
    return reply.redirect(`${localePath(locale, pagePaths.buy(bundle.slug))}?${params}`, 303);
  });
}
