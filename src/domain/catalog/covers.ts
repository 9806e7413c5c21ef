import { asc, eq, sql } from 'drizzle-orm';
import { type CoverKind, coverPath } from '../../cover-address.ts';
import {
  bundleCourses,
  bundleStates,
  bundles,
  courseStates,
  courses,
  industries,
  specialties,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { formatCreditHours, sumCreditHours } from '../credit-hours.ts';
import { isSlug } from './query.ts';

// Covers (decision 058): every course and bundle gets its own cover, drawn from its facts (src/ui/covers/) at a
// stable address (src/cover-address.ts). The `image` column keeps a picture someone chose; empty, or one of the
// nine shared catalogue illustrations the first seeds wrote (and courses created from them copied), means "draw
// it from the facts", so a course created later has its own cover with no step of anyone's.

const SHARED_ILLUSTRATION = /^\/images\/catalog\/[a-z-]+-\d\.svg$/;

/** The cover a card and a product page show: the chosen picture, or the drawing from the product's facts. */
export function productImage(kind: CoverKind, slug: string, image: string | null | undefined): string {
  return !image || SHARED_ILLUSTRATION.test(image) ? coverPath(kind, slug) : image;
}

/** What a cover says and what its social image writes; states with the home state (Florida) first. */
export interface ProductCoverFacts {
  kind: CoverKind;
  slug: string;
  titleEs: string;
  titleEn: string;
  industry: string;
  specialty: string;
  states: string[];
  /** The course's language; a bundle's courses' languages (each once). */
  languages: string[];
  hours: string;
  type: 'continuing_education' | 'pre_licensing';
  /** Bundles: how many courses. */
  courseCount?: number;
}

const HOME_STATE = 'FL';
const homeFirst = (codes: string[]) =>
  [...codes].sort((a, b) => Number(b === HOME_STATE) - Number(a === HOME_STATE) || a.localeCompare(b));

/**
 * A course's or bundle's cover facts by slug; undefined when there is none. Any product with a page has a cover,
 * whoever may open the page (a company's private course shows its cover on its members' cards): the facts are
 * the ones its card prints.
 */
export async function productCoverFacts(
  db: Db,
  kind: CoverKind,
  slug: string,
): Promise<ProductCoverFacts | undefined> {
  if (!isSlug(slug)) return undefined;
  if (kind === 'course') {
    const [row] = await db
      .select({
        id: courses.id,
        titleEs: courses.titleEs,
        titleEn: courses.titleEn,
        language: courses.language,
        creditHours: courses.creditHours,
        type: courses.type,
        industry: industries.slug,
        specialty: specialties.slug,
        states: sql<
          string[] | null
        >`(select array_agg(cs.state_code::text) from ${courseStates} cs where cs.course_id = ${courses.id})`,
      })
      .from(courses)
      .innerJoin(industries, eq(industries.id, courses.industryId))
      .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
      .where(eq(courses.slug, slug))
      .limit(1);
    if (!row) return undefined;
    return {
      kind,
      slug,
      titleEs: row.titleEs,
      titleEn: row.titleEn,
      industry: row.industry,
      specialty: row.specialty,
      states: homeFirst(row.states ?? []),
      languages: [row.language],
      hours: formatCreditHours(row.creditHours),
      type: row.type,
    };
  }
  const [row] = await db
    .select({
      id: bundles.id,
      titleEs: bundles.titleEs,
      titleEn: bundles.titleEn,
      type: bundles.type,
      industry: industries.slug,
      specialty: specialties.slug,
      states: sql<
        string[] | null
      >`(select array_agg(bs.state_code::text) from ${bundleStates} bs where bs.bundle_id = ${bundles.id})`,
    })
    .from(bundles)
    .innerJoin(industries, eq(industries.id, bundles.industryId))
    .innerJoin(specialties, eq(specialties.id, bundles.specialtyId))
    .where(eq(bundles.slug, slug))
    .limit(1);
  if (!row) return undefined;
  const items = await db
    .select({ language: courses.language, hours: courses.creditHours })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(eq(bundleCourses.bundleId, row.id))
    .orderBy(asc(bundleCourses.position));
  return {
    kind,
    slug,
    titleEs: row.titleEs,
    titleEn: row.titleEn,
    industry: row.industry,
    specialty: row.specialty,
    states: homeFirst(row.states ?? []),
    languages: [...new Set(items.map((item) => item.language))],
    hours: sumCreditHours(items.map((item) => item.hours)),
    type: row.type,
    courseCount: items.length,
  };
}
