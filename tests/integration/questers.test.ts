import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { courses, instructors } from '../../src/db/schema/catalog.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { DEMO_PRIVATE_COURSES } from '../../src/db/seed/companies.ts';
import { type OcidProviderDouble, startOcidProvider } from '../fixtures/ocid-provider.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm, pickCourse } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 12, the Quester part: the public Quester page /{lang}/questers/{id} (id = instructor slug) with the
// Quester's marketplace courses only, its meta from the database, 404 for unknown ids; the partner link
// /partner-links/{id} (signed first-touch referral cookie, 303 to the Quester's page) and the referral reaching
// the order and the Open Campus ID login's `ref`. On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';

describe.each(TEST_DATABASE_KINDS)('Quester pages on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let provider: OcidProviderDouble;
  /** The Quester of the demo link-only and private courses, and their marketplace course titles. */
  let questerId: string;
  let questerName: string;
  let marketplaceTitles: string[];
  let hiddenTitles: string[];

  beforeAll(async () => {
    provider = await startOcidProvider();
    const built = await buildTestApp(
      {
        PUBLIC_URL: ORIGIN,
        CHECKOUT_RATE_LIMIT: '1000',
        OCID_BASE_URL: provider.url,
        OCID_PUBLIC_KEY: provider.publicKey,
        OCID_CLIENT_ID: provider.audience,
        APP_API_URL: provider.url,
      },
      { database: kind },
    );
    app = built.app;
    database = built.database;
    const [linkOnly] = await database.db
      .select({ instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.slug, DEMO_PRIVATE_COURSES.linkOnly));
    const [quester] = await database.db
      .select({ id: instructors.id, slug: instructors.slug, name: instructors.name })
      .from(instructors)
      .where(eq(instructors.id, linkOnly?.instructorId ?? -1));
    if (!quester) throw new Error('The demo link-only course has no instructor');
    questerId = quester.slug;
    questerName = quester.name;
    const theirs = await database.db
      .select({ titleEn: courses.titleEn, visibility: courses.visibility })
      .from(courses)
      .where(eq(courses.instructorId, quester.id));
    marketplaceTitles = theirs.filter((c) => c.visibility === 'marketplace').map((c) => c.titleEn);
    hiddenTitles = theirs.filter((c) => c.visibility !== 'marketplace').map((c) => c.titleEn);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  /** The page's <title> (assertions on it print a short diff, not the whole page). */
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  describe('public Quester page', () => {
    it('shows the bio, marketplace courses, totals and the share link; meta from the database', async () => {
      expect(marketplaceTitles.length).toBeGreaterThan(0);
      const response = await get(`/en/questers/${questerId}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html.includes('data-testid="quester-page"'), 'data-testid="quester-page"').toBe(true);
      expect(html.includes(escapeHtml(questerName)), escapeHtml(questerName)).toBe(true);
      for (const title of marketplaceTitles)
        expect(html.includes(escapeHtml(title)), escapeHtml(title)).toBe(true);
      expect(titleOf(html)).toBe(escapeHtml(`${questerName} · Quester on Quest`));
      expect(html).toMatch(/<meta property="og:title" content="[^"]*Quester on Quest"/);
      expect(
        html.includes(`<meta property="og:url" content="${ORIGIN}/en/questers/${questerId}"/>`),
        `<meta property="og:url" content="${ORIGIN}/en/questers/${questerId}"/>`,
      ).toBe(true);
      expect(html).toMatch(/<meta name="description" content="[^"]*published course/);
      expect(
        html.includes(`value="${ORIGIN}/en/questers/${questerId}"`),
        `value="${ORIGIN}/en/questers/${questerId}"`,
      ).toBe(true);
      const count = /data-testid="quester-course-count">(\d+)</.exec(html)?.[1];
      expect(Number(count)).toBe(marketplaceTitles.length);
      expect(html.includes('noindex'), 'noindex').toBe(false);
      // Public and cacheable: the same for everyone.
      expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    });

    it('is in Spanish under /es', async () => {
      const response = await get(`/es/questers/${questerId}`);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(escapeHtml(`${questerName} · Quester en Quest`));
      expect(response.body.includes('Cursos publicados')).toBe(true);
    });

    it('never lists link-only or private courses', async () => {
      expect(hiddenTitles.length).toBeGreaterThan(0);
      const response = await get(`/en/questers/${questerId}`);
      for (const title of hiddenTitles)
        expect(response.body.includes(escapeHtml(title)), escapeHtml(title)).toBe(false);
      expect(response.body.includes(DEMO_PRIVATE_COURSES.linkOnly), DEMO_PRIVATE_COURSES.linkOnly).toBe(
        false,
      );
      expect(
        response.body.includes(DEMO_PRIVATE_COURSES.otherCompany),
        DEMO_PRIVATE_COURSES.otherCompany,
      ).toBe(false);
    });

    it.each([
      '/en/questers/nobody-here',
      '/es/questers/NOT-A-SLUG',
      '/en/questers/%E0%A4%A',
      `/en/questers/${'a'.repeat(200)}`,
    ])('answers the 404 page for %s', async (url) => {
      const response = await get(url);
      expect([400, 404]).toContain(response.statusCode);
      if (url !== '/en/questers/%E0%A4%A') expect(response.statusCode).toBe(404);
    });

    it('is in the sitemap; partner links are kept out of indexes', async () => {
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.body.includes(`<loc>${ORIGIN}/es/questers/${questerId}</loc>`)).toBe(true);
      expect(sitemap.body.includes(`<loc>${ORIGIN}/en/questers/${questerId}</loc>`)).toBe(true);
      expect(sitemap.body.includes('/partner-links/')).toBe(false);
      const robots = await get('/robots.txt');
      expect(robots.body).toContain('Disallow: /partner-links/');
    });

    it('leaves Questers with nothing published out of the sitemap and indexes (free, link-only)', async () => {
      const sitemap = (await get('/sitemap.xml')).body;
      // tomas-herrera is on the free plan, valeria-montes on Basic: their courses open by link at most.
      for (const empty of ['tomas-herrera', 'valeria-montes']) {
        expect(sitemap.includes(`/questers/${empty}<`), empty).toBe(false);
        const response = await get(`/es/questers/${empty}`);
        expect(response.statusCode, empty).toBe(200);
        expect(response.body, empty).toContain('<meta name="robots" content="noindex, nofollow"/>');
      }
      const listed = await get(`/es/questers/${questerId}`);
      expect(listed.body).not.toContain('name="robots"');
    });

    it('links the instructor on a course page to their Quester page', async () => {
      const [course] = await database.db
        .select({ slug: courses.slug })
        .from(courses)
        .innerJoin(instructors, eq(instructors.id, courses.instructorId))
        // A course of theirs that opens for anyone (not one of the companies' private courses).
        .where(and(eq(instructors.slug, questerId), eq(courses.visibility, 'marketplace')))
        .orderBy(courses.id)
        .limit(1);
      const response = await get(`/en/courses/details/${course?.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(
        new RegExp(`href="/en/questers/${questerId}"[^>]*data-testid="instructor-link"`),
      );
    });
  });

  describe('partner links', () => {
    const REFERRAL = 'quest_referral';
    const referralOf = (response: { cookies: unknown }) =>
      (response.cookies as Array<{ name: string; value: string; [key: string]: unknown }>).find(
        (cookie) => cookie.name === REFERRAL,
      );
    const cookieFor = (value: string) => `${REFERRAL}=${encodeURIComponent(value)}`;
    const signedFor = (id: string, at = Math.floor(Date.now() / 1000)) =>
      cookieFor(app.signCookie(`${id}:${at}`));
    let otherId: string;

    beforeAll(async () => {
      const [other] = await database.db
        .select({ slug: instructors.slug })
        .from(instructors)
        .where(ne(instructors.slug, questerId))
        .limit(1);
      otherId = other?.slug ?? '';
      expect(otherId).not.toBe('');
    });

    it('records a signed, httpOnly, Lax, 30-day first-touch cookie and 303s to the page in the negotiated locale', async () => {
      const response = await get(`/partner-links/${questerId}`, { 'accept-language': 'en-US,en;q=0.9' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/en/questers/${questerId}`);
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = referralOf(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
      const unsigned = app.unsignCookie(String(cookie?.value));
      expect(unsigned.valid).toBe(true);
      expect(unsigned.value).toMatch(new RegExp(`^${questerId}:\\d+$`));
      // Spanish by default, the saved language cookie first.
      const es = await get(`/partner-links/${questerId}`);
      expect(es.headers.location).toBe(`/es/questers/${questerId}`);
      const saved = await get(`/partner-links/${questerId}`, {
        cookie: 'quest-locale=en',
        'accept-language': 'es',
      });
      expect(saved.headers.location).toBe(`/en/questers/${questerId}`);
    });

    it('keeps an existing valid referral (first touch)', async () => {
      const response = await get(`/partner-links/${otherId}`, { cookie: signedFor(questerId) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/es/questers/${otherId}`);
      expect(referralOf(response)).toBeUndefined();
    });

    it.each([
      ['unsigned', () => cookieFor(`${'james-whitaker'}:${Math.floor(Date.now() / 1000)}`)],
      [
        'forged signature',
        () =>
          cookieFor(
            `james-whitaker:${Math.floor(Date.now() / 1000)}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
          ),
      ],
      [
        'signed but expired (31 days)',
        () => signedFor('james-whitaker', Math.floor(Date.now() / 1000) - 31 * 86400),
      ],
      ['signed but malformed', () => cookieFor(app.signCookie('<script>'))],
    ])('ignores a %s cookie and records the new first touch', async (_name, cookie) => {
      const response = await get(`/partner-links/${otherId}`, { cookie: cookie() });
      expect(response.statusCode).toBe(303);
      const unsigned = app.unsignCookie(String(referralOf(response)?.value));
      expect(unsigned.value).toMatch(new RegExp(`^${otherId}:\\d+$`));
    });

    it.each(['/partner-links/nobody-here', '/partner-links/NOT_A_SLUG', `/partner-links/${'x'.repeat(300)}`])(
      'answers the 404 page for %s and sets no cookie',
      async (url) => {
        const response = await get(url, { accept: 'text/html' });
        expect(response.statusCode).toBe(404);
        expect(referralOf(response)).toBeUndefined();
      },
    );

    it('records the referral on an order placed through the checkout route, never from the form', async () => {
      const course = await pickCourse(database.db, 'single-state');
      const place = (cookie: string | undefined, extra: Record<string, string> = {}) =>
        app.inject({
          method: 'POST',
          url: `/checkout/${course.slug}?lang=en`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: ORIGIN,
            'sec-fetch-site': 'same-origin',
            ...(cookie ? { cookie } : {}),
          },
          payload: new URLSearchParams(checkoutForm(extra)).toString(),
        });
      const orderAfter = async (response: { statusCode: number; headers: Record<string, unknown> }) => {
        expect(response.statusCode).toBe(303);
        const transactionId =
          new URL(String(response.headers.location), ORIGIN).searchParams.get('transactionId') ?? '';
        const [order] = await database.db
          .select()
          .from(orders)
          .where(eq(orders.transactionId, transactionId));
        return order;
      };
      const [quester] = await database.db
        .select({ id: instructors.id })
        .from(instructors)
        .where(eq(instructors.slug, questerId));
      const referred = await orderAfter(await place(signedFor(questerId)));
      expect(referred?.status).toBe('paid');
      expect(referred?.referralQuesterId).toBe(quester?.id);
      // A forged cookie, or a field in the form, records nothing.
      const forged = await orderAfter(
        await place(cookieFor(`${questerId}:${Math.floor(Date.now() / 1000)}`)),
      );
      expect(forged?.referralQuesterId).toBeNull();
      const fromForm = await orderAfter(
        await place(undefined, { referralQuesterId: questerId, referral: questerId, ref: questerId }),
      );
      expect(fromForm?.referralQuesterId).toBeNull();
    });

    it("puts the referral in the Open Campus ID login's ref (the brand without one)", async () => {
      const withReferral = await get('/auth/ocid/login?returnTo=%2Fen%2Fabout', {
        cookie: signedFor(questerId),
      });
      expect(withReferral.statusCode).toBe(302);
      expect(new URL(String(withReferral.headers.location)).searchParams.get('ref')).toBe(questerId);
      const forged = await get('/auth/ocid/login?returnTo=%2Fen%2Fabout', {
        cookie: cookieFor(`${questerId}:${Math.floor(Date.now() / 1000)}`),
      });
      expect(new URL(String(forged.headers.location)).searchParams.get('ref')).toBe('Quest');
    });
  });
});
