import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { isQuesterId } from '../../src/domain/questers/index.ts';
import { LOCALE_COOKIE, localePath, negotiateLocale } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { readReferral, writeReferral } from '../http/referral.ts';

// GET /partner-links/{questerId} (spec §2, issue 12): a Quester's partner link. Records the referral in the signed
// first-touch cookie (server/http/referral.ts) unless a valid one is already there, then 303 to the Quester's page in
// the visitor's language (saved cookie, then Accept-Language, then es). An unknown Quester is the 404 page and
// sets nothing. Never cached: the answer depends on the visitor's cookies.

const notFound = () => Object.assign(new Error('Unknown Quester'), { statusCode: 404 });

export async function partnerLinkRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const schema = { params: z.object({ questerId: z.string() }) };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(SERVER_ROUTES.partnerLink, { schema }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { questerId } = request.params;
      if (!isQuesterId(questerId) || (await app.domain.catalog.questerKey(questerId)) === null)
        throw notFound();
      const existing = readReferral(request);
      if (existing) request.log.info({ kept: existing.questerId }, 'Partner link: first-touch referral kept');
      else {
        writeReferral(reply, questerId, { secure: config.production });
        request.log.info({ questerId }, 'Partner link: referral recorded');
      }
      const locale = negotiateLocale({
        cookie: request.cookies[LOCALE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
      });
      return reply.redirect(localePath(locale, pagePaths.quester(questerId)), 303);
    });
}
