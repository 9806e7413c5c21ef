import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  bundleCourses,
  bundleStates,
  bundles,
  type CourseType,
  campaigns,
  courseStates,
  courses,
  providers,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ANONYMOUS_VIEWER, type CourseViewer, listedCourseSqlForAlias } from '../companies/access.ts';
import {
  buildFacets,
  type CatalogFilters,
  type CatalogSort,
  DEFAULT_SORT,
  type FacetCountRow,
  FILTER_NAMES,
  type FilterName,
  HOURS_BUCKETS,
  type ListingFacets,
  PRICE_BUCKETS,
  RATING_MINIMUMS,
} from './filters.ts';
import {
  type BundleCardRow,
  bundleCardColumns,
  type CourseCardRow,
  courseCardColumns,
  toBundleCard,
  toCourseCard,
} from './rows.ts';
import type { BundleCard, CourseCard } from './types.ts';

// A filtered, sorted listing of courses and bundles with its facet counts (issue 30), for the catalogue
// (state → industry → specialty) and for search. One statement answers the facet counts and the ids of the page:
// the products of the scope are read once (a CTE: price as cards show it, hours, language, rating, provider,
// format, a flag per filter), then grouped once per facet over the rows matching every OTHER filter. Only the
// page's rows are then read as cards.

export interface ListingScope {
  state?: string;
  industryId?: number;
  specialtyId?: number;
  type?: CourseType;
  /** Search terms (search.ts searchTerms): every one must be in the product's search text. */
  terms?: string[];
}

export interface ProductListing {
  courses: CourseCard[];
  bundles: BundleCard[];
  /** Products (courses and bundles) matching the scope and every filter. */
  total: number;
  hasMore: boolean;
  facets: ListingFacets;
  /** A provider slug was asked for that names no provider. */
  unknownProvider: boolean;
}

/**
 * Every term inside `column`. On courses and bundles a GIN trigram index (pg_trgm, migration 0021) answers
 * `like '%term%'` for terms of 3+ characters; a 1–2 character term has no trigram, so it is checked on the rows
 * the other terms found or, alone, read in the planner's choice of order (see
 * docs/decisions/028-search-from-a-trigram-index.md).
 */
export function matchesAll(column: SQL | typeof courses.searchText, terms: string[]): SQL {
  // Terms contain only [a-z0-9], so they need no LIKE escaping.
  return and(...terms.map((term) => sql`${column} like ${`%${term}%`}`))!;
}

/** The SQL `case` naming a value's bucket from the bounds in filters.ts. */
function priceBucketSql(price: SQL): SQL {
  const arms = PRICE_BUCKETS.filter((bucket) => bucket.max !== null).map(
    (bucket) => sql`when ${price} < ${sql.raw(String(bucket.max))} then ${bucket.value}`,
  );
  return sql`(case ${sql.join(arms, sql` `)} else ${PRICE_BUCKETS[PRICE_BUCKETS.length - 1]!.value} end)`;
}
function hoursBucketSql(hours: SQL): SQL {
  const arms = HOURS_BUCKETS.filter((bucket) => bucket.max !== null).map(
    (bucket) => sql`when ${hours} <= ${sql.raw(String(bucket.max))} then ${bucket.value}`,
  );
  return sql`(case ${sql.join(arms, sql` `)} else ${HOURS_BUCKETS[HOURS_BUCKETS.length - 1]!.value} end)`;
}
function ratingBucketSql(rating: SQL): SQL {
  const arms = RATING_MINIMUMS.map(
    (minimum) => sql`when round(${rating}, 1) >= ${sql.raw(minimum)} then ${minimum}`,
  );
  return sql`(case ${sql.join(arms, sql` `)} end)`;
}

/**
 * The price a card shows, in SQL: the best live reduction of the product's own discount and its campaign, then
 * the rule's rounding (pricing.ts applyPriceRule: nearest cent, halves up). A company member's percentage is
 * not in it: listings filter and sort by the public price.
 */
function cardPriceSql(table: 'c' | 'b'): SQL {
  const t = sql.raw(table);
  const percent = sql`greatest(
      case when ${t}.discount_valid_until is null or ${t}.discount_valid_until > now() then least(100, greatest(0, ${t}.discount_percent)) else 0 end,
      case when cp.expires_at > now() then least(100, greatest(0, cp.discount_percent)) else 0 end)`;
  return sql`((2 * ${t}.price_cents * (100 - ${percent}) + 100) / 200)`;
}

