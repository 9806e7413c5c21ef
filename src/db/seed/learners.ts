import { and, eq, isNull } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';
import { DEMO_CERTIFICATES } from './learning.ts';

// What the app reported about the demo learners (issue 11): the achievements catalogue, about fourteen months of
// daily activity ending the day the seed runs (so the week chart has bars on a fresh start), the totals
// computed from that activity, and the achievements each one earned. María's profile is public, John's and
// Ana's private. Idempotent: every insert skips rows already there.

/** The achievements the app awards; `badge` names the drawing in src/ui/badges.ts. */
export const ACHIEVEMENTS = [
  {
    id: 'first-steps',
    titleEs: 'Primeros pasos',
    titleEn: 'First steps',
    descriptionEs: 'Terminaste tu primer juego en Quest.',
    descriptionEn: 'You finished your first game on Quest.',
    badge: 'flag',
  },
  {
    id: 'week-streak',
    titleEs: 'Racha de 7 días',
    titleEn: '7-day streak',
    descriptionEs: 'Jugaste siete días seguidos.',
    descriptionEn: 'You played seven days in a row.',
    badge: 'flame',
  },
  {
    id: 'perfect-round',
    titleEs: 'Ronda perfecta',
    titleEn: 'Perfect round',
    descriptionEs: 'Respondiste bien todas las preguntas de un juego.',
    descriptionEn: 'You answered every question of a game correctly.',
    badge: 'target',
  },
  {
    id: 'quick-thinker',
    titleEs: 'Mente rápida',
    titleEn: 'Quick thinker',
    descriptionEs: 'Acertaste 500 preguntas.',
    descriptionEn: 'You answered 500 questions correctly.',
    badge: 'bolt',
  },
  {
    id: 'video-marathon',
    titleEs: 'Maratón de vídeos',
    titleEn: 'Video marathon',
    descriptionEs: 'Viste 50 vídeos de tus cursos.',
    descriptionEn: 'You watched 50 videos of your courses.',
    badge: 'play',
  },
  {
    id: 'champion',
    titleEs: 'Campeón',
    titleEn: 'Champion',
    descriptionEs: 'Ganaste 25 juegos.',
    descriptionEn: 'You won 25 games.',
    badge: 'trophy',
  },
  {
    id: 'night-owl',
    titleEs: 'Búho nocturno',
    titleEn: 'Night owl',
    descriptionEs: 'Estudiaste después de las diez de la noche.',
    descriptionEn: 'You studied after ten at night.',
    badge: 'moon',
  },
  {
    id: 'ce-credit',
    titleEs: 'Créditos conseguidos',
    titleEn: 'Credits earned',
    descriptionEs: 'Completaste un curso acreditado de educación continua.',
    descriptionEn: 'You completed an accredited continuing-education course.',
    badge: 'scroll',
  },
] as const;

/** The demo learners' play: how often they play, how much, which achievements they earned and whether the
 * profile is public. */
export const DEMO_LEARNER_PLAY = [
  {
    learnerId: DEMO_CERTIFICATES[0].learner.id,
    profilePublic: true,
    activeShare: 0.78,
    intensity: 1.25,
    achievements: [
      'first-steps',
      'week-streak',
      'perfect-round',
      'quick-thinker',
      'video-marathon',
      'ce-credit',
    ],
  },
  {
    learnerId: DEMO_CERTIFICATES[1].learner.id,
    profilePublic: false,
    activeShare: 0.5,
    intensity: 0.8,
    achievements: ['first-steps', 'night-owl', 'perfect-round'],
  },
  {
    learnerId: DEMO_CERTIFICATES[2].learner.id,
    profilePublic: false,
    activeShare: 0.4,
    intensity: 0.7,
    achievements: ['first-steps', 'night-owl'],
  },
] as const;

