import { z } from 'zod';
import { courseSlug as course, eventId, learnerId, timestamp } from '../ingest-fields.ts';
import { learnerEventSchemas } from '../learners/events.ts';

// The ingestion API's contract (POST /api/v1/events): what the Quest app reports. One schema serves the
// validation and the OpenAPI document (z.toJSONSchema), so the two cannot drift apart.

export const progressEventSchema = z
  .object({
    id: eventId,
    type: z.literal('enrolment.progress'),
    occurredAt: timestamp,
    data: z
      .object({
        learnerId,
        course,
        progressPercent: z.number().int().min(0).max(100).describe('Share of the course completed'),
      })
      .strict(),
  })
  .strict()
  .describe('The learner progressed in a course');

export const completionEventSchema = z
  .object({
    id: eventId,
    type: z.literal('course.completed'),
    occurredAt: timestamp,
    data: z
      .object({
        learnerId,
        course,
        completedAt: timestamp,
        monitorConfirmed: z
          .boolean()
          .describe(
            'Whether the monitor (proctor) already confirmed the exam in the app; false: they confirm on the certificate page',
          ),
      })
      .strict(),
  })
  .strict()
  .describe('The learner completed a course: its certificate is created in the same transaction');

/** Every event the app may send: progress and completions (here) and the learner's stats, activity and
 * achievements (domain/learners/events.ts). */
export const ingestEventSchema = z.discriminatedUnion('type', [
  progressEventSchema,
  completionEventSchema,
  ...learnerEventSchemas,
]);
export type IngestEvent = z.infer<typeof ingestEventSchema>;
export type ProgressEvent = z.infer<typeof progressEventSchema>;
export type CompletionEvent = z.infer<typeof completionEventSchema>;

/** A refused body as the API answers it: field path → message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : '_body';
    errors[path] ??= issue.message;
  }
  return errors;
}
