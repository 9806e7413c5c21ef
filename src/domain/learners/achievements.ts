import { and, asc, eq } from 'drizzle-orm';
import { achievements, learnerAchievements } from '../../db/schema/learning.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { firstNameOf, isLearnerId } from './profile.ts';

// The achievement share page (/achievements/{id}/user/{learnerId}, spec §2) and its Open Graph image: public,
// so it says no more than the learner chose to share by earning it: the achievement, the date and the learner's
// first name. An achievement the learner has not earned finds nothing (404).

export interface SharedAchievement {
  achievement: { id: string; title: string; description: string; badge: string };
  learner: { id: string; firstName: string; profilePublic: boolean };
  earnedAt: Date;
}

const ACHIEVEMENT_ID = /^[a-z0-9-]{2,60}$/;

export async function findSharedAchievement(
  db: Db,
  achievementId: string,
  learnerId: string,
  locale: Locale,
): Promise<SharedAchievement | undefined> {
  if (!ACHIEVEMENT_ID.test(achievementId) || !isLearnerId(learnerId)) return undefined;
  const [row] = await db
    .select({
      id: achievements.id,
      titleEs: achievements.titleEs,
      titleEn: achievements.titleEn,
      descriptionEs: achievements.descriptionEs,
      descriptionEn: achievements.descriptionEn,
      badge: achievements.badge,
      earnedAt: learnerAchievements.earnedAt,
      fullName: learners.fullName,
      profilePublic: learners.profilePublic,
    })
    .from(learnerAchievements)
    .innerJoin(achievements, eq(achievements.id, learnerAchievements.achievementId))
    .innerJoin(learners, eq(learners.id, learnerAchievements.learnerId))
    .where(
      and(eq(learnerAchievements.achievementId, achievementId), eq(learnerAchievements.learnerId, learnerId)),
    )
    .limit(1);
  if (!row) return undefined;
  const en = locale === 'en';
  return {
    achievement: {
      id: row.id,
      title: en ? row.titleEn : row.titleEs,
      description: en ? row.descriptionEn : row.descriptionEs,
      badge: row.badge,
    },
    learner: { id: learnerId, firstName: firstNameOf(row.fullName), profilePublic: row.profilePublic },
    earnedAt: row.earnedAt,
  };
}

/** The catalogue of achievements the app awards, in the page's language. */
export async function listAchievements(db: Db, locale: Locale) {
  const rows = await db.select().from(achievements).orderBy(asc(achievements.id));
  const en = locale === 'en';
  return rows.map((row) => ({
    id: row.id,
    title: en ? row.titleEn : row.titleEs,
    description: en ? row.descriptionEn : row.descriptionEs,
    badge: row.badge,
  }));
}
