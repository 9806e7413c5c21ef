import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles, courses } from '../../src/db/schema/catalog.ts';
import { reviews } from '../../src/db/schema/reviews.ts';
import { getCourseDetail, providersFor } from '../../src/domain/catalog/index.ts';
import { buildTestApp } from '../helpers/app.ts';

// Issue 8, "what visitors see that is wrong", on the rendered pages (buildApp() + inject; npm run build first):
// one money and number format, seeded bundles that add up, three Florida providers, the sign-in error in
// Spanish, reviews in another language labelled, the footer's 'Inc..', the rule under the press strip.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.app.close();
});
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The text of the element carrying data-testid, with React's <!-- --> separators removed. */
function testIdText(html: string, testId: string): string | undefined {
  const match = new RegExp(`data-testid="${testId}"[^>]*>((?:[^<]|<!-- -->)*)<`).exec(html);
  return match?.[1]?.replaceAll('<!-- -->', '');
}

describe('money, numbers and counts in Spanish', () => {
  it('prints catalogue prices and ratings with US conventions in Spanish', async () => {
    const page = await get('/es/courses/bundles/fl-real-estate-career-path');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$399.99');
    expect(page.body).not.toMatch(/\$\d{1,3}(\.\d{3})*,\d{2}/);
    const ratings = [...page.body.matchAll(/Valoración ([\d.,]+) de 5/g)].map((m) => m[1]);
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) expect(rating).toMatch(/^\d\.\d$/);
  });

  it('says how many courses and hours with the right plural', async () => {
    const page = await get('/es/courses/bundles/fl-2-15-ce-24-hour-package');
    expect(page.body).toMatch(/6<\/strong> (<!-- -->)?cursos incluidos/);
    const en = await get('/en/courses/bundles/fl-2-15-ce-24-hour-package');
    expect(en.body).toMatch(/24<\/strong> (<!-- -->)?credit hours in total/);
    expect(en.body).not.toMatch(/\b1 (courses|credit hours|states|reviews)\b/);
  });
});

describe('seeded bundles and providers', () => {
  it('sells the 2-15 and 2-20 24-hour packages with 24 hours each', async () => {
    for (const slug of ['fl-2-15-ce-24-hour-package', 'fl-2-20-ce-24-hour-package']) {
      const page = await get(`/en/courses/bundles/${slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/data-testid="bundle-hours"[^>]*><strong[^>]*>24<\/strong>/);
      expect(page.body).toContain('Law &amp; Ethics Update for');
    }
  });

  it('lists the three Florida providers and no Texas number', async () => {
    const providers = await providersFor(ctx.database.db, 'es', { state: 'FL' });
    expect(providers).toHaveLength(3);
    const page = await get('/es/accredited-courses');
    expect(page.body).not.toContain('TX 48213');
    expect(page.body).not.toContain('Gulfstream');
  });
});

describe('sign-in error screen', () => {
  it('shows the error in Spanish on Spanish pages, keeping the spec text in English', async () => {
    const page = await get('/es/opencampus/callback?error=verifyFailed');
    expect(testIdText(page.body, 'ocid-error-localized')).toBe(
      'Error al iniciar sesión: No se pudo verificar el token.',
    );
    expect(testIdText(page.body, 'ocid-error')).toBe('Error Logging in: Unable to verify token');
    expect(page.body).toMatch(/lang="en"[^>]*data-testid="ocid-error"/);
  });

  it('shows the spec text alone on English pages', async () => {
    const page = await get('/en/opencampus/callback?error=noVerifier');
    expect(testIdText(page.body, 'ocid-error')).toBe(
      'Error Logging in: codeVerifier not found, cannot complete flow',
    );
    expect(page.body).not.toContain('ocid-error-localized');
  });
});

describe('reviews in the other language', () => {
  it('labels a review whose language differs from the page and marks its text with lang', async () => {
    const course = await getCourseDetail(ctx.database.db, 'es', 'telehealth-best-practices-3h');
    await ctx.domain.catalogWriter.addReview({
      courseId: course!.id,
      rating: 5,
      text: 'Clear and practical, in English.',
      authorName: 'Lang T.',
      language: 'en',
    });
    await ctx.domain.catalogWriter.addReview({
      courseId: course!.id,
      rating: 5,
      text: 'Claro y práctico, en español.',
      authorName: 'Lang E.',
      language: 'es',
    });
    for (const [locale, label, other] of [
      ['es', 'Reseña en inglés', 'en'],
      ['en', 'Review in Spanish', 'es'],
    ] as const) {
      const page = await get(`/${locale}/courses/details/telehealth-best-practices-3h`);
      const foreign = [...page.body.matchAll(/<blockquote lang="([a-z]{2})"/g)].filter(
        (m) => m[1] !== locale,
      );
      const labels = [...page.body.matchAll(/data-testid="review-language"[^>]*>([^<]*)</g)].map((m) => m[1]);
      expect(foreign.length).toBeGreaterThan(0);
      expect(labels.length).toBe(foreign.length);
      expect(labels).toContain(label);
      expect(page.body).toContain(`<blockquote lang="${other}"`);
    }
  });
});

describe('home page and footer', () => {
  it('prints the legal name once, without a double period', async () => {
    for (const locale of ['es', 'en']) {
      const page = await get(`/${locale}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Quest Learning, Inc.');
      expect(page.body).not.toContain('Inc..');
    }
  });

  it('draws no border under the press strip', async () => {
    const page = await get('/en');
    const section = /<section[^>]*data-testid="press-strip"[^>]*>/.exec(page.body)?.[0];
    expect(section).toBeDefined();
    const classes = /class="([^"]*)"/.exec(section!)?.[1] ?? '';
    expect(classes.split(' ').filter((c) => /^(bd|border)/.test(c))).toEqual([]);
  });
});

