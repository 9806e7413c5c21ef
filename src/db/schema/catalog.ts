import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// The accredited-course catalogue: states, industries, specialties, providers, courses, bundles (reviews: reviews.ts).
// Money is integer cents (USD); times are UTC; every bilingual text has an _es and an _en column.

export const COURSE_TYPES = ['pre_licensing', 'continuing_education'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_LANGUAGES = ['en', 'es', 'pt'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
/**
 * Who may find and open a course: 'marketplace' (listed, searched, in the sitemap), 'link_only' (a Basic
 * Quester's course: opens by direct link, never listed), 'private' (a company's course: only the company's
 * members whose company allows it, see company_courses) and 'unpublished' (a free Quester's course: nowhere).
 * `courses.visibility` is the EFFECTIVE one, which every reader uses: the course's own (`own_visibility`)
 * capped by its Quester's plan, kept by database triggers (migration 0016) whoever writes.
 */
export const COURSE_VISIBILITIES = ['marketplace', 'link_only', 'private', 'unpublished'] as const;
export type CourseVisibility = (typeof COURSE_VISIBILITIES)[number];

/** Quester (creator) plans (spec §1, §4), from least to most visible. */
export const QUESTER_PLANS = ['free', 'basic', 'plus'] as const;
export type QuesterPlan = (typeof QUESTER_PLANS)[number];

export const states = pgTable('states', {
  code: varchar('code', { length: 2 }).primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  position: smallint('position').notNull().default(0),
});

export const specialties = pgTable(
  'specialties',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Lower-case, accent-free names in both languages, for search. */
    searchText: text('search_text').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('specialties_industry_idx').on(t.industryId, t.position)],
);

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  boardEs: text('board_es').notNull(),
  boardEn: text('board_en').notNull(),
  providerNumber: varchar('provider_number', { length: 40 }).notNull(),
  /** Who signs its certificates for it (issue 30): the authorised signatory's name and title. */
  signatoryName: text('signatory_name').notNull().default(''),
  signatoryTitleEs: text('signatory_title_es').notNull().default(''),
  signatoryTitleEn: text('signatory_title_en').notNull().default(''),
  address: text('address').notNull(),
  stateCode: varchar('state_code', { length: 2 })
    .notNull()
    .references(() => states.code),
});

export const instructors = pgTable('instructors', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  headlineEs: text('headline_es').notNull(),
  headlineEn: text('headline_en').notNull(),
  /** Learners taught across the platform (shown with compact numbers). */
  learners: integer('learners').notNull().default(0),
  featured: boolean('featured').notNull().default(false),
  /**
   * The Quester's plan (spec §1, §4): free (courses unpublished), basic (link only), plus (marketplace). Kept
   * by the subscription service from the Quester's live subscription; it caps their courses' visibility.
   */
  plan: varchar('plan', { length: 8, enum: QUESTER_PLANS }).notNull().default('free'),
  /**
   * The Open Campus ID (edu_username) the Quester signs in with: only that signed-in account changes the plan
   * (issue 27). Null: nobody can, until an operator links it.
   */
  ownerOcid: text('owner_ocid').unique(),
});

/** A time-limited price promotion; once it expires its items fall back to the regular price. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  discountPercent: smallint('discount_percent').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Hours of a course that meet a subject a renewal rule names ('fl-ins-law-ethics-2-15', 'fl-re-core-law',
 * 'fl-491-medical-errors'…: src/domain/ce/requirements); the course's other hours are elective hours.
 */
export interface CourseCeCredit {
  category: string;
  /** Decimal string, like credit_hours. */
  hours: string;
}

/** 'catalog': listed bundles; 'custom': one made for a checkout ("fill my missing hours", issue 15), never listed. */
export const BUNDLE_KINDS = ['catalog', 'custom'] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

