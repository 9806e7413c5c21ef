import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import {
  bundleCourses,
  bundleStates,
  bundles,
  campaigns,
  courseStates,
  courses,
  industries,
  specialties,
} from '../../db/schema/catalog.ts';
import { ceReports } from '../../db/schema/ce-reports.ts';
import { certificates } from '../../db/schema/certificates.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { priceOf } from '../catalog/rows.ts';
import { isRepeatWithinWindow } from '../certificates/repeat-course.ts';
import { formatCreditHours } from '../credit-hours.ts';
import { acceptedFor, type CompletedCourse, type Evaluation, evaluate, type LicenceFacts } from './engine.ts';
import { type CandidateBundle, type CandidateCourse, type Proposal, proposeCourses } from './proposal.ts';
import { LICENCE_REQUIREMENTS, licenceRequirement } from './requirements/data.ts';
import type { LicenceRequirement } from './requirements/types.ts';

// The engine and the proposal on the database: a learner's credited completions (issued certificates with
// their course's CE credits, states and provider), the catalogue's candidates at today's prices, and the custom
// bundle "fill my missing hours" sells through the ordinary checkout.

/**
 * The learner's issued certificates as the engine reads them (pending or revoked ones earned no credit, nor do
 * those whose report the regulator rejected or found a duplicate: issue 31).
 */
export async function learnerCompletions(
  db: Db,
  learnerId: string,
  locale: Locale,
): Promise<CompletedCourse[]> {
  const rows = await db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      providerId: courses.providerId,
      titleEs: certificates.courseTitleEs,
      titleEn: certificates.courseTitleEn,
      completedAt: certificates.completedAt,
      hours: certificates.creditHours,
      credits: courses.ceCredits,
      type: courses.type,
      industry: industries.slug,
      specialty: specialties.slug,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .where(
      and(
        eq(certificates.learnerId, learnerId),
        eq(certificates.status, 'issued'),
        notExists(
          db
            .select({ id: ceReports.id })
            .from(ceReports)
            .where(
              and(
                eq(ceReports.certificateId, certificates.id),
                inArray(ceReports.status, ['rejected', 'duplicate']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(certificates.completedAt));
  if (rows.length === 0) return [];
  const stateRows = await db
    .select({ courseId: courseStates.courseId, stateCode: courseStates.stateCode })
    .from(courseStates)
    .where(inArray(courseStates.courseId, [...new Set(rows.map((row) => row.courseId))]));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    providerId: row.providerId,
    title: locale === 'en' ? row.titleEn : row.titleEs,
    completedAt: row.completedAt,
    hours: formatCreditHours(row.hours),
    credits: row.credits,
    states: stateRows.filter((state) => state.courseId === row.courseId).map((state) => state.stateCode),
    industry: row.industry,
    specialty: row.specialty,
    type: row.type,
  }));
}

/** Listed CE courses and catalogue bundles of the licence's industry accredited in its state, at today's price. */
export async function ceCandidates(
  db: Db,
  licence: LicenceRequirement,
  locale: Locale,
  now: Date,
): Promise<{ courses: CandidateCourse[]; bundles: CandidateBundle[] }> {
  const courseRows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      titleEs: courses.titleEs,
      titleEn: courses.titleEn,
      language: courses.language,
      hours: courses.creditHours,
      credits: courses.ceCredits,
      type: courses.type,
      priceCents: courses.priceCents,
      discountPercent: courses.discountPercent,
      discountValidUntil: courses.discountValidUntil,
      campaignPercent: campaigns.discountPercent,
      campaignExpiresAt: campaigns.expiresAt,
      specialty: specialties.slug,
    })
    .from(courses)
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .innerJoin(
      courseStates,
      and(eq(courseStates.courseId, courses.id), eq(courseStates.stateCode, licence.state)),
    )
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    .where(and(eq(industries.slug, licence.industry), eq(courses.visibility, 'marketplace')))
    .orderBy(asc(courses.id));
  const candidates: CandidateCourse[] = courseRows
    // Pre-licensing courses earn no CE, unless they meet a named category (Florida real estate post-licensing).
    .filter((row) => row.type === 'continuing_education' || row.credits.length > 0)
    .filter((row) => acceptedFor(licence, { industry: licence.industry, specialty: row.specialty }))
    .map((row) => ({
      courseId: row.id,
      slug: row.slug,
      title: locale === 'en' ? row.titleEn : row.titleEs,
      language: row.language,
      hours: formatCreditHours(row.hours),
      credits: row.credits,
      priceCents: priceOf(row, now).finalCents,
      ownSpecialty: row.specialty === licence.specialty,
    }));
  const bundleRows = await db
    .select({
      id: bundles.id,
      slug: bundles.slug,
      titleEs: bundles.titleEs,
      titleEn: bundles.titleEn,
      priceCents: bundles.priceCents,
      discountPercent: bundles.discountPercent,
      discountValidUntil: bundles.discountValidUntil,
      campaignPercent: campaigns.discountPercent,
      campaignExpiresAt: campaigns.expiresAt,
    })
    .from(bundles)
    .innerJoin(industries, eq(industries.id, bundles.industryId))
    .innerJoin(
      bundleStates,
      and(eq(bundleStates.bundleId, bundles.id), eq(bundleStates.stateCode, licence.state)),
    )
    .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
    .where(
      and(
        eq(industries.slug, licence.industry),
        eq(bundles.kind, 'catalog'),
        eq(bundles.type, 'continuing_education'),
      ),
    )
    .orderBy(asc(bundles.id));
  const members =
    bundleRows.length === 0
      ? []
      : await db
          .select({ bundleId: bundleCourses.bundleId, courseId: bundleCourses.courseId })
          .from(bundleCourses)
          .where(
            inArray(
              bundleCourses.bundleId,
              bundleRows.map((row) => row.id),
            ),
          );
  return {
    courses: candidates,
    bundles: bundleRows.map((row) => ({
      bundleId: row.id,
      slug: row.slug,
      title: locale === 'en' ? row.titleEn : row.titleEs,
      courseIds: members.filter((member) => member.bundleId === row.id).map((member) => member.courseId),
      priceCents: priceOf(row, now).finalCents,
    })),
  };
}

