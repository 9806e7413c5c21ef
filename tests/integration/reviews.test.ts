import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles, certificates, courses, reviews } from '../../src/db/schema/index.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { signedInAs } from '../helpers/identity.ts';

// Issue 30: reviews that read like a real school's. Every course and bundle page of the seed, and the catalogue's
// review excerpts, show no sentence and no reviewer twice; only a learner who completed a course (an issued
// certificate) writes one review of it and edits it later; strangers, learners without a completion and cross-site
// posts are refused and change nothing; a review moves the course's count and average at once and the cached
// page shows it.

const ORIGIN = 'http://localhost:3000';
const [MARIA, JOHN, ANA] = DEMO_CERTIFICATES.map((demo) => demo.learner);

/** The reviews a page renders (parts.tsx ReviewList): each one's reviewer, text and verified badge. */
function renderedReviews(html: string) {
  return [...html.matchAll(/<figure>([\s\S]*?)<\/figure>/g)]
    .map((match) => match[1]!)
    .filter((figure) => figure.includes('<blockquote'))
    .map((figure) => ({
      author: decode(/<strong>([^<]*)<\/strong>/.exec(figure)?.[1] ?? ''),
      text: decode(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(figure)?.[1] ?? ''),
      verified: figure.includes('data-testid="review-verified"'),
    }));
}

function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A review's sentences (". ", "! ", "? " end one). */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** What repeats on one page: sentences shared by two reviews, and reviewers named twice. */
function repeatsOn(page: ReturnType<typeof renderedReviews>) {
  const seen = new Map<string, number>();
  const repeated: string[] = [];
  page.forEach((review, index) => {
    for (const sentence of new Set(sentences(review.text))) {
      const first = seen.get(sentence);
      if (first !== undefined && first !== index) repeated.push(`sentence: ${sentence}`);
      else seen.set(sentence, index);
    }
  });
  const authors = page.map((review) => review.author);
  for (const author of new Set(authors))
    if (authors.filter((name) => name === author).length > 1) repeated.push(`reviewer: ${author}`);
  return repeated;
}

