import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../src/config/env.ts';
import { ingestEventSchema } from '../../src/domain/certificates/index.ts';
import { type CreditBalance, lessonEventSchema } from '../../src/domain/credit-ledger.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';
import { useJsonApi } from '../http/json-api.ts';
import { describedRoutes } from '../http/openapi.ts';
import { ceReportRoutes } from './ce-reports.ts';
import { ingestOpenApiDocument, postEventOperation, postLessonOperation } from './ingest-openapi.ts';

// The ingestion API (issue 11): the Quest mobile app reports progress and completions here. Versioned (/api/v1),
// authenticated with a bearer service token from configuration (compared in constant time), JSON validated with
// the domain's zod schema (400 with a message per field), idempotent by event id (a replay answers 200 with
// the first answer and changes nothing). With no INGEST_API_TOKEN the API does not exist (404).

const BODY_LIMIT = 64 * 1024;

export async function ingestRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  // The routes below describe themselves; the document is generated from them once they are added.
  const routes = describedRoutes(app);
  await app.register(eventRoutes, { token: config.INGEST_API_TOKEN });
  // The operator's CE reporting API (issue 31): its own token, the same document.
  await app.register(ceReportRoutes, { token: config.CE_REPORTING_API_TOKEN });
  // Switched off: the addresses do not exist, whatever the method (not the pages' 405).
  if (!config.INGEST_API_TOKEN)
    for (const route of [SERVER_ROUTES.ingestEvents, SERVER_ROUTES.ingestLessons])
      app.route({
        method: app.supportedMethods.filter((method) => method !== 'POST'),
        url: route,
        handler: async (_request, reply) => notFound(reply),
      });
  // The description is public (what integrators read first); the events need the token.
  const document = ingestOpenApiDocument(config.PUBLIC_URL, routes);
  app.get(SERVER_ROUTES.ingestOpenApi, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').header('x-robots-tag', 'noindex').send(document),
  );
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found' });
}

async function eventRoutes(plugin: FastifyInstance, { token }: { token: string | undefined }) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  // JSON in and out, behind the app's token (server/http/json-api.ts).
  useJsonApi(plugin, {
    bodyLimit: BODY_LIMIT,
    token,
    realm: 'quest-ingest',
    invalidCode: 'invalid_event',
    logName: 'Ingestion',
  });

  app.post(
    SERVER_ROUTES.ingestEvents,
    { bodyLimit: BODY_LIMIT, schema: { body: ingestEventSchema }, config: { openapi: postEventOperation } },
    async (request, reply) => {
      const event = request.body;
      const result = await app.domain.certificates.ingest(event);
      switch (result.kind) {
        case 'refused':
          request.log.info({ eventId: event.id, reason: result.reason }, 'Ingestion: event refused');
          return reply.code(422).send({ error: result.reason, eventId: event.id });
        case 'replayed':
          return reply.header('idempotent-replayed', 'true').send({ ...result.outcome, replayed: true });
        case 'applied':
          request.log.info({ eventId: event.id, type: event.type }, 'Ingestion: event applied');
          return reply.send({ ...result.outcome, replayed: false });
      }
    },
  );

  // A generated study lesson (issue 12): one credit, once per event id. With no credit left: 402 and nothing
  // stored, so the app may send the same event again once the learner has bought credits.
  app.post(
    SERVER_ROUTES.ingestLessons,
    { bodyLimit: BODY_LIMIT, schema: { body: lessonEventSchema }, config: { openapi: postLessonOperation } },
    async (request, reply) => {
      const eventId = request.body.id;
      const result = await app.domain.credits.spendLesson({ eventId, learnerId: request.body.learnerId });
      switch (result.kind) {
        case 'refused': {
          const status =
            result.reason === 'insufficient_credits'
              ? 402
              : result.reason === 'event_id_conflict'
                ? 409
                : 422;
          request.log.info({ eventId, reason: result.reason }, 'Ingestion: lesson refused');
          return reply.code(status).send({ error: result.reason, eventId });
        }
        case 'replayed':
          return reply
            .header('idempotent-replayed', 'true')
            .send(lessonOutcome(eventId, result.pool, result.balance, true));
        case 'spent':
          request.log.info({ eventId, pool: result.pool }, 'Ingestion: lesson credit spent');
          return reply.send(lessonOutcome(eventId, result.pool, result.balance, false));
      }
    },
  );
}

function lessonOutcome(eventId: string, pool: 'free' | 'bought', balance: CreditBalance, replayed: boolean) {
  return {
    status: 'recorded',
    type: 'lesson.generated',
    eventId,
    replayed,
    spentFrom: pool,
    balance: { month: balance.month, free: balance.free, bought: balance.bought, total: balance.total },
  };
}