/**
 * Courses that would earn no credit if taken again now: credited in this period, or (under a repeat rule) completed
 * inside the repeat window. They are never proposed.
 */
export function noCreditCourseIds(
  evaluation: Evaluation,
  completions: readonly CompletedCourse[],
  now: Date,
) {
  const ids = new Set(evaluation.credited.map((entry) => entry.completion.courseId));
  const repeatState = evaluation.version?.repeatRuleState;
  for (const completion of completions) {
    if (repeatState && isRepeatWithinWindow(repeatState, completion.completedAt, now)) {
      ids.add(completion.courseId);
    }
  }
  return ids;
}

export interface RequirementsReport {
  evaluation: Evaluation;
  proposal: Proposal | null;
  completions: CompletedCourse[];
}

/** The engine's answer for a licence (and the learner's transcript when one is signed in) and the proposal. */
export async function requirementsReport(
  db: Db,
  input: { licenceKey: string; facts: LicenceFacts; learnerId: string | null; locale: Locale },
  now: Date = new Date(),
): Promise<RequirementsReport | undefined> {
  const licence = licenceRequirement(input.licenceKey);
  if (!licence) return undefined;
  const completions = input.learnerId ? await learnerCompletions(db, input.learnerId, input.locale) : [];
  const evaluation = evaluate(licence, input.facts, completions, now);
  if (evaluation.missingTenths === null && evaluation.categories.every((entry) => !entry.missingTenths)) {
    return { evaluation, proposal: null, completions };
  }
  const candidates = await ceCandidates(db, licence, input.locale, now);
  const excluded = noCreditCourseIds(evaluation, completions, now);
  const proposal = proposeCourses(
    evaluation,
    candidates.courses.filter((course) => !excluded.has(course.courseId)),
    candidates.bundles,
    input.locale,
  );
  return { evaluation, proposal, completions };
}

