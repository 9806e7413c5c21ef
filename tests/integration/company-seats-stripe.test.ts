import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { subscriptionEvents, subscriptions } from '../../src/db/schema/subscriptions.ts';
import { companyIdForAttempt } from '../../src/domain/companies/seats.ts';
import { type StripeApiDouble, startStripeApi } from '../fixtures/stripe-api.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { injectAsOwner, ownerSessionFor } from '../helpers/identity.ts';

// Company seats billed by Stripe, on a real socket (the built site renders the seats page): the page carries
// Stripe's Payment Element instead of the sandbox's card fields; the element's JSON post creates the 'company'
// subscription at Stripe (the local double, tests/fixtures/stripe-api.ts) and answers the first invoice's client
// secret; the subscription stays incomplete, its seats granting nothing, until the signed invoice.paid arrives;
// then the seats are active with the right quantity and price. Replays change nothing; a plain post (no
// JavaScript) is refused before anything exists at Stripe. On PGlite and PostgreSQL (npm run build first).

const PUBLIC_URL = 'https://quest.test';

describe.each(TEST_DATABASE_KINDS)('company seats with Stripe on %s', (kind) => {
  let api: StripeApiDouble;
  let app: FastifyInstance;
  let ownerSession: (url: string) => Promise<string> = async () => '';
  // Requests as the owner of the subscription their address names (strangers: identity.test.ts).
  const inject = injectAsOwner(
    () => app,
    () => ownerSession,
  );

  let database: Database;
  let browser: Stripe;

  beforeAll(async () => {
    api = await startStripeApi();
    const built = await buildTestApp(
      {
        PUBLIC_URL,
        CHECKOUT_RATE_LIMIT: '1000',
        STRIPE_SECRET_KEY: api.secretKey,
        STRIPE_PUBLISHABLE_KEY: api.publishableKey,
        STRIPE_WEBHOOK_SECRET: api.webhookSecret,
        STRIPE_API_URL: api.url,
      },
      { database: kind },
    );
    ({ app, database } = built);
    ownerSession = ownerSessionFor(app, database, built.domain, PUBLIC_URL);
    await app.listen({ port: 0, host: '127.0.0.1' });
    api.webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/webhooks/stripe`;
    const apiUrl = new URL(api.url);
    // The buyer's browser: what Stripe.js does with the publishable key.
    browser = new Stripe(api.publishableKey, {
      host: apiUrl.hostname,
      port: apiUrl.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });
  afterEach(async () => {
    await api.idle();
  });

  const post = (form: Record<string, string>, json: boolean) =>
    inject({
      method: 'POST',
      url: '/company-actions/seats?lang=en',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
        'sec-fetch-site': 'same-origin',
        ...(json ? { accept: 'application/json' } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
  const seatsForm = (seats: string) => {
    const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
    return {
      attempt: randomBytes(16).toString('hex'),
      companyName: 'Acme Stripe',
      fullName: 'Marta Ruiz',
      email,
      emailConfirm: email,
      seats,
      paymentMethod: 'card',
    };
  };
  const seatsRows = async (companyId: string) =>
    database.db.select().from(subscriptions).where(eq(subscriptions.subjectId, companyId));

  it('shows Stripe’s element on the seats page, in both locales', async () => {
    for (const url of ['/en/payments/companySeats?users=7', '/es/payments/companySeats?users=7']) {
      const page = await inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="company-seats-form"');
      expect(page.body).toContain('data-testid="card-element"');
      expect(page.body).not.toContain('id="seats-cardNumber"');
    }
  });

  it('buys seats through the element: incomplete until invoice.paid, then active with its quantity and price', async () => {
    const form = seatsForm('7');
    const first = await post(form, true);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json() as { ok: boolean; clientSecret: string; confirm: string; returnUrl: string };
    expect(answer).toMatchObject({ ok: true, confirm: 'payment' });
    const publicId = new URL(answer.returnUrl).pathname.split('/')[3] as string;
    expect(answer.returnUrl).toBe(`${PUBLIC_URL}/en/subscriptions/${publicId}?welcome=1`);
    // A double submit: the same subscription and the same invoice to pay.
    expect((await post(form, true)).json()).toMatchObject({ ok: true, clientSecret: answer.clientSecret });
    await api.idle();

    const [stored] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, publicId));
    if (!stored?.subjectId) throw new Error('no seats subscription');
    const companyId = stored.subjectId;
    expect(stored).toMatchObject({
      product: 'company',
      plan: 'company_seats',
      provider: 'stripe',
      status: 'incomplete',
      quantity: 7,
      priceCents: 7 * 999 + 2000,
    });
    expect(await seatsRows(companyId)).toHaveLength(1);
    expect([...api.subscriptions.values()].filter((s) => s.metadata.attempt === form.attempt)).toHaveLength(
      1,
    );
    const stripeSub = api.subscriptions.get(stored.providerSubscriptionId);
    const price = stripeSub?.items.data[0]?.price as { unit_amount: number };
    expect(price.unit_amount).toBe(7 * 999 + 2000);
    // Before payment the company has no active seats: its admin page says so, and it grants no discount.
    const [company] = await database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company?.name).toBe('Acme Stripe');
    const admin = await inject({ method: 'GET', url: `/en/subscriptions/${publicId}/employees` });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('data-testid="company-inactive"');
    // Where Stripe sends the buyer back: the status page says the first payment is being confirmed.
    const status = await inject({ method: 'GET', url: `/en/subscriptions/${publicId}?welcome=1` });
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('data-testid="subscription-confirming"');

    // The buyer's browser confirms the first invoice; Stripe sends the signed invoice.paid.
    await browser.paymentIntents.confirm(answer.clientSecret.split('_secret_')[0] ?? '', {
      payment_method: 'pm_card_visa',
      return_url: answer.returnUrl,
      client_secret: answer.clientSecret,
    } as Stripe.PaymentIntentConfirmParams);
    await api.idle();
    const paid = api.findEvent('invoice.paid');
    expect(paid).toBeDefined();
    const [active] = await seatsRows(companyId);
    expect(active).toMatchObject({ status: 'active', quantity: 7, priceCents: 7 * 999 + 2000 });
    const activeAdmin = await inject({ method: 'GET', url: `/en/subscriptions/${publicId}/employees` });
    expect(activeAdmin.statusCode).toBe(200);
    expect(activeAdmin.body).not.toContain('data-testid="company-inactive"');

    // Stripe retries the same signed event ten times: nothing changes.
    if (!active || !paid) throw new Error('no active seats');
    const events = async () =>
      (
        await database.db
          .select({ id: subscriptionEvents.id })
          .from(subscriptionEvents)
          .where(eq(subscriptionEvents.subscriptionId, active.id))
      ).length;
    const before = await events();
    for (let i = 0; i < 10; i += 1) {
      const delivery = await api.deliver(paid);
      expect(delivery.status, delivery.body).toBe(200);
    }
    expect(await seatsRows(companyId)).toEqual([active]);
    expect(await events()).toBe(before);
  });

  it('refuses a plain post (no JavaScript) before anything exists at Stripe', async () => {
    const requests = api.requests.length;
    const form = seatsForm('3');
    const plain = await post(form, false);
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain('data-testid="company-seats-page"');
    expect(api.requests.length).toBe(requests);
    const [subscription] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.attemptKey, form.attempt));
    expect(subscription).toBeUndefined();
    const company = await database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyIdForAttempt(form.attempt)));
    expect(company).toHaveLength(0);
  });

  it('answers a bad seats post with JSON messages, creating nothing at Stripe', async () => {
    const requests = api.requests.length;
    const bad = await post({ ...seatsForm('0'), companyName: '' }, true);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      ok: false,
      errors: { companyName: 'company_required', seats: 'seats_invalid' },
      messages: {
        companyName: "Enter the company's name",
        seats: 'Enter a number of users between 1 and 10,000',
      },
    });
    expect(api.requests.length).toBe(requests);
  });
});
