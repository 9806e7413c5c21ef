import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';

// Florida's repeat-course rule (DFS guidance, /work/shared/spec/ce-requirements.md): "the same course by the same
// provider within a 24-month period" appears on the transcript but earns no CE credit. A course belongs to one
// provider, so "same course" is the same course id. The checkout warns a signed-in learner before they pay for
// it again (it does not block: the learner may want the course for its content, or for another licence or
// state); the rule's numbers are data here, not spread through the pages.

export const REPEAT_COURSE_RULES: Readonly<Record<string, { months: number }>> = {
  FL: { months: 24 },
};

/** The instant `months` calendar months before `at` (UTC), the day clamped to the month's end (Mar 31 → Feb 28). */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}

/** The earliest completion that still counts as a repeat in `stateCode` at `now`, or null when no rule applies. */
export function repeatWindowStart(stateCode: string | null | undefined, now: Date): Date | null {
  const rule = stateCode ? REPEAT_COURSE_RULES[stateCode] : undefined;
  return rule ? monthsBefore(now, rule.months) : null;
}

/**
 * Whether completing the course again at `now` earns no credit in `stateCode`: a completion strictly inside the
 * window. Exactly 24 months later the window has passed (credit is earned again).
 */
export function isRepeatWithinWindow(
  stateCode: string | null | undefined,
  completedAt: Date,
  now: Date,
): boolean {
  const start = repeatWindowStart(stateCode, now);
  return start !== null && completedAt.getTime() > start.getTime() && completedAt.getTime() <= now.getTime();
}

export interface RecentCompletion {
  courseId: number;
  courseTitle: string;
  completedAt: Date;
  certificateId: string;
}

/**
 * The learner's issued certificates for these courses completed inside the state's repeat window (newest first,
 * one per course); [] when the state has no such rule. Pending, awaiting-monitor and revoked certificates earned
 * no credit, so they do not count.
 */
export async function recentCompletions(
  db: Db,
  input: {
    learnerId: string;
    courseIds: readonly number[];
    stateCode: string | null | undefined;
    locale: Locale;
  },
  now: Date = new Date(),
): Promise<RecentCompletion[]> {
  const start = repeatWindowStart(input.stateCode, now);
  if (!start || input.courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: certificates.courseId,
      titleEs: certificates.courseTitleEs,
      titleEn: certificates.courseTitleEn,
      completedAt: certificates.completedAt,
      certificateId: certificates.id,
    })
    .from(certificates)
    .where(
      and(
        eq(certificates.learnerId, input.learnerId),
        inArray(certificates.courseId, [...input.courseIds]),
        eq(certificates.status, 'issued'),
        gt(certificates.completedAt, start),
      ),
    )
    .orderBy(desc(certificates.completedAt));
  const seen = new Set<number>();
  const result: RecentCompletion[] = [];
  for (const row of rows) {
    if (seen.has(row.courseId) || !isRepeatWithinWindow(input.stateCode, row.completedAt, now)) continue;
    seen.add(row.courseId);
    result.push({
      courseId: row.courseId,
      courseTitle: input.locale === 'en' ? row.titleEn : row.titleEs,
      completedAt: row.completedAt,
      certificateId: row.certificateId,
    });
  }
  return result;
}
