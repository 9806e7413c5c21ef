import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { subscriptionEvents, subscriptions } from '../../src/db/schema/subscriptions.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { injectAsOwner, ownerSessionFor } from '../helpers/identity.ts';

// The migrant subscription through the real routes (buildApp() + inject on the built site, no JavaScript): the
// plan table's buttons, the subscribe form on the offline sandbox, the status page and its access rule, cancel,
// upgrade and the sandbox's portal. Renewals run through the same service the background jobs call.
const ORIGIN = 'https://quest.test';
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASE_KINDS)('migrant subscription routes on %s', (kind) => {
  let app: FastifyInstance;
  let ownerSession: (url: string) => Promise<string> = async () => '';
  // Requests as the owner of the subscription their address names (strangers: identity.test.ts).
  const inject = injectAsOwner(
    () => app,
    () => ownerSession,
  );

  let database: Database;
  let domain: DomainServices;
  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    ownerSession = ownerSessionFor(app, built.database, built.domain, ORIGIN);
    database = built.database;
    domain = built.domain;
  });
  afterAll(() => app?.close());

  const post = (url: string, form: Record<string, string>) =>
    inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(form).toString(),
    });
  let attempts = 0;
  const form = (overrides: Record<string, string> = {}) => {
    attempts += 1;
    const email = `migrant-${kind}-${attempts}@example.com`;
    return {
      attempt: `route-attempt-${kind}-${attempts}-abcdefgh`,
      fullName: 'Luis Gómez',
      email,
      emailConfirm: email,
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
      ...overrides,
    };
  };
  const subscribe = async (plan = 'monthly', overrides: Record<string, string> = {}) => {
    const response = await post(`/subscription-actions/subscribe/${plan}?lang=en`, form(overrides));
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/en\/subscriptions\/[A-Za-z0-9_-]{32}\?welcome=1$/);
    return location.split('/')[3]?.split('?')[0] as string;
  };
  const rowOf = async (publicId: string) =>
    (await database.db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId)))[0];

  it("the plan table's buttons open each plan's subscription checkout, priced on the server", async () => {
    const landing = await inject({ method: 'GET', url: '/en/courses-for-migrants' });
    expect(landing.statusCode).toBe(200);
    for (const plan of ['monthly', 'semiannual', 'annual'])
      expect(landing.body).toContain(`href="/en/payments/subscribe/${plan}"`);
    const page = await inject({ method: 'GET', url: '/en/payments/subscribe/annual' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('name="robots" content="noindex');
    expect(page.body).toContain('Subscribe: Annual plan');
    expect(page.body).toContain('$79.99');
    expect(page.body).toContain('action="/subscription-actions/subscribe/annual?lang=en"');
    expect(page.body).not.toMatch(/name="(price|amount|total)/);
    expect((await inject({ method: 'GET', url: '/es/payments/subscribe/weekly' })).statusCode).toBe(404);
    expect((await post('/subscription-actions/subscribe/weekly?lang=es', form())).statusCode).toBe(404);
  });

  it('subscribes with the sandbox card; a double submit is one subscription and one payment', async () => {
    const same = form();
    const first = await post('/subscription-actions/subscribe/semiannual?lang=es', same);
    const second = await post('/subscription-actions/subscribe/semiannual?lang=es', same);
    expect(first.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    const publicId = (first.headers.location as string).split('/')[3]?.split('?')[0] as string;
    const row = await rowOf(publicId);
    expect(row).toMatchObject({
      plan: 'semiannual',
      status: 'active',
      priceCents: 4999,
      provider: 'sandbox',
    });
    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, row?.id ?? 0));
    expect(events).toHaveLength(1);
    const status = await inject({ method: 'GET', url: first.headers.location as string });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('private, no-store');
    expect(status.body).toContain('name="robots" content="noindex');
    expect(status.body).toContain('Plan semestral');
    expect(status.body).toContain('Activa');
    expect(status.body).toContain('Próxima facturación');
    expect(status.body).toContain('Portal de cliente');
  });

  it('refuses a declined card (402) and incomplete fields (422) with the page again, creating nothing', async () => {
    const before = (await database.db.select().from(subscriptions)).length;
    const declined = await post(
      '/subscription-actions/subscribe/monthly?lang=en',
      form({ cardNumber: '4000 0000 0000 0002' }),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined');
    const invalid = await post(
      '/subscription-actions/subscribe/monthly?lang=en',
      form({ fullName: '', cardNumber: '1234' }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('data-testid="fullName-error"');
    const noAttempt = await post('/subscription-actions/subscribe/monthly?lang=en', form({ attempt: 'x' }));
    expect(noAttempt.statusCode).toBe(422);
    expect((await database.db.select().from(subscriptions)).length).toBe(before);
  });

  it('the status page is a capability: unknown or malformed ids are 404, and so are their posts', async () => {
    for (const id of ['unknown-subscription-id-000000000', 'x', '%27%22%3E']) {
      expect((await inject({ method: 'GET', url: `/en/subscriptions/${id}` })).statusCode).toBe(404);
      expect((await inject({ method: 'GET', url: `/en/subscriptions/${id}/portal` })).statusCode).toBe(404);
      expect((await post(`/subscription-actions/${id}/cancel?lang=en`, {})).statusCode).toBe(404);
      expect((await post(`/subscription-actions/${id}/upgrade?lang=en`, { plan: 'annual' })).statusCode).toBe(
        404,
      );
      expect((await post(`/subscription-actions/${id}/card?lang=en`, form())).statusCode).toBe(404);
    }
    // A cross-site post is refused before anything happens.
    const crossSite = await inject({
      method: 'POST',
      url: '/subscription-actions/subscribe/monthly?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      payload: new URLSearchParams(form()).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('cancels before the deadline (active until the period end); refuses after it', async () => {
    const publicId = await subscribe();
    const cancelled = await post(`/subscription-actions/${publicId}/cancel?lang=en`, {});
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/en/subscriptions/${publicId}?cancel=done`);
    const page = await inject({ method: 'GET', url: cancelled.headers.location as string });
    expect(page.body).toContain('Cancel requested');
    expect(page.body).toContain('data-testid="subscription-cancel-requested"');
    expect(await rowOf(publicId)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

    const late = await subscribe();
    const row = await rowOf(late);
    // Less than a day before renewal: moved on the row (the route reads the real clock).
    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + DAY - 60_000) })
      .where(eq(subscriptions.id, row?.id ?? 0));
    const refused = await post(`/subscription-actions/${late}/cancel?lang=en`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('at least one day before the renewal date');
    expect(await rowOf(late)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('upgrades to a longer plan at the next renewal; never to a shorter one', async () => {
    const publicId = await subscribe('semiannual');
    expect(
      (await post(`/subscription-actions/${publicId}/upgrade?lang=en`, { plan: 'monthly' })).statusCode,
    ).toBe(422);
    const upgraded = await post(`/subscription-actions/${publicId}/upgrade?lang=en`, { plan: 'annual' });
    expect(upgraded.statusCode).toBe(303);
    expect(await rowOf(publicId)).toMatchObject({ plan: 'semiannual', pendingPlan: 'annual' });
  });

  it('renewals replayed ×10 renew once; a failing card (via the portal) makes it past due; period end after cancel ends it', async () => {
    const renewing = await subscribe();
    const failing = await subscribe();
    const ending = await subscribe();
    const portal = await inject({ method: 'GET', url: `/en/subscriptions/${failing}/portal` });
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['cache-control']).toBe('private, no-store');
    const cardChange = await post(
      `/subscription-actions/${failing}/card?lang=en`,
      form({ cardNumber: '4000 0000 0000 0341' }),
    );
    expect(cardChange.statusCode).toBe(303);
    expect((await post(`/subscription-actions/${ending}/cancel?lang=en`, {})).statusCode).toBe(303);
    const periodEnd = (await rowOf(renewing))?.currentPeriodEnd as Date;
    const later = new Date(periodEnd.getTime() + 60 * 60 * 1000);
    for (let i = 0; i < 10; i++) await domain.subscriptions.renewDue(later);
    const renewed = await rowOf(renewing);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: periodEnd });
    const renewals = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, renewed?.id ?? 0));
    expect(renewals.filter((event) => event.outcome === 'renewed')).toHaveLength(1);
    expect(await rowOf(failing)).toMatchObject({ status: 'past_due' });
    expect(await rowOf(ending)).toMatchObject({ status: 'canceled' });
    const pastDue = await inject({ method: 'GET', url: `/en/subscriptions/${failing}` });
    expect(pastDue.body).toContain('data-testid="subscription-status">Payment pending<');
    expect(pastDue.body).not.toContain('data-testid="cancel-button"');
    const ended = await inject({ method: 'GET', url: `/en/subscriptions/${ending}` });
    expect(ended.body).toContain('data-testid="subscription-status">Canceled<');
    expect(ended.body).toContain('data-testid="subscription-next-billing">None<');
  });
});

describe('migrant subscription with Stripe configured', () => {
  it("the subscribe form holds Stripe's Payment Element; a post without its script is refused, creating nothing", async () => {
    const { app, database } = await buildTestApp({
      PUBLIC_URL: ORIGIN,
      CHECKOUT_RATE_LIMIT: '1000',
      STRIPE_SECRET_KEY: 'sk_test_subscriptions',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_subscriptions',
      STRIPE_WEBHOOK_SECRET: 'whsec_subscriptions',
      // Nothing listens here: any call to Stripe would fail the post (tests/integration/stripe-subscriptions.test.ts
      // covers the whole flow with the Stripe double).
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/en/payments/subscribe/monthly' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="subscribe-form"');
      expect(page.body).toContain('data-testid="card-element"');
      expect(page.body).not.toContain('subscribe-cardNumber');
      const email = 'stripe-subscriber@example.com';
      const response = await app.inject({
        method: 'POST',
        url: '/subscription-actions/subscribe/monthly?lang=en',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
        },
        payload: new URLSearchParams({
          attempt: 'stripe-attempt-abcdefghijkl',
          fullName: 'Ana',
          email,
          emailConfirm: email,
          cardNumber: '4242424242424242',
          cardExpiry: '12/34',
          cardCvc: '123',
        }).toString(),
      });
      expect(response.statusCode).toBe(422);
      const rows = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.attemptKey, 'stripe-attempt-abcdefghijkl'));
      expect(rows).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
