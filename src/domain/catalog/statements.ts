import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  bundleStates,
  bundles,
  campaigns,
  courseStates,
  courses,
  industries,
  instructors,
  providers,
  specialties,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { bundleCardColumns, courseCardColumns } from './rows.ts';

// Prepared statements for the hot paths, built once per database handle.
// ---------------------------------------------------------------------------------------------------------------
// Prepared statements for the hot paths, built once per database handle.

export function buildStatements(db: Db) {
  const courseBySlug = db
    .select({
      ...courseCardColumns,
      descriptionEs: courses.descriptionEs,
      descriptionEn: courses.descriptionEn,
      trackingNumber: courses.trackingNumber,
      modules: courses.modules,
      createdAt: courses.createdAt,
      providerId: providers.id,
      providerBoardEs: providers.boardEs,
      providerBoardEn: providers.boardEn,
      providerNumber: providers.providerNumber,
      providerAddress: providers.address,
      specialtySlug: specialties.slug,
      specialtyNameEs: specialties.nameEs,
      specialtyNameEn: specialties.nameEn,
      industrySlug: industries.slug,
      industryNameEs: industries.nameEs,
      industryNameEn: industries.nameEn,
      instructorName: instructors.name,
      instructorSlug: instructors.slug,
      instructorHeadlineEs: instructors.headlineEs,
      instructorHeadlineEn: instructors.headlineEn,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    .where(eq(courses.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalog_course_by_slug');

  /** Course cards of one type in one state, filtered by `column` (its placeholder carries the same name). */
  const courseListing = (column: 'specialtyId' | 'industryId', name: string) =>
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(
        courseStates,
        and(eq(courseStates.courseId, courses.id), eq(courseStates.stateCode, sql.placeholder('state'))),
      )
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(
        and(
          eq(courses[column], sql.placeholder(column)),
          eq(courses.type, sql.placeholder('type')),
          // Listed for the viewer (domain/companies/access): marketplace, or a private course their company
          // allows ('{}' for everyone else, so anonymous listings read marketplace courses only).
          sql`(${courses.visibility} = 'marketplace' or (${courses.visibility} = 'private' and ${courses.id} = any(${sql.placeholder('allowed')}::int[])))`,
        ),
      )
      .orderBy(desc(courses.featured), desc(courses.reviewsCount), asc(courses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);

  /** The first six bundle cards of one type in one state, filtered by `column` (placeholder of the same name). */
  const bundleListing = (column: 'specialtyId' | 'industryId', name: string) =>
    db
      .select(bundleCardColumns)
      .from(bundles)
      .innerJoin(
        bundleStates,
        and(eq(bundleStates.bundleId, bundles.id), eq(bundleStates.stateCode, sql.placeholder('state'))),
      )
      .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
      .where(
        and(
          eq(bundles[column], sql.placeholder(column)),
          eq(bundles.type, sql.placeholder('type')),
          // Custom bundles (a learner's missing-hours checkout) are never listed.
          eq(bundles.kind, 'catalog'),
        ),
      )
      .orderBy(desc(bundles.featured), asc(bundles.id))
      .limit(6)
      .prepare(name);

  const coursesForSpecialty = courseListing('specialtyId', 'catalog_courses_for_specialty');
  const coursesForIndustry = courseListing('industryId', 'catalog_courses_for_industry');
  const bundlesForSpecialty = bundleListing('specialtyId', 'catalog_bundles_for_specialty');
  const bundlesForIndustry = bundleListing('industryId', 'catalog_bundles_for_industry');

  const bundleBySlug = db
    .select({
      ...bundleCardColumns,
      descriptionEs: bundles.descriptionEs,
      descriptionEn: bundles.descriptionEn,
      kind: bundles.kind,
      specialtySlug: specialties.slug,
      specialtyNameEs: specialties.nameEs,
      specialtyNameEn: specialties.nameEn,
      industrySlug: industries.slug,
      industryNameEs: industries.nameEs,
      industryNameEn: industries.nameEn,
    })
    .from(bundles)
    .innerJoin(specialties, eq(specialties.id, bundles.specialtyId))
    .innerJoin(industries, eq(industries.id, bundles.industryId))
    .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
    .where(eq(bundles.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalog_bundle_by_slug');

  return {
    courseBySlug,
    coursesForSpecialty,
    coursesForIndustry,
    bundlesForSpecialty,
    bundlesForIndustry,
    bundleBySlug,
  };
}

export const statementCache = new WeakMap<Db, ReturnType<typeof buildStatements>>();
export function statements(db: Db) {
  let prepared = statementCache.get(db);
  if (!prepared) {
    prepared = buildStatements(db);
    statementCache.set(db, prepared);
  }
  return prepared;
}
