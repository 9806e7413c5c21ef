// The week and year charts' numbers (pure, unit-tested): the stored days (UTC) summed into seven days ending
// today, or into the twelve months of a year. Days with nothing stored count as zero, so every bar exists.

export interface ActivityDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  points: number;
  correctQuestions: number;
  videosWatched: number;
  gamesFinished: number;
  minutes: number;
}

export type ActivityTotals = Omit<ActivityDay, 'day'>;

export interface SeriesBucket extends ActivityTotals {
  /** A day (YYYY-MM-DD) on the week chart, a month (YYYY-MM) on the year chart. */
  key: string;
}

export interface Series {
  buckets: SeriesBucket[];
  totals: ActivityTotals;
  /** The first and last day the series covers (inclusive). */
  from: string;
  to: string;
}

/** The years a results page may show: from Quest's first season to the current year. */
export const FIRST_RESULTS_YEAR = 2020;

export function emptyTotals(): ActivityTotals {
  return { points: 0, correctQuestions: 0, videosWatched: 0, gamesFinished: 0, minutes: 0 };
}

function add(into: ActivityTotals, day: ActivityTotals): void {
  into.points += day.points;
  into.correctQuestions += day.correctQuestions;
  into.videosWatched += day.videosWatched;
  into.gamesFinished += day.gamesFinished;
  into.minutes += day.minutes;
}

/** The day (YYYY-MM-DD, UTC) `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Seven daily buckets: the six days before `today` and today. */
export function weekSeries(days: readonly ActivityDay[], today: string): Series {
  const from = addDays(today, -6);
  const buckets: SeriesBucket[] = Array.from({ length: 7 }, (_, i) => ({
    key: addDays(from, i),
    ...emptyTotals(),
  }));
  const byKey = new Map(buckets.map((bucket) => [bucket.key, bucket]));
  const totals = emptyTotals();
  for (const day of days) {
    const bucket = byKey.get(day.day);
    if (!bucket) continue;
    add(bucket, day);
    add(totals, day);
  }
  return { buckets, totals, from, to: today };
}

/** Twelve monthly buckets of `year`. */
export function yearSeries(days: readonly ActivityDay[], year: number): Series {
  const prefix = String(year).padStart(4, '0');
  const buckets: SeriesBucket[] = Array.from({ length: 12 }, (_, month) => ({
    key: `${prefix}-${String(month + 1).padStart(2, '0')}`,
    ...emptyTotals(),
  }));
  const totals = emptyTotals();
  for (const day of days) {
    if (!day.day.startsWith(`${prefix}-`)) continue;
    const month = Number(day.day.slice(5, 7));
    const bucket = buckets[month - 1];
    if (!bucket) continue;
    add(bucket, day);
    add(totals, day);
  }
  return { buckets, totals, from: `${prefix}-01-01`, to: `${prefix}-12-31` };
}

/** A results year from the address: four digits within FIRST_RESULTS_YEAR … the current year, else null. */
export function parseResultsYear(segment: string, now: Date = new Date()): number | null {
  if (!/^\d{4}$/.test(segment)) return null;
  const year = Number(segment);
  return year >= FIRST_RESULTS_YEAR && year <= now.getUTCFullYear() ? year : null;
}
