import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { fieldErrors, ingestEventSchema } from '../../src/domain/certificates/index.ts';
import { type CreditBalance, lessonEventSchema } from '../../src/domain/credit-ledger.ts';
import { isDatabaseUnavailable } from '../../src/domain/failures.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';
import { ingestOpenApiDocument } from '../ingest-openapi.ts';

// The ingestion API (issue 11): the Quest mobile app reports progress and completions here. Versioned (/api/v1),
// authenticated with a bearer service token from configuration (compared in constant time), JSON validated with
// the domain's zod schema (400 with a message per field), idempotent by event id (a replay answers 200 with
// the first answer and changes nothing). With no INGEST_API_TOKEN the API does not exist (404).

const BODY_LIMIT = 64 * 1024;

export async function ingestRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  // The description is public (what integrators read first); the events need the token.
  const document = ingestOpenApiDocument(config.PUBLIC_URL);
  app.get(SERVER_ROUTES.ingestOpenApi, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').header('x-robots-tag', 'noindex').send(document),
  );
  if (config.INGEST_API_TOKEN) await app.register(eventRoutes, { token: config.INGEST_API_TOKEN });
  // Switched off: the addresses do not exist, whatever the method (not the pages' 405).
  else
    for (const route of [SERVER_ROUTES.ingestEvents, SERVER_ROUTES.ingestLessons])
      app.all(route, async (_request, reply) =>
        reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found' }),
      );
}

async function eventRoutes(app: FastifyInstance, { token }: { token: string }) {
  const expected = digest(token);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_r, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(
          Object.assign(new Error('The body is not valid JSON'), { statusCode: 400, code: 'malformed_json' }),
        );
      }
    },
  );

  // Answers of this API are JSON, errors too (never the site's HTML error pages).
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Ingestion: database unavailable');
      return reply.code(503).header('retry-after', '10').send({ error: 'unavailable' });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Ingestion failed');
    const code =
      status === 415 ? 'unsupported_media_type' : status === 413 ? 'body_too_large' : (error.code ?? 'error');
    return reply.code(status).send({ error: status === 500 ? 'internal_error' : code.toLowerCase() });
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!authorized(request, expected)) {
      reply.header('www-authenticate', 'Bearer realm="quest-ingest"');
      return reply.code(401).send({ error: 'unauthorized' });
    }
  });

  app.post(SERVER_ROUTES.ingestEvents, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const parsed = ingestEventSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const result = await app.domain.certificates.ingest(parsed.data);
    switch (result.kind) {
      case 'refused':
        request.log.info({ eventId: parsed.data.id, reason: result.reason }, 'Ingestion: event refused');
        return reply.code(422).send({ error: result.reason, eventId: parsed.data.id });
      case 'replayed':
        return reply.header('idempotent-replayed', 'true').send({ ...result.outcome, replayed: true });
      case 'applied':
        request.log.info({ eventId: parsed.data.id, type: parsed.data.type }, 'Ingestion: event applied');
        return reply.send({ ...result.outcome, replayed: false });
    }
  });

  // A generated study lesson (issue 12): one credit, once per event id. With no credit left: 402 and nothing
  // stored, so the app may send the same event again once the learner has bought credits.
  app.post(SERVER_ROUTES.ingestLessons, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const parsed = lessonEventSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const result = await app.domain.credits.spendLesson({
      eventId: parsed.data.id,
      learnerId: parsed.data.learnerId,
    });
    const eventId = parsed.data.id;
    switch (result.kind) {
      case 'refused': {
        const status =
          result.reason === 'insufficient_credits' ? 402 : result.reason === 'event_id_conflict' ? 409 : 422;
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
  });
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

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Bearer token check in constant time (both sides hashed to the same length first). */
function authorized(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'invalid_event', fields: fieldErrors(error) });
}
