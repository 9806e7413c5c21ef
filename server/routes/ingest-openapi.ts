import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  completionEventSchema,
  ingestEventSchema,
  progressEventSchema,
} from '../../src/domain/certificates/index.ts';
import { lessonEventSchema } from '../../src/domain/credit-ledger.ts';
import {
  achievementEventSchema,
  activityEventSchema,
  statsEventSchema,
} from '../../src/domain/learners/index.ts';
import { type ApiOperation, openApiDocument } from '../http/openapi.ts';
import { ceReportSchema, reportMoveSchema } from './ce-reports-openapi.ts';

// The ingestion API described for integrators (OpenAPI 3.1): generated from its routes (server/routes/ingest.ts),
// whose zod schemas validate the requests, so the document cannot drift from what the server accepts. Here: the
// answers each route documents, and the words around them.

const error = z.object({ error: z.string() });
/** An event that was understood and not applied: the reason and the event's id. */
const refusal = z.object({ error: z.string(), eventId: z.string() });
const invalidEvent = z.object({
  error: z.literal('invalid_event'),
  fields: z.record(z.string(), z.string()),
});

export const lessonOutcomeSchema = z.object({
  status: z.literal('recorded'),
  type: z.literal('lesson.generated'),
  eventId: z.string(),
  replayed: z.boolean(),
  spentFrom: z.enum(['free', 'bought']).describe("The month's free credits or bought ones"),
  balance: z
    .object({
      month: z.string().describe('UTC month of the free credits (YYYY-MM)'),
      free: z.int().describe("This month's free credits left (expire at month end)"),
      bought: z.int().describe('Bought credits left (never expire)'),
      total: z.int(),
    })
    .describe('Credits left after this lesson'),
});

export const outcomeSchema = z.object({
  status: z.literal('recorded'),
  type: z.enum([
    'enrolment.progress',
    'course.completed',
    'learner.stats',
    'learner.activity',
    'achievement.earned',
  ]),
  eventId: z.string(),
  replayed: z.boolean(),
  progressPercent: z.int().optional().describe('enrolment.progress: the stored progress'),
  applied: z
    .boolean()
    .optional()
    .describe('learner.stats: false when the stored stats were measured later (nothing changed)'),
  measuredAt: z.string().optional().describe('learner.stats: the measurement reported'),
  day: z
    .object({
      day: z.iso.date(),
      points: z.int(),
      correctQuestions: z.int(),
      videosWatched: z.int(),
      gamesFinished: z.int(),
      minutes: z.int(),
    })
    .partial()
    .optional()
    .describe("learner.activity: the day's totals after this report"),
  achievementId: z.string().optional().describe('achievement.earned: the achievement'),
  earnedAt: z.string().optional().describe('achievement.earned: the stored date (the earliest report)'),
  created: z.boolean().optional().describe('achievement.earned: false when the learner already had it'),
  certificate: z
    .object({
      id: z.string(),
      referenceNumber: z.string(),
      status: z.enum(['pending_payment', 'awaiting_monitor', 'issued', 'revoked']),
      created: z.boolean(),
    })
    .partial()
    .optional()
    .describe('course.completed: the certificate (created: false when the course was already completed)'),
  ceReport: z
    .object({ status: z.literal('pending'), channel: z.string(), dueOn: z.string() })
    .optional()
    .describe(
      "course.completed: the regulator's report made with a new certificate, when Quest reports its licence",
    ),
});

const unauthorized = { description: 'Missing or wrong bearer token', schema: error };
const notEnabled = { description: 'The API is not enabled on this server' };
const unavailable = { description: 'Temporarily unavailable; retry after Retry-After seconds' };

export const postEventOperation: ApiOperation = {
  operationId: 'postEvent',
  summary: 'Report one event',
  responses: {
    '200': {
      description:
        'Applied (replayed: false) or a replay of an event already applied (replayed: true, header Idempotent-Replayed: true)',
      schema: outcomeSchema,
    },
    '400': { description: 'Not a valid event: a message per field path', schema: invalidEvent },
    '401': unauthorized,
    '404': notEnabled,
    '422': {
      description:
        'Cannot apply yet, not stored (send it again later): the learner has no live enrolment in that course ' +
        '(unknown_enrolment), or the learner, the last course or the achievement is not known to the site ' +
        '(unknown_learner, unknown_course, unknown_achievement)',
      schema: refusal,
    },
    '503': unavailable,
  },
};

export const postLessonOperation: ApiOperation = {
  operationId: 'postLesson',
  summary: 'Report a generated study lesson (spends 1 credit)',
  responses: {
    '200': {
      description:
        'One credit spent (replayed: false), or a replay of a lesson already counted (replayed: true, ' +
        'header Idempotent-Replayed: true; the balance is the current one). Nothing is spent twice.',
      schema: lessonOutcomeSchema,
    },
    '400': { description: 'Not a valid lesson event: a message per field path', schema: invalidEvent },
    '401': unauthorized,
    '402': {
      description:
        'insufficient_credits: the learner has no credit left; nothing is stored (send the same event ' +
        'again after the learner buys a credit package)',
      schema: refusal,
    },
    '404': notEnabled,
    '409': {
      description: 'event_id_conflict: this event id was already used for another learner',
      schema: refusal,
    },
    '422': {
      description: 'unknown_learner: the learner is not known to the site; nothing is stored',
      schema: refusal,
    },
    '503': unavailable,
  },
};

export function ingestOpenApiDocument(publicUrl: string, routes: readonly RouteOptions[]) {
  return openApiDocument({
    info: {
      title: 'Quest ingestion API',
      version: '1.0.0',
      description:
        'How the Quest mobile app reports learning to the website: enrolment progress and course completions, ' +
        "and the learner's stats, daily activity and achievements. A completion creates the course certificate " +
        'in the same transaction. Stats replace the stored ones only when measured later; activity is added to ' +
        "the day's totals (one event per play session). Every event carries an id chosen by the app; sending " +
        'the same id again answers with the first answer and changes nothing. A generated study lesson ' +
        "(POST /api/v1/lessons) costs one of the learner's study credits: this month's free credits first " +
        '(10 per UTC month, expiring at its end), then bought ones. The operator reports CE credits to the ' +
        'regulators with /api/v1/ce-reports (its own token): the reports due, a provider roster as CSV, and ' +
        "each regulator's answer (reported, posted, rejected, duplicate), idempotent by the regulator's reference.",
    },
    serverUrl: publicUrl,
    security: [{ bearer: [] }],
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The service token (INGEST_API_TOKEN)' },
      operator: {
        type: 'http',
        scheme: 'bearer',
        description: "The operator's CE reporting token (CE_REPORTING_API_TOKEN)",
      },
    },
    components: {
      IngestEvent: ingestEventSchema,
      EnrolmentProgress: progressEventSchema,
      CourseCompleted: completionEventSchema,
      LearnerStats: statsEventSchema,
      LearnerActivity: activityEventSchema,
      AchievementEarned: achievementEventSchema,
      LessonGenerated: lessonEventSchema,
      LessonOutcome: lessonOutcomeSchema,
      Outcome: outcomeSchema,
      CeReport: ceReportSchema,
      CeReportMove: reportMoveSchema,
    },
    routes,
  });
}
