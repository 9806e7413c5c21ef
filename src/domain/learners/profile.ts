import { asc, count, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/catalog.ts';
import { achievements, learnerAchievements, learnerStats } from '../../db/schema/learning.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';

// The learner profile (/learners/{id}, spec §2, §3 "Learner stats"): the totals the app last reported, the
// course played last and the achievements earned. Who may see it is ./access.ts's rule; the owner switches it
// public or private here.

export interface LearnerStatsView {
  score: number;
  level: number;
  gamesWon: number;
  gamesFinished: number;
  videosWatched: number;
  correctQuestions: number;
  bestStreak: number;
  points: number;
  measuredAt: Date;
}

export interface EarnedAchievement {
  id: string;
  title: string;
  description: string;
  badge: string;
  earnedAt: Date;
}

export interface LearnerProfile {
  id: string;
  /** Shown to anyone who may see the profile; the full name only to its owner. */
  firstName: string;
  fullName: string;
  profilePublic: boolean;
  /** Null until the app reports the learner's first stats. */
  stats: LearnerStatsView | null;
  lastCourse: { slug: string; title: string } | null;
  achievements: EarnedAchievement[];
  /** How many achievements the app awards (earned ones out of these). */
  achievementsAvailable: number;
}

const LEARNER_ID = /^l_[A-Za-z0-9_-]{8,38}$/;

/** A well-formed learner id (l_…): anything else is not looked up. */
export function isLearnerId(id: string): boolean {
  return LEARNER_ID.test(id);
}

/** The first word of a full name: what public pages show of a person. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The profile, or undefined for an unknown id. `withAchievements: false` skips the achievements (the results
 * pages show only the header): one query instead of three.
 */
export async function findLearnerProfile(
  db: Db,
  id: string,
  locale: Locale,
  { withAchievements = true }: { withAchievements?: boolean } = {},
): Promise<LearnerProfile | undefined> {
  if (!isLearnerId(id)) return undefined;
  const [row] = await db
    .select({
      id: learners.id,
      fullName: learners.fullName,
      profilePublic: learners.profilePublic,
      score: learnerStats.score,
      level: learnerStats.level,
      gamesWon: learnerStats.gamesWon,
      gamesFinished: learnerStats.gamesFinished,
      videosWatched: learnerStats.videosWatched,
      correctQuestions: learnerStats.correctQuestions,
      bestStreak: learnerStats.bestStreak,
      points: learnerStats.points,
      measuredAt: learnerStats.reportedAt,
      courseSlug: courses.slug,
      courseTitleEs: courses.titleEs,
      courseTitleEn: courses.titleEn,
    })
    .from(learners)
    .leftJoin(learnerStats, eq(learnerStats.learnerId, learners.id))
    .leftJoin(courses, eq(courses.id, learnerStats.lastCourseId))
    .where(eq(learners.id, id))
    .limit(1);
  if (!row) return undefined;
  const [earned, [available]] = withAchievements
    ? await Promise.all([
        db
          .select({
            id: achievements.id,
            titleEs: achievements.titleEs,
            titleEn: achievements.titleEn,
            descriptionEs: achievements.descriptionEs,
            descriptionEn: achievements.descriptionEn,
            badge: achievements.badge,
            earnedAt: learnerAchievements.earnedAt,
          })
          .from(learnerAchievements)
          .innerJoin(achievements, eq(achievements.id, learnerAchievements.achievementId))
          .where(eq(learnerAchievements.learnerId, id))
          .orderBy(asc(learnerAchievements.earnedAt), asc(achievements.id)),
        db.select({ n: count() }).from(achievements),
      ])
    : [[], [{ n: 0 }]];
  const en = locale === 'en';
  return {
    id: row.id,
    firstName: firstNameOf(row.fullName),
    fullName: row.fullName,
    profilePublic: row.profilePublic,
    stats:
      row.measuredAt === null
        ? null
        : {
            score: row.score ?? 0,
            level: row.level ?? 1,
            gamesWon: row.gamesWon ?? 0,
            gamesFinished: row.gamesFinished ?? 0,
            videosWatched: row.videosWatched ?? 0,
            correctQuestions: row.correctQuestions ?? 0,
            bestStreak: row.bestStreak ?? 0,
            points: row.points ?? 0,
            measuredAt: row.measuredAt,
          },
    lastCourse:
      row.courseSlug === null
        ? null
        : { slug: row.courseSlug, title: (en ? row.courseTitleEn : row.courseTitleEs) ?? row.courseSlug },
    achievements: earned.map((a) => ({
      id: a.id,
      title: en ? a.titleEn : a.titleEs,
      description: en ? a.descriptionEn : a.descriptionEs,
      badge: a.badge,
      earnedAt: a.earnedAt,
    })),
    achievementsAvailable: available?.n ?? 0,
  };
}

/** The owner makes their profile public or private. False when there is no such learner. */
export async function setProfilePublic(db: Db, learnerId: string, profilePublic: boolean): Promise<boolean> {
  if (!isLearnerId(learnerId)) return false;
  const rows = await db
    .update(learners)
    .set({ profilePublic })
    .where(eq(learners.id, learnerId))
    .returning({ id: learners.id });
  return rows.length > 0;
}
