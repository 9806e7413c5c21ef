import { eq, inArray } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import { normalizeSearchText } from '../search-text.ts';
import type { Db } from '../types.ts';

// The affiliate bundle and two demo affiliates (issue 12, spec §1: "Affiliate bundle $119.99, 50% off: 6 courses
// plus a 3-course bundle"). The bundle is a bundles row like any other, so /courses/buy/{slug}?type=bundle sells
// it through the ordinary checkout: its bundle_courses hold all 9 courses (an order grants each), and
// includes_bundle_id names the 3-course bundle inside it for the landing's grouping. The spec's list price is
// the bundle's own (23,998 cents, 50% off = 11,999); the items keep their own catalogue prices.

export const AFFILIATE_BUNDLE_SLUG = 'affiliate-mental-health-bundle';
/** The 3-course bundle sold inside it (LMHC in Spanish: ethics, medical errors, CBT). */
export const AFFILIATE_INCLUDED_BUNDLE_SLUG = 'fl-lmhc-renewal-package-es';
/** The 6 courses next to it: the multistate mental-health electives. */
export const AFFILIATE_BUNDLE_COURSES = [
  'telehealth-best-practices-3h',
  'suicide-risk-assessment-3h',
  'trauma-informed-care-4h',
  'motivational-interviewing-5h',
  'substance-use-disorders-4h',
  'grief-and-loss-3h',
] as const;
export const AFFILIATE_BUNDLE_LIST_CENTS = 23_998;
export const AFFILIATE_BUNDLE_DISCOUNT_PERCENT = 50;

export async function seedDemoAffiliates(db: Db): Promise<void> {
  const [included] = await db
    .select({
      id: schema.bundles.id,
      industryId: schema.bundles.industryId,
      specialtyId: schema.bundles.specialtyId,
    })
    .from(schema.bundles)
    .where(eq(schema.bundles.slug, AFFILIATE_INCLUDED_BUNDLE_SLUG))
    .limit(1);
  if (!included) return;
  const includedCourses = await db
    .select({ courseId: schema.bundleCourses.courseId })
    .from(schema.bundleCourses)
    .where(eq(schema.bundleCourses.bundleId, included.id))
    .orderBy(schema.bundleCourses.position);
  const ownCourses = await db
    .select({ id: schema.courses.id, slug: schema.courses.slug })
    .from(schema.courses)
    .where(inArray(schema.courses.slug, [...AFFILIATE_BUNDLE_COURSES]));
  const ownIds = AFFILIATE_BUNDLE_COURSES.map((slug) => ownCourses.find((row) => row.slug === slug)?.id);
  if (ownIds.some((id) => id === undefined)) return;
  const courseIds = [...(ownIds as number[]), ...includedCourses.map((row) => row.courseId)];
  const titleEs = 'Paquete de afiliados: salud mental (6 cursos + paquete de 3 cursos)';
  const titleEn = 'Affiliate Bundle: Mental Health (6 courses + a 3-course bundle)';
  const [bundle] = await db
    .insert(schema.bundles)
    .values({
      slug: AFFILIATE_BUNDLE_SLUG,
      titleEs,
      titleEn,
      descriptionEs:
        'Seis cursos de educación continua en salud mental (telesalud, riesgo suicida, trauma, entrevista motivacional, consumo de sustancias y duelo) más el paquete LMHC en español de 3 cursos.',
      descriptionEn:
        'Six mental-health continuing-education courses (telehealth, suicide risk, trauma, motivational interviewing, substance use and grief) plus the 3-course LMHC bundle in Spanish.',
      industryId: included.industryId,
      specialtyId: included.specialtyId,
      type: 'continuing_education',
      priceCents: AFFILIATE_BUNDLE_LIST_CENTS,
      discountPercent: AFFILIATE_BUNDLE_DISCOUNT_PERCENT,
      image: '',
      includesBundleId: included.id,
      searchText: normalizeSearchText(titleEs, titleEn, 'afiliados affiliate'),
    })
    .returning({ id: schema.bundles.id });
  if (!bundle) return;
  await db
    .insert(schema.bundleCourses)
    .values(courseIds.map((courseId, position) => ({ bundleId: bundle.id, courseId, position })));
  // Offered where every one of its courses is accredited.
  const stateRows = await db
    .select({ courseId: schema.courseStates.courseId, stateCode: schema.courseStates.stateCode })
    .from(schema.courseStates)
    .where(inArray(schema.courseStates.courseId, courseIds));
  const codes = [...new Set(stateRows.map((row) => row.stateCode))].filter((code) =>
    courseIds.every((id) => stateRows.some((row) => row.courseId === id && row.stateCode === code)),
  );
  if (codes.length > 0)
    await db
      .insert(schema.bundleStates)
      .values(codes.map((stateCode) => ({ bundleId: bundle.id, stateCode })));
  await db.insert(schema.affiliates).values([
    {
      slug: 'mindful-careers',
      displayName: 'Mindful Careers',
      blurbEs:
        'Acompañamos a consejeros y terapeutas de Florida en su renovación de licencia. Con nuestro enlace, el paquete de salud mental cuesta la mitad.',
      blurbEn:
        'We help Florida counselors and therapists renew their licenses. Through our link, the mental-health bundle costs half the price.',
      // A path on the affiliates' dashboard host (AFFILIATE_DASHBOARD_URL): no placeholder host in pages.
      dashboardUrl: '/dashboard/mindful-careers',
      bundleId: bundle.id,
      active: true,
    },
    {
      slug: 'former-partner',
      displayName: 'Former Partner',
      blurbEs: 'Afiliado que ya no participa en el programa.',
      blurbEn: 'An affiliate no longer in the programme.',
      dashboardUrl: '/dashboard/former-partner',
      bundleId: bundle.id,
      active: false,
    },
  ]);
}
