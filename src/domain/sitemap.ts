// What /sitemap.xml lists: every public page in both locales (spec §2), including each catalogue course,
// bundle and specialty page, and what /robots.txt keeps out of indexes. Personal and transactional pages
// (receipts, certificates, learners, invitations, payment results) are never listed.
import { and, asc, eq, gt } from 'drizzle-orm';
import { affiliates } from '../db/schema/affiliates.ts';
import {
  bundles,
  catalogListingCounts,
  courses,
  industries,
  instructors,
  specialties,
} from '../db/schema/catalog.ts';
import { topics } from '../db/schema/topics.ts';
import type { Db } from '../db/types.ts';
import { LOCALES, localePath } from '../i18n/locales.ts';
import { isPersonalPage, NON_PAGE_PREFIXES, PERSONAL_PAGE_PREFIXES, pagePaths } from '../routes.ts';
import { catalogListingPath } from './catalog/listing-index.ts';
import { listedCourseSql } from './companies/access.ts';
import { publicQuesterSql } from './questers/index.ts';

/** Indexable static pages, as paths after the locale prefix. */
export const PUBLIC_STATIC_PATHS = [
  '/',
  '/about',
  '/study',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/creators',
  '/partners',
  '/companies',
  '/pre-licensing',
  '/questers',
  '/questers/apply',
  '/questers/terms',
  '/questers/signup',
  '/affiliates',
  '/affiliates/apply',
  '/opencampus',
  '/referral-program',
  '/insurance-agencies',
  '/continuing-education',
  '/continuing-education/requirements',
  '/courses-for-migrants',
  '/accredited-courses',
  '/courses/categories',
  '/payments/studioPricingTable',
] as const;

/**
 * The filtered catalogue listings worth indexing (decision 056), from the listed-course counts: each state with
 * a course, and each state + industry and state + industry + specialty with a continuing-education course
 * (the default type), at page 1 — the listings `catalogListingIndexing` calls indexable, by the same URLs.
 */
async function catalogueListingPaths(db: Db): Promise<string[]> {
  const [stateRows, subjectRows] = await Promise.all([
    db
      .selectDistinct({ state: catalogListingCounts.stateCode })
      .from(catalogListingCounts)
      .where(gt(catalogListingCounts.courseCount, 0))
      .orderBy(asc(catalogListingCounts.stateCode)),
    db
      .selectDistinct({
        state: catalogListingCounts.stateCode,
        industry: industries.slug,
        specialty: specialties.slug,
      })
      .from(catalogListingCounts)
      .innerJoin(industries, eq(industries.id, catalogListingCounts.industryId))
      .innerJoin(specialties, eq(specialties.id, catalogListingCounts.specialtyId))
      .where(
        and(eq(catalogListingCounts.type, 'continuing_education'), gt(catalogListingCounts.courseCount, 0)),
      )
      .orderBy(asc(catalogListingCounts.stateCode), asc(industries.slug), asc(specialties.slug)),
  ]);
  const type = 'continuing_education' as const;
  const paths = stateRows.map((row) => catalogListingPath({ state: row.state, type, page: 1 }));
  const industriesSeen = new Set<string>();
  for (const row of subjectRows) {
    const industryPath = catalogListingPath({ state: row.state, industry: row.industry, type, page: 1 });
    if (!industriesSeen.has(industryPath)) {
      industriesSeen.add(industryPath);
      paths.push(industryPath);
    }
    paths.push(
      catalogListingPath({
        state: row.state,
        industry: row.industry,
        specialty: row.specialty,
        type,
        page: 1,
      }),
    );
  }
  return paths;
}

export async function cataloguePaths(db: Db): Promise<string[]> {
  const [courseRows, bundleRows, specialtyRows, questerRows, topicRows, affiliateRows, listingPaths] =
    await Promise.all([
      // Listed courses only: link-only and private courses are never in the sitemap.
      db.select({ slug: courses.slug }).from(courses).where(listedCourseSql()).orderBy(asc(courses.slug)),
      // Catalogue bundles only: a custom one (a learner's missing-hours checkout) is never listed.
      db
        .select({ slug: bundles.slug })
        .from(bundles)
        .where(eq(bundles.kind, 'catalog'))
        .orderBy(asc(bundles.slug)),
      db.select({ slug: specialties.slug }).from(specialties).orderBy(asc(specialties.slug)),
      // Public Questers' pages (issue 12): those listing a published course, as the page itself decides.
      db
        .select({ slug: instructors.slug })
        .from(instructors)
        .where(publicQuesterSql())
        .orderBy(asc(instructors.slug)),
      // Topics on their own (issue 12); their app-context variants and the time-limited campaign landings are not.
      db.select({ slug: topics.slug }).from(topics).orderBy(asc(topics.slug)),
      // Active affiliates' landings (issue 12); an inactive one is a 404.
      db
        .select({ slug: affiliates.slug })
        .from(affiliates)
        .where(eq(affiliates.active, true))
        .orderBy(asc(affiliates.slug)),
      catalogueListingPaths(db),
    ]);
  return [
    ...listingPaths,
    ...specialtyRows.map((row) => pagePaths.specialty(encodeURIComponent(row.slug))),
    ...courseRows.map((row) => pagePaths.course(encodeURIComponent(row.slug))),
    ...bundleRows.map((row) => pagePaths.bundle(encodeURIComponent(row.slug))),
    ...questerRows.map((row) => pagePaths.quester(encodeURIComponent(row.slug))),
    ...topicRows.map((row) => pagePaths.topic(encodeURIComponent(row.slug))),
    ...affiliateRows.map((row) => pagePaths.affiliate(encodeURIComponent(row.slug))),
  ];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A sitemap with one <url> per page and locale, each naming its es, en and x-default alternates. */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const base = baseUrl.replace(/\/$/, '');
  const urls = paths
    .filter((path) => !isPersonalPage(path))
    .flatMap((path) => {
      const alternates = [
        ...LOCALES.map((locale) => ({ hreflang: locale, href: `${base}${localePath(locale, path)}` })),
        { hreflang: 'x-default', href: `${base}${localePath('es', path)}` },
      ]
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
        )
        .join('\n');
      return LOCALES.map(
        (locale) =>
          `  <url>\n    <loc>${escapeXml(`${base}${localePath(locale, path)}`)}</loc>\n${alternates}\n  </url>`,
      );
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const disallow = PERSONAL_PAGE_PREFIXES.flatMap((prefix) => [
    `Disallow: ${prefix}`,
    ...LOCALES.map((locale) => `Disallow: /${locale}${prefix}`),
  ]);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow,
    ...NON_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