// Issue 28: no copy may claim hours are reported where nothing backs it. Since issue 31 Quest reports Florida
// completions to DFS, DBPR and CE Broker (a report per completion, with its status): a claim is allowed only in a
// sentence that names one of those regulators, and never in reviews or descriptions.
const BACKED_REGULATOR = /\b(?:DFS|DBPR|CE Broker)\b/;
const REPORTING_CLAIM =
  /\b(?:report(?:s|ed|ing)? (?:your |the |my )?(?:credit[- ])?hours|hours (?:were |are |get )?reported|reporta(?:mos|n)? (?:tus|las|sus) horas|reporte de horas|horas reportadas|reportamos)\b/i;

/** The page's visible sentences that claim reporting without naming a regulator Quest reports to. */
function unbackedClaims(html: string): string[] {
  const text = html
    .replaceAll('<!-- -->', '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '\n');
  return text
    .split(/\n|(?<=[.!?])\s+/)
    .filter((sentence) => REPORTING_CLAIM.test(sentence) && !BACKED_REGULATOR.test(sentence));
}

describe('no claim that hours are reported to a board', () => {
  it('in seeded reviews and course and bundle descriptions, both languages', async () => {
    const { db } = ctx.database;
    const texts = [
      ...(await db.select({ text: reviews.text }).from(reviews)).map((row) => row.text),
      ...(await db.select({ es: courses.descriptionEs, en: courses.descriptionEn }).from(courses)).flatMap(
        (row) => [row.es, row.en],
      ),
      ...(await db.select({ es: bundles.descriptionEs, en: bundles.descriptionEn }).from(bundles)).flatMap(
        (row) => [row.es, row.en],
      ),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => REPORTING_CLAIM.test(text))).toEqual([]);
  });

  it('on rendered pages: home, catalogue, course and bundle pages, legal pages', async () => {
    const { db } = ctx.database;
    const courseSlugs = (
      await db
        .select({ slug: courses.slug })
        .from(courses)
        .where(eq(courses.visibility, 'marketplace'))
        .orderBy(asc(courses.id))
        .limit(4)
    ).map((row) => `/courses/details/${row.slug}`);
    const paths = [
      '',
      '/accredited-courses',
      '/courses/bundles/fl-2-15-ce-24-hour-package',
      '/terms',
      '/privacy',
      '/refund-policy',
      ...courseSlugs,
    ];
    for (const locale of ['es', 'en'] as const) {
      for (const path of paths) {
        const response = await get(`/${locale}${path}`);
        expect(response.statusCode, path).toBe(200);
        expect(unbackedClaims(response.body), `/${locale}${path}`).toEqual([]);
      }
    }
  });
});
