import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCourses, bundles, courses, instructors } from '../../src/db/schema/index.ts';
import { getCourseDetail } from '../../src/domain/catalog/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 29: a write drops only the cached pages (and catalogue reads) that show what it touched. A review on one
// course re-renders that course's page, the bundle that contains it, its Quester's page and the listings; another
// course's page (another Quester, no shared bundle) and that Quester's page are still served from the cache.
describe.each(TEST_DATABASE_KINDS)('tagged invalidation on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(
      // The HTML half of each render on a render thread, as in production: the tags come from the RSC half.
      { HTML_CACHE_TTL_MS: '600000', CATALOG_READ_CACHE_TTL_MS: '600000', SSR_THREADS: '1' },
      { database: kind },
    );
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  const get = (url: string) => ctx.app.inject({ url });

  /** A course with a Quester and a bundle, and one of another Quester that shares no bundle with it. */
  async function pickCourses() {
    const { db } = ctx.database;
    const [reviewed] = await db
      .select({ id: courses.id, slug: courses.slug, quester: instructors.slug, bundle: bundles.slug })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .innerJoin(bundleCourses, eq(bundleCourses.courseId, courses.id))
      .innerJoin(bundles, eq(bundles.id, bundleCourses.bundleId))
      .where(and(eq(courses.visibility, 'marketplace'), eq(bundles.kind, 'catalog')))
      .orderBy(courses.id)
      .limit(1);
    if (!reviewed) throw new Error('the seed has no course with a Quester and a bundle');
    const inBundlesWithIt = new Set(
      (
        await db
          .select({ course: bundleCourses.courseId })
          .from(bundleCourses)
          .innerJoin(bundles, eq(bundles.slug, reviewed.bundle))
          .where(eq(bundleCourses.bundleId, bundles.id))
      ).map((row) => row.course),
    );
    const others = await db
      .select({ id: courses.id, slug: courses.slug, quester: instructors.slug })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(
        and(
          eq(courses.visibility, 'marketplace'),
          ne(instructors.slug, reviewed.quester),
          isNotNull(courses.id),
        ),
      )
      .orderBy(courses.id);
    const other = others.find((row) => !inBundlesWithIt.has(row.id));
    if (!other) throw new Error('the seed has no course of another Quester outside that bundle');
    return { reviewed, other };
  }

  it('re-renders what a review touched and keeps the other courses pages cached', async () => {
    const { reviewed, other } = await pickCourses();
    const detail = await getCourseDetail(ctx.database.db, 'en', reviewed.slug);
    const state = detail?.states[0]?.code;
    expect(state).toBeDefined();
    const touched = {
      course: `/en/courses/details/${reviewed.slug}`,
      bundle: `/en/courses/bundles/${reviewed.bundle}`,
      quester: `/en/questers/${reviewed.quester}`,
      // The course's own type: the listing shows it among its results, whatever its reviews' dates.
      listing: `/en/accredited-courses?state=${state}&industry=${detail?.industry.slug}&specialty=${detail?.specialty.slug}${detail?.type === 'pre_licensing' ? '&type=pre-licensing' : ''}`,
      home: '/en',
    };
    const kept = {
      course: `/en/courses/details/${other.slug}`,
      quester: `/en/questers/${other.quester}`,
    };
    for (const url of [...Object.values(touched), ...Object.values(kept)]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
    }
    expect((await get(touched.listing)).body).toContain(`/en/courses/details/${reviewed.slug}`);

    const text = `A review for the tagged cache test on ${kind}.`;
    await ctx.domain.catalogWriter.addReview({
      courseId: reviewed.id,
      rating: 4,
      text,
      authorName: 'Tag T.',
      language: 'en',
    });

    for (const [what, url] of Object.entries(touched)) {
      expect((await get(url)).headers['x-page-cache'], `${what}: ${url}`).toBe('miss');
    }
    // The re-render read the course again (its catalogue read was dropped too), so it shows the new review.
    expect((await get(touched.course)).body).toContain(text);
    for (const [what, url] of Object.entries(kept)) {
      expect((await get(url)).headers['x-page-cache'], `${what}: ${url}`).toBe('hit');
    }
  });

  it('drops the other course page when its own price changes, and only then', async () => {
    const { other } = await pickCourses();
    const url = `/en/courses/details/${other.slug}`;
    await get(url);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    expect(await ctx.domain.catalogWriter.setCoursePrice(other.slug, 43_210)).toBe(true);
    const fresh = await get(url);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('432.10');
  });

  it('drops a page that read anything outside the tagged catalogue reads on every change', async () => {
    // The CE tool's answer is priced by the CE service (courses and bundles that meet the rule), whose reads carry no
    // tags: the render's tags are unknown, so a change drops it even when it names only a course the page does not
    // show, while a page of known tags (home) stays.
    const tool =
      '/en/continuing-education/requirements?licence=fl-insurance-2-15&issued=2019-03-10&birthMonth=7';
    for (const url of [tool, '/en']) {
      expect((await get(url)).statusCode).toBe(200);
      expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
    }
    ctx.domain.events.emit({ type: 'catalog.changed', reason: 'price', tags: ['course:999999'] });
    expect((await get(tool)).headers['x-page-cache']).toBe('miss');
    expect((await get('/en')).headers['x-page-cache']).toBe('hit');
  });
});
