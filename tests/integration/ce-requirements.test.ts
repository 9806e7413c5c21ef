import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { bundles } from '../../src/db/schema/catalog.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import { tenths } from '../../src/domain/ce/engine.ts';
import type { Proposal } from '../../src/domain/ce/proposal.ts';
import { ceCandidates, learnerCompletions, noCreditCourseIds } from '../../src/domain/ce/queries.ts';
import { licenceRequirement } from '../../src/domain/ce/requirements/data.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 15 on the seeded catalogue: the requirements tool (valid and invalid queries, never a 5xx), the proposal
// is the cheapest cover in the seed and never a no-credit duplicate, and "buy it in one checkout" through the
// ordinary checkout as an unlisted custom bundle whose order grants every course.

const ORIGIN = 'https://quest.test';
const MARIA = DEMO_CERTIFICATES[0].learner;
const TOOL = '/continuing-education/requirements';

function signedInAs(app: FastifyInstance, ocid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ edu_username: ocid, eth_address: '0xabc' })}.sig`;
  const record = encodeRecord({
    access_token: 'a.b.c',
    id_token: idToken,
    expired: Math.floor(Date.now() / 1000) + 600,
  });
  return `${TOKEN_COOKIE}=${encodeURIComponent(app.signCookie(record))}`;
}

/** Brute force over every set of candidate items (courses and bundles, no course twice): the lowest price. */
function cheapestByBruteForce(
  goal: { categories: Record<string, number>; total: number },
  items: Array<{
    price: number;
    courses: Array<{
      id: number;
      hours: string;
      credits: ReadonlyArray<{ category: string; hours: string }>;
    }>;
  }>,
): number {
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << items.length; mask += 1) {
    const chosen = items.filter((_, index) => mask & (1 << index));
    const courses = chosen.flatMap((item) => item.courses);
    if (new Set(courses.map((course) => course.id)).size !== courses.length) continue;
    const price = chosen.reduce((sum, item) => sum + item.price, 0);
    if (price >= best) continue;
    if (courses.reduce((sum, course) => sum + tenths(course.hours), 0) < goal.total) continue;
    const ok = Object.entries(goal.categories).every(
      ([category, need]) =>
        courses.reduce(
          (sum, course) =>
            sum +
            course.credits.filter((c) => c.category === category).reduce((s, c) => s + tenths(c.hours), 0),
          0,
        ) >= need,
    );
    if (ok) best = price;
  }
  return best;
}

describe.each(TEST_DATABASE_KINDS)('CE requirements tool and missing hours on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    database = built.database;
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, ocid?: string) =>
    app.inject({ method: 'GET', url, headers: ocid ? { cookie: signedInAs(app, ocid) } : {} });
  const post = (url: string, form: Record<string, string>, ocid?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        ...(ocid ? { cookie: signedInAs(app, ocid) } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('answers in both languages, in plain words, from the query alone', async () => {
    const es = await get(`/es${TOOL}?licence=fl-insurance-2-15&issued=2019-03-10&birthMonth=7`);
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('data-testid="ce-result"');
    expect(es.body).toMatch(/Necesitas 20 h de educación continua antes del 31 de julio de 20\d\d/);
    expect(es.body).toContain('Actualización de leyes y ética 2-15');
    const en = await get(`/en${TOOL}?licence=fl-lmhc&issued=2021-06-01`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Laws and rules (Chapter 491)');
    expect(en.body).toMatch(/You need 30 h of continuing education by March 31, 20\d\d/);
    const texas = await get(`/en${TOOL}?state=TX&licence=tx-insurance`);
    expect(texas.body).toContain('enter the expiration date printed on your license');
    // Its own title, description, canonical URL and Open Graph tags; an answer (a query) is not indexed.
    for (const lang of ['es', 'en']) {
      const plain = (await get(`/${lang}${TOOL}`)).body;
      expect(plain).toContain(`<link rel="canonical" href="${ORIGIN}/${lang}${TOOL}"/>`);
      expect(plain).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(plain).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(plain).not.toContain('noindex');
    }
    expect(es.body).toContain('name="robots" content="noindex');
    // The tool is linked from /continuing-education and listed in the sitemap.
    expect((await get('/en/continuing-education')).body).toContain(`href="/en${TOOL}"`);
    expect((await get('/sitemap.xml')).body).toContain(`/es${TOOL}</loc>`);
  });

  it.each([
    ['?licence=nope', 'licence-error'],
    ['?licence=fl-insurance-2-15&issued=2099-01-01', 'issued-error'],
    ['?licence=fl-insurance-2-15&issued=2024-02-30', 'issued-error'],
    ['?licence=fl-insurance-2-15&years=abc', 'years-error'],
    ['?state=TX&licence=fl-lcsw', 'licence-error'],
  ])('an invalid query %s renders the form with its message', async (query, testId) => {
    for (const lang of ['es', 'en']) {
      const page = await get(`/${lang}${TOOL}${query}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-testid="${testId}"`);
      expect(page.body).not.toContain('data-testid="ce-result"');
    }
  });

  it('never answers 5xx to odd input', async () => {
    for (const query of [
      '?licence=%00',
      `?licence=${'x'.repeat(5000)}`,
      '?birthMonth=13&licence=fl-insurance-2-14',
      '?expires=0000-00-00&licence=ca-real-estate',
      '?licence=fl-insurance-2-14&licence=fl-lmhc&issued[]=1',
    ]) {
      expect((await get(`/en${TOOL}${query}`)).statusCode, query).toBeLessThan(500);
    }
    expect((await post('/ce-fill/checkout?lang=en', { query: '%00&licence=zz' })).statusCode).toBe(303);
  });

  it('real estate: the proposal is the cheapest cover in the seed (checked by brute force)', async () => {
    const report = await app.domain.ce.report({
      licenceKey: 'fl-real-estate-sales-associate',
      facts: { issueDate: '2021-05-20' },
      learnerId: null,
      locale: 'en',
    });
    const proposal = report!.proposal as Proposal;
    expect(proposal.covers).toBe(true);
    const candidates = await ceCandidates(
      database.db,
      licenceRequirement('fl-real-estate-sales-associate')!,
      'en',
      new Date(),
    );
    const byId = new Map(candidates.courses.map((course) => [course.courseId, course]));
    const items = [
      ...candidates.courses.map((course) => ({
        price: course.priceCents,
        courses: [{ id: course.courseId, hours: course.hours, credits: course.credits }],
      })),
      ...candidates.bundles
        .filter((bundle) => bundle.courseIds.every((id) => byId.has(id)))
        .map((bundle) => ({
          price: bundle.priceCents,
          courses: bundle.courseIds.map((id) => ({
            id,
            hours: byId.get(id)!.hours,
            credits: byId.get(id)!.credits,
          })),
        })),
    ];
    expect(items.length).toBeLessThan(22);
    const best = cheapestByBruteForce(
      {
        categories: { 'fl-re-core-law': 30, 'fl-re-ethics-business': 30, 'fl-re-specialty': 80 },
        total: 140,
      },
      items,
    );
    expect(proposal.totalCents).toBe(best);
    expect(proposal.totalCents).toBeLessThanOrEqual(proposal.oneByOneCents);
  });

  it('a signed-in learner: the transcript counts, the proposal covers the rest and never repeats a course', async () => {
    const licence = licenceRequirement('fl-insurance-2-14')!;
    const completions = await learnerCompletions(database.db, MARIA.id, 'en');
    expect(completions.length).toBeGreaterThan(0);
    const report = await app.domain.ce.report({
      licenceKey: licence.key,
      facts: { issueDate: '2023-02-01', birthMonth: 5 },
      learnerId: MARIA.id,
      locale: 'en',
    });
    const { evaluation, proposal } = report!;
    expect(evaluation.earnedTenths).toBeGreaterThan(0);
    const repeats = noCreditCourseIds(evaluation, completions, new Date());
    expect(repeats.size).toBeGreaterThan(0);
    for (const course of proposal!.courses) expect(repeats.has(course.courseId)).toBe(false);
    // It covers what is missing: each subject and the total.
    const hours = (category: string) =>
      proposal!.courses.reduce(
        (sum, course) =>
          sum +
          course.credits.filter((c) => c.category === category).reduce((s, c) => s + tenths(c.hours), 0),
        0,
      );
    for (const category of evaluation.categories)
      expect(hours(category.category)).toBeGreaterThanOrEqual(category.missingTenths ?? 0);
    expect(proposal!.hoursTenths).toBeGreaterThanOrEqual(evaluation.missingTenths!);

    // Asked nothing yet, she sees the licence of her newest credited course, filled from her transcript.
    const opened = await get(`/en${TOOL}`, MARIA.ocid);
    expect(opened.body).toContain('data-testid="ce-result"');
    expect(opened.body).toMatch(/<option value="fl-insurance-2-14" selected="">/);
    expect((await get(`/en${TOOL}`)).body).not.toContain('data-testid="ce-result"');

    const page = await get(`/en${TOOL}?licence=${licence.key}&issued=2023-02-01&birthMonth=5`, MARIA.ocid);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('data-testid="ce-signed-in"');
    expect(page.body).toContain('data-testid="ce-proposal"');
  });

  it('buys the proposal in one checkout: a custom bundle, priced on the server, never listed', async () => {
    // The seed's renewal packages would be the cheapest answer (one catalogue bundle is sold as it is): price
    // them out of this test's database so the proposal is a set of courses.
    const single = await post(
      '/ce-fill/checkout?lang=en',
      { query: 'licence=fl-insurance-2-14&issued=2023-02-01&birthMonth=5' },
      MARIA.ocid,
    );
    expect(String(single.headers.location)).toMatch(/^\/en\/courses\/buy\/[a-z0-9-]+\?type=bundle&state=FL$/);
    await database.db
      .update(bundles)
      .set({ priceCents: 9_999_900, discountPercent: 0, campaignId: null })
      .where(eq(bundles.kind, 'catalog'));
    const query = 'licence=fl-insurance-2-14&issued=2023-02-01&birthMonth=5';
    const first = await post('/ce-fill/checkout?lang=en', { query }, MARIA.ocid);
    expect(first.statusCode).toBe(303);
    const location = String(first.headers.location);
    expect(location).toMatch(
      /^\/en\/courses\/buy\/ce-fill-fl-insurance-2-14-[a-z0-9_-]+\?type=bundle&state=FL$/,
    );
    // Asking again reuses the same bundle.
    expect((await post('/ce-fill/checkout?lang=en', { query }, MARIA.ocid)).headers.location).toBe(location);
    const slug = location.split('/').pop()!.split('?')[0]!;
    const report = await app.domain.ce.report({
      licenceKey: 'fl-insurance-2-14',
      facts: { issueDate: '2023-02-01', birthMonth: 5 },
      learnerId: MARIA.id,
      locale: 'en',
    });
    const checkoutPage = await get(location, MARIA.ocid);
    expect(checkoutPage.statusCode).toBe(200);

    const email = `ce-${kind}@example.com`;
    const paid = await post(
      `/checkout/${slug}?lang=en&type=bundle`,
      checkoutForm({ fullName: 'María José López', email, emailConfirm: email, state: 'FL' }),
      MARIA.ocid,
    );
    expect(paid.statusCode).toBe(303);
    const transactionId = String(paid.headers.location).match(/([A-Za-z0-9_-]{16,})(?:\?|$)/)?.[1];
    expect(transactionId).toBeTruthy();
    const order = await app.domain.orders.find(transactionId!, 'en');
    expect(order?.totalCents).toBe(report!.proposal!.totalCents);
    // The order lists (and grants) every course of the proposal.
    expect(order?.courses.map((course) => course.slug).sort()).toEqual(
      report!.proposal!.courses.map((course) => course.slug).sort(),
    );
    const receipt = await get(`/en/receipts/${transactionId}`, MARIA.ocid);
    expect(receipt.statusCode).toBe(200);
    // Never listed: not in the sitemap, not among the specialty's bundles.
    expect((await get('/sitemap.xml')).body).not.toContain('ce-fill-');
    expect(
      (await get('/en/accredited-courses?state=FL&industry=insurance&specialty=2-14')).body,
    ).not.toContain('ce-fill-');
    // Its own page opens by its link and is never indexed.
    const bundlePage = await get(`/en/courses/bundles/${slug}`);
    expect(bundlePage.statusCode).toBe(200);
    expect(bundlePage.body).toContain('name="robots" content="noindex');
    // A cross-site post is refused.
    const cross = await app.inject({
      method: 'POST',
      url: '/ce-fill/checkout?lang=en',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams({ query }).toString(),
    });
    expect(cross.statusCode).toBe(403);
  });
});
