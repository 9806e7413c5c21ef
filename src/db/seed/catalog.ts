import { sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import { normalizeSearchText } from '../search-text.ts';
import type { Db } from '../types.ts';
import { seedDemoAffiliates } from './affiliates.ts';
import { CE_CREDITS } from './ce-credits.ts';
import { seedDemoCompanies } from './companies.ts';
import {
  BUNDLES,
  CAMPAIGNS,
  COURSES,
  INDUSTRIES,
  INSTRUCTORS,
  PROVIDERS,
  SPECIALTIES,
  STATES,
} from './data.ts';
import { seedDemoLearnerPlay } from './learners.ts';
import { seedDemoLearning } from './learning.ts';
import { seedDemoQuesterPlans } from './quester-plans.ts';
import { demoReviewsFor, newReviewLedger, type ReviewSubject, seedVerifiedDemoReview } from './reviews.ts';
import { syllabusFor, syllabusMinutes } from './syllabi.ts';
import { seedDemoTopics } from './topics.ts';

export interface SeedCounts {
  states: number;
  providers: number;
  courses: number;
  bundles: number;
  reviews: number;
  /** Demo certificates (with their learners, orders and enrolments: seed/learning.ts). */
  certificates: number;
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
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

/** A course's modules from its syllabus (syllabi.ts), their minutes adding up to its credit hours. */
export function courseModules(key: string, hours: string): schema.CourseModule[] {
  const syllabus = syllabusFor(key);
  const minutes = syllabusMinutes(hours, syllabus);
  return syllabus.map((module, index) => ({
    titleEs: module.titleEs,
    titleEn: module.titleEn,
    minutes: minutes[index]!,
    outcomeEs: module.outcomeEs,
    outcomeEn: module.outcomeEn,
  }));
}

const CHUNK = 500;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Inserts the demo catalogue into an empty, migrated database. `scale` multiplies courses, bundles and reviews
 * (copies get an edition suffix) to measure how query cost grows with catalogue size.
 */
export async function seedCatalog(
  db: Db,
  { scale = 1, now = new Date() }: { scale?: number; now?: Date } = {},
): Promise<SeedCounts> {
  // Course launch dates and reviews: the same on every machine, relative to `now`.
  const reviewRandom = prng(20261121);

  await db.insert(schema.states).values(STATES.map((s) => ({ ...s })));
  const industryRows = await db
    .insert(schema.industries)
    .values(INDUSTRIES.map((industry, position) => ({ ...industry, position })))
    .returning({ id: schema.industries.id, slug: schema.industries.slug });
  const industryId = new Map(industryRows.map((row) => [row.slug, row.id]));

  const specialtyRows = await db
    .insert(schema.specialties)
    .values(
      SPECIALTIES.map((specialty, position) => ({
        slug: specialty.slug,
        industryId: industryId.get(specialty.industry)!,
        nameEs: specialty.nameEs,
        nameEn: specialty.nameEn,
        descriptionEs: specialty.descriptionEs,
        descriptionEn: specialty.descriptionEn,
        searchText: normalizeSearchText(specialty.nameEs, specialty.nameEn, specialty.slug),
        position,
      })),
    )
    .returning({ id: schema.specialties.id, slug: schema.specialties.slug });
  const specialtyId = new Map(specialtyRows.map((row) => [row.slug, row.id]));
  const specialtyIndustry = new Map(SPECIALTIES.map((s) => [s.slug, industryId.get(s.industry)!]));
  const specialtyNames = new Map(SPECIALTIES.map((s) => [s.slug, `${s.nameEs} ${s.nameEn}`]));

  const providerRows = await db
    .insert(schema.providers)
    .values(PROVIDERS.map(({ industry: _industry, ...provider }) => provider))
    .returning({ id: schema.providers.id, slug: schema.providers.slug });
  const providerId = new Map(providerRows.map((row) => [row.slug, row.id]));

  const instructorRows = await db
    .insert(schema.instructors)
    .values(INSTRUCTORS.map((instructor) => ({ ...instructor, featured: true, plan: 'plus' as const })))
    .returning({ id: schema.instructors.id, slug: schema.instructors.slug });
  const instructorId = new Map(instructorRows.map((row) => [row.slug, row.id]));

  const campaignRows = await db
    .insert(schema.campaigns)
    .values(CAMPAIGNS)
    .returning({ id: schema.campaigns.id, slug: schema.campaigns.slug });
  const campaignId = new Map(campaignRows.map((row) => [row.slug, row.id]));

  const industrySlugById: Record<string, string> = {};
  for (const [slug, id] of industryId) industrySlugById[id] = slug;

  const courseValues: (typeof schema.courses.$inferInsert)[] = [];
  const courseStates: { slug: string; states: string[] }[] = [];
  /** What the review generator reads of each course (seed/reviews.ts), by slug. */
  const reviewSubjects = new Map<string, ReviewSubject>();
  const instructorName = new Map(INSTRUCTORS.map((instructor) => [instructor.slug, instructor.name]));
  const stateByCode = new Map(STATES.map((state) => [state.code as string, state]));
  let tracking = 0;
  for (let copy = 1; copy <= scale; copy++) {
    const suffix = copy === 1 ? '' : `-ed${copy}`;
    const titleSuffixEs = copy === 1 ? '' : ` · edición ${copy}`;
    const titleSuffixEn = copy === 1 ? '' : ` · edition ${copy}`;
    for (const course of COURSES) {
      tracking++;
      const industry = specialtyIndustry.get(course.specialty)!;
      const industrySlug = industrySlugById[industry]!;
      const trackingNumber =
        industrySlug === 'insurance'
          ? `CT${String(417000 + tracking).padStart(6, '0')}`
          : industrySlug === 'real-estate'
            ? `RE${String(88000 + tracking).padStart(6, '0')}`
            : `20-${String(936100 + tracking).padStart(6, '0')}`;
      const titleEs = `${course.titleEs}${titleSuffixEs}`;
      const titleEn = `${course.titleEn}${titleSuffixEn}`;
      courseValues.push({
        slug: `${course.key}${suffix}`,
        titleEs,
        titleEn,
        descriptionEs: course.descriptionEs,
        descriptionEn: course.descriptionEn,
        language: course.language,
        creditHours: course.hours,
        industryId: industry,
        specialtyId: specialtyId.get(course.specialty)!,
        providerId: providerId.get(course.provider)!,
        instructorId: instructorId.get(course.instructor) ?? null,
        courseCode: course.code ?? null,
        trackingNumber,
        type: course.type,
        priceCents: course.priceCents,
        discountPercent: course.discountPercent ?? 0,
        discountValidUntil: course.discountValidUntil ? new Date(course.discountValidUntil) : null,
        campaignId: course.campaign ? campaignId.get(course.campaign)! : null,
        modules: courseModules(course.key, course.hours),
        ceCredits: CE_CREDITS[course.key] ?? [],
        // No picture of its own: its cover is drawn from its facts (src/domain/catalog/covers.ts).
        image: '',
        featured: copy === 1 && Boolean(course.featured),
        // On sale since 9 to 30 months ago: its demo reviews come after that (seed/reviews.ts).
        createdAt: new Date(now.getTime() - (9 + Math.floor(reviewRandom() * 22)) * MONTH_MS),
        searchText: normalizeSearchText(
          titleEs,
          titleEn,
          course.code,
          course.specialty,
          specialtyNames.get(course.specialty),
        ),
      });
      courseStates.push({ slug: `${course.key}${suffix}`, states: course.states ?? ['FL'] });
      const firstState = stateByCode.get(course.states?.[0] ?? 'FL')!;
      reviewSubjects.set(`${course.key}${suffix}`, {
        titleEs: course.titleEs,
        titleEn: course.titleEn,
        descriptionEs: course.descriptionEs,
        descriptionEn: course.descriptionEn,
        language: course.language,
        hours: course.hours,
        type: course.type,
        specialty: course.specialty,
        industry: industrySlug,
        instructor: instructorName.get(course.instructor) ?? null,
        modules: syllabusFor(course.key).map((module) => [module.titleEs, module.titleEn] as const),
        stateEs: firstState.nameEs,
        stateEn: firstState.nameEn,
      });
    }
  }
  const courseIdBySlug = new Map<string, number>();
  await insertChunks(courseValues, async (chunk) => {
    const rows = await db
      .insert(schema.courses)
      .values(chunk)
      .returning({ id: schema.courses.id, slug: schema.courses.slug });
    for (const row of rows) courseIdBySlug.set(row.slug, row.id);
  });
  await insertChunks(
    courseStates.flatMap(({ slug, states }) =>
      states.map((stateCode) => ({ courseId: courseIdBySlug.get(slug)!, stateCode })),
    ),
    (chunk) => db.insert(schema.courseStates).values(chunk),
  );
  const statesByCourseKey = new Map(COURSES.map((c) => [c.key, c.states ?? ['FL']]));

  const bundleValues: (typeof schema.bundles.$inferInsert)[] = [];
  const bundleLinks: { slug: string; courses: string[]; states: string[] }[] = [];
  for (let copy = 1; copy <= scale; copy++) {
    const suffix = copy === 1 ? '' : `-ed${copy}`;
    for (const bundle of BUNDLES) {
      const industry = specialtyIndustry.get(bundle.specialty)!;
      const titleEs = `${bundle.titleEs}${copy === 1 ? '' : ` · edición ${copy}`}`;
      const titleEn = `${bundle.titleEn}${copy === 1 ? '' : ` · edition ${copy}`}`;
      bundleValues.push({
        slug: `${bundle.key}${suffix}`,
        titleEs,
        titleEn,
        descriptionEs: bundle.descriptionEs,
        descriptionEn: bundle.descriptionEn,
        industryId: industry,
        specialtyId: specialtyId.get(bundle.specialty)!,
        type: bundle.type,
        priceCents: bundle.priceCents,
        discountPercent: bundle.discountPercent ?? 0,
        discountValidUntil: bundle.discountValidUntil ? new Date(bundle.discountValidUntil) : null,
        campaignId: bundle.campaign ? campaignId.get(bundle.campaign)! : null,
        image: '',
        featured: copy === 1 && Boolean(bundle.featured),
        searchText: normalizeSearchText(
          titleEs,
          titleEn,
          bundle.specialty,
          specialtyNames.get(bundle.specialty),
        ),
      });
      // A bundle is offered where every one of its courses is accredited.
      const states = STATES.map((s) => s.code as string).filter((code) =>
        bundle.courses.every((key) => statesByCourseKey.get(key)?.includes(code)),
      );
      bundleLinks.push({
        slug: `${bundle.key}${suffix}`,
        courses: bundle.courses.map((key) => `${key}${suffix}`),
        states,
      });
    }
  }
  const bundleIdBySlug = new Map<string, number>();
  await insertChunks(bundleValues, async (chunk) => {
    const rows = await db
      .insert(schema.bundles)
      .values(chunk)
      .returning({ id: schema.bundles.id, slug: schema.bundles.slug });
    for (const row of rows) bundleIdBySlug.set(row.slug, row.id);
  });
  await insertChunks(
    bundleLinks.flatMap(({ slug, courses }) =>
      courses.map((courseSlug, position) => {
        const courseId = courseIdBySlug.get(courseSlug);
        if (!courseId) throw new Error(`Bundle ${slug} names an unknown course ${courseSlug}`);
        return { bundleId: bundleIdBySlug.get(slug)!, courseId, position };
      }),
    ),
    (chunk) => db.insert(schema.bundleCourses).values(chunk),
  );
  await insertChunks(
    bundleLinks.flatMap(({ slug, states }) =>
      states.map((stateCode) => ({ bundleId: bundleIdBySlug.get(slug)!, stateCode })),
    ),
    (chunk) => db.insert(schema.bundleStates).values(chunk),
  );

  // Reviews: mostly 4-5 stars, written per course from its subject (seed/reviews.ts); no sentence or reviewer
  // name repeats in the seed, so none repeats on a page. A bundle's page shows its courses' reviews.
  const reviewValues: (typeof schema.reviews.$inferInsert)[] = [];
  const ratingFor = () => {
    const r = reviewRandom();
    return r < 0.62 ? 5 : r < 0.88 ? 4 : r < 0.95 ? 3 : r < 0.98 ? 2 : 1;
  };
  const ledger = newReviewLedger();
  for (const course of courseValues) {
    const count = 2 + Math.floor(reviewRandom() * 7) + (course.featured ? 4 : 0);
    for (const review of demoReviewsFor(reviewSubjects.get(course.slug)!, {
      count,
      rating: ratingFor,
      random: reviewRandom,
      ledger,
      launchedAt: course.createdAt as Date,
      now,
      reuse: scale > 1,
    })) {
      reviewValues.push({ courseId: courseIdBySlug.get(course.slug)!, ...review });
    }
  }
  await insertChunks(reviewValues, (chunk) => db.insert(schema.reviews).values(chunk));

  const certificates = await seedDemoLearning(db);
  // María's issued certificate stands behind the one verified review of the demo (seed/reviews.ts).
  const verified = await seedVerifiedDemoReview(db, now);
  // Keep the denormalised ReviewsAverage / ReviewsCount in step with the reviews table.
  await refreshReviewStats(db);
  // Demo companies: private and link-only courses, invitations, María a member (seed/companies.ts).
  await seedDemoCompanies(db);
  // The demo learners' stats, daily activity and achievements (seed/learners.ts).
  await seedDemoLearnerPlay(db);
  // The affiliate bundle (6 courses + a 3-course bundle) and two affiliates, one inactive (seed/affiliates.ts).
  await seedDemoAffiliates(db);
  // Topics, the Quest apps and their campaigns (seed/topics.ts).
  await seedDemoTopics(db);
  // A Basic Quester (a link-only course) and a free one (an unpublished course) (seed/quester-plans.ts).
  await seedDemoQuesterPlans(db);

  return {
    states: STATES.length,
    providers: PROVIDERS.length,
    courses: courseValues.length,
    bundles: bundleValues.length,
    reviews: reviewValues.length + verified,
    certificates,
  };
}

/**
 * Recomputes reviews_count and reviews_average of every course from the reviews table (a bundle's rating is
 * the review-weighted combination of its courses', computed by the domain).
 */
export async function refreshReviewStats(db: Db): Promise<void> {
  await db.execute(sql`
    update courses c set reviews_count = s.n, reviews_average = s.avg
    from (select course_id, count(*)::int as n, round(avg(rating)::numeric, 2) as avg
          from reviews where course_id is not null group by course_id) s
    where c.id = s.course_id`);
}
