import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { courses, instructors } from '../../src/db/schema/catalog.ts';
import { subscriptions } from '../../src/db/schema/subscriptions.ts';
import { DEMO_QUESTER_PLANS } from '../../src/db/seed/quester-plans.ts';
import { QUESTER_TRIAL_DAYS, RECURRING_PLANS, recurringPlan } from '../../src/domain/plans.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { type StripeApiDouble, startStripeApi } from '../fixtures/stripe-api.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { ownerSessionFor, signedInAs } from '../helpers/identity.ts';

// Issue 12, creator (Quester) plans: the plan catalogue's prices and trial, the visibility a plan allows in the
// catalogue (search, listing counts), the sitemap and on direct links, and the upgrade bought through the real
// routes (buildApp() + inject on the built site, the offline sandbox's card), its trial, its lapse and its
// double submit. Renewals run through the same service the background jobs call, on the test's clock.
const ORIGIN = 'https://quest.test';
const DAY = 24 * 60 * 60 * 1000;
const BASIC = DEMO_QUESTER_PLANS.basic;
const FREE = DEMO_QUESTER_PLANS.free;

/** The operator's link between each demo Quester and the Open Campus ID they sign in with. */
async function linkQuesterOwners(database: Database) {
  for (const quester of [BASIC, FREE])
    await database.db
      .update(instructors)
      .set({ ownerOcid: quester.ownerOcid })
      .where(eq(instructors.slug, quester.slug));
}