/**
 * The proposal as one product for the ordinary checkout: an unlisted 'custom' bundle of exactly these courses at
 * the proposal's total (computed here from the database). The same courses at the same price reuse one bundle
 * (the slug is their digest), so asking twice creates nothing new.
 */
export async function customBundleFor(
  db: Db,
  licence: LicenceRequirement,
  proposal: Proposal,
): Promise<{ slug: string } | undefined> {
  if (!proposal.covers || proposal.courses.length === 0) return undefined;
  // One catalogue bundle is already a single checkout: sell it as it is.
  const [only] = proposal.items;
  if (proposal.items.length === 1 && only?.kind === 'bundle') return { slug: only.slug };
  const courseIds = proposal.courses.map((course) => course.courseId).sort((a, b) => a - b);
  const digest = createHash('sha256')
    .update(`${licence.key}|${courseIds.join(',')}|${proposal.totalCents}`)
    .digest('base64url')
    .slice(0, 16);
  const slug = `ce-fill-${licence.key}-${digest}`.toLowerCase();
  const [existing] = await db.select({ id: bundles.id }).from(bundles).where(eq(bundles.slug, slug)).limit(1);
  if (existing) return { slug };
  const titles = await db
    .select({
      id: courses.id,
      titleEs: courses.titleEs,
      titleEn: courses.titleEn,
      industryId: courses.industryId,
      specialtyId: courses.specialtyId,
      image: courses.image,
    })
    .from(courses)
    .where(inArray(courses.id, courseIds))
    .orderBy(asc(courses.id));
  const first = titles[0];
  if (!first || titles.length !== courseIds.length) return undefined;
  const hours = formatCreditHours(`${Math.floor(proposal.hoursTenths / 10)}.${proposal.hoursTenths % 10}`);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bundles)
      .values({
        slug,
        kind: 'custom',
        titleEs: `Tus horas de educación continua: ${proposal.courses.length} cursos, ${hours} h (${licence.state})`,
        titleEn: `Your continuing education hours: ${proposal.courses.length} courses, ${hours} h (${licence.state})`,
        descriptionEs: titles.map((course) => course.titleEs).join(' · '),
        descriptionEn: titles.map((course) => course.titleEn).join(' · '),
        industryId: first.industryId,
        specialtyId: first.specialtyId,
        type: 'continuing_education',
        priceCents: proposal.totalCents,
        image: first.image,
        searchText: '',
      })
      .onConflictDoNothing({ target: bundles.slug })
      .returning({ id: bundles.id });
    if (!row) return;
    await tx
      .insert(bundleCourses)
      .values(courseIds.map((courseId, position) => ({ bundleId: row.id, courseId, position })));
    await tx.insert(bundleStates).values({ bundleId: row.id, stateCode: licence.state });
  });
  return { slug };
}

/**
 * "Buy it in one checkout": the report computed again here (never from what the browser sent but the licence
 * facts), and its proposal as a custom bundle. Undefined when there is nothing to buy.
 */
export async function fillMissingHours(
  db: Db,
  input: { licenceKey: string; facts: LicenceFacts; learnerId: string | null; locale: Locale },
  now: Date = new Date(),
): Promise<{ slug: string; state: string } | undefined> {
  const report = await requirementsReport(db, input, now);
  if (!report?.proposal) return undefined;
  const bundle = await customBundleFor(db, report.evaluation.licence, report.proposal);
  return bundle ? { slug: bundle.slug, state: report.evaluation.licence.state } : undefined;
}

/**
 * The licence a signed-in learner most likely renews, from their newest credited completion (its specialty and a
 * state it is accredited in), so the tool opens filled from the transcript; undefined without one.
 */
export async function suggestedLicence(db: Db, learnerId: string): Promise<string | undefined> {
  const completions = await learnerCompletions(db, learnerId, 'en');
  for (const completion of [...completions].reverse()) {
    const licence = LICENCE_REQUIREMENTS.find(
      (candidate) =>
        candidate.specialty === completion.specialty &&
        completion.states.includes(candidate.state) &&
        acceptedFor(candidate, completion),
    );
    if (licence) return licence.key;
  }
  return undefined;
}
