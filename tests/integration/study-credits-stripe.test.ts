import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WakuFetch } from '../../server/pages/waku.ts';
import type { Database } from '../../src/db/client.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { studyCreditEntries } from '../../src/db/schema/study-credits.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { type StripeApiDouble, startStripeApi } from '../fixtures/stripe-api.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// A study credit package bought with Stripe (issue 12), end to end on a real socket: the checkout route creates the
// PaymentIntent for the package's server price, the "browser" confirms it with the publishable key, the double of
// Stripe's API delivers the signed webhook, and the settlement adds the credits; the same webhook delivered ten
// more times changes nothing. Nothing renders a page, so Waku is a stub.

const PUBLIC_URL = 'https://quest.test';

const stubWaku: WakuFetch = async () =>
  new Response('<!doctype html><html><head></head><body><main>page</main></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

describe.each(TEST_DATABASE_KINDS)('study credits with Stripe (%s)', (kind) => {
  let api: StripeApiDouble;
  let app: FastifyInstance;
  let database: Database;
  let domain: DomainServices;
  let browser: Stripe;

  beforeAll(async () => {
    api = await startStripeApi();
    const built = await buildTestApp(
      {
        PUBLIC_URL,
        STRIPE_SECRET_KEY: api.secretKey,
        STRIPE_PUBLISHABLE_KEY: api.publishableKey,
        STRIPE_WEBHOOK_SECRET: api.webhookSecret,
        STRIPE_API_URL: api.url,
      },
      { database: kind, waku: stubWaku },
    );
    ({ app, database, domain } = built);
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

  it('pays the package price through the Payment Element and credits it once, whatever the webhook replays', async () => {
    const email = `stripe-credits-${randomBytes(4).toString('hex')}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/checkout/focus?type=credits&lang=en',
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
        paymentMethod: 'pay_later',
        intent: 'pay',
        totalCents: '1',
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { transactionId: string; clientSecret: string; returnUrl: string };
    const paymentIntentId = body.clientSecret.split('_secret_')[0] ?? '';
    expect(api.paymentIntents.get(paymentIntentId)).toMatchObject({ amount: 1299, currency: 'usd' });

    await browser.paymentIntents.confirm(paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: body.returnUrl,
      client_secret: body.clientSecret,
    } as Stripe.PaymentIntentConfirmParams);
    await api.idle();
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionId, body.transactionId));
    expect(order).toMatchObject({
      status: 'paid',
      productType: 'credits',
      totalCents: 1299,
      provider: 'stripe',
    });

    const event = api.findEvent('payment_intent.succeeded', paymentIntentId);
    if (!event) throw new Error('The double emitted no payment_intent.succeeded');
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => api.deliver(event)));
    for (const delivery of deliveries) expect(delivery.status).toBe(200);
    const entries = await database.db
      .select()
      .from(studyCreditEntries)
      .where(eq(studyCreditEntries.orderId, order!.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'package', delta: 100 });
    expect(await domain.credits.balance(order!.learnerId!)).toMatchObject({ bought: 100 });
  });
});
