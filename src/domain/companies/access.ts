import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/catalog.ts';
import { companyCourses, companyMembers } from '../../db/schema/companies.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { seatCompanyFor, type ViewerCompany } from './seats.ts';

// Who may see which course (spec §1, §6: "An invited user sees only the private courses the company allows").
// - 'marketplace' courses are listed and reachable for everyone;
// - 'link_only' courses are reachable by their address (detail page, checkout) but never listed (catalogue,
//   search, suggestions, featured, sitemap);
// - 'private' courses exist only for signed-in members of a company whose company_courses allow them: listed
//   and reachable for them, and for everyone else as if they did not exist (404).
// The viewer is resolved once per request from the signed-in Open Campus ID; anonymous visitors never cost a
// query, so cached anonymous pages and the catalogue benchmark stay as they were.

export interface CourseViewer {
  /** The private courses this viewer's companies allow (sorted, distinct); empty for everyone else. */
  readonly allowedPrivateCourseIds: readonly number[];
  /**
   * The company whose seats give this viewer the marketplace discount (a member of a company with active seats,
   * companies/seats.ts); null for everyone else. Prices use it on the server only (orders/quote.ts).
   */
  readonly company?: ViewerCompany | null;
}

export type { ViewerCompany };

export const ANONYMOUS_VIEWER: CourseViewer = Object.freeze({
  allowedPrivateCourseIds: Object.freeze([]),
  company: null,
});

/** The company discount this viewer gets on a course with this visibility (marketplace courses only), or 0. */
export function companyDiscountFor(viewer: CourseViewer, visibility: string | null | undefined): number {
  return viewer.company && visibility === 'marketplace' ? viewer.company.discountPercent : 0;
}

/** Whether a course with this visibility may be shown on its own address (detail, checkout) to the viewer. */
export function canReachCourse(
  viewer: CourseViewer,
  course: { id: number; visibility: string | null | undefined },
): boolean {
  if (course.visibility === 'private') return viewer.allowedPrivateCourseIds.includes(course.id);
  // A free Quester's course (its plan publishes nothing): as if it did not exist.
  return course.visibility !== 'unpublished';
}

/** Whether a course belongs in listings (catalogue, search, featured, sitemap) for the viewer. */
export function isListedFor(
  viewer: CourseViewer,
  course: { id: number; visibility: string | null | undefined },
): boolean {
  if (course.visibility === 'marketplace') return true;
  return course.visibility === 'private' && viewer.allowedPrivateCourseIds.includes(course.id);
}

/** The SQL form of isListedFor on the `courses` table. */
export function listedCourseSql(viewer: CourseViewer = ANONYMOUS_VIEWER): SQL {
  const ids = viewer.allowedPrivateCourseIds;
  if (ids.length === 0) return eq(courses.visibility, 'marketplace');
  return or(
    eq(courses.visibility, 'marketplace'),
    and(eq(courses.visibility, 'private'), inArray(courses.id, [...ids])),
  )!;
}

/** The same rule on a raw alias (`c`) inside hand-written subqueries. */
export function listedCourseSqlForAlias(alias: string, viewer: CourseViewer = ANONYMOUS_VIEWER): SQL {
  const ids = viewer.allowedPrivateCourseIds;
  const column = sql.raw(`${alias}.visibility`);
  if (ids.length === 0) return sql`${column} = 'marketplace'`;
  return sql`(${column} = 'marketplace' or (${column} = 'private' and ${sql.raw(`${alias}.id`)} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})))`;
}

/** A Postgres int[] literal of the allowed ids, for prepared statements ('{}' for everyone else). */
export function allowedIdsParam(viewer: CourseViewer = ANONYMOUS_VIEWER): string {
  return `{${viewer.allowedPrivateCourseIds.join(',')}}`;
}

/**
 * The private courses a learner's companies allow (through accepted invitations: company_members), and the company
 * whose active seats give the learner the marketplace discount (seats.ts).
 */
export async function viewerForLearner(db: Db, learnerId: string | null | undefined): Promise<CourseViewer> {
  if (!learnerId) return ANONYMOUS_VIEWER;
  const [rows, company] = await Promise.all([
    db
      .selectDistinct({ courseId: companyCourses.courseId })
      .from(companyMembers)
      .innerJoin(companyCourses, eq(companyCourses.companyId, companyMembers.companyId))
      .innerJoin(courses, eq(courses.id, companyCourses.courseId))
      .where(and(eq(companyMembers.learnerId, learnerId), eq(courses.visibility, 'private'))),
    seatCompanyFor(db, { learnerId }),
  ]);
  return viewerOf(rows, company);
}

/** The same, from the signed-in Open Campus ID (Fastify routes and pages). */
export async function viewerForOcid(db: Db, ocid: string | null | undefined): Promise<CourseViewer> {
  if (!ocid) return ANONYMOUS_VIEWER;
  const [rows, company] = await Promise.all([
    db
      .selectDistinct({ courseId: companyCourses.courseId })
      .from(learners)
      .innerJoin(companyMembers, eq(companyMembers.learnerId, learners.id))
      .innerJoin(companyCourses, eq(companyCourses.companyId, companyMembers.companyId))
      .innerJoin(courses, eq(courses.id, companyCourses.courseId))
      .where(and(eq(learners.ocid, ocid), eq(courses.visibility, 'private'))),
    seatCompanyFor(db, { ocid }),
  ]);
  return viewerOf(rows, company);
}

function viewerOf(rows: Array<{ courseId: number }>, company: ViewerCompany | null): CourseViewer {
  if (rows.length === 0 && !company) return ANONYMOUS_VIEWER;
  return {
    allowedPrivateCourseIds: rows.map((row) => row.courseId).sort((a, b) => a - b),
    company,
  };
}