describe.each(TEST_DATABASE_KINDS)('Quester plans on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let domain: DomainServices;
  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    database = built.database;
    domain = built.domain;
    await linkQuesterOwners(database);
    ownerSession = ownerSessionFor(app, database, domain, ORIGIN);
  });
  afterAll(() => app?.close());

  // Only the Quester, signed in, changes their plan (issue 27): each request is signed in as the Quester it names
  // (tests/integration/identity.test.ts tries it as everyone else).
  // Its subscription is managed by its owner, the billing address's learner, proven by e-mail.
  let ownerSession: (url: string) => Promise<string> = async () => '';
  const asQuester = async (url: string): Promise<Record<string, string>> => {
    const quester = [BASIC, FREE].find((candidate) => url.includes(`/${candidate.slug}`));
    if (quester) return { cookie: signedInAs(app, quester.ownerOcid) };
    const owner = await ownerSession(url);
    return owner ? { cookie: owner } : {};
  };
  const get = async (url: string) => app.inject({ method: 'GET', url, headers: await asQuester(url) });
  const post = async (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        ...(await asQuester(url)),
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });
  let attempts = 0;
  const form = (overrides: Record<string, string> = {}) => {
    attempts += 1;
    const email = `quester-${kind}-${attempts}@example.com`;
    return {
      attempt: `quester-attempt-${kind}-${attempts}-abcdefgh`,
      plan: 'plus',
      fullName: 'Valeria Montes',
      email,
      emailConfirm: email,
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
      ...overrides,
    };
  };
  const planOf = async (slug: string) =>
    (
      await database.db.select({ plan: instructors.plan }).from(instructors).where(eq(instructors.slug, slug))
    )[0]?.plan;
  const visibilityOf = async (slug: string) =>
    (
      await database.db
        .select({ visibility: courses.visibility, own: courses.ownVisibility })
        .from(courses)
        .where(eq(courses.slug, slug))
    )[0];
  const searchFinds = async (title: string, slug: string) => {
    const page = await get(`/en/search?q=${encodeURIComponent(title)}`);
    expect(page.statusCode).toBe(200);
    return page.body.includes(`/en/courses/details/${slug}"`);
  };
  const inSitemap = async (slug: string) =>
    (await get('/sitemap.xml')).body.includes(`/courses/details/${slug}<`);
  const listedIn215 = async () => {
    const result = (await database.db.execute(
      sql`select coalesce(sum(l.course_count), 0)::int as n from catalog_listing_counts l
          join specialties s on s.id = l.specialty_id where s.slug = '2-15' and l.state_code = 'FL'`,
    )) as unknown as { rows: Array<{ n: number }> };
    const [row] = result.rows;
    return Number(row?.n ?? 0);
  };

  it('prices every recurring plan from one catalogue: Basic $29.99, Plus $99.99 a month, a 14-day trial', async () => {
    expect(recurringPlan('quester_basic')).toMatchObject({ product: 'quester', months: 1, priceCents: 2999 });
    expect(recurringPlan('quester_plus')).toMatchObject({ product: 'quester', months: 1, priceCents: 9999 });
    expect(QUESTER_TRIAL_DAYS).toBe(14);
    expect(RECURRING_PLANS.filter((plan) => plan.product === 'migrant').map((plan) => plan.id)).toEqual([
      'monthly',
      'semiannual',
      'annual',
    ]);
    const quote = await domain.subscriptions.quote('quester_plus');
    expect(quote).toMatchObject({ totalCents: 9999, trialDays: 14, appliedCampaign: null });
    const table = await get('/en/payments/studioPricingTable');
    expect(table.statusCode).toBe(200);
    expect(table.body).toContain('$29.99');
    expect(table.body).toContain('$99.99');
    expect(table.body).toContain('14-day free trial');
    const started = await get(`/en/payments/studioPricingTable?quester=${FREE.slug}`);
    expect(started.body).toContain(`href="/en/payments/questerUpgrade/${FREE.slug}?plan=plus"`);
    expect(started.body).toContain(`href="/en/payments/questerUpgrade/${FREE.slug}?plan=basic"`);
    const unknown = await get('/en/payments/studioPricingTable?quester=nobody-here');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('data-testid="studio-quester-unknown"');
  });

  it("caps each course by its Quester's plan: Plus listed, Basic by link only, free nowhere", async () => {
    expect(await planOf(BASIC.slug)).toBe('basic');
    expect(await planOf(FREE.slug)).toBe('free');
    expect(await visibilityOf(BASIC.course.slug)).toEqual({ visibility: 'link_only', own: 'marketplace' });
    expect(await visibilityOf(FREE.course.slug)).toEqual({ visibility: 'unpublished', own: 'marketplace' });
    // Basic: the direct link opens (noindex), never listed, searched or in the sitemap.
    const basic = await get(`/en/courses/details/${BASIC.course.slug}`);
    expect(basic.statusCode).toBe(200);
    expect(basic.body).toContain('name="robots" content="noindex');
    expect(await searchFinds(BASIC.course.titleEn, BASIC.course.slug)).toBe(false);
    expect(await inSitemap(BASIC.course.slug)).toBe(false);
    // Free: not published at all.
    expect((await get(`/en/courses/details/${FREE.course.slug}`)).statusCode).toBe(404);
    expect((await get(`/es/courses/buy/${FREE.course.slug}`)).statusCode).toBe(404);
    expect(await searchFinds(FREE.course.titleEn, FREE.course.slug)).toBe(false);
    expect(await inSitemap(FREE.course.slug)).toBe(false);
    // A Plus Quester's course is everywhere.
    const [plus] = await database.db
      .select({ slug: courses.slug, titleEn: courses.titleEn })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(and(eq(instructors.plan, 'plus'), eq(courses.visibility, 'marketplace')))
      .orderBy(courses.id)
      .limit(1);
    expect(plus).toBeDefined();
    expect(await searchFinds(plus?.titleEn ?? '', plus?.slug ?? '')).toBe(true);
    expect(await inSitemap(plus?.slug ?? '')).toBe(true);
  });

  it('answers 404 for an unknown Quester, on the page and on the post', async () => {
    for (const id of ['nobody-here', 'NOT_A_SLUG', 'x'.repeat(300)]) {
      expect((await get(`/en/payments/questerUpgrade/${id}`)).statusCode).toBe(404);
      expect((await post(`/quester-actions/${id}/upgrade?lang=en`, form())).statusCode).toBe(404);
    }
  });

  it('refuses a cross-site post (403), a plan not above the current one and incomplete fields (422)', async () => {
    const crossSite = await post(`/quester-actions/${BASIC.slug}/upgrade?lang=en`, form(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await post(`/quester-actions/${BASIC.slug}/upgrade?lang=en`, form({ plan: 'basic' }));
    expect(same.statusCode).toBe(422);
    const incomplete = await post(
      `/quester-actions/${BASIC.slug}/upgrade?lang=en`,
      form({ cardNumber: '4242' }),
    );
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.body).toContain('data-testid="quester-upgrade-form"');
    expect(incomplete.body).not.toMatch(/value="4242/);
    const declined = await post(
      `/quester-actions/${BASIC.slug}/upgrade?lang=en`,
      form({ cardNumber: '4000 0000 0000 0002' }),
    );
    expect(declined.statusCode).toBe(402);
    const rows = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subjectId, BASIC.slug));
    expect(rows).toHaveLength(0);
    expect(await planOf(BASIC.slug)).toBe('basic');
  });

  it('upgrades a Basic Quester to Plus once (double submit), with the trial; the course is listed at once', async () => {
    const page = await get(`/en/payments/questerUpgrade/${BASIC.slug}?plan=plus`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('name="robots" content="noindex');
    expect(page.body).toContain('$99.99');
    expect(page.body).toContain(`action="/quester-actions/${BASIC.slug}/upgrade?lang=en"`);
    expect(page.body).not.toMatch(/name="(price|amount|total)/);
    // Seen before: the anonymous search page is cached; the plan change must drop it.
    expect(await searchFinds(BASIC.course.titleEn, BASIC.course.slug)).toBe(false);
    const countsBefore = await listedIn215();

    const same = form({ plan: 'plus' });
    const [first, second] = await Promise.all([
      post(`/quester-actions/${BASIC.slug}/upgrade?lang=en`, same),
      post(`/quester-actions/${BASIC.slug}/upgrade?lang=en`, same),
    ]);
    expect([first.statusCode, second.statusCode], second.body.slice(0, 300)).toEqual([303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    const location = first.headers.location as string;
    expect(location).toMatch(/^\/en\/subscriptions\/[A-Za-z0-9_-]{32}\?welcome=1$/);
    const rows = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subjectId, BASIC.slug));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      product: 'quester',
      plan: 'quester_plus',
      quantity: 1,
      status: 'trialing',
      priceCents: 9999,
      provider: 'sandbox',
    });
    const trialMs = (row?.trialEndsAt?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(trialMs / DAY)).toBe(14);
    expect(row?.currentPeriodEnd.getTime()).toBe(row?.trialEndsAt?.getTime());

    // The plan and the visibility follow at once: listed, searched, in the sitemap and the counts.
    expect(await planOf(BASIC.slug)).toBe('plus');
    expect(await visibilityOf(BASIC.course.slug)).toEqual({ visibility: 'marketplace', own: 'marketplace' });
    expect(await searchFinds(BASIC.course.titleEn, BASIC.course.slug)).toBe(true);
    expect(await inSitemap(BASIC.course.slug)).toBe(true);
    expect(await listedIn215()).toBe(countsBefore + 1);

    const status = await get(location);
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('Quester Plus plan');
    expect(status.body).toContain('data-testid="subscription-trial"');
    expect(status.body).toMatch(/data-testid="subscription-trial"[^>]*>.*?14</s);
    expect(status.body).toContain('data-testid="subscription-quester-plan"');

    // Another purchase for the same Quester finds the live subscription.
    const again = await post(`/quester-actions/${BASIC.slug}/upgrade?lang=en`, form({ plan: 'plus' }));
    expect(again.statusCode).toBe(422); // Plus is no longer above the current plan
    const upgradePage = await get(`/en/payments/questerUpgrade/${BASIC.slug}`);
    expect(upgradePage.body).toContain('data-testid="quester-upgrade-existing"');
  });

  it('a free Quester on Basic: link only; when the renewal after the trial fails, the plan lapses to free', async () => {
    const response = await post(
      `/quester-actions/${FREE.slug}/upgrade?lang=es`,
      form({ plan: 'basic', cardNumber: '4000 0000 0000 0341' }),
    );
    expect(response.statusCode).toBe(303);
    expect(await planOf(FREE.slug)).toBe('basic');
    expect(await visibilityOf(FREE.course.slug)).toMatchObject({ visibility: 'link_only' });
    expect((await get(`/en/courses/details/${FREE.course.slug}`)).statusCode).toBe(200);
    expect(await searchFinds(FREE.course.titleEn, FREE.course.slug)).toBe(false);
    expect(await inSitemap(FREE.course.slug)).toBe(false);

    const [row] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subjectId, FREE.slug));
    const trialEnd = row?.currentPeriodEnd as Date;
    // Before the trial ends nothing happens; at its end the first charge is declined → past due → lapsed.
    for (let replay = 0; replay < 10; replay++)
      await domain.subscriptions.renewDue(new Date(trialEnd.getTime() - DAY));
    expect(await planOf(FREE.slug)).toBe('basic');
    for (let replay = 0; replay < 10; replay++)
      await domain.subscriptions.renewDue(new Date(trialEnd.getTime() + 1));
    const [after] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subjectId, FREE.slug));
    expect(after?.status).toBe('past_due');
    expect(await planOf(FREE.slug)).toBe('free');
    expect(await visibilityOf(FREE.course.slug)).toMatchObject({ visibility: 'unpublished' });
    expect((await get(`/en/courses/details/${FREE.course.slug}`)).statusCode).toBe(404);
  });

  it('a cancelled Plus keeps the courses public until its period ends, then falls back to free', async () => {
    const [row] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subjectId, BASIC.slug));
    const publicId = row?.publicId as string;
    const cancel = await post(`/subscription-actions/${publicId}/cancel?lang=en`, {});
    expect(cancel.statusCode).toBe(303);
    expect(await planOf(BASIC.slug)).toBe('plus');
    expect(await searchFinds(BASIC.course.titleEn, BASIC.course.slug)).toBe(true);
    const end = row?.currentPeriodEnd as Date;
    for (let replay = 0; replay < 10; replay++)
      await domain.subscriptions.renewDue(new Date(end.getTime() + 1));
    expect(await planOf(BASIC.slug)).toBe('free');
    expect(await visibilityOf(BASIC.course.slug)).toMatchObject({ visibility: 'unpublished' });
    expect(await searchFinds(BASIC.course.titleEn, BASIC.course.slug)).toBe(false);
    expect(await inSitemap(BASIC.course.slug)).toBe(false);
    expect((await get(`/en/courses/details/${BASIC.course.slug}`)).statusCode).toBe(404);
    // After an ended plan a new one can be bought, without a second trial.
    const again = await post(`/quester-actions/${BASIC.slug}/upgrade?lang=en`, form({ plan: 'plus' }));
    expect(again.statusCode).toBe(303);
    const rows = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subjectId, BASIC.slug));
    expect(rows.find((candidate) => candidate.status !== 'canceled')).toMatchObject({
      status: 'active',
      trialEndsAt: null,
    });
    expect(await planOf(BASIC.slug)).toBe('plus');
  });

  it('a free Quester keeps up to 5 courses: the database refuses a 6th', async () => {
    const { db } = database;
    const [template] = await db.select().from(courses).where(eq(courses.slug, FREE.course.slug));
    const [quester] = await db
      .insert(instructors)
      .values({ slug: `five-courses-${kind}`, name: 'Ana Five', headlineEs: 'x', headlineEn: 'x' })
      .returning({ id: instructors.id, plan: instructors.plan });
    expect(quester?.plan).toBe('free');
    const course = (n: number) => ({
      ...template,
      id: undefined,
      slug: `five-courses-${kind}-${n}`,
      trackingNumber: `CT5${n}`,
      instructorId: quester?.id ?? null,
      visibility: 'marketplace' as const,
      ownVisibility: null,
    });
    for (let n = 1; n <= 5; n++) await db.insert(courses).values(course(n) as typeof courses.$inferInsert);
    await expect(db.insert(courses).values(course(6) as typeof courses.$inferInsert)).rejects.toThrow();
    const owned = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.instructorId, quester?.id ?? 0));
    expect(owned).toHaveLength(5);
    // On a paid plan there is no limit.
    await db
      .update(instructors)
      .set({ plan: 'basic' })
      .where(eq(instructors.id, quester?.id ?? 0));
    await db.insert(courses).values(course(6) as typeof courses.$inferInsert);
    expect(await visibilityOf(`five-courses-${kind}-6`)).toMatchObject({ visibility: 'link_only' });
  });
});

