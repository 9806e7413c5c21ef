import { z } from 'zod';

// The ingestion API's contract (POST /api/v1/events): what the Quest app reports. One schema serves the
// validation and the OpenAPI document (z.toJSONSchema), so the two cannot drift apart.

const eventId = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only')
  .describe('Unique id of the event, chosen by the app; a replay with the same id changes nothing');
const learnerId = z
  .string()
  .regex(/^l_[A-Za-z0-9_-]{8,38}$/, 'A learner id (l_…)')
  .describe("The learner's public id (given by the checkout, l_…)");
const course = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, 'A course slug')
  .describe('The course slug, as in /courses/details/{slug}');
const timestamp = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time with an offset');

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

export const ingestEventSchema = z.discriminatedUnion('type', [progressEventSchema, completionEventSchema]);
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