/**
 * Relevance puts the page's language first (issue 30, Spanish first): on /es, courses taught in Spanish (and
 * bundles whose courses all are) come before the others; /en keeps its order. Other sorts are the same everywhere.
 */
export function languageFirstSql(locale: Locale, language: SQL = sql`language`): SQL | undefined {
  return locale === 'es' ? sql`(case when ${language} = 'es' then 0 else 1 end)` : undefined;
}

/** The order of a sort, over the CTE's columns. Bundles' relevance keeps their catalogue order (featured). */
function orderSql(sort: CatalogSort, locale: Locale): SQL {
  switch (sort) {
    case 'rating':
      return sql`round(rating, 1) desc, reviews desc, id asc`;
    case 'price-asc':
      return sql`price asc, id asc`;
    case 'price-desc':
      return sql`price desc, id asc`;
    case 'newest':
      return sql`created_at desc, id desc`;
    default: {
      const relevance = sql`featured desc, (case when kind = 'course' then reviews else 0 end) desc, id asc`;
      const languageFirst = languageFirstSql(locale);
      return languageFirst ? sql`${languageFirst}, ${relevance}` : relevance;
    }
  }
}

export async function productListing(
  db: Db,
  locale: Locale,
  {
    scope,
    filters = {},
    sort = DEFAULT_SORT,
    page = 1,
    pageSize = 12,
    bundleLimit = 6,
    now = new Date(),
    viewer = ANONYMOUS_VIEWER,
  }: {
    scope: ListingScope;
    filters?: CatalogFilters;
    sort?: CatalogSort;
    page?: number;
    pageSize?: number;
    /** Bundles shown (first page only). */
    bundleLimit?: number;
    now?: Date;
    viewer?: CourseViewer;
  },
): Promise<ProductListing> {
  const courseScope: SQL[] = [listedCourseSqlForAlias('c', viewer)];
  const bundleScope: SQL[] = [sql`b.kind = 'catalog'`];
  if (scope.state) {
    courseScope.push(
      sql`exists (select 1 from ${courseStates} cs where cs.course_id = c.id and cs.state_code = ${scope.state})`,
    );
    bundleScope.push(
      sql`exists (select 1 from ${bundleStates} bs where bs.bundle_id = b.id and bs.state_code = ${scope.state})`,
    );
  }
  if (scope.industryId !== undefined) {
    courseScope.push(sql`c.industry_id = ${scope.industryId}`);
    bundleScope.push(sql`b.industry_id = ${scope.industryId}`);
  }
  if (scope.specialtyId !== undefined) {
    courseScope.push(sql`c.specialty_id = ${scope.specialtyId}`);
    bundleScope.push(sql`b.specialty_id = ${scope.specialtyId}`);
  }
  if (scope.type) {
    courseScope.push(sql`c.type = ${scope.type}`);
    bundleScope.push(sql`b.type = ${scope.type}`);
  }
  if (scope.terms && scope.terms.length > 0) {
    courseScope.push(matchesAll(sql`c.search_text`, scope.terms));
    bundleScope.push(matchesAll(sql`b.search_text`, scope.terms));
  }
  const productsSql = sql`
    select 'course'::text as kind, c.id, ${cardPriceSql('c')} as price, c.credit_hours::numeric as hours,
      c.language::text as language, c.reviews_average::numeric as rating, c.reviews_count as reviews,
      c.provider_id, c.featured, c.created_at
    from ${courses} c left join ${campaigns} cp on cp.id = c.campaign_id
    where ${and(...courseScope)}
    union all
    select 'bundle'::text, b.id, ${cardPriceSql('b')}, agg.hours, agg.language, agg.rating, agg.reviews,
      agg.provider_id, b.featured, b.created_at
    from ${bundles} b left join ${campaigns} cp on cp.id = b.campaign_id
    cross join lateral (
      select coalesce(sum(bc_c.credit_hours), 0)::numeric as hours,
        case when count(distinct bc_c.language) = 1 then min(bc_c.language)::text end as language,
        case when sum(bc_c.reviews_count) > 0
          then round(sum(bc_c.reviews_average * bc_c.reviews_count) / sum(bc_c.reviews_count), 2) else 0 end as rating,
        coalesce(sum(bc_c.reviews_count), 0)::int as reviews,
        case when count(distinct bc_c.provider_id) = 1 then min(bc_c.provider_id) end as provider_id
      from ${bundleCourses} bc join ${courses} bc_c on bc_c.id = bc.course_id where bc.bundle_id = b.id
    ) agg
    where ${and(...bundleScope)}`;

  const providerSlug = filters.provider;
  const matches: Record<FilterName, SQL> = {
    price: filters.price ? sql`price_bucket = ${filters.price}` : sql`true`,
    hours: filters.hours ? sql`hours_bucket = ${filters.hours}` : sql`true`,
    language: filters.language ? sql`language = ${filters.language}` : sql`true`,
    rating: filters.rating ? sql`round(rating, 1) >= ${sql.raw(filters.rating)}` : sql`true`,
    provider: providerSlug
      ? sql`provider_id = (select id from ${providers} where slug = ${providerSlug})`
      : sql`true`,
    format: filters.format ? sql`kind = ${filters.format}` : sql`true`,
  };
  const keyOf: Record<FilterName, SQL> = {
    price: sql`price_bucket`,
    hours: sql`hours_bucket`,
    language: sql`language`,
    rating: sql`rating_bucket`,
    provider: sql`provider_id::text`,
    format: sql`kind`,
  };
  const allBut = (skip?: FilterName) =>
    sql.join(
      FILTER_NAMES.filter((name) => name !== skip).map((name) => sql`(${matches[name]})`),
      sql` and `,
    );
  const facetSelects = FILTER_NAMES.map(
    (name) =>
      sql`select ${name}::text as facet, ${keyOf[name]} as key, count(*)::int as n, null::int as id from f where ${allBut(name)} group by 2`,
  );
  const offset = (Math.max(1, page) - 1) * pageSize;
  const order = orderSql(sort, locale);
  const statement = sql`
    with p as (${productsSql}),
    f as (
      select p.*, ${priceBucketSql(sql`price`)} as price_bucket, ${hoursBucketSql(sql`hours`)} as hours_bucket,
        ${ratingBucketSql(sql`rating`)} as rating_bucket
      from p
    )
    ${sql.join(facetSelects, sql` union all `)}
    union all
    select 'total', kind, count(*)::int, null from f where ${allBut()} group by 2
    union all
    (select 'page', kind, (row_number() over (order by ${order}))::int, id from f
      where ${allBut()} and kind = 'course' order by ${order} limit ${pageSize + 1} offset ${offset})
    union all
    (select 'page', kind, (row_number() over (order by ${order}))::int, id from f
      where ${allBut()} and kind = 'bundle' and ${sql.raw(page <= 1 ? 'true' : 'false')} order by ${order} limit ${bundleLimit})`;

  const [result, providerRows] = await Promise.all([
    db.execute(statement),
    db
      .select({ id: providers.id, slug: providers.slug, name: providers.name })
      .from(providers)
      .orderBy(asc(providers.name), asc(providers.id)),
  ]);
  const rows = rowsOf(result) as Array<{ facet: string; key: string | null; n: number; id: number | null }>;
  const counts: FacetCountRow[] = [];
  const pageCourses: Array<{ id: number; n: number }> = [];
  const pageBundles: Array<{ id: number; n: number }> = [];
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total += Number(row.n);
    else if (row.facet === 'page') {
      (row.key === 'course' ? pageCourses : pageBundles).push({ id: Number(row.id), n: Number(row.n) });
    } else counts.push({ facet: row.facet as FilterName, key: row.key, count: Number(row.n) });
  }
  pageCourses.sort((a, b) => a.n - b.n);
  pageBundles.sort((a, b) => a.n - b.n);
  const courseIds = pageCourses.slice(0, pageSize).map((row) => row.id);
  const bundleIds = pageBundles.map((row) => row.id);
  const [courseRows, bundleRows] = await Promise.all([
    courseIds.length > 0
      ? db
          .select(courseCardColumns)
          .from(courses)
          .innerJoin(providers, eq(providers.id, courses.providerId))
          .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
          .where(inArray(courses.id, courseIds))
      : Promise.resolve([]),
    bundleIds.length > 0
      ? db
          .select(bundleCardColumns)
          .from(bundles)
          .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
          .where(inArray(bundles.id, bundleIds))
      : Promise.resolve([]),
  ]);
  const inOrder = <R extends { id: number }>(ids: number[], list: R[]) => {
    const byId = new Map(list.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  };
  return {
    courses: inOrder(courseIds, courseRows as CourseCardRow[]).map((row) =>
      toCourseCard(row, locale, now, viewer),
    ),
    bundles: inOrder(bundleIds, bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
    total,
    hasMore: pageCourses.length > pageSize,
    facets: buildFacets(counts, filters, providerRows),
    unknownProvider: providerSlug !== undefined && !providerRows.some((row) => row.slug === providerSlug),
  };
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver the same; an array is accepted too. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}
