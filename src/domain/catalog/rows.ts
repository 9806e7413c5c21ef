import { sql } from 'drizzle-orm';
import {
  bundleCourses,
  bundles,
  type CourseLanguage,
  type CourseType,
  campaigns,
  courseStates,
  courses,
  providers,
} from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ANONYMOUS_VIEWER, type CourseViewer, companyDiscountFor } from '../companies/access.ts';
import { formatCreditHours, sumCreditHours } from '../credit-hours.ts';
import { type EffectivePrice, effectivePrice } from '../pricing.ts';
import { combineRatings } from '../ratings.ts';
import { productImage } from './covers.ts';
import { pick } from './query.ts';
import type { BundleCard, CourseCard } from './types.ts';

// Row mapping: database columns to cards (price, campaign, hours, rating) for one locale.
// ---------------------------------------------------------------------------------------------------------------
// Row mapping

export const courseCardColumns = {
  id: courses.id,
  slug: courses.slug,
  titleEs: courses.titleEs,
  titleEn: courses.titleEn,
  language: courses.language,
  creditHours: courses.creditHours,
  type: courses.type,
  courseCode: courses.courseCode,
  image: courses.image,
  priceCents: courses.priceCents,
  discountPercent: courses.discountPercent,
  discountValidUntil: courses.discountValidUntil,
  campaignPercent: campaigns.discountPercent,
  campaignExpiresAt: campaigns.expiresAt,
  /** The company discount is for marketplace courses only. */
  visibility: courses.visibility,
  reviewsAverage: courses.reviewsAverage,
  reviewsCount: courses.reviewsCount,
  providerName: providers.name,
  stateCount: sql<number>`(select count(*)::int from ${courseStates} cs where cs.course_id = ${courses.id})`,
};

export type CourseCardRow = {
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  language: CourseLanguage;
  creditHours: string;
  type: CourseType;
  courseCode: string | null;
  image: string;
  priceCents: number;
  discountPercent: number;
  discountValidUntil: Date | null;
  campaignPercent: number | null;
  campaignExpiresAt: Date | null;
  visibility: string;
  reviewsAverage: string;
  reviewsCount: number;
  providerName: string;
  stateCount: number;
};

export function priceOf(
  row: {
    priceCents: number;
    discountPercent: number;
    discountValidUntil: Date | string | null;
    campaignPercent: number | null;
    campaignExpiresAt: Date | string | null;
  },
  now: Date,
  /** A company member's marketplace percentage (companies/access.ts companyDiscountFor); 0 for everyone else. */
  companyPercent = 0,
): EffectivePrice {
  return effectivePrice(
    {
      priceCents: row.priceCents,
      discountPercent: row.discountPercent,
      discountValidUntil: row.discountValidUntil ? new Date(row.discountValidUntil) : null,
      campaign:
        row.campaignPercent !== null && row.campaignExpiresAt
          ? { discountPercent: row.campaignPercent, expiresAt: new Date(row.campaignExpiresAt) }
          : null,
    },
    now,
    { companyPercent },
  );
}

/**
 * A course's card. A signed-in company member's listings show the member's price (the rule of pricing.ts, as the
 * course page and checkout charge it); anonymous cards, the only ones the shared page cache stores, the public one.
 */
export function toCourseCard(
  row: CourseCardRow,
  locale: Locale,
  now: Date,
  viewer: CourseViewer = ANONYMOUS_VIEWER,
): CourseCard {
  return {
    kind: 'course',
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleEs, row.titleEn),
    language: row.language,
    hours: formatCreditHours(row.creditHours),
    type: row.type,
    courseCode: row.courseCode,
    image: productImage('course', row.slug, row.image),
    price: priceOf(row, now, companyDiscountFor(viewer, row.visibility)),
    rating: combineRatings([{ average: row.reviewsAverage, count: row.reviewsCount }]),
    stateCount: Number(row.stateCount),
    providerName: row.providerName,
  };
}

export const bundleCardColumns = {
  id: bundles.id,
  slug: bundles.slug,
  titleEs: bundles.titleEs,
  titleEn: bundles.titleEn,
  type: bundles.type,
  image: bundles.image,
  priceCents: bundles.priceCents,
  discountPercent: bundles.discountPercent,
  discountValidUntil: bundles.discountValidUntil,
  campaignPercent: campaigns.discountPercent,
  campaignExpiresAt: campaigns.expiresAt,
  // The inputs of the domain rules: every course's hours and (average, count).
  items: sql<Array<{ h: string; a: string; n: number }>>`(
    select coalesce(json_agg(json_build_object('h', c.credit_hours::text, 'a', c.reviews_average::text, 'n', c.reviews_count) order by bc.position), '[]'::json)
    from ${bundleCourses} bc join ${courses} c on c.id = bc.course_id where bc.bundle_id = ${bundles.id})`,
};

export type BundleCardRow = {
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  type: CourseType;
  image: string;
  priceCents: number;
  discountPercent: number;
  discountValidUntil: Date | null;
  campaignPercent: number | null;
  campaignExpiresAt: Date | null;
  items: Array<{ h: string; a: string; n: number }> | string;
};

export function bundleItems(row: BundleCardRow) {
  return typeof row.items === 'string'
    ? (JSON.parse(row.items) as Array<{ h: string; a: string; n: number }>)
    : row.items;
}

export function toBundleCard(row: BundleCardRow, locale: Locale, now: Date): BundleCard {
  const items = bundleItems(row);
  return {
    kind: 'bundle',
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleEs, row.titleEn),
    hours: sumCreditHours(items.map((item) => item.h)),
    courseCount: items.length,
    type: row.type,
    image: productImage('bundle', row.slug, row.image),
    price: priceOf(row, now),
    rating: combineRatings(items.map((item) => ({ average: item.a, count: Number(item.n) }))),
  };
}
