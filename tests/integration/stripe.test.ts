import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WakuFetch } from '../../server/pages/waku.ts';
import type { Database } from '../../src/db/client.ts';
import { enrolments, learners, orders, outbox, paymentEvents } from '../../src/db/schema/orders.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { type StripeApiDouble, type StripeEvent, startStripeApi } from '../fixtures/stripe-api.ts';
import { buildTestApp, type CapturedLogs } from '../helpers/app.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { emailSession } from '../helpers/identity.ts';

// Checkout with Stripe, end to end on a real socket: the official SDK (STRIPE_API_URL) talks to the local double
// of Stripe's API (tests/fixtures/stripe-api.ts), which delivers signed webhooks to the listening app. State is
// read from the database. Nothing here renders a page, so Waku is a stub and no build is needed.

const PUBLIC_URL = 'https://quest.test';
/** A single-state course of the seed (FL): no `state` field needed. */
const SLUG = 'fl-lcsw-laws-and-rules';

/** Stands in for the built site: an HTML page (where the CSP applies) for whatever asks. */
const stubWaku: WakuFetch = async () =>
  new Response('<!doctype html><html><head></head><body><main>page</main></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

function stripeEnv(api: StripeApiDouble): Record<string, string> {
  return {
    PUBLIC_URL,
    STRIPE_SECRET_KEY: api.secretKey,
    STRIPE_PUBLISHABLE_KEY: api.publishableKey,
    STRIPE_WEBHOOK_SECRET: api.webhookSecret,
    STRIPE_API_URL: api.url,
  };
}

/** Sends a delivery as Stripe would, but through inject (forged or expired ones). */
function postWebhook(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

describe.each(TEST_DATABASE_KINDS)('Stripe checkout (%s)', (kind) => {
  let api: StripeApiDouble;
  let app: FastifyInstance;
  let database: Database;
  let domain: DomainServices;
  let logs: CapturedLogs;
  /** The buyer's browser: the SDK with the publishable key, confirming as the Payment Element does. */
  let browser: Stripe;
  let priceCents: number;

  beforeAll(async () => {
    api = await startStripeApi();
    const built = await buildTestApp(stripeEnv(api), { database: kind, waku: stubWaku });
    ({ app, database, domain, logs } = built);
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
    const preview = await domain.checkout.preview({
      productType: 'course',
      slug: SLUG,
      campaignParam: null,
      code: '',
    });
    if (!preview) throw new Error(`The seed has no course ${SLUG}`);
    expect(preview.product.states).toHaveLength(1);
    priceCents = preview.quote.totalCents;
    expect(priceCents).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  afterEach(async () => {
    // Each test leaves no delivery behind for the next.
    await api.idle();
    api.holdWebhooks = false;
    await api.release();
  });

  async function placeOrder(extra: Record<string, string> = {}) {
    const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: `/checkout/${SLUG}?lang=en`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
      },
      payload: new URLSearchParams({
        attempt: randomBytes(16).toString('hex'),
        fullName: 'Ada Lovelace',
        email,
        emailConfirm: email,
        paymentMethod: 'card',
        intent: 'pay',
        ...extra,
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      ok: boolean;
      transactionId: string;
      clientSecret: string;
      returnUrl: string;
    };
    expect(body.ok).toBe(true);
    const paymentIntentId = body.clientSecret.split('_secret_')[0] ?? '';
    return { ...body, email, paymentIntentId };
  }

  /** What the Payment Element does in the browser once the buyer presses pay. */
  function confirmInBrowser(
    order: { paymentIntentId: string; clientSecret: string; returnUrl: string },
    paymentMethod = 'pm_card_visa',
  ) {
    return browser.paymentIntents.confirm(order.paymentIntentId, {
      payment_method: paymentMethod,
      return_url: order.returnUrl,
      client_secret: order.clientSecret,
    } as Stripe.PaymentIntentConfirmParams);
  }

  async function orderRow(transactionId: string) {
    const [row] = await database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    if (!row) throw new Error(`No order ${transactionId}`);
    return row;
  }

  async function outboxKinds(transactionId: string) {
    const rows = await database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(like(outbox.dedupeKey, `%:${transactionId}`));
    return rows.map((row) => row.kind).sort();
  }

  async function activeEnrolments(orderId: number) {
    return database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.orderId, orderId), isNull(enrolments.revokedAt)));
  }

  async function storedEvents(eventId: string) {
    return database.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
  }

  /** A paid-at-Stripe order whose payment_intent.succeeded is held back (not delivered yet). */
  async function confirmedButUndelivered() {
    api.holdWebhooks = true;
    const order = await placeOrder();
    await confirmInBrowser(order);
    const event = api.findEvent('payment_intent.succeeded', order.paymentIntentId);
    if (!event) throw new Error('The double emitted no payment_intent.succeeded');
    return { order, event };
  }

  it('creates the order and a PaymentIntent for the server’s price; price fields in the post are ignored', async () => {
    const order = await placeOrder({ price: '1', amount: '1', totalCents: '1', amountCents: '1' });
    expect(order.returnUrl.startsWith(`${PUBLIC_URL}/en/`)).toBe(true);
    expect(order.returnUrl).toContain(encodeURIComponent(order.transactionId));

    const row = await orderRow(order.transactionId);
    expect(row).toMatchObject({
      status: 'created',
      provider: 'stripe',
      totalCents: priceCents,
      providerPaymentId: order.paymentIntentId,
    });

    const intent = api.paymentIntents.get(order.paymentIntentId);
    expect(intent).toMatchObject({
      amount: priceCents,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: order.clientSecret,
      receipt_email: order.email,
      metadata: { transactionId: order.transactionId },
      payment_method_types: ['card'],
    });
    const create = api.requests.find(
      (request) =>
        request.path === '/v1/payment_intents' && request.idempotencyKey?.endsWith(order.transactionId),
    );
    expect(create?.idempotencyKey).toBe(`order:${order.transactionId}`);
    // No secret in the answer: the client secret only lets the browser confirm this one payment.
    expect(JSON.stringify(order)).not.toContain(api.secretKey);
  });

  it('the browser confirms → webhook → order paid, enrolment granted, one receipt queued', async () => {
    const order = await placeOrder();
    const intent = await confirmInBrowser(order);
    expect(intent.status).toBe('succeeded');
    await api.idle();

    const event = api.findEvent('payment_intent.succeeded', order.paymentIntentId);
    const delivery = api.deliveries.find((d) => d.eventId === event?.id);
    expect(delivery?.status).toBe(200);
    expect(JSON.parse(delivery?.body ?? '{}')).toEqual({ received: true, outcome: 'settled' });

    const row = await orderRow(order.transactionId);
    expect(row.status).toBe('paid');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await activeEnrolments(row.id)).toHaveLength(1);
    expect(await outboxKinds(order.transactionId)).toEqual(['receipt']);
    expect(await storedEvents(event?.id ?? '')).toMatchObject([
      { outcome: 'settled', processedAt: expect.any(Date) },
    ]);

    // Events the checkout does not act on are acknowledged and not stored.
    const created = api.findEvent('payment_intent.created', order.paymentIntentId);
    const createdDelivery = api.deliveries.find((d) => d.eventId === created?.id);
    expect(JSON.parse(createdDelivery?.body ?? '{}')).toEqual({ received: true, outcome: 'ignored' });
    expect(await storedEvents(created?.id ?? '')).toHaveLength(0);
  });

  it('pays a pay-later order from its receipt through Stripe (pay now)', async () => {
    const email = `later-${randomBytes(4).toString('hex')}@example.com`;
    const placed = await app.inject({
      method: 'POST',
      url: `/checkout/${SLUG}?lang=en`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
      },
      payload: new URLSearchParams({
        attempt: randomBytes(16).toString('hex'),
        fullName: 'Grace Hopper',
        email,
        emailConfirm: email,
        paymentMethod: 'pay_later',
      }).toString(),
    });
    const { redirect } = placed.json() as { redirect: string };
    const transactionId = new URL(redirect, PUBLIC_URL).searchParams.get('transactionId') ?? '';
    expect((await orderRow(transactionId)).status).toBe('pending_payment');

    const pay = await app.inject({
      method: 'POST',
      url: `/checkout/orders/${transactionId}/pay?lang=en`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
      },
      payload: new URLSearchParams({
        attempt: randomBytes(16).toString('hex'),
        paymentMethod: 'card',
      }).toString(),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const answer = pay.json() as { clientSecret: string; returnUrl: string };
    expect(answer.returnUrl).toBe(`${PUBLIC_URL}/en/payment-success/${transactionId}`);
    const paymentIntentId = answer.clientSecret.split('_secret_')[0] ?? '';
    expect(api.paymentIntents.get(paymentIntentId)).toMatchObject({
      amount: priceCents,
      metadata: { transactionId },
    });
    await confirmInBrowser({
      paymentIntentId,
      clientSecret: answer.clientSecret,
      returnUrl: answer.returnUrl,
    });
    await api.idle();
    const row = await orderRow(transactionId);
    expect(row.status).toBe('paid');
    expect(row.providerPaymentId).toBe(paymentIntentId);
    expect(await activeEnrolments(row.id)).toHaveLength(1);
    expect(await outboxKinds(transactionId)).toEqual(['invoice', 'receipt']);
  });

  it('a declined card leaves the order open; paying again with another card settles it', async () => {
    const order = await placeOrder();
    await expect(confirmInBrowser(order, 'pm_card_chargeDeclined')).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    await api.idle();
    const failed = api.findEvent('payment_intent.payment_failed', order.paymentIntentId);
    expect(JSON.parse(api.deliveries.find((d) => d.eventId === failed?.id)?.body ?? '{}')).toEqual({
      received: true,
      outcome: 'noted',
    });
    expect((await orderRow(order.transactionId)).status).toBe('created');

    await confirmInBrowser(order);
    await api.idle();
    expect((await orderRow(order.transactionId)).status).toBe('paid');
  });

  it('refuses a delivery with a bad, missing or reused signature (400) and changes nothing', async () => {
    const { order, event } = await confirmedButUndelivered();
    const genuine = api.sign(event);

    const forged = api.sign(event, { secret: `whsec_${randomBytes(16).toString('hex')}` });
    const tampered = genuine.payload.replace(`"amount_received": ${priceCents}`, '"amount_received": 1');
    expect(tampered).not.toBe(genuine.payload);
    const answers = [
      await postWebhook(app, forged.payload, forged.signature),
      await postWebhook(app, genuine.payload),
      await postWebhook(app, genuine.payload, 't=1,v1=deadbeef'),
      await postWebhook(app, tampered, genuine.signature),
      await postWebhook(app, 'not json at all', genuine.signature),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'Invalid signature' });
    }
    expect((await orderRow(order.transactionId)).status).toBe('created');
    expect(await storedEvents(event.id)).toHaveLength(0);
    // Logged as a warning, without the (unverified) body.
    const warning = logs.find((line) => line.msg === 'Stripe webhook signature refused');
    expect(warning?.level).toBe(40);
    expect(JSON.stringify(warning)).not.toContain(order.transactionId);

    // The genuine delivery still works afterwards.
    const [delivered] = await api.release();
    expect(delivered?.status).toBe(200);
    expect((await orderRow(order.transactionId)).status).toBe('paid');
  });

  it('refuses a delivery signed more than 300 s ago (replay) or more than 300 s ahead', async () => {
    const { order, event } = await confirmedButUndelivered();
    for (const offset of [-301, 3600, 301]) {
      const signed = api.sign(event, { timestamp: Math.floor(Date.now() / 1000) + offset });
      const answer = await postWebhook(app, signed.payload, signed.signature);
      expect(answer.statusCode, `signed ${offset} s from now`).toBe(400);
    }
    expect((await orderRow(order.transactionId)).status).toBe('created');
    expect(await storedEvents(event.id)).toHaveLength(0);

    // Within the tolerance it is accepted.
    const recent = api.sign(event, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect((await postWebhook(app, recent.payload, recent.signature)).statusCode).toBe(200);
    expect((await orderRow(order.transactionId)).status).toBe('paid');
  });

  it('a signed success for another amount than the order’s is not settled', async () => {
    const { order, event } = await confirmedButUndelivered();
    const other: StripeEvent = structuredClone(event);
    other.id = `evt_${randomBytes(12).toString('hex')}`;
    other.data.object.amount_received = priceCents - 1;
    const { payload, signature } = api.sign(other);
    const answer = await postWebhook(app, payload, signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'ignored: amount mismatch' });
    expect((await orderRow(order.transactionId)).status).toBe('created');
  });

  async function expectSettledOnce(transactionId: string, event: StripeEvent, outcomes: string[]) {
    expect(outcomes.filter((outcome) => outcome === 'settled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'settled').every((o) => o === 'duplicate')).toBe(true);
    expect(await storedEvents(event.id)).toHaveLength(1);
    const row = await orderRow(transactionId);
    expect(row.status).toBe('paid');
    expect(await activeEnrolments(row.id)).toHaveLength(1);
    expect(await outboxKinds(transactionId)).toEqual(['receipt']);
  }

  it('the same event delivered 10 times in a row settles once', async () => {
    const { order, event } = await confirmedButUndelivered();
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const delivery = await api.deliver(event);
      expect(delivery.status).toBe(200);
      outcomes.push(JSON.parse(delivery.body).outcome);
    }
    expect(outcomes[0]).toBe('settled');
    await expectSettledOnce(order.transactionId, event, outcomes);
  });

  it('the same event delivered 10 times at once settles once', async () => {
    const { order, event } = await confirmedButUndelivered();
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => api.deliver(event)));
    for (const delivery of deliveries) expect(delivery.status, delivery.body).toBe(200);
    await expectSettledOnce(
      order.transactionId,
      event,
      deliveries.map((delivery) => JSON.parse(delivery.body).outcome),
    );
  });

  it('refunds a paid order at Stripe from the receipt', async () => {
    const order = await placeOrder();
    await confirmInBrowser(order);
    await api.idle();
    expect((await orderRow(order.transactionId)).status).toBe('paid');

    // Refunding is the owner's (issue 27): the buyer proves the order's address first.
    const [buyer] = await database.db
      .select({ email: learners.email })
      .from(orders)
      .innerJoin(learners, eq(learners.id, orders.learnerId))
      .where(eq(orders.transactionId, order.transactionId));
    const owner = await emailSession(app, database, domain, buyer?.email ?? '', { origin: PUBLIC_URL });
    const response = await app.inject({
      method: 'POST',
      url: `/checkout/orders/${order.transactionId}/refund?lang=en`,
      headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin', cookie: owner },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true });

    const refunds = [...api.refunds.values()].filter((r) => r.payment_intent === order.paymentIntentId);
    expect(refunds).toMatchObject([{ amount: priceCents, status: 'succeeded' }]);
    const request = api.requests.find(
      (r) => r.path === '/v1/refunds' && r.idempotencyKey?.endsWith(order.transactionId),
    );
    expect(request?.idempotencyKey).toBe(`refund:${order.transactionId}`);

    const row = await orderRow(order.transactionId);
    expect(row.status).toBe('refunded');
    expect(row.providerRefundId).toBe(refunds[0]?.id);
    expect(await activeEnrolments(row.id)).toHaveLength(0);
    expect(await outboxKinds(order.transactionId)).toEqual(['receipt', 'refund']);

    // Stripe's charge.refunded changes nothing more. It is sent as soon as the refund exists, so it can land
    // before the receipt route's own transaction commits (seen once in CI on PostgreSQL): whichever of the two
    // records the refund first does, and the other finds it done. Either way there is one refund e-mail.
    await api.idle();
    const refunded = api.findEvent('charge.refunded');
    expect(refunded?.data.object.payment_intent).toBe(order.paymentIntentId);
    const delivery = api.deliveries.find((d) => d.eventId === refunded?.id);
    expect(['duplicate', 'refunded']).toContain(JSON.parse(delivery?.body ?? '{}').outcome);
    expect(await outboxKinds(order.transactionId)).toEqual(['receipt', 'refund']);

    // Asking again is answered without a second refund.
    const again = await app.inject({
      method: 'POST',
      url: `/checkout/orders/${order.transactionId}/refund?lang=en`,
      headers: { accept: 'application/json', origin: PUBLIC_URL, cookie: owner },
    });
    expect(again.statusCode).toBe(200);
    expect([...api.refunds.values()].filter((r) => r.payment_intent === order.paymentIntentId)).toHaveLength(
      1,
    );
  });

  it('reconcile() settles an order whose webhook never arrived', async () => {
    const { order, event } = await confirmedButUndelivered();
    expect((await orderRow(order.transactionId)).status).toBe('created');

    const settled = await domain.checkout.reconcile({ olderThanMs: 0 });
    expect(settled).toBeGreaterThanOrEqual(1);
    const row = await orderRow(order.transactionId);
    expect(row.status).toBe('paid');
    expect(await activeEnrolments(row.id)).toHaveLength(1);
    expect(await outboxKinds(order.transactionId)).toEqual(['receipt']);
    expect(
      api.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${order.paymentIntentId}`,
      ),
    ).toBe(true);

    // The late webhook finds the order paid; a second reconcile has nothing left to ask about.
    const late = (await api.release()).find((delivery) => delivery.eventId === event.id);
    expect(JSON.parse(late?.body ?? '{}')).toEqual({ received: true, outcome: 'ignored: already paid' });
    await domain.checkout.reconcile({ olderThanMs: 0 });
    expect(await outboxKinds(order.transactionId)).toEqual(['receipt']);
  });

  it('retries a Stripe request that failed with a 5xx, under the same idempotency key', async () => {
    api.failNext = 1;
    const order = await placeOrder();
    const attempts = api.requests.filter((r) => r.idempotencyKey === `order:${order.transactionId}`);
    expect(attempts).toHaveLength(2);
    expect(api.paymentIntents.get(order.paymentIntentId)?.metadata.transactionId).toBe(order.transactionId);
  });

  it('allows Stripe.js, its frames and its API in the CSP of pages', async () => {
    const page = await app.inject({ method: 'GET', url: '/en/about' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });
});

describe('Stripe webhook edges', () => {
  it('without Stripe configured the webhook is a 404, and the CSP allows no Stripe host', async () => {
    const { app } = await buildTestApp({ PUBLIC_URL }, { waku: stubWaku });
    try {
      const answer = await postWebhook(app, '{}', 't=1,v1=00');
      expect(answer.statusCode).toBe(404);
      const page = await app.inject({ method: 'GET', url: '/en/about' });
      expect(String(page.headers['content-security-policy'])).not.toContain('stripe.com');
    } finally {
      await app.close();
    }
  });

  it('a database that does not answer is a 503 (Stripe retries it); a malformed body never a 5xx', async () => {
    const api = await startStripeApi();
    const database = await openTestDatabase('pglite');
    const { app } = await buildTestApp(stripeEnv(api), { database, waku: stubWaku });
    try {
      const tooLarge = await postWebhook(app, `{"x":"${'a'.repeat(1024 * 1024)}"}`, 't=1,v1=00');
      expect(tooLarge.statusCode).toBe(413);
      const wrongType = await app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/xml', 'stripe-signature': 't=1,v1=00' },
        payload: '<event/>',
      });
      expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
      expect(wrongType.statusCode).toBeLessThan(500);
      expect((await postWebhook(app, '')).statusCode).toBe(400);

      const event: StripeEvent = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_unknown',
            object: 'payment_intent',
            amount_received: 2999,
            metadata: { transactionId: 'unknown' },
          },
        },
        request: { id: null, idempotency_key: null },
      };
      await database.close();
      const { payload, signature } = api.sign(event);
      const answer = await postWebhook(app, payload, signature);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
      await api.close();
    }
  });
});
