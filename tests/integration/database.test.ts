import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import * as schema from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

describe.each(TEST_DATABASE_KINDS)('database on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { database: kind });
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  it('reports the database in /readyz', async () => {
    const response = await ctx.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.checks.database).toMatchObject({ ok: true, detail: { kind } });
  });

  it('holds the seeded catalogue the issue asks for', async () => {
    const { db } = ctx.database;
    const [courses] = await db.select({ n: count() }).from(schema.courses);
    const [bundles] = await db.select({ n: count() }).from(schema.bundles);
    const [reviews] = await db.select({ n: count() }).from(schema.reviews);
    const [providers] = await db.select({ n: count() }).from(schema.providers);
    expect(courses!.n).toBeGreaterThanOrEqual(60);
    expect(bundles!.n).toBeGreaterThanOrEqual(10);
    expect(reviews!.n).toBeGreaterThanOrEqual(300);
    expect(providers!.n).toBeGreaterThanOrEqual(3);
    const codes = await queryRows<{ course_code: string }>(
      db,
      sql`select distinct course_code from courses where course_code is not null order by 1`,
    );
    expect(codes.map((row) => row.course_code)).toEqual(['214', '215', '220', '240']);
    const realEstate = await queryRows<{ hours: string; type: string }>(
      db,
      sql`select distinct credit_hours::text as hours, type from courses c join specialties s on s.id = c.specialty_id where s.slug = 'sales-associate' order by 1`,
    );
    expect(realEstate).toContainEqual({ hours: '63.0', type: 'pre_licensing' });
    expect(realEstate).toContainEqual({ hours: '14.0', type: 'continuing_education' });
    const expired = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from campaigns where expires_at < now()`,
    );
    expect(expired[0]!.n).toBeGreaterThanOrEqual(1);
    const multiState = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select course_id from course_states group by course_id having count(*) > 1) m`,
    );
    expect(multiState[0]!.n).toBeGreaterThan(0);
  });
});
