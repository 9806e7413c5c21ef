import { and, asc, eq } from 'drizzle-orm';
import {
  appCampaigns,
  apps,
  appTopics,
  bundles,
  campaigns,
  courses,
  providers,
  topicCourses,
  topics,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pick } from '../catalog/query.ts';
import { type CourseCardRow, courseCardColumns, toCourseCard } from '../catalog/rows.ts';
import type { CourseCard } from '../catalog/types.ts';
import { listedCourseSql } from '../companies/access.ts';
import { productForSale, type Quote, quoteFor } from '../orders/quote.ts';

// Topics and app campaigns (spec §2, issue 12). A topic lists marketplace courses in its own order; in an app's
// context (/{app}/topics/{id}, /apps/{app}/topics/{id}) the app must show that topic. An app campaign sells one
// course or bundle at its catalogue campaign's price until the campaign expires, then at the regular price: the
// same quote the checkout charges (orders/quote.ts), so the landing and the order cannot disagree.
// The pages are public and cached (the same for everyone): link-only and private courses are never listed.

/** Slug-shaped ids (topics, apps, campaigns); anything else is unknown without a query. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

export function isSlugId(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

export interface AppSummary {
  id: string;
  name: string;
  tagline: string;
  iosUrl: string | null;
  androidUrl: string | null;
}

export interface TopicPageData {
  id: string;
  title: string;
  description: string;
  /** The app whose context the topic is shown in (null on /topics/{id}). */
  app: AppSummary | null;
  courses: CourseCard[];
}

async function findApp(db: Db, locale: Locale, id: string): Promise<AppSummary | null> {
  if (!isSlugId(id)) return null;
  const [row] = await db.select().from(apps).where(eq(apps.slug, id)).limit(1);
  return row
    ? {
        id: row.slug,
        name: pick(locale, row.nameEs, row.nameEn),
        tagline: pick(locale, row.taglineEs, row.taglineEn),
        iosUrl: row.iosUrl,
        androidUrl: row.androidUrl,
      }
    : null;
}

/** Whether an app id names one of the apps (the top-level /{app}/… route answers only for those). */
export async function appExists(db: Db, id: string): Promise<boolean> {
  if (!isSlugId(id)) return false;
  const rows = await db.select({ slug: apps.slug }).from(apps).where(eq(apps.slug, id)).limit(1);
  return rows.length > 0;
}

/**
 * A topic's page data, or null for an unknown topic, an unknown app, or a topic the app does not show.
 * `appId` undefined: the topic on its own.
 */
export async function findTopicPage(
  db: Db,
  locale: Locale,
  topicId: string,
  { appId, now = new Date() }: { appId?: string; now?: Date } = {},
): Promise<TopicPageData | null> {
  if (!isSlugId(topicId)) return null;
  let app: AppSummary | null = null;
  if (appId !== undefined) {
    app = await findApp(db, locale, appId);
    if (!app) return null;
    const shown = await db
      .select({ slug: appTopics.topicSlug })
      .from(appTopics)
      .where(and(eq(appTopics.appSlug, app.id), eq(appTopics.topicSlug, topicId)))
      .limit(1);
    if (shown.length === 0) return null;
  }
  const [topic] = await db.select().from(topics).where(eq(topics.slug, topicId)).limit(1);
  if (!topic) return null;
  const rows = await db
    .select(courseCardColumns)
    .from(topicCourses)
    .innerJoin(courses, eq(courses.id, topicCourses.courseId))
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    // Anonymous listing rule, whoever asks: the page is cached and the same for everyone.
    .where(and(eq(topicCourses.topicSlug, topic.slug), listedCourseSql()))
    .orderBy(asc(topicCourses.position), asc(courses.id));
  return {
    id: topic.slug,
    title: pick(locale, topic.titleEs, topic.titleEn),
    description: pick(locale, topic.descriptionEs, topic.descriptionEn),
    app,
    courses: (rows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now)),
  };
}

export interface AppCampaignPageData {
  app: AppSummary;
  campaign: { id: string; name: string; discountPercent: number; expiresAt: Date; expired: boolean };
  product: {
    type: 'course' | 'bundle';
    slug: string;
    title: string;
    description: string;
    image: string;
    creditHours: string;
  };
  /** What the checkout charges today with this campaign (the campaign's price, or the regular one once expired). */
  quote: Quote;
  /** The price while the campaign runs (shown as "was" once it has expired). */
  campaignCents: number;
}

/** An app campaign's landing data, or null for an unknown app or campaign, or a campaign of another app. */
export async function findAppCampaign(
  db: Db,
  locale: Locale,
  appId: string,
  campaignId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<AppCampaignPageData | null> {
  if (!isSlugId(campaignId)) return null;
  const app = await findApp(db, locale, appId);
  if (!app) return null;
  const [row] = await db
    .select({
      slug: campaigns.slug,
      nameEs: campaigns.nameEs,
      nameEn: campaigns.nameEn,
      discountPercent: campaigns.discountPercent,
      expiresAt: campaigns.expiresAt,
      courseSlug: courses.slug,
      courseDescriptionEs: courses.descriptionEs,
      courseDescriptionEn: courses.descriptionEn,
      bundleSlug: bundles.slug,
      bundleDescriptionEs: bundles.descriptionEs,
      bundleDescriptionEn: bundles.descriptionEn,
    })
    .from(appCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, appCampaigns.campaignId))
    .leftJoin(courses, eq(courses.id, appCampaigns.courseId))
    .leftJoin(bundles, eq(bundles.id, appCampaigns.bundleId))
    .where(and(eq(appCampaigns.appSlug, app.id), eq(campaigns.slug, campaignId)))
    .limit(1);
  if (!row) return null;
  const type = row.bundleSlug ? 'bundle' : 'course';
  const slug = row.bundleSlug ?? row.courseSlug;
  // Anonymous buyer: a private course is never sold through a public landing.
  const product = slug ? await productForSale(db, type, slug) : undefined;
  if (!product) return null;
  const expiresAt = new Date(row.expiresAt);
  const campaign = { slug: row.slug, discountPercent: row.discountPercent, expiresAt };
  const quote = quoteFor(product, { campaign, now });
  // The price the instant before expiry, whatever the date: the campaign's price (or a better offer the product has).
  const whileLive = quoteFor(product, { campaign, now: new Date(expiresAt.getTime() - 1) });
  return {
    app,
    campaign: {
      id: row.slug,
      name: pick(locale, row.nameEs, row.nameEn),
      discountPercent: row.discountPercent,
      expiresAt,
      expired: now >= expiresAt,
    },
    product: {
      type,
      slug: product.slug,
      title: pick(locale, product.titleEs, product.titleEn),
      description:
        type === 'bundle'
          ? pick(locale, row.bundleDescriptionEs ?? '', row.bundleDescriptionEn ?? '')
          : pick(locale, row.courseDescriptionEs ?? '', row.courseDescriptionEn ?? ''),
      image: product.image,
      creditHours: product.creditHours,
    },
    quote,
    campaignCents: whileLive.totalCents,
  };
}
