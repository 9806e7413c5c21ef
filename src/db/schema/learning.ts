import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog.ts';
import { learners } from './orders.ts';

// What the Quest app reports about learning (issue 11): a learner's running totals, their activity per day
// (the week and year charts of /learners/{id}/results/…) and the achievements they earned. Learning happens in
// the app; these tables are written only by the ingestion API and the demo seed.

/** The learner's totals as the app last reported them (spec §3 "Learner stats"). One row per learner. */
export const learnerStats = pgTable(
  'learner_stats',
  {
    learnerId: varchar('learner_id', { length: 40 })
      .primaryKey()
      .references(() => learners.id),
    score: integer('score').notNull().default(0),
    level: smallint('level').notNull().default(1),
    lastCourseId: integer('last_course_id').references(() => courses.id),
    gamesWon: integer('games_won').notNull().default(0),
    gamesFinished: integer('games_finished').notNull().default(0),
    videosWatched: integer('videos_watched').notNull().default(0),
    correctQuestions: integer('correct_questions').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** When the app measured these totals: an older report never overwrites a newer one. */
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check(
      'learner_stats_non_negative',
      sql`${t.score} >= 0 and ${t.level} >= 1 and ${t.gamesWon} >= 0 and ${t.gamesFinished} >= 0 and ${t.videosWatched} >= 0 and ${t.correctQuestions} >= 0 and ${t.bestStreak} >= 0 and ${t.points} >= 0`,
    ),
  ],
);

/** Points and answers per learner and day (UTC), summed into the week and year charts. */
export const learnerActivity = pgTable(
  'learner_activity',
  {
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull().default(0),
    correctQuestions: integer('correct_questions').notNull().default(0),
    videosWatched: integer('videos_watched').notNull().default(0),
    gamesFinished: integer('games_finished').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.learnerId, t.day] })],
);

/** The achievements the app awards (a small catalogue, bilingual). */
export const achievements = pgTable('achievements', {
  /** Public slug used in /achievements/{id}/user/{userId}. */
  id: varchar('id', { length: 60 }).primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** Name of the SVG badge drawn for it (src/features/learners). */
  badge: varchar('badge', { length: 40 }).notNull(),
});

export const learnerAchievements = pgTable(
  'learner_achievements',
  {
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    achievementId: varchar('achievement_id', { length: 60 })
      .notNull()
      .references(() => achievements.id),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.learnerId, t.achievementId] }),
    index('learner_achievements_recent_idx').on(t.learnerId, t.earnedAt),
  ],
);
