import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WakuFetch } from '../../server/pages/waku.ts';
import type { Database } from '../../src/db/client.ts';
import { instructors } from '../../src/db/schema/catalog.ts';
import { outbox } from '../../src/db/schema/orders.ts';
import { subscriptionEvents, subscriptions } from '../../src/db/schema/subscriptions.ts';
import { recurringPlan } from '../../src/domain/plans.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { type StripeApiDouble, type StripeEvent, startStripeApi } from '../fixtures/stripe-api.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { injectAsOwner, ownerSessionFor } from '../helpers/identity.ts';

// Migrant subscriptions billed by Stripe, on a real socket: the official SDK (STRIPE_API_URL) talks to the local
// double of Stripe's API (tests/fixtures/stripe-api.ts), which delivers signed webhooks to the listening app; the
// buyer's browser is the SDK with the publishable key, confirming the first invoice's PaymentIntent as the
// Payment Element does. Time at Stripe passes when the test says (api.renew). State is read from the database.

const PUBLIC_URL = 'https://quest.test';

const stubWaku: WakuFetch = async () =>
  new Response('<!doctype html><html><head></head><body><main>page</main></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

describe.each(TEST_DATABASE_KINDS)('Stripe subscriptions (%s)', (kind) => {
  let api: StripeApiDouble;
  let app: FastifyInstance;
  let ownerSession: (url: string) => Promise<string> = async () => '';
  // Requests as the owner of the subscription their address names (strangers: identity.test.ts).
  const inject = injectAsOwner(
    () => app,
    () => ownerSession,
  );

  let database: Database;
  let domain: DomainServices;
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
      { database: kind, waku: stubWaku },
    );
    ({ app, database, domain } = built);
    ownerSession = ownerSessionFor(app, database, domain, PUBLIC_URL);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    api.webhookUrl = `http://127.0.0.1:${port}/webhooks/stripe`;
    const apiUrl = new URL(api.url);
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

  const post = (url: string, form: Record<string, string>, json = false) =>
    inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
        'sec-fetch-site': 'same-origin',
        ...(json ? { accept: 'application/json' } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  /** The subscribe form posted by the Payment Element's script (JSON answer). */
  async function startSubscription(plan = 'monthly', attempt = randomBytes(16).toString('hex')) {
    const email = `stripe-sub-${randomBytes(4).toString('hex')}@example.com`;
    const response = await post(
      `/subscription-actions/subscribe/${plan}?lang=en`,
      { attempt, fullName: 'Luis Gómez', email, emailConfirm: email },
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { ok: boolean; clientSecret: string; returnUrl: string };
    expect(body.ok).toBe(true);
    const publicId = new URL(body.returnUrl).pathname.split('/')[3] as string;
    expect(body.returnUrl).toBe(`${PUBLIC_URL}/en/subscriptions/${publicId}?welcome=1`);
    return {
      ...body,
      attempt,
      email,
      publicId,
      paymentIntentId: body.clientSecret.split('_secret_')[0] ?? '',
    };
  }

  async function confirmInBrowser(started: {
    paymentIntentId: string;
    clientSecret: string;
    returnUrl: string;
  }) {
    await browser.paymentIntents.confirm(started.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: started.returnUrl,
      // What Stripe.js sends with the publishable key (not in the server SDK's types).
      client_secret: started.clientSecret,
    } as Stripe.PaymentIntentConfirmParams);
    await api.idle();
  }

  async function row(publicId: string) {
    const [found] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, publicId));
    if (!found) throw new Error(`no subscription ${publicId}`);
    return found;
  }

  async function eventCount(subscriptionId: number) {
    return (
      await database.db
        .select({ id: subscriptionEvents.id })
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    ).length;
  }

  /** Delivers the event ten more times (signed afresh, as Stripe retries): nothing changes. */
  async function replayTenTimes(event: StripeEvent | undefined, publicId: string) {
    if (!event) throw new Error('no event to replay');
    const before = await row(publicId);
    const events = await eventCount(before.id);
    for (let i = 0; i < 10; i += 1) {
      const delivery = await api.deliver(event);
      expect(delivery.status, delivery.body).toBe(200);
    }
    expect(await row(publicId)).toEqual(before);
    expect(await eventCount(before.id)).toBe(events);
  }

  const activeSubscription = async (plan = 'monthly') => {
    const started = await startSubscription(plan);
    await confirmInBrowser(started);
    const stored = await row(started.publicId);
    expect(stored.status).toBe('active');
    return { ...started, stripeId: stored.providerSubscriptionId };
  };

  it('subscribes: incomplete until the first invoice is paid, then active (with the e-mail), replays change nothing', async () => {
    const started = await startSubscription('monthly');
    const stored = await row(started.publicId);
    expect(stored).toMatchObject({
      status: 'incomplete',
      provider: 'stripe',
      plan: 'monthly',
      cardLast4: null,
    });
    // Stripe's objects: our amount on a price found by lookup key, a default_incomplete subscription.
    const stripeSub = api.subscriptions.get(stored.providerSubscriptionId);
    expect(stripeSub?.status).toBe('incomplete');
    const price = stripeSub?.items.data[0]?.price as { unit_amount: number; lookup_key: string };
    expect(price.unit_amount).toBe(stored.priceCents);
    expect(price.lookup_key).toBe(`quest_monthly_1m_${stored.priceCents}_usd`);
    expect(stored.currentPeriodEnd.getTime()).toBe(
      (stripeSub?.items.data[0]?.current_period_end ?? 0) * 1000,
    );

    // A double submit of the same attempt: the same subscription and the same invoice to pay.
    const again = await post(
      '/subscription-actions/subscribe/monthly?lang=en',
      { attempt: started.attempt, fullName: 'Luis Gómez', email: started.email, emailConfirm: started.email },
      true,
    );
    expect(again.json()).toMatchObject({ ok: true, clientSecret: started.clientSecret });
    expect(
      [...api.subscriptions.values()].filter((s) => s.metadata.attempt === started.attempt),
    ).toHaveLength(1);

    // A declined card leaves it incomplete (the Payment Element shows the error; the buyer tries again).
    await expect(
      browser.paymentIntents.confirm(started.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
        client_secret: started.clientSecret,
      } as Stripe.PaymentIntentConfirmParams),
    ).rejects.toThrow(/declined/);
    await api.idle();
    expect((await row(started.publicId)).status).toBe('incomplete');

    await confirmInBrowser(started);
    const active = await row(started.publicId);
    expect(active.status).toBe('active');
    expect(active.currentPeriodStart).toEqual(stored.currentPeriodStart);
    const mail = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `subscription:${started.publicId}`));
    expect(mail).toHaveLength(1);
    await replayTenTimes(api.findEvent('invoice.paid'), started.publicId);
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `subscription:${started.publicId}`)),
    ).toHaveLength(1);
  });

  it("a renewal paid at Stripe advances the period on Stripe's calendar; replays change nothing", async () => {
    const sub = await activeSubscription();
    const before = await row(sub.publicId);
    api.renew(sub.stripeId);
    await api.idle();
    const after = await row(sub.publicId);
    const item = api.subscriptions.get(sub.stripeId)?.items.data[0];
    expect(after.status).toBe('active');
    expect(after.currentPeriodStart).toEqual(before.currentPeriodEnd);
    expect(after.currentPeriodEnd.getTime()).toBe((item?.current_period_end ?? 0) * 1000);
    await replayTenTimes(api.findEvent('invoice.paid'), sub.publicId);
  });

  it('a renewal declined at Stripe makes it past due; replays change nothing', async () => {
    const sub = await activeSubscription();
    const before = await row(sub.publicId);
    api.renew(sub.stripeId, { declined: true });
    await api.idle();
    const after = await row(sub.publicId);
    expect(after).toMatchObject({ status: 'past_due', failureReason: 'card_declined' });
    expect(after.currentPeriodEnd).toEqual(before.currentPeriodEnd);
    await replayTenTimes(api.findEvent('invoice.payment_failed'), sub.publicId);
  });

  it('cancel sets cancel_at_period_end at Stripe; the deletion at period end ends it; replays change nothing', async () => {
    const sub = await activeSubscription();
    const cancel = await post(`/subscription-actions/${sub.publicId}/cancel?lang=en`, {});
    expect(cancel.statusCode).toBe(303);
    await api.idle();
    expect(api.subscriptions.get(sub.stripeId)?.cancel_at_period_end).toBe(true);
    expect(await row(sub.publicId)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    await replayTenTimes(api.findEvent('customer.subscription.updated', sub.stripeId), sub.publicId);

    api.renew(sub.stripeId);
    await api.idle();
    const ended = await row(sub.publicId);
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt).toEqual(ended.currentPeriodEnd);
    await replayTenTimes(api.findEvent('customer.subscription.deleted', sub.stripeId), sub.publicId);
  });

  it("a cancellation withdrawn in Stripe's portal: the next renewal is paid and the subscription goes on", async () => {
    const sub = await activeSubscription();
    await post(`/subscription-actions/${sub.publicId}/cancel?lang=en`, {});
    await api.idle();
    // What Stripe's billing portal does when the customer renews the subscription there.
    const apiUrl = new URL(api.url);
    const portal = new Stripe(api.secretKey, { host: apiUrl.hostname, port: apiUrl.port, protocol: 'http' });
    await portal.subscriptions.update(sub.stripeId, { cancel_at_period_end: false });
    api.renew(sub.stripeId);
    await api.idle();
    expect(await row(sub.publicId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      cancelRequestedAt: null,
    });
  });

  it('an upgrade is billed from the next renewal through a subscription schedule', async () => {
    const sub = await activeSubscription('monthly');
    const upgrade = await post(`/subscription-actions/${sub.publicId}/upgrade?lang=en`, { plan: 'annual' });
    expect(upgrade.statusCode).toBe(303);
    const stripeSub = api.subscriptions.get(sub.stripeId);
    expect(stripeSub?.schedule).toMatch(/^sub_sched_/);
    // Nothing charged now: the only invoices are the first one.
    expect(
      [...api.invoices.values()].filter((i) => JSON.stringify(i.parent).includes(sub.stripeId)),
    ).toHaveLength(1);
    expect((await row(sub.publicId)).pendingPlan).toBe('annual');

    api.renew(sub.stripeId);
    await api.idle();
    const renewed = await row(sub.publicId);
    const annualCents = recurringPlan('annual').priceCents;
    expect(renewed).toMatchObject({
      plan: 'annual',
      pendingPlan: null,
      status: 'active',
      priceCents: annualCents,
    });
    const invoice = api.findEvent('invoice.paid')?.data.object as { amount_paid: number };
    expect(invoice.amount_paid).toBe(annualCents);
    const months =
      (renewed.currentPeriodEnd.getUTCFullYear() - renewed.currentPeriodStart.getUTCFullYear()) * 12 +
      renewed.currentPeriodEnd.getUTCMonth() -
      renewed.currentPeriodStart.getUTCMonth();
    expect(months).toBe(12);
  });

  it('cancelling with an upgrade pending releases the schedule first', async () => {
    const sub = await activeSubscription('monthly');
    await post(`/subscription-actions/${sub.publicId}/upgrade?lang=en`, { plan: 'semiannual' });
    const cancel = await post(`/subscription-actions/${sub.publicId}/cancel?lang=en`, {});
    expect(cancel.statusCode).toBe(303);
    await api.idle();
    const stripeSub = api.subscriptions.get(sub.stripeId);
    expect(stripeSub).toMatchObject({ schedule: null, cancel_at_period_end: true });
    expect(await row(sub.publicId)).toMatchObject({ cancelAtPeriodEnd: true, pendingPlan: null });
  });

  it('refuses a forged or unsigned delivery (400) and changes nothing', async () => {
    const sub = await activeSubscription();
    const before = await row(sub.publicId);
    const event = api.findEvent('invoice.paid');
    if (!event) throw new Error('no invoice.paid');
    const forged = api.sign(
      { ...event, id: `evt_forged_${randomBytes(4).toString('hex')}`, type: 'customer.subscription.deleted' },
      { secret: 'whsec_not_stripes' },
    );
    for (const signature of [forged.signature, undefined]) {
      const response = await inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: forged.payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await row(sub.publicId)).toEqual(before);
  });

  it("the customer portal is Stripe's billing portal, returning to our status page", async () => {
    const sub = await activeSubscription();
    const response = await inject({ method: 'GET', url: `/en/subscriptions/${sub.publicId}/portal` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const session = [...api.portalSessions.values()].at(-1);
    expect(session).toMatchObject({
      customer: api.subscriptions.get(sub.stripeId)?.customer,
      return_url: `${PUBLIC_URL}/en/subscriptions/${sub.publicId}`,
    });
    const unknown = await inject({ method: 'GET', url: `/es/subscriptions/${'x'.repeat(32)}/portal` });
    expect(unknown.statusCode).toBe(404);
    const badLocale = await inject({ method: 'GET', url: `/xx/subscriptions/${sub.publicId}/portal` });
    expect(badLocale.statusCode).toBe(404);
  });

  it("a plan's trial: trialing at once, the browser saves the card (SetupIntent), the first charge at the trial's end", async () => {
    const [quester] = await database.db.select({ slug: instructors.slug }).from(instructors).limit(1);
    if (!quester) throw new Error('the seed has no Quester');
    const email = `quester-${randomBytes(4).toString('hex')}@example.com`;
    const attempt = randomBytes(16).toString('hex');
    const input = {
      plan: 'quester_basic' as const,
      subjectId: quester.slug,
      attempt,
      fullName: 'Quester Uno',
      email,
      emailConfirm: email,
      card: { number: '', expiry: '', cvc: '' },
      locale: 'es' as const,
      learnerId: null,
    };
    const started = await domain.subscriptions.subscribe(input);
    if (started.kind !== 'confirm') throw new Error(`expected confirm, got ${started.kind}`);
    expect(started.confirm).toBe('setup');
    const trialing = await row(started.publicId);
    const plan = recurringPlan('quester_basic');
    expect(trialing).toMatchObject({ status: 'trialing', product: 'quester', subjectId: quester.slug });
    const stripeSub = api.subscriptions.get(trialing.providerSubscriptionId);
    expect(stripeSub?.status).toBe('trialing');
    expect(trialing.trialEndsAt?.getTime()).toBe((stripeSub?.trial_end ?? 0) * 1000);
    expect(trialing.currentPeriodEnd).toEqual(trialing.trialEndsAt);
    expect(Math.round(((stripeSub?.trial_end ?? 0) - (stripeSub?.trial_start ?? 0)) / 86_400)).toBe(
      plan.trialDays,
    );
    // The same attempt again: the same subscription and SetupIntent.
    expect(await domain.subscriptions.subscribe(input)).toMatchObject({
      kind: 'confirm',
      clientSecret: started.clientSecret,
    });

    await browser.setupIntents.confirm(started.clientSecret.split('_secret_')[0] ?? '', {
      payment_method: 'pm_card_visa',
      client_secret: started.clientSecret,
    } as Stripe.SetupIntentConfirmParams);
    await api.idle();
    expect(api.subscriptions.get(trialing.providerSubscriptionId)?.default_payment_method).toBe(
      'pm_card_visa',
    );
    expect((await row(started.publicId)).status).toBe('trialing');

    api.renew(trialing.providerSubscriptionId);
    await api.idle();
    const paid = await row(started.publicId);
    expect(paid).toMatchObject({
      status: 'active',
      trialEndsAt: null,
      currentPeriodStart: trialing.trialEndsAt,
    });
    const invoicePaid = api.findEvent('invoice.paid');
    expect(invoicePaid).toBeDefined();
    expect((invoicePaid?.data.object as { amount_paid?: number } | undefined)?.amount_paid).toBe(
      plan.priceCents,
    );
    await replayTenTimes(api.findEvent('invoice.paid'), started.publicId);
  });

  it('a plain post (no script) is told the card is needed and creates nothing at Stripe', async () => {
    const email = 'noscript@example.com';
    const customers = api.customers.size;
    const stripeSubscriptions = api.subscriptions.size;
    const response = await post('/subscription-actions/subscribe/monthly?lang=en', {
      attempt: randomBytes(16).toString('hex'),
      fullName: 'Ana',
      email,
      emailConfirm: email,
    });
    expect(response.statusCode).toBe(422);
    expect(api.customers.size).toBe(customers);
    expect(api.subscriptions.size).toBe(stripeSubscriptions);
  });
});
