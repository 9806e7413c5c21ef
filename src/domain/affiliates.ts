import { and, asc, eq, inArray } from 'drizzle-orm';
import { affiliates, bundleCourses, bundles, courses } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { formatCreditHours } from './credit-hours.ts';
import { productForSale, quoteFor } from './orders/quote.ts';

// Affiliates (spec §1, issue 12): sales partners with a dashboard link. /affiliates/{id} (id = the affiliate's
// slug) sells the affiliate bundle ($119.99, 50% off: 6 courses plus a 3-course bundle) through the ordinary
// checkout; the order records the affiliate when its `affiliate` field names an active one. The price is the
// checkout's own (orders/quote.ts) from the bundle's row: the affiliate changes who is credited, never the price.

const AFFILIATE_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

export function isAffiliateId(value: unknown): value is string {
  return typeof value === 'string' && AFFILIATE_ID.test(value);
}

export interface AffiliateItem {
  slug: string;
  title: string;
  creditHours: string;
}

export interface AffiliateLanding {
  id: string;
  name: string;
  blurb: string;
  /** As stored: an https URL, or a path on the affiliates' dashboard host (affiliateDashboardHref). */
  dashboardUrl: string;
  bundle: {
    slug: string;
    title: string;
    description: string;
    image: string;
    creditHours: string;
    listPriceCents: number;
    totalCents: number;
    discountPercent: number;
    /** The courses sold on their own (6 for the affiliate bundle). */
    courses: AffiliateItem[];
    /** The bundle sold inside it (a 3-course bundle) and its courses, or null. */
    included: { slug: string; title: string; courses: AffiliateItem[] } | null;
    /** Every course an order grants. */
    courseCount: number;
  };
}

/** An active affiliate's landing, or null (unknown, malformed or inactive id). */
export async function findAffiliateLanding(
  db: Db,
  locale: Locale,
  id: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<AffiliateLanding | null> {
  if (!isAffiliateId(id)) return null;
  const [row] = await db
    .select({
      slug: affiliates.slug,
      name: affiliates.displayName,
      blurbEs: affiliates.blurbEs,
      blurbEn: affiliates.blurbEn,
      dashboardUrl: affiliates.dashboardUrl,
      bundleSlug: bundles.slug,
      descriptionEs: bundles.descriptionEs,
      descriptionEn: bundles.descriptionEn,
      includesBundleId: bundles.includesBundleId,
    })
    .from(affiliates)
    .innerJoin(bundles, eq(bundles.id, affiliates.bundleId))
    .where(and(eq(affiliates.slug, id), eq(affiliates.active, true)))
    .limit(1);
  if (!row) return null;
  const product = await productForSale(db, 'bundle', row.bundleSlug);
  if (!product) return null;
  const quote = quoteFor(product, { now });
  const title = (item: { titleEs: string; titleEn: string }) =>
    locale === 'en' ? item.titleEn : item.titleEs;
  const courseRows = product.courseIds.length
    ? await db
        .select({
          id: courses.id,
          slug: courses.slug,
          titleEs: courses.titleEs,
          titleEn: courses.titleEn,
          creditHours: courses.creditHours,
        })
        .from(courses)
        .where(inArray(courses.id, product.courseIds))
    : [];
  const item = (courseId: number): AffiliateItem[] => {
    const course = courseRows.find((candidate) => candidate.id === courseId);
    return course
      ? [{ slug: course.slug, title: title(course), creditHours: formatCreditHours(course.creditHours) }]
      : [];
  };
  let included: AffiliateLanding['bundle']['included'] = null;
  let includedIds = new Set<number>();
  if (row.includesBundleId !== null) {
    const [inner] = await db
      .select({ slug: bundles.slug, titleEs: bundles.titleEs, titleEn: bundles.titleEn })
      .from(bundles)
      .where(eq(bundles.id, row.includesBundleId))
      .limit(1);
    const innerCourses = await db
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, row.includesBundleId))
      .orderBy(asc(bundleCourses.position));
    // Only what the order really grants is shown inside the included bundle.
    const granted = innerCourses.filter((inner) => product.courseIds.includes(inner.courseId));
    if (inner && granted.length > 0) {
      includedIds = new Set(granted.map((course) => course.courseId));
      included = {
        slug: inner.slug,
        title: title(inner),
        courses: granted.flatMap((course) => item(course.courseId)),
      };
    }
  }
  return {
    id: row.slug,
    name: row.name,
    blurb: locale === 'en' ? row.blurbEn : row.blurbEs,
    dashboardUrl: row.dashboardUrl,
    bundle: {
      slug: product.slug,
      title: title(product),
      description: locale === 'en' ? row.descriptionEn : row.descriptionEs,
      image: product.image,
      creditHours: product.creditHours,
      listPriceCents: quote.listPriceCents,
      totalCents: quote.totalCents,
      discountPercent: quote.priceDiscountPercent,
      courses: product.courseIds.filter((id) => !includedIds.has(id)).flatMap(item),
      included,
      courseCount: product.courseIds.length,
    },
  };
}

/** The database key of an active affiliate by public id, or null: what an order records (never trusted blindly). */
export async function findActiveAffiliateKey(db: Db, id: string | null | undefined): Promise<number | null> {
  if (!isAffiliateId(id)) return null;
  const [row] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.slug, id), eq(affiliates.active, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The display name of the affiliate an order records (receipts), or null. */
export async function affiliateName(db: Db, key: number | null): Promise<string | null> {
  if (key === null) return null;
  const [row] = await db
    .select({ name: affiliates.displayName })
    .from(affiliates)
    .where(eq(affiliates.id, key))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The dashboard link an affiliate's page shows: a stored https URL as it is, a stored path on the dashboard host
 * (AFFILIATE_DASHBOARD_URL); none while that host is not configured, rather than a link to a placeholder.
 */
export function affiliateDashboardHref(
  stored: string,
  dashboardHost: string | undefined,
): string | undefined {
  if (/^https:\/\//.test(stored)) return stored;
  if (!stored.startsWith('/') || stored.startsWith('//') || !dashboardHost) return undefined;
  return `${dashboardHost.replace(/\/$/, '')}${stored}`;
}