export interface CourseModule {
  titleEs: string;
  titleEn: string;
  minutes: number;
  /** What the learner can do after the module, one line (issue 30); absent on older and Quester-made courses. */
  outcomeEs?: string;
  outcomeEn?: string;
}

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    language: varchar('language', { length: 2, enum: COURSE_LANGUAGES }).notNull(),
    /** Credit hours as a decimal string ("63", "1.5"): CreditHours are summed as strings (spec §3). */
    creditHours: numeric('credit_hours', { precision: 6, scale: 1 }).notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    instructorId: integer('instructor_id').references(() => instructors.id),
    /** Course code for insurance license types (214, 215, 220, 240). */
    courseCode: varchar('course_code', { length: 8 }),
    trackingNumber: varchar('tracking_number', { length: 40 }).notNull(),
    type: varchar('type', { length: 24, enum: COURSE_TYPES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    discountValidUntil: timestamp('discount_valid_until', { withTimezone: true, mode: 'date' }),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    modules: jsonb('modules').$type<CourseModule[]>().notNull().default([]),
    /** The renewal subjects this course meets (CE requirements engine, issue 15). */
    ceCredits: jsonb('ce_credits').$type<CourseCeCredit[]>().notNull().default([]),
    image: text('image').notNull(),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Average rating with two decimals, kept in step with the reviews table by the domain. */
    reviewsAverage: numeric('reviews_average', { precision: 3, scale: 2 }).notNull().default('0'),
    featured: boolean('featured').notNull().default(false),
    /** Effective visibility (own capped by the Quester's plan; set by the database, see COURSE_VISIBILITIES). */
    visibility: varchar('visibility', { length: 12, enum: COURSE_VISIBILITIES })
      .notNull()
      .default('marketplace'),
    /** The course's own visibility (filled from `visibility` on insert when not given). */
    ownVisibility: varchar('own_visibility', { length: 12, enum: COURSE_VISIBILITIES }),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Listing order (featured, most reviewed) is part of the index so a page stops after its LIMIT.
    index('courses_specialty_listing_idx').on(
      t.specialtyId,
      t.type,
      t.featured.desc().nullsFirst(),
      t.reviewsCount.desc().nullsFirst(),
      t.id,
    ),
    index('courses_industry_listing_idx').on(
      t.industryId,
      t.type,
      t.featured.desc().nullsFirst(),
      t.reviewsCount.desc().nullsFirst(),
      t.id,
    ),
    index('courses_provider_idx').on(t.providerId),
    index('courses_featured_idx').on(t.featured, t.reviewsCount),
    // Search's `search_text like '%term%'` (terms of 3+ characters) is answered from trigrams (pg_trgm, 0021).
    // A 64 kB pending list (0022): PGlite has no autovacuum to merge the default 4 MB one, which every search
    // would read through and which made the planner skip the index at some table sizes.
    index('courses_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 64 }),
    check('courses_price_check', sql`${t.priceCents} >= 0`),
    check('courses_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** The states a course is accredited in; more than one makes it a multi-state course. */
export const courseStates = pgTable(
  'course_states',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    stateCode: varchar('state_code', { length: 2 })
      .notNull()
      .references(() => states.code),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.stateCode] }),
    index('course_states_state_idx').on(t.stateCode, t.courseId),
  ],
);

export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    type: varchar('type', { length: 24, enum: COURSE_TYPES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    discountValidUntil: timestamp('discount_valid_until', { withTimezone: true, mode: 'date' }),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    searchText: text('search_text').notNull(),
    /**
     * A bundle sold inside this one (the affiliate bundle: 6 courses plus a 3-course bundle). Presentation only:
     * bundle_courses of this bundle hold every course an order grants, the included bundle's among them.
     */
    includesBundleId: integer('includes_bundle_id').references((): AnyPgColumn => bundles.id),
    kind: varchar('kind', { length: 12, enum: BUNDLE_KINDS }).notNull().default('catalog'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('bundles_specialty_type_idx').on(t.specialtyId, t.type),
    index('bundles_industry_type_idx').on(t.industryId, t.type),
    index('bundles_featured_idx').on(t.featured),
    index('bundles_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 64 }),
    check('bundles_price_check', sql`${t.priceCents} >= 0`),
    check('bundles_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);

export const bundleCourses = pgTable(
  'bundle_courses',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.courseId] }),
    index('bundle_courses_course_idx').on(t.courseId),
  ],
);

/** The states a bundle is offered in (every course in it is accredited there). */
export const bundleStates = pgTable(
  'bundle_states',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    stateCode: varchar('state_code', { length: 2 })
      .notNull()
      .references(() => states.code),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.stateCode] }),
    index('bundle_states_state_idx').on(t.stateCode, t.bundleId),
  ],
);

/**
 * Listed (marketplace) courses counted per state, type, industry, specialty and provider: the catalogue's
 * state/industry/specialty counts and its provider lists read these few rows instead of walking every course.
 * Kept in step by triggers on courses and course_states (migration 0013_catalog_listing_count_triggers), in the same transaction as the write,
 * whichever code writes; rows that reach 0 are deleted. A course in n states counts once in each.
 */
export const catalogListingCounts = pgTable(
  'catalog_listing_counts',
  {
    stateCode: varchar('state_code', { length: 2 })
      .notNull()
      .references(() => states.code, { onDelete: 'cascade' }),
    type: varchar('type', { length: 24, enum: COURSE_TYPES }).notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    courseCount: integer('course_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stateCode, t.type, t.industryId, t.specialtyId, t.providerId] }),
    index('catalog_listing_counts_specialty_idx').on(t.specialtyId),
  ],
);

/**
 * The catalogue-wide rating's inputs over every course (one row, id 1): the sum of reviews_count and of
 * reviews_average × reviews_count where reviews_count > 0. Kept by a trigger on courses (migration 0013_catalog_listing_count_triggers).
 */
export const catalogRatingTotals = pgTable('catalog_rating_totals', {
  id: smallint('id').primaryKey().default(1),
  reviewsCount: integer('reviews_count').notNull().default(0),
  weightedSum: numeric('weighted_sum').notNull().default('0'),
});
