import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  bundleCourses,
  bundleStates,
  bundles,
  campaigns,
  courseStates,
  courses,
  states,
} from '../../db/schema/catalog.ts';
import type { ProductType } from '../../db/schema/orders.ts';
import { appCampaigns } from '../../db/schema/topics.ts';
import type { Db } from '../../db/types.ts';
import { productImage } from '../catalog/covers.ts';
import {
  ANONYMOUS_VIEWER,
  type CourseViewer,
  canReachCourse,
  companyDiscountFor,
} from '../companies/access.ts';
import { formatCreditHours } from '../credit-hours.ts';
import { applyPriceRule, type PriceInput, productReductions, type ReductionSource } from '../pricing.ts';
import { creditPackageForSale } from './credit-product.ts';

// What a checkout sells and for how much, computed on the server from the database only, by the one price rule
// (pricing.ts applyPriceRule): the best single automatic reduction among the product's discount, its campaigns
// and a company member's discount, then the 10%-off code on that price. The browser never sends a price.

export interface CampaignPrice {
  slug: string;
  discountPercent: number;
  expiresAt: Date;
}

export interface ProductForSale {
  type: ProductType;
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  image: string;
  creditHours: string;
  price: Omit<PriceInput, 'campaign'> & { campaign: CampaignPrice | null };
  /** States the product is accredited in (a choice is required when there are several). */
  states: Array<{ code: string; nameEs: string; nameEn: string }>;
  /** The courses an order of it gives access to (one for a course, each of a bundle's). */
  courseIds: number[];
  /** A course's visibility (the company discount is for marketplace courses); null for a bundle. */
  visibility: string | null;
}

export interface Quote {
  listPriceCents: number;
  /** The automatic reduction (the product's discount, a campaign or the company's), in cents (0: none). */
  priceDiscountCents: number;
  priceDiscountPercent: number;
  /** The campaign whose price applied (the link's or the product's own), if one did. */
  appliedCampaign: string | null;
  codePercent: number;
  codeDiscountCents: number;
  totalCents: number;
  /** When the product's price offer ends (null: it does not). */
  offerEndsAt: Date | null;
  /** The company whose seats gave the buyer the marketplace discount, when that price applied. */
  appliedCompany: { id: string; name: string; discountPercent: number } | null;
  /** What the price rule applied, in order: at most one automatic reduction, then the code. */
  applied: Array<ReductionSource | 'code'>;
}

const campaignColumns = {
  slug: campaigns.slug,
  discountPercent: campaigns.discountPercent,
  expiresAt: campaigns.expiresAt,
};

function campaignOf(row: {
  campaignSlug: string | null;
  campaignPercent: number | null;
  campaignExpiresAt: Date | null;
}) {
  return row.campaignSlug !== null && row.campaignPercent !== null && row.campaignExpiresAt
    ? {
        slug: row.campaignSlug,
        discountPercent: row.campaignPercent,
        expiresAt: new Date(row.campaignExpiresAt),
      }
    : null;
}

/** The course or bundle behind /courses/buy/{slug} (a bundle when type is 'bundle'), or undefined. */
export async function productForSale(
  db: Db,
  type: ProductType,
  slug: string,
  /** Who buys: a private course is for sale only to members of a company that allows it. */
  viewer: CourseViewer = ANONYMOUS_VIEWER,
): Promise<ProductForSale | undefined> {
  if (type === 'credits') return creditPackageForSale(slug);
  if (type === 'course') {
    const [row] = await db
      .select({
        id: courses.id,
        slug: courses.slug,
        titleEs: courses.titleEs,
        titleEn: courses.titleEn,
        image: courses.image,
        creditHours: courses.creditHours,
        priceCents: courses.priceCents,
        discountPercent: courses.discountPercent,
        discountValidUntil: courses.discountValidUntil,
        campaignSlug: campaigns.slug,
        campaignPercent: campaigns.discountPercent,
        campaignExpiresAt: campaigns.expiresAt,
        visibility: courses.visibility,
      })
      .from(courses)
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(eq(courses.slug, slug))
      .limit(1);
    if (!row || !canReachCourse(viewer, row)) return undefined;
    const stateRows = await db
      .select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn })
      .from(courseStates)
      .innerJoin(states, eq(states.code, courseStates.stateCode))
      .where(eq(courseStates.courseId, row.id))
      .orderBy(asc(states.code));
    return {
      type,
      id: row.id,
      slug: row.slug,
      titleEs: row.titleEs,
      titleEn: row.titleEn,
      image: productImage('course', row.slug, row.image),
      creditHours: formatCreditHours(row.creditHours),
      price: {
        priceCents: row.priceCents,
        discountPercent: row.discountPercent,
        discountValidUntil: row.discountValidUntil,
        campaign: campaignOf(row),
      },
      states: stateRows,
      courseIds: [row.id],
      visibility: row.visibility,
    };
  }
  const [row] = await db
    .select({
      id: bundles.id,
      slug: bundles.slug,
      titleEs: bundles.titleEs,
      titleEn: bundles.titleEn,
      image: bundles.image,
      priceCents: bundles.priceCents,
      discountPercent: bundles.discountPercent,
      discountValidUntil: bundles.discountValidUntil,
      campaignSlug: campaigns.slug,
      campaignPercent: campaigns.discountPercent,
      campaignExpiresAt: campaigns.expiresAt,
      creditHours: sql<string>`(select coalesce(sum(${courses.creditHours}), 0)::text from ${bundleCourses} join ${courses} on ${courses.id} = ${bundleCourses.courseId} where ${bundleCourses.bundleId} = ${bundles.id})`,
    })
    .from(bundles)
    .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
    .where(eq(bundles.slug, slug))
    .limit(1);
  if (!row) return undefined;
  const [stateRows, courseRows] = await Promise.all([
    db
      .select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn })
      .from(bundleStates)
      .innerJoin(states, eq(states.code, bundleStates.stateCode))
      .where(eq(bundleStates.bundleId, row.id))
      .orderBy(asc(states.code)),
    db
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, row.id))
      .orderBy(asc(bundleCourses.position)),
  ]);
  return {
    type,
    id: row.id,
    slug: row.slug,
    titleEs: row.titleEs,
    titleEn: row.titleEn,
    image: productImage('bundle', row.slug, row.image),
    creditHours: formatCreditHours(row.creditHours),
    price: {
      priceCents: row.priceCents,
      discountPercent: row.discountPercent,
      discountValidUntil: row.discountValidUntil,
      campaign: campaignOf(row),
    },
    states: stateRows,
    courseIds: courseRows.map((course) => course.courseId),
    visibility: null,
  };
}

