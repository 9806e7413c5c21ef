import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { Db } from '../../src/db/types.ts';
import { addReview } from '../../src/domain/catalog/changes.ts';
import {
  catalogRating,
  listIndustries,
  listSpecialties,
  listStates,
  providersFor,
} from '../../src/domain/catalog/index.ts';
import type { CourseViewer } from '../../src/domain/companies/access.ts';
import { createDomainEvents } from '../../src/domain/events.ts';
import { combineRatings } from '../../src/domain/ratings.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';

// The catalogue's counts, provider lists and rating come from catalog_listing_counts and catalog_rating_totals
// (migrations 0012-0013), kept by triggers. After each kind of write they must equal what the courses themselves
// say, counted directly here.

type Rows = Array<Record<string, unknown>>;
async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Rows> {
  return ((await db.execute(query)) as unknown as { rows: Rows }).rows;
}

const listed = (viewer: CourseViewer) =>
  viewer.allowedPrivateCourseIds.length === 0
    ? sql`c.visibility = 'marketplace'`
    : sql`(c.visibility = 'marketplace' or (c.visibility = 'private' and c.id in (${sql.join(
        viewer.allowedPrivateCourseIds.map((id) => sql`${id}`),
        sql`, `,
      )})))`;

async function expectCountsMatch(db: Db, viewer: CourseViewer) {
  const stateTruth = await rows(
    db,
    sql`select s.code, (select count(*)::int from course_states cs join courses c on c.id = cs.course_id
      where cs.state_code = s.code and ${listed(viewer)}) as n from states s`,
  );
  const states = await listStates(db, 'en', { viewer });
  expect(Object.fromEntries(states.map((s) => [s.code, s.courseCount]))).toEqual(
    Object.fromEntries(stateTruth.map((r) => [r.code, r.n])),
  );
  for (const state of ['FL', 'TX']) {
    for (const type of ['continuing_education', 'pre_licensing'] as const) {
      const industryTruth = await rows(
        db,
        sql`select i.slug, (select count(*)::int from courses c where c.industry_id = i.id and c.type = ${type}
          and ${listed(viewer)} and exists (select 1 from course_states cs where cs.course_id = c.id
          and cs.state_code = ${state})) as n from industries i`,
      );
      const industries = await listIndustries(db, 'en', { state, type, viewer });
      expect(Object.fromEntries(industries.map((i) => [i.slug, i.courseCount]))).toEqual(
        Object.fromEntries(industryTruth.map((r) => [r.slug, r.n])),
      );
      const specialtyTruth = await rows(
        db,
        sql`select sp.slug, (select count(*)::int from courses c where c.specialty_id = sp.id and c.type = ${type}
          and ${listed(viewer)} and exists (select 1 from course_states cs where cs.course_id = c.id
          and cs.state_code = ${state})) as n from specialties sp`,
      );
      const specialties = await listSpecialties(db, 'en', { state, type, viewer });
      expect(Object.fromEntries(specialties.map((s) => [s.slug, s.courseCount]))).toEqual(
        Object.fromEntries(specialtyTruth.map((r) => [r.slug, r.n])),
      );
    }
    const providerTruth = await rows(
      db,
      sql`select distinct p.id from providers p join courses c on c.provider_id = p.id
        join course_states cs on cs.course_id = c.id where cs.state_code = ${state} and ${listed(viewer)}`,
    );
    const providers = await providersFor(db, 'en', { state, viewer });
    expect(providers.map((p) => p.id).sort()).toEqual(providerTruth.map((r) => r.id).sort());
  }
  const [rating] = await rows(
    db,
    sql`select coalesce(sum(reviews_count), 0)::int as n, coalesce(sum(reviews_average * reviews_count), 0)::text as w
      from courses where reviews_count > 0`,
  );
  expect(await catalogRating(db)).toEqual(
    combineRatings(
      Number(rating!.n) > 0
        ? [{ average: Number(rating!.w) / Number(rating!.n), count: Number(rating!.n) }]
        : [],
    ),
  );
}

describe.each(TEST_DATABASE_KINDS)('catalogue counts kept by the database on %s', (kind) => {
  let database: Database;
  const anonymous: CourseViewer = { allowedPrivateCourseIds: [] };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('match the courses after visibility, key, state, review, insert and delete writes', async () => {
    const { db } = database;
    await expectCountsMatch(db, anonymous);
    const [first, second, third] = (await rows(
      db,
      sql`select c.id from courses c where c.visibility = 'marketplace'
        and exists (select 1 from course_states cs where cs.course_id = c.id and cs.state_code = 'FL') order by c.id limit 3`,
    )) as Array<{ id: number }>;
    const before = (await listStates(db, 'en')).find((s) => s.code === 'FL')!.courseCount;

    // A marketplace course turns private: out of anonymous counts, in for a member whose company allows it.
    await db.execute(sql`update courses set visibility = 'private' where id = ${first!.id}`);
    expect((await listStates(db, 'en')).find((s) => s.code === 'FL')!.courseCount).toBe(before - 1);
    await expectCountsMatch(db, anonymous);
    await expectCountsMatch(db, { allowedPrivateCourseIds: [first!.id] });

    // Another specialty, type and provider; then a state more, a state less, a state renamed.
    await db.execute(sql`update courses set specialty_id = (select max(id) from specialties), type = 'pre_licensing',
      provider_id = (select max(id) from providers) where id = ${second!.id}`);
    await db.execute(
      sql`insert into course_states (course_id, state_code) values (${third!.id}, 'TX') on conflict do nothing`,
    );
    await db.execute(sql`delete from course_states where course_id = ${second!.id} and state_code = 'FL'`);
    await db.execute(
      sql`update course_states set state_code = 'GA' where course_id = ${third!.id} and state_code = 'TX'`,
    );
    await expectCountsMatch(db, anonymous);

    // A review changes the course's (average, count) and so the catalogue-wide rating.
    await addReview(db, createDomainEvents(), {
      courseId: third!.id,
      rating: 2,
      text: 'Demasiado largo.',
      authorName: 'Test',
      language: 'es',
    });
    await expectCountsMatch(db, anonymous);

    // A new course with its states, then deleted (its course_states go with it).
    const [copy] = (await rows(
      db,
      sql`insert into courses (slug, title_es, title_en, description_es, description_en, language, credit_hours,
        industry_id, specialty_id, provider_id, tracking_number, type, price_cents, image, search_text,
        reviews_count, reviews_average)
      select 'counts-copy', title_es, title_en, description_es, description_en, language, credit_hours, industry_id,
        specialty_id, provider_id, tracking_number, type, price_cents, image, search_text, 3, 4.33
      from courses where id = ${third!.id} returning id`,
    )) as Array<{ id: number }>;
    await db.execute(
      sql`insert into course_states (course_id, state_code) values (${copy!.id}, 'FL'), (${copy!.id}, 'TX')`,
    );
    await expectCountsMatch(db, anonymous);
    await db.execute(sql`delete from courses where id = ${copy!.id}`);
    await expectCountsMatch(db, anonymous);

    // A write rolled back leaves the counts as they were.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update courses set visibility = 'link_only' where id = ${third!.id}`);
        tx.rollback();
      })
      .catch(() => undefined);
    await expectCountsMatch(db, anonymous);
  });
});