const SEED_DAYS = 425;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dayOffset(today: Date, offset: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A learner's days: more play on weekends and as the months go by, none on about (1 − activeShare) of days. */
export function demoActivity(
  learnerId: string,
  play: { activeShare: number; intensity: number },
  today: Date,
): (typeof schema.learnerActivity.$inferInsert)[] {
  let seed = 0;
  for (const char of learnerId) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = prng(seed);
  const rows: (typeof schema.learnerActivity.$inferInsert)[] = [];
  for (let offset = -(SEED_DAYS - 1); offset <= 0; offset += 1) {
    const day = dayOffset(today, offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // The last three days are always played, so the week chart is never empty on a fresh start.
    if (offset < -2 && random() > play.activeShare + (weekend ? 0.1 : 0)) continue;
    const growth = 0.6 + (0.8 * (offset + SEED_DAYS)) / SEED_DAYS;
    const minutes = Math.max(
      5,
      Math.round((10 + random() * 40) * play.intensity * growth * (weekend ? 1.4 : 1)),
    );
    const gamesFinished = Math.max(1, Math.round(minutes / 9));
    const correctQuestions = Math.round(gamesFinished * (4 + random() * 5));
    const videosWatched = Math.round(random() * (minutes / 15));
    const points = correctQuestions * 10 + gamesFinished * 25 + videosWatched * 15;
    rows.push({ learnerId, day, points, correctQuestions, videosWatched, gamesFinished, minutes });
  }
  return rows;
}

/** Most days played in a row. */
function bestStreak(days: string[]): number {
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous && dayOffset(new Date(`${previous}T00:00:00Z`), 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

export async function seedDemoLearnerPlay(db: Db, today: Date = new Date()): Promise<number> {
  await db
    .insert(schema.achievements)
    .values(ACHIEVEMENTS.map((achievement) => ({ ...achievement })))
    .onConflictDoNothing();
  let seeded = 0;
  for (const play of DEMO_LEARNER_PLAY) {
    const [learner] = await db
      .select({ id: schema.learners.id })
      .from(schema.learners)
      .where(eq(schema.learners.id, play.learnerId));
    if (!learner) continue;
    const activity = demoActivity(play.learnerId, play, today);
    for (let i = 0; i < activity.length; i += 500) {
      await db
        .insert(schema.learnerActivity)
        .values(activity.slice(i, i + 500))
        .onConflictDoNothing();
    }
    const sum = (key: 'points' | 'correctQuestions' | 'videosWatched' | 'gamesFinished') =>
      activity.reduce((total, row) => total + (row[key] ?? 0), 0);
    const points = sum('points');
    const gamesFinished = sum('gamesFinished');
    // The course the learner bought (the demo order's), as the one played last.
    const [enrolment] = await db
      .select({ courseId: schema.enrolments.courseId })
      .from(schema.enrolments)
      .where(and(eq(schema.enrolments.learnerId, play.learnerId), isNull(schema.enrolments.revokedAt)))
      .limit(1);
    const created = await db
      .insert(schema.learnerStats)
      .values({
        learnerId: play.learnerId,
        score: Math.round(points * 1.2),
        level: 1 + Math.floor(Math.sqrt(points / 400)),
        lastCourseId: enrolment?.courseId ?? null,
        gamesWon: Math.round(gamesFinished * 0.62),
        gamesFinished,
        videosWatched: sum('videosWatched'),
        correctQuestions: sum('correctQuestions'),
        bestStreak: bestStreak(activity.map((row) => row.day)),
        points,
        reportedAt: new Date(`${dayOffset(today, 0)}T06:00:00Z`),
      })
      .onConflictDoNothing()
      .returning({ learnerId: schema.learnerStats.learnerId });
    // The profile's visibility is the demo's choice only the first time: later the learner's own.
    if (created.length > 0) {
      await db
        .update(schema.learners)
        .set({ profilePublic: play.profilePublic })
        .where(eq(schema.learners.id, play.learnerId));
      seeded += 1;
    }
    const earned = play.achievements.map((achievementId, index) => ({
      learnerId: play.learnerId,
      achievementId,
      // Spread over the months played, in the listed order.
      earnedAt: new Date(
        `${dayOffset(today, -SEED_DAYS + 20 + Math.round((index * (SEED_DAYS - 40)) / play.achievements.length))}T19:30:00Z`,
      ),
    }));
    await db.insert(schema.learnerAchievements).values(earned).onConflictDoNothing();
  }
  return seeded;
}