/**
 * A campaign named by the campaignId query parameter (its slug, or its number) that was made for `product`: the
 * product's own catalogue campaign, or an app campaign that sells it. Any other campaign names nothing (a link
 * must not carry one product's campaign to another), and neither does a credit package.
 */
export async function findCampaign(
  db: Db,
  param: string | null | undefined,
  product: Pick<ProductForSale, 'type' | 'id'>,
): Promise<CampaignPrice | null> {
  const value = (param ?? '').trim();
  // Campaign slugs are plain ASCII words: anything else names no campaign (and never reaches the database).
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value) || product.type === 'credits') return null;
  const named = /^\d{1,9}$/.test(value)
    ? or(eq(campaigns.slug, value), eq(campaigns.id, Number(value)))
    : eq(campaigns.slug, value);
  const own =
    product.type === 'course'
      ? sql`exists (select 1 from ${courses} where ${courses.id} = ${product.id} and ${courses.campaignId} = ${campaigns.id})`
      : sql`exists (select 1 from ${bundles} where ${bundles.id} = ${product.id} and ${bundles.campaignId} = ${campaigns.id})`;
  const appCampaign =
    product.type === 'course'
      ? sql`exists (select 1 from ${appCampaigns} where ${appCampaigns.campaignId} = ${campaigns.id} and ${appCampaigns.courseId} = ${product.id})`
      : sql`exists (select 1 from ${appCampaigns} where ${appCampaigns.campaignId} = ${campaigns.id} and ${appCampaigns.bundleId} = ${product.id})`;
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(named, or(own, appCampaign)))
    .limit(1);
  return row
    ? { slug: row.slug, discountPercent: row.discountPercent, expiresAt: new Date(row.expiresAt) }
    : null;
}

/**
 * The price of one product for one checkout (pure): pricing.ts's rule over the product's discount, the campaign
 * the link named (findCampaign: one made for this product), the product's own campaign and the viewer's company
 * discount on a marketplace course, then the code.
 */
export function quoteFor(
  product: Pick<ProductForSale, 'price'> & { visibility?: string | null },
  {
    campaign,
    codePercent = 0,
    now = new Date(),
    viewer = ANONYMOUS_VIEWER,
  }: { campaign?: CampaignPrice | null; codePercent?: number; now?: Date; viewer?: CourseViewer },
): Quote {
  const priced = applyPriceRule({
    listCents: product.price.priceCents,
    reductions: productReductions(product.price, {
      linkCampaign: campaign,
      companyPercent: companyDiscountFor(viewer, product.visibility),
    }),
    codePercent,
    now,
  });
  const automatic = priced.automatic;
  return {
    listPriceCents: priced.listCents,
    priceDiscountCents: priced.listCents - priced.automaticCents,
    priceDiscountPercent: automatic?.percent ?? 0,
    appliedCampaign: automatic?.source === 'campaign' ? (automatic.slug ?? null) : null,
    codePercent: priced.codePercent,
    codeDiscountCents: priced.automaticCents - priced.finalCents,
    totalCents: priced.finalCents,
    offerEndsAt: automatic?.endsAt ?? null,
    appliedCompany: automatic?.source === 'company' && viewer.company ? { ...viewer.company } : null,
    applied: priced.applied,
  };
}
