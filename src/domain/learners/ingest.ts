import { and, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/catalog.ts';
import {
  achievements,
  learnerAchievements,
  learnerActivity,
  learnerStats,
} from '../../db/schema/learning.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { AchievementEvent, ActivityEvent, LearnerEvent, StatsEvent } from './events.ts';

// Applying the app's learner reports, inside the ingestion API's transaction (domain/certificates/ingest.ts
// claims the event id first, so a replay never reaches this module):
// - stats replace the stored totals unless those were measured later (an older report arriving late changes
//   nothing: `applied: false`);
// - activity is ADDED to the day's row: the app sends one event per play session, and the event id makes each
//   session count once (docs/decisions/017-learner-events-stats-and-share-pages.md);
// - an achievement is stored once; earning it again keeps the earliest date.
// An event about a learner, course or achievement this site does not know is refused and not stored.

export type LearnerRefusal = 'unknown_learner' | 'unknown_course' | 'unknown_achievement';

export type LearnerOutcome =
  | { status: 'recorded'; type: 'learner.stats'; eventId: string; applied: boolean; measuredAt: string }
  | {
      status: 'recorded';
      type: 'learner.activity';
      eventId: string;
      /** The day's totals after this report. */
      day: {
        day: string;
        points: number;
        correctQuestions: number;
        videosWatched: number;
        gamesFinished: number;
        minutes: number;
      };
    }
  | {
      status: 'recorded';
      type: 'achievement.earned';
      eventId: string;
      achievementId: string;
      earnedAt: string;
      created: boolean;
    };

export type LearnerApplyResult =
  | { ok: true; outcome: LearnerOutcome }
  | { ok: false; reason: LearnerRefusal };

export function isLearnerEvent(event: { type: string }): event is LearnerEvent {
  return (
    event.type === 'learner.stats' || event.type === 'learner.activity' || event.type === 'achievement.earned'
  );
}

export async function applyLearnerEvent(tx: Db, event: LearnerEvent): Promise<LearnerApplyResult> {
  // The learner row is locked for the event: two reports of the same learner apply one after the other.
  const [learner] = await tx
    .select({ id: learners.id })
    .from(learners)
    .where(eq(learners.id, event.data.learnerId))
    .limit(1)
    .for('update');
  if (!learner) return { ok: false, reason: 'unknown_learner' };
  switch (event.type) {
    case 'learner.stats':
      return applyStats(tx, event);
    case 'learner.activity':
      return applyActivity(tx, event);
    case 'achievement.earned':
      return applyAchievement(tx, event);
  }
}

async function applyStats(tx: Db, event: StatsEvent): Promise<LearnerApplyResult> {
  const { data } = event;
  let lastCourseId: number | null = null;
  if (data.lastCourse !== null) {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, data.lastCourse))
      .limit(1);
    if (!course) return { ok: false, reason: 'unknown_course' };
    lastCourseId = course.id;
  }
  const measuredAt = new Date(data.measuredAt);
  const values = {
    learnerId: data.learnerId,
    score: data.score,
    level: data.level,
    lastCourseId,
    gamesWon: data.gamesWon,
    gamesFinished: data.gamesFinished,
    videosWatched: data.videosWatched,
    correctQuestions: data.correctQuestions,
    bestStreak: data.bestStreak,
    points: data.points,
    reportedAt: measuredAt,
  };
  const { learnerId: _key, ...update } = values;
  const written = await tx
    .insert(learnerStats)
    .values(values)
    .onConflictDoUpdate({
      target: learnerStats.learnerId,
      set: update,
      // Only a newer measurement replaces the stored one (equal: the same measurement, nothing to do).
      setWhere: sql`${learnerStats.reportedAt} < ${measuredAt.toISOString()}::timestamptz`,
    })
    .returning({ learnerId: learnerStats.learnerId });
  return {
    ok: true,
    outcome: {
      status: 'recorded',
      type: 'learner.stats',
      eventId: event.id,
      applied: written.length > 0,
      measuredAt: measuredAt.toISOString(),
    },
  };
}

async function applyActivity(tx: Db, event: ActivityEvent): Promise<LearnerApplyResult> {
  const { data } = event;
  const [row] = await tx
    .insert(learnerActivity)
    .values({
      learnerId: data.learnerId,
      day: data.day,
      points: data.points,
      correctQuestions: data.correctQuestions,
      videosWatched: data.videosWatched,
      gamesFinished: data.gamesFinished,
      minutes: data.minutes,
    })
    .onConflictDoUpdate({
      target: [learnerActivity.learnerId, learnerActivity.day],
      set: {
        points: sql`least(${learnerActivity.points} + excluded.points, 2000000000)`,
        correctQuestions: sql`least(${learnerActivity.correctQuestions} + excluded.correct_questions, 2000000000)`,
        videosWatched: sql`least(${learnerActivity.videosWatched} + excluded.videos_watched, 2000000000)`,
        gamesFinished: sql`least(${learnerActivity.gamesFinished} + excluded.games_finished, 2000000000)`,
        // A day has 1,440 minutes, however many sessions overlap.
        minutes: sql`least(${learnerActivity.minutes} + excluded.minutes, 1440)`,
      },
    })
    .returning();
  if (!row) throw new Error('Activity row not written');
  return {
    ok: true,
    outcome: {
      status: 'recorded',
      type: 'learner.activity',
      eventId: event.id,
      day: {
        day: row.day,
        points: row.points,
        correctQuestions: row.correctQuestions,
        videosWatched: row.videosWatched,
        gamesFinished: row.gamesFinished,
        minutes: row.minutes,
      },
    },
  };
}

async function applyAchievement(tx: Db, event: AchievementEvent): Promise<LearnerApplyResult> {
  const { data } = event;
  const [achievement] = await tx
    .select({ id: achievements.id })
    .from(achievements)
    .where(eq(achievements.id, data.achievementId))
    .limit(1);
  if (!achievement) return { ok: false, reason: 'unknown_achievement' };
  const earnedAt = new Date(data.earnedAt);
  const created = await tx
    .insert(learnerAchievements)
    .values({ learnerId: data.learnerId, achievementId: data.achievementId, earnedAt })
    .onConflictDoNothing()
    .returning({ earnedAt: learnerAchievements.earnedAt });
  let stored = created[0]?.earnedAt;
  if (!stored) {
    const [row] = await tx
      .update(learnerAchievements)
      .set({ earnedAt: sql`least(${learnerAchievements.earnedAt}, ${earnedAt.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(learnerAchievements.learnerId, data.learnerId),
          eq(learnerAchievements.achievementId, data.achievementId),
        ),
      )
      .returning({ earnedAt: learnerAchievements.earnedAt });
    stored = row?.earnedAt ?? earnedAt;
  }
  return {
    ok: true,
    outcome: {
      status: 'recorded',
      type: 'achievement.earned',
      eventId: event.id,
      achievementId: data.achievementId,
      earnedAt: stored.toISOString(),
      created: created.length > 0,
    },
  };
}