describe.each(TEST_DATABASE_KINDS)('reviews on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // Pages kept in the render cache, as in production: a review must drop the ones that show it.
    ctx = await buildTestApp({ HTML_CACHE_TTL_MS: '600000' }, { database: kind });
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  const get = (url: string, cookie = '') =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, form: Record<string, string>, cookie = '', site = 'same-origin') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: site === 'same-origin' ? ORIGIN : 'https://evil.example',
        'sec-fetch-site': site,
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  /** The course María's issued certificate is for, and its stored count and average. */
  async function mariasCourse() {
    const [row] = await ctx.database.db
      .select({
        id: courses.id,
        slug: courses.slug,
        count: courses.reviewsCount,
        average: courses.reviewsAverage,
      })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .where(eq(certificates.id, DEMO_CERTIFICATES[0]!.certificateId));
    if (!row) throw new Error('the seed has no certificate for María');
    return row;
  }

  it('shows no sentence and no reviewer twice on any course or bundle page, nor in the catalogue excerpts', async () => {
    const { db } = ctx.database;
    const courseRows = await db
      .select({ slug: courses.slug })
      .from(courses)
      .where(eq(courses.visibility, 'marketplace'))
      .orderBy(courses.id);
    const bundleRows = await db
      .select({ slug: bundles.slug })
      .from(bundles)
      .where(eq(bundles.kind, 'catalog'))
      .orderBy(bundles.id);
    expect(courseRows.length).toBeGreaterThan(50);
    const pages = [
      ...courseRows.map((row) => `/es/courses/details/${row.slug}`),
      ...bundleRows.map((row) => `/es/courses/bundles/${row.slug}`),
      '/es/accredited-courses',
      '/en/accredited-courses?state=FL',
      '/es/accredited-courses?state=FL&industry=insurance',
    ];
    const problems: string[] = [];
    let shown = 0;
    for (const url of pages) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const found = renderedReviews(page.body);
      shown += found.length;
      if (url.includes('/courses/details/')) expect(found.length, url).toBeGreaterThanOrEqual(2);
      for (const problem of repeatsOn(found)) problems.push(`${url} ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(shown).toBeGreaterThan(500);
  }, 240_000);

  it('dates every demo review after its course went on sale and before today; names are "First L."', async () => {
    const { db } = ctx.database;
    const [bad] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(sql`${reviews.createdAt} > now() or ${reviews.createdAt} < ${courses.createdAt}`);
    expect(bad?.count).toBe(0);
    const names = await db.select({ name: reviews.authorName }).from(reviews);
    for (const { name } of names) expect(name).toMatch(/^\p{Lu}[\p{L}]+( \p{Lu}[\p{L}]+)? \p{Lu}\.$/u);
    // Every seeded review but María's is demo text: no learner, no badge.
    const verified = await db.select({ id: reviews.id }).from(reviews).where(isNotNull(reviews.learnerId));
    expect(verified).toHaveLength(1);
  });

  it('shows the badge only on a review backed by an issued certificate; counts say "reseñas", not "verificadas"', async () => {
    const course = await mariasCourse();
    const page = await get(`/es/courses/details/${course.slug}`);
    const shown = renderedReviews(page.body);
    expect(shown.filter((review) => review.verified).map((review) => review.author)).toEqual(['María L.']);
    expect(page.body).toContain('Estudiante verificado');
    const english = await get(`/en/courses/details/${course.slug}`);
    expect(english.body).toContain('Verified learner');
    const catalogue = await get('/es/accredited-courses');
    expect(catalogue.body).not.toMatch(/reseñas? verificadas?/);
    expect((await get('/en/accredited-courses')).body).not.toMatch(/verified reviews?/i);
  });

  it('refuses strangers, learners without a completion and cross-site posts, and changes nothing', async () => {
    const course = await mariasCourse();
    const form = { rating: '5', text: 'An honest review that should never be stored anywhere.' };
    const url = `/review-posts/${course.slug}?lang=en`;
    const before = await ctx.database.db.select({ id: reviews.id }).from(reviews);

    // A stranger (signed out), someone signed in with an account no learner has, John (certificate waiting for
    // payment), Ana (waiting for the monitor): 403, and the page tells them who may review.
    for (const cookie of [
      '',
      signedInAs(ctx.app, `stranger-${kind}.edu`),
      signedInAs(ctx.app, JOHN!.ocid),
      signedInAs(ctx.app, ANA!.ocid),
    ]) {
      const refused = await post(url, form, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['cache-control']).toContain('no-store');
    }
    const john = await get(`/es/account/reviews/${course.slug}`, signedInAs(ctx.app, JOHN!.ocid));
    expect(john.body).toContain('data-testid="review-not-completed"');
    expect(john.body).toContain('Solo quienes completaron este curso pueden reseñarlo');
    expect(john.body).not.toContain('data-testid="review-form"');
    const stranger = await get(`/es/account/reviews/${course.slug}`);
    expect(stranger.body).toContain('data-testid="review-signed-out"');
    expect(stranger.headers['cache-control']).toContain('no-store');

    // The owner, from another site: refused before any work.
    const crossSite = await post(url, form, signedInAs(ctx.app, MARIA!.ocid), 'cross-site');
    expect(crossSite.statusCode).toBe(403);
    // An unknown course: 404.
    expect(
      (await post('/review-posts/no-such-course?lang=en', form, signedInAs(ctx.app, MARIA!.ocid))).statusCode,
    ).toBe(404);

    const after = await ctx.database.db.select({ id: reviews.id }).from(reviews);
    expect(after).toHaveLength(before.length);
  });

  it('lets the learner who completed the course edit their review; what they typed is checked with the messages', async () => {
    const course = await mariasCourse();
    const maria = signedInAs(ctx.app, MARIA!.ocid);
    const url = `/review-posts/${course.slug}?lang=es`;
    // Her account lists the certificate with a link to review its course.
    const account = await get('/es/account', maria);
    expect(account.body).toContain(`href="/es/account/reviews/${course.slug}"`);
    const page = await get(`/es/account/reviews/${course.slug}`, maria);
    expect(page.body).toContain('data-testid="review-form"');
    expect(page.body).toContain('Edita tu reseña');

    const invalid = await post(url, { rating: '7', text: 'Corta' }, maria);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Elige una valoración de 1 a 5 estrellas');
    expect(invalid.body).toContain('Tu reseña debe tener al menos 20 caracteres');
    // What she typed comes back into the form.
    expect(invalid.body).toContain('Corta</textarea>');
    const json = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'sec-fetch-site': 'same-origin',
        cookie: maria,
      },
      payload: 'rating=&text=',
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ errors: { rating: 'rating_required', text: 'text_required' } });

    const coursePage = `/es/courses/details/${course.slug}`;
    await get(coursePage); // cached
    const text =
      'Lo volví a repasar antes de renovar y sigue siendo claro; los casos de ética son los mejores.';
    const saved = await post(url, { rating: '4', text }, maria);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/es/account/reviews/${course.slug}?review=updated`);
    const [row] = await ctx.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.learnerId, MARIA!.id), eq(reviews.courseId, course.id)));
    expect(row).toMatchObject({ rating: 4, text, authorName: 'María L.' });
    expect(row?.updatedAt).toBeInstanceOf(Date);
    expect(row?.certificateId).toBe(DEMO_CERTIFICATES[0]!.certificateId);
    // Still one review of hers: an edit, not a second one; the count stays and the average follows.
    const after = await mariasCourse();
    expect(after.count).toBe(course.count);
    const [stats] = await ctx.database.db
      .select({
        n: sql<number>`count(*)::int`,
        avg: sql<string>`round(avg(${reviews.rating})::numeric, 2)::text`,
      })
      .from(reviews)
      .where(eq(reviews.courseId, course.id));
    expect(after.average).toBe(stats?.avg);
    expect(after.count).toBe(stats?.n);
    // The cached course page was dropped: it shows the new text, with the badge.
    const fresh = renderedReviews((await get(coursePage)).body);
    expect(fresh.find((review) => review.text === text)?.verified).toBe(true);
  });

  it('a learner whose certificate is issued writes a new review: counted, averaged and shown at once', async () => {
    const { db } = ctx.database;
    // John pays: his certificate is issued (as settlement does), and he may now review his course.
    const [johns] = await db
      .update(certificates)
      .set({ status: 'issued', issuedAt: new Date() })
      .where(eq(certificates.learnerId, JOHN!.id))
      .returning({ courseId: certificates.courseId });
    const [course] = await db
      .select({ slug: courses.slug, count: courses.reviewsCount })
      .from(courses)
      .where(eq(courses.id, johns!.courseId));
    const john = signedInAs(ctx.app, JOHN!.ocid);
    const coursePage = `/en/courses/details/${course!.slug}`;
    await get(coursePage); // cached
    const form = await get(`/en/account/reviews/${course!.slug}`, john);
    expect(form.body).toContain('Write your review');
    const text = 'Clear lessons on my phone and the final exam matched what the course taught.';
    const saved = await post(`/review-posts/${course!.slug}?lang=en`, { rating: '5', text }, john);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toContain('?review=created');
    const [after] = await db
      .select({ count: courses.reviewsCount })
      .from(courses)
      .where(eq(courses.id, johns!.courseId));
    expect(after?.count).toBe(course!.count + 1);
    const shown = renderedReviews((await get(coursePage)).body).find((review) => review.text === text);
    expect(shown).toMatchObject({ author: 'John C.', verified: true });
    // Revoked later (a refund): the badge goes, the review stays.
    await db.update(certificates).set({ status: 'revoked' }).where(eq(certificates.learnerId, JOHN!.id));
    const [stillThere] = await db
      .select({
        verified: sql<boolean>`exists (select 1 from certificates c where c.id = ${reviews.certificateId} and c.status = 'issued')`,
      })
      .from(reviews)
      .where(and(eq(reviews.learnerId, JOHN!.id), isNull(reviews.bundleId)));
    expect(stillThere?.verified).toBe(false);
  });
});
