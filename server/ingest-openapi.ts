import { z } from 'zod';
import { completionEventSchema, progressEventSchema } from '../src/domain/certificates/index.ts';
import { lessonEventSchema } from '../src/domain/credit-ledger.ts';
import {
  achievementEventSchema,
  activityEventSchema,
  statsEventSchema,
} from '../src/domain/learners/index.ts';
import { SERVER_ROUTES } from '../src/routes.ts';

// The ingestion API described for integrators (OpenAPI 3.1), built from the same zod schemas that validate the
// requests, so the document cannot drift from what the server accepts.

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

export function ingestOpenApiDocument(publicUrl: string) {
  const schema = (value: z.ZodType) => {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(value, { target: 'draft-2020-12' }) as Record<
      string,
      unknown
    >;
    return rest;
  };
  return {
    openapi: '3.1.0',
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
        '(10 per UTC month, expiring at its end), then bought ones.',
    },
    servers: [{ url: publicUrl.replace(/\/$/, '') }],
    security: [{ bearer: [] }],
    paths: {
      [SERVER_ROUTES.ingestEvents]: {
        post: {
          operationId: 'postEvent',
          summary: 'Report one event',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { $ref: '#/components/schemas/EnrolmentProgress' },
                    { $ref: '#/components/schemas/CourseCompleted' },
                    { $ref: '#/components/schemas/LearnerStats' },
                    { $ref: '#/components/schemas/LearnerActivity' },
                    { $ref: '#/components/schemas/AchievementEarned' },
                  ],
                  discriminator: {
                    propertyName: 'type',
                    mapping: {
                      'enrolment.progress': '#/components/schemas/EnrolmentProgress',
                      'course.completed': '#/components/schemas/CourseCompleted',
                      'learner.stats': '#/components/schemas/LearnerStats',
                      'learner.activity': '#/components/schemas/LearnerActivity',
                      'achievement.earned': '#/components/schemas/AchievementEarned',
                    },
                  },
                },
              },
            },
          },
          responses: {
            '200': {
              description:
                'Applied (replayed: false) or a replay of an event already applied (replayed: true, header Idempotent-Replayed: true)',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Outcome' } } },
            },
            '400': {
              description: 'Not a valid event: a message per field path',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['error', 'fields'],
                    properties: {
                      error: { const: 'invalid_event' },
                      fields: { type: 'object', additionalProperties: { type: 'string' } },
                    },
                  },
                },
              },
            },
            '401': {
              description: 'Missing or wrong bearer token',
              content: { 'application/json': { schema: errorSchema } },
            },
            '404': { description: 'The API is not enabled on this server' },
            '422': {
              description:
                'Cannot apply yet, not stored (send it again later): the learner has no live enrolment in that course ' +
                '(unknown_enrolment), or the learner, the last course or the achievement is not known to the site ' +
                '(unknown_learner, unknown_course, unknown_achievement)',
              content: { 'application/json': { schema: errorSchema } },
            },
            '503': { description: 'Temporarily unavailable; retry after Retry-After seconds' },
          },
        },
      },
      [SERVER_ROUTES.ingestLessons]: {
        post: {
          operationId: 'postLesson',
          summary: 'Report a generated study lesson (spends 1 credit)',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/LessonGenerated' } } },
          },
          responses: {
            '200': {
              description:
                'One credit spent (replayed: false), or a replay of a lesson already counted (replayed: true, ' +
                'header Idempotent-Replayed: true; the balance is the current one). Nothing is spent twice.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/LessonOutcome' } } },
            },
            '400': {
              description: 'Not a valid lesson event: a message per field path',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['error', 'fields'],
                    properties: {
                      error: { const: 'invalid_event' },
                      fields: { type: 'object', additionalProperties: { type: 'string' } },
                    },
                  },
                },
              },
            },
            '401': {
              description: 'Missing or wrong bearer token',
              content: { 'application/json': { schema: errorSchema } },
            },
            '402': {
              description:
                'insufficient_credits: the learner has no credit left; nothing is stored (send the same event ' +
                'again after the learner buys a credit package)',
              content: { 'application/json': { schema: errorSchema } },
            },
            '404': { description: 'The API is not enabled on this server' },
            '409': {
              description: 'event_id_conflict: this event id was already used for another learner',
              content: { 'application/json': { schema: errorSchema } },
            },
            '422': {
              description: 'unknown_learner: the learner is not known to the site; nothing is stored',
              content: { 'application/json': { schema: errorSchema } },
            },
            '503': { description: 'Temporarily unavailable; retry after Retry-After seconds' },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The service token (INGEST_API_TOKEN)' },
      },
      schemas: {
        EnrolmentProgress: schema(progressEventSchema),
        CourseCompleted: schema(completionEventSchema),
        LearnerStats: schema(statsEventSchema),
        LearnerActivity: schema(activityEventSchema),
        AchievementEarned: schema(achievementEventSchema),
        LessonGenerated: schema(lessonEventSchema),
        LessonOutcome: {
          type: 'object',
          required: ['status', 'type', 'eventId', 'replayed', 'spentFrom', 'balance'],
          properties: {
            status: { const: 'recorded' },
            type: { const: 'lesson.generated' },
            eventId: { type: 'string' },
            replayed: { type: 'boolean' },
            spentFrom: { enum: ['free', 'bought'], description: "The month's free credits or bought ones" },
            balance: {
              type: 'object',
              description: 'Credits left after this lesson',
              required: ['month', 'free', 'bought', 'total'],
              properties: {
                month: { type: 'string', description: 'UTC month of the free credits (YYYY-MM)' },
                free: {
                  type: 'integer',
                  description: "This month's free credits left (expire at month end)",
                },
                bought: { type: 'integer', description: 'Bought credits left (never expire)' },
                total: { type: 'integer' },
              },
            },
          },
        },
        Outcome: {
          type: 'object',
          required: ['status', 'type', 'eventId', 'replayed'],
          properties: {
            status: { const: 'recorded' },
            type: {
              enum: [
                'enrolment.progress',
                'course.completed',
                'learner.stats',
                'learner.activity',
                'achievement.earned',
              ],
            },
            eventId: { type: 'string' },
            replayed: { type: 'boolean' },
            progressPercent: { type: 'integer', description: 'enrolment.progress: the stored progress' },
            applied: {
              type: 'boolean',
              description: 'learner.stats: false when the stored stats were measured later (nothing changed)',
            },
            measuredAt: { type: 'string', description: 'learner.stats: the measurement reported' },
            day: {
              type: 'object',
              description: "learner.activity: the day's totals after this report",
              properties: {
                day: { type: 'string', format: 'date' },
                points: { type: 'integer' },
                correctQuestions: { type: 'integer' },
                videosWatched: { type: 'integer' },
                gamesFinished: { type: 'integer' },
                minutes: { type: 'integer' },
              },
            },
            achievementId: { type: 'string', description: 'achievement.earned: the achievement' },
            earnedAt: {
              type: 'string',
              description: 'achievement.earned: the stored date (the earliest report)',
            },
            created: {
              type: 'boolean',
              description: 'achievement.earned: false when the learner already had it',
            },
            certificate: {
              type: 'object',
              description:
                'course.completed: the certificate (created: false when the course was already completed)',
              properties: {
                id: { type: 'string' },
                referenceNumber: { type: 'string' },
                status: { enum: ['pending_payment', 'awaiting_monitor', 'issued', 'revoked'] },
                created: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  };
}
