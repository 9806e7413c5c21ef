import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { bundles, campaigns, courses } from './catalog.ts';

// Topics and app campaigns (spec §2, issue 12): a topic is an ordered list of marketplace courses with a
// bilingual title and description; an app is one of the Quest mobile apps (its ids are slugs used in addresses);
// an app shows some topics, and an app campaign sells one course or bundle at a catalogue campaign's price until
// that campaign expires (then the regular price applies: domain/pricing.ts).

export const apps = pgTable('apps', {
  slug: varchar('slug', { length: 40 }).primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  taglineEs: text('tagline_es').notNull(),
  taglineEn: text('tagline_en').notNull(),
  iosUrl: text('ios_url'),
  androidUrl: text('android_url'),
  position: smallint('position').notNull().default(0),
});

export const topics = pgTable('topics', {
  slug: varchar('slug', { length: 80 }).primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const topicCourses = pgTable(
  'topic_courses',
  {
    topicSlug: varchar('topic_slug', { length: 80 })
      .notNull()
      .references(() => topics.slug, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicSlug, t.courseId] })],
);

export const appTopics = pgTable(
  'app_topics',
  {
    appSlug: varchar('app_slug', { length: 40 })
      .notNull()
      .references(() => apps.slug, { onDelete: 'cascade' }),
    topicSlug: varchar('topic_slug', { length: 80 })
      .notNull()
      .references(() => topics.slug, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appSlug, t.topicSlug] })],
);

export const appCampaigns = pgTable(
  'app_campaigns',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    appSlug: varchar('app_slug', { length: 40 })
      .notNull()
      .references(() => apps.slug, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('app_campaigns_app_idx').on(t.appSlug),
    check('app_campaigns_one_product', sql`(${t.courseId} is null) <> (${t.bundleId} is null)`),
  ],
);