// With Stripe billing subscriptions: the upgrade page carries Stripe's element instead of the card fields, and the
// element's JSON post starts the trial at Stripe (a SetupIntent to confirm); the Quester's plan follows at once.
describe.each(TEST_DATABASE_KINDS)('Quester plans with Stripe on %s', (kind) => {
  let api: StripeApiDouble;
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    api = await startStripeApi();
    const built = await buildTestApp(
      {
        PUBLIC_URL: ORIGIN,
        CHECKOUT_RATE_LIMIT: '1000',
        STRIPE_SECRET_KEY: api.secretKey,
        STRIPE_PUBLISHABLE_KEY: api.publishableKey,
        STRIPE_WEBHOOK_SECRET: api.webhookSecret,
        STRIPE_API_URL: api.url,
      },
      { database: kind },
    );
    ({ app, database } = built);
    await linkQuesterOwners(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    api.webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/webhooks/stripe`;
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  it('starts the trial through the element: a SetupIntent to confirm, once per attempt; the plan follows', async () => {
    const questerCookie = signedInAs(app, FREE.ownerOcid);
    const page = await app.inject({
      method: 'GET',
      url: `/en/payments/questerUpgrade/${FREE.slug}?plan=basic`,
      headers: { cookie: questerCookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="card-element"');
    expect(page.body).not.toContain('id="quester-cardNumber"');
    const email = `stripe-quester-${kind}@example.com`;
    const form = {
      attempt: `stripe-quester-${kind}-abcdefghijkl`,
      plan: 'basic',
      fullName: 'Tomás Herrera',
      email,
      emailConfirm: email,
      paymentMethod: 'card',
    };
    const post = () =>
      app.inject({
        method: 'POST',
        url: `/quester-actions/${FREE.slug}/upgrade?lang=en`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
          cookie: questerCookie,
        },
        payload: new URLSearchParams(form).toString(),
      });
    // A plain post (no element script, so no card to confirm) is refused before anything exists at Stripe.
    const plain = await app.inject({
      method: 'POST',
      url: `/quester-actions/${FREE.slug}/upgrade?lang=en`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        cookie: questerCookie,
      },
      payload: new URLSearchParams({ ...form, attempt: `stripe-quester-${kind}-plainplainplain` }).toString(),
    });
    expect(plain.statusCode).toBe(422);
    expect(api.requests).toHaveLength(0);
    const first = await post();
    expect(first.statusCode).toBe(200);
    const answer = first.json() as { ok: boolean; clientSecret: string; confirm: string; returnUrl: string };
    expect(answer).toMatchObject({ ok: true, confirm: 'setup' });
    expect(answer.returnUrl).toMatch(
      /^https:\/\/quest\.test\/en\/subscriptions\/[A-Za-z0-9_-]{32}\?welcome=1$/,
    );
    expect((await post()).json()).toMatchObject({ ok: true, clientSecret: answer.clientSecret });
    const rows = await database.db.select().from(subscriptions).where(eq(subscriptions.subjectId, FREE.slug));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', plan: 'quester_basic', status: 'trialing' });
    const [quester] = await database.db
      .select({ plan: instructors.plan })
      .from(instructors)
      .where(eq(instructors.slug, FREE.slug));
    expect(quester?.plan).toBe('basic');
    const missing = await app.inject({
      method: 'POST',
      url: '/quester-actions/nobody-here/upgrade?lang=en',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        origin: ORIGIN,
      },
      payload: new URLSearchParams(form).toString(),
    });
    expect(missing.statusCode).toBe(404);
    await api.idle();
  });
});
