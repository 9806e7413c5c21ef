import { z } from 'zod';

// Fields every event of the ingestion API shares (POST /api/v1/events): the event id, the learner, a course, a
// timestamp. The certificate events (domain/certificates/events.ts) and the learner events
// (domain/learners/events.ts) are built from these, so an id or a date means the same thing in all of them.

export const eventId = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only')
  .describe('Unique id of the event, chosen by the app; a replay with the same id changes nothing');
export const learnerId = z
  .string()
  .regex(/^l_[A-Za-z0-9_-]{8,38}$/, 'A learner id (l_…)')
  .describe("The learner's public id (given by the checkout, l_…)");
export const courseSlug = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, 'A course slug')
  .describe('The course slug, as in /courses/details/{slug}');
export const timestamp = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time with an offset');
