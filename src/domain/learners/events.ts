import { z } from 'zod';
import { courseSlug, eventId, learnerId, timestamp } from '../ingest-fields.ts';

// What the Quest app reports about a learner's play (issue 11), on the same ingestion API as progress and
// completions (POST /api/v1/events): their running totals, their activity of one day, an achievement earned.
// Applied by ./ingest.ts inside the API's idempotent transaction.

const MAX_TOTAL = 1_000_000_000;
const total = (description: string) => z.number().int().min(0).max(MAX_TOTAL).describe(description);
/** A day's count: generous, but a typo of several orders of magnitude is refused. */
const daily = (description: string, max = 1_000_000) =>
  z.number().int().min(0).max(max).describe(description);

/** The earliest day the app may report (Quest's first season). */
export const FIRST_ACTIVITY_DAY = '2020-01-01';

export const statsEventSchema = z
  .object({
    id: eventId,
    type: z.literal('learner.stats'),
    occurredAt: timestamp,
    data: z
      .object({
        learnerId,
        score: total('Total score'),
        level: z.number().int().min(1).max(1000).describe('Current level (1 or more)'),
        lastCourse: courseSlug
          .nullable()
          .describe('The course the learner played last (a course slug), or null for none yet'),
        gamesWon: total('Games won'),
        gamesFinished: total('Games finished (won or not)'),
        videosWatched: total('Videos watched'),
        correctQuestions: total('Questions answered correctly'),
        bestStreak: total('Best streak: the most days played in a row'),
        points: total('Points earned'),
        measuredAt: timestamp.describe(
          'When the app measured these totals; a report older than the stored one changes nothing',
        ),
      })
      .strict()
      .refine((data) => data.gamesWon <= data.gamesFinished, {
        message: 'Games won cannot exceed games finished',
        path: ['gamesWon'],
      }),
  })
  .strict()
  .describe("The learner's totals as the app measured them: replace the stored ones unless those are newer");

export const activityEventSchema = z
  .object({
    id: eventId,
    type: z.literal('learner.activity'),
    occurredAt: timestamp,
    data: z
      .object({
        learnerId,
        day: z.iso
          .date()
          .refine((day) => day >= FIRST_ACTIVITY_DAY, `A day from ${FIRST_ACTIVITY_DAY} on`)
          // A day ahead of UTC is allowed: a learner east of Greenwich may already be on tomorrow.
          .refine(
            (day) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
            'A day that is not in the future',
          )
          .describe('The day played (YYYY-MM-DD, UTC)'),
        points: daily('Points earned in this report'),
        correctQuestions: daily('Questions answered correctly in this report'),
        videosWatched: daily('Videos watched in this report', 10_000),
        gamesFinished: daily('Games finished in this report', 10_000),
        minutes: daily('Minutes played in this report', 1440),
      })
      .strict(),
  })
  .strict()
  .describe(
    'Activity of one day, added to what that day already holds (one event per play session; a replay of the same id adds nothing)',
  );

export const achievementEventSchema = z
  .object({
    id: eventId,
    type: z.literal('achievement.earned'),
    occurredAt: timestamp,
    data: z
      .object({
        learnerId,
        achievementId: z
          .string()
          .regex(/^[a-z0-9-]{2,60}$/, 'An achievement id (lower-case letters, digits and -)')
          .describe('The achievement, as in /achievements/{id}/user/{learnerId}'),
        earnedAt: timestamp.describe('When the learner earned it'),
      })
      .strict(),
  })
  .strict()
  .describe('The learner earned an achievement (once: earning it again keeps the first date)');

export const learnerEventSchemas = [statsEventSchema, activityEventSchema, achievementEventSchema] as const;

export type StatsEvent = z.infer<typeof statsEventSchema>;
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export type AchievementEvent = z.infer<typeof achievementEventSchema>;
export type LearnerEvent = StatsEvent | ActivityEvent | AchievementEvent;
export const LEARNER_EVENT_TYPES = ['learner.stats', 'learner.activity', 'achievement.earned'] as const;
