import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { learnerActivity } from '../../db/schema/learning.ts';
import type { Db } from '../../db/types.ts';
import { isLearnerId } from './profile.ts';
import {
  type ActivityDay,
  FIRST_RESULTS_YEAR,
  type Series,
  utcDay,
  weekSeries,
  yearSeries,
} from './series.ts';

// The results pages' data (/learners/{id}/results/week and /{year}): the stored days of the period, summed by
// ./series.ts, and the years the learner played (the pages link between them). Access is checked by the caller
// (./access.ts) before anything is read here.

export type ResultsPeriod = { kind: 'week' } | { kind: 'year'; year: number };

export interface LearnerResults {
  period: ResultsPeriod;
  series: Series;
  /** Years with any activity, newest first, plus the current year. */
  years: number[];
}

async function activityBetween(db: Db, learnerId: string, from: string, to: string): Promise<ActivityDay[]> {
  return db
    .select({
      day: learnerActivity.day,
      points: learnerActivity.points,
      correctQuestions: learnerActivity.correctQuestions,
      videosWatched: learnerActivity.videosWatched,
      gamesFinished: learnerActivity.gamesFinished,
      minutes: learnerActivity.minutes,
    })
    .from(learnerActivity)
    .where(
      and(
        eq(learnerActivity.learnerId, learnerId),
        gte(learnerActivity.day, from),
        lte(learnerActivity.day, to),
      ),
    )
    .orderBy(asc(learnerActivity.day));
}

async function activeYears(db: Db, learnerId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${learnerActivity.day})::int` })
    .from(learnerActivity)
    .where(eq(learnerActivity.learnerId, learnerId));
  return rows.map((row) => Number(row.year));
}

export async function findLearnerResults(
  db: Db,
  learnerId: string,
  period: ResultsPeriod,
  now: Date = new Date(),
): Promise<LearnerResults | undefined> {
  if (!isLearnerId(learnerId)) return undefined;
  const today = utcDay(now);
  const [series, years] = await Promise.all([
    period.kind === 'week'
      ? activityBetween(db, learnerId, weekSeries([], today).from, today).then((days) =>
          weekSeries(days, today),
        )
      : activityBetween(db, learnerId, `${period.year}-01-01`, `${period.year}-12-31`).then((days) =>
          yearSeries(days, period.year),
        ),
    activeYears(db, learnerId),
  ]);
  const current = now.getUTCFullYear();
  const shown = new Set(years.filter((year) => year >= FIRST_RESULTS_YEAR && year <= current));
  shown.add(current);
  return { period, series, years: [...shown].sort((a, b) => b - a) };
}
