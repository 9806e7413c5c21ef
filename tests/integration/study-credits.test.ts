import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { learners, orders, outbox } from '../../src/db/schema/orders.ts';
import { studyCreditEntries } from '../../src/db/schema/study-credits.ts';
import { creditBalance, spendLesson } from '../../src/domain/credit-ledger.ts';
import { createCheckout } from '../../src/domain/orders/checkout.ts';
import type { PaymentGateway } from '../../src/domain/orders/payment-gateway.ts';
import { processPendingEvents, recordPaymentEvent } from '../../src/domain/orders/settlement.ts';
import { newLearnerId } from '../../src/domain/orders/state.ts';
import { readCheckoutForm } from '../../src/domain/orders/validation.ts';
import { CREDIT_PACKAGES } from '../../src/domain/study-credits.ts';
import { createSandboxProvider } from '../../src/integrations/payments/sandbox.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Study credits (issue 12, spec §1): the ledger's monthly grant (once per learner and month, also under
// concurrent reads), credit packages bought through the real checkout and credited exactly once (settlement
// replayed ten times, a double submit, a crash between storing and settling the payment), refunds, and the
// ingestion API's lessons (one credit per event id, refused at 0). PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const TOKEN = 'test-ingest-token-credits-0123456789';
const NOW = new Date('2026-11-24T12:00:00Z');
const NEXT_MONTH = new Date('2026-12-01T00:00:05Z');

describe.each(TEST_DATABASE_KINDS)('study credits on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const built = await buildTestApp(
      { PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000', INGEST_API_TOKEN: TOKEN },
      { database: kind },
    );
    app = built.app;
    database = built.database;
  });
  afterAll(() => app?.close());

  const db = () => database.db;

  async function newLearner(): Promise<string> {
    const id = newLearnerId();
    await db()
      .insert(learners)
      .values({ id, email: `credits-${randomUUID()}@example.com`, fullName: 'Credit Tester', locale: 'es' });
    return id;
  }

  const entries = (learnerId: string) =>
    db().select().from(studyCreditEntries).where(eq(studyCreditEntries.learnerId, learnerId));

  /** A checkout whose card payments wait for the provider's webhook (as with Stripe's Payment Element). */
  function webhookCheckout(now: Date = NOW) {
    const sandbox = createSandboxProvider();
    const gateway: PaymentGateway = {
      ...sandbox,
      name: 'stripe',
      cardEntry: 'element',
      pay: async (request) => ({
        status: 'requires_confirmation',
        paymentId: `pi_${request.idempotencyKey.slice(-24)}`,
        clientSecret: 'secret',
      }),
    };
    return createCheckout({ db: db(), gateway, now: () => now });
  }

  function placeCredits(
    checkout: ReturnType<typeof createCheckout>,
    slug: string,
    overrides: Record<string, string> = {},
  ) {
    // Each buyer their own learner (the seed's default address is shared by other tests).
    const email = `credits-${randomUUID().slice(0, 8)}@example.com`;
    const { fields, card } = readCheckoutForm(checkoutForm({ email, emailConfirm: email, ...overrides }));
    return checkout.placeOrder({
      productType: 'credits',
      slug,
      fields,
      card,
      locale: 'es',
      campaignParam: null,
      redirectUrl: null,
      purchaseParams: {},
    });
  }

  const orderOf = async (transactionId: string) =>
    (await db().select().from(orders).where(eq(orders.transactionId, transactionId)))[0]!;

  describe('monthly free credits', () => {
    it('grants 10 once per month under concurrent reads, and they expire at the month end', async () => {
      const learnerId = await newLearner();
      const balances = await Promise.all(
        Array.from({ length: 10 }, () => creditBalance(db(), learnerId, NOW)),
      );
      for (const balance of balances) expect(balance).toMatchObject({ free: 10, bought: 0, total: 10 });
      const grants = (await entries(learnerId)).filter((row) => row.kind === 'grant_monthly');
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ month: '2026-11', delta: 10, pool: 'free' });

      // Spend 3 in November: 7 left; December starts again at 10 (the unused 7 do not roll over).
      for (const n of [1, 2, 3])
        await spendLesson(db(), { eventId: `lesson-${learnerId}-${n}`, learnerId }, NOW);
      expect(await creditBalance(db(), learnerId, NOW)).toMatchObject({ free: 7, total: 7 });
      const december = await Promise.all(
        Array.from({ length: 5 }, () => creditBalance(db(), learnerId, NEXT_MONTH)),
      );
      for (const balance of december)
        expect(balance).toMatchObject({ month: '2026-12', free: 10, total: 10 });
      expect((await entries(learnerId)).filter((row) => row.kind === 'grant_monthly')).toHaveLength(2);
    });

    it('an unknown learner has no balance', async () => {
      expect(await creditBalance(db(), 'l_doesnotexist000', NOW)).toBeNull();
    });
  });

  describe('packages through checkout', () => {
    it('the sandbox card pays at the server price and credits the package once; a double submit is one order', async () => {
      const checkout = createCheckout({ db: db(), gateway: createSandboxProvider(), now: () => NOW });
      const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
      const form = checkoutForm({
        email,
        emailConfirm: email,
        // A tampered form: a price, pay later and a gift are not for credits.
        price: '1',
        totalCents: '1',
        paymentMethod: 'pay_later',
        invitedName: 'Someone Else',
        invitedEmail: 'someone@example.com',
      });
      const { fields, card } = readCheckoutForm(form);
      const input = {
        productType: 'credits' as const,
        slug: 'focus',
        fields,
        card,
        locale: 'es' as const,
        campaignParam: 'renewal-season-2027',
        redirectUrl: null,
        purchaseParams: {},
      };
      const [first, second] = await Promise.all([checkout.placeOrder(input), checkout.placeOrder(input)]);
      const kinds = [first.kind, second.kind].sort();
      expect(kinds).toEqual(['existing', 'paid']);
      const paid = first.kind === 'paid' ? first : second;
      if (paid.kind !== 'paid' && paid.kind !== 'existing') throw new Error(paid.kind);
      const order = await orderOf(paid.transactionId);
      const focus = CREDIT_PACKAGES.find((pkg) => pkg.id === 'focus')!;
      expect(order).toMatchObject({
        status: 'paid',
        productType: 'credits',
        productSlug: 'focus',
        totalCents: focus.priceCents,
        listPriceCents: focus.priceCents,
        paymentMethod: 'card',
        invitedEmail: null,
        appliedCampaign: null,
      });
      expect(await db().select().from(orders).where(eq(orders.attemptKey, fields.attempt))).toHaveLength(1);
      const learnerId = order.learnerId!;
      const [learner] = await db().select().from(learners).where(eq(learners.id, learnerId));
      expect(learner?.email).toBe(email);
      expect(await creditBalance(db(), learnerId, NOW)).toMatchObject({ free: 10, bought: 100, total: 110 });
      expect(
        await db()
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, `receipt:${order.transactionId}`)),
      ).toHaveLength(1);
    });

    it('a payment webhook replayed ten times (concurrently) credits once', async () => {
      const checkout = webhookCheckout();
      const placed = await placeCredits(checkout, 'starter');
      if (placed.kind !== 'confirm') throw new Error(placed.kind);
      const order = await orderOf(placed.transactionId);
      expect(order.status).toBe('created');
      const event = {
        id: `evt_credits_${order.id}`,
        provider: 'stripe',
        type: 'payment.succeeded' as const,
        transactionId: placed.transactionId,
        paymentId: order.providerPaymentId,
        amountCents: order.totalCents,
      };
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => checkout.receivePaymentEvent(event)),
      );
      expect(outcomes.filter((outcome) => outcome === 'settled')).toHaveLength(1);
      // A second event id for the same payment (Stripe may send one): the order is already paid.
      expect(await checkout.receivePaymentEvent({ ...event, id: `${event.id}_again` })).toBe(
        'ignored: already paid',
      );
      const paid = await orderOf(placed.transactionId);
      const packages = await db()
        .select()
        .from(studyCreditEntries)
        .where(and(eq(studyCreditEntries.orderId, paid.id), eq(studyCreditEntries.kind, 'package')));
      expect(packages).toHaveLength(1);
      expect(packages[0]).toMatchObject({ delta: 30, pool: 'bought', learnerId: paid.learnerId });
    });

    it('a crash between storing the payment and settling it: settled once at the next start', async () => {
      const checkout = webhookCheckout();
      const placed = await placeCredits(checkout, 'marathon');
      if (placed.kind !== 'confirm') throw new Error(placed.kind);
      const order = await orderOf(placed.transactionId);
      const event = {
        id: `evt_crash_${order.id}`,
        provider: 'stripe',
        type: 'payment.succeeded' as const,
        transactionId: placed.transactionId,
        paymentId: order.providerPaymentId,
        amountCents: order.totalCents,
      };
      // Stored, then the process died (nothing else happened).
      expect(await recordPaymentEvent(db(), event, NOW)).toBe(true);
      expect((await orderOf(placed.transactionId)).status).toBe('created');
      const recovered = await processPendingEvents(db(), { now: NOW });
      expect(recovered).toContainEqual({ id: event.id, outcome: 'settled' });
      // The webhook arrives again after the restart, and the recovery runs again: nothing more.
      expect(await checkout.receivePaymentEvent(event)).toBe('duplicate');
      await processPendingEvents(db(), { now: NOW });
      const paid = await orderOf(placed.transactionId);
      expect(await creditBalance(db(), paid.learnerId!, NOW)).toMatchObject({ bought: 300 });
      expect(
        await db().select().from(studyCreditEntries).where(eq(studyCreditEntries.orderId, paid.id)),
      ).toHaveLength(1);
    });

    it('refunds an unspent package (its credits taken back once), refuses one whose credits were used', async () => {
      const checkout = createCheckout({ db: db(), gateway: createSandboxProvider(), now: () => NOW });
      const email = `refund-${randomUUID().slice(0, 8)}@example.com`;
      const first = await placeCredits(checkout, 'starter', { email, emailConfirm: email });
      if (first.kind !== 'paid') throw new Error(first.kind);
      const learnerId = (await orderOf(first.transactionId)).learnerId!;
      expect(await creditBalance(db(), learnerId, NOW)).toMatchObject({ bought: 30 });
      expect(await checkout.requestRefund(first.transactionId)).toEqual({ ok: true });
      expect(await checkout.requestRefund(first.transactionId)).toEqual({ ok: true });
      expect(await creditBalance(db(), learnerId, NOW)).toMatchObject({ bought: 0, free: 10 });
      const refunds = (await entries(learnerId)).filter((row) => row.kind === 'package_refund');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.delta).toBe(-30);

      // A second package, with the free credits used up and one bought credit spent: no refund.
      const second = await placeCredits(checkout, 'starter', { email, emailConfirm: email });
      if (second.kind !== 'paid') throw new Error(second.kind);
      for (let n = 0; n < 11; n += 1)
        expect(
          (await spendLesson(db(), { eventId: `refund-lesson-${learnerId}-${n}`, learnerId }, NOW)).kind,
        ).toBe('spent');
      expect(await creditBalance(db(), learnerId, NOW)).toMatchObject({ free: 0, bought: 29 });
      expect(await checkout.requestRefund(second.transactionId)).toEqual({
        ok: false,
        reason: 'refund_credits_used',
      });
      // A refund the provider reports anyway (from its dashboard) takes back only what is left.
      const order = await orderOf(second.transactionId);
      const refundEvent = {
        id: `evt_refund_${order.id}`,
        provider: 'sandbox',
        type: 'refund.succeeded' as const,
        transactionId: second.transactionId,
        paymentId: order.providerPaymentId,
        amountCents: order.totalCents,
      };
      expect(await checkout.receivePaymentEvent(refundEvent)).toBe('refunded');
      expect(await checkout.receivePaymentEvent(refundEvent)).toBe('duplicate');
      expect(await creditBalance(db(), learnerId, NOW)).toMatchObject({ bought: 0 });
    });

    it('the checkout route: /study links to it, unknown packages are 404, the card buys the package', async () => {
      const study = await app.inject({ method: 'GET', url: '/en/study' });
      expect(study.statusCode).toBe(200);
      expect(study.body).toContain('href="/en/courses/buy/focus?type=credits"');
      expect(study.body).toContain('1 credit = 1 lesson');

      const page = await app.inject({ method: 'GET', url: '/en/courses/buy/focus?type=credits' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('$12.99');
      expect(page.body).not.toContain('pay-later-choice');
      for (const url of ['/en/courses/buy/gold?type=credits', '/es/courses/buy/focus-pack?type=credits'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);

      const post = (url: string, form: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: ORIGIN,
            'sec-fetch-site': 'same-origin',
          },
          payload: new URLSearchParams(form).toString(),
        });
      expect((await post('/checkout/gold?type=credits&lang=en', checkoutForm())).statusCode).toBe(404);

      const email = `route-${randomUUID().slice(0, 8)}@example.com`;
      const form = checkoutForm({ email, emailConfirm: email });
      const bought = await post('/checkout/marathon?type=credits&lang=en', form);
      expect(bought.statusCode).toBe(303);
      const transactionId = new URL(bought.headers.location ?? '', ORIGIN).searchParams.get('transactionId')!;
      // The same post again (a double submit): the same order, no second package.
      const again = await post('/checkout/marathon?type=credits&lang=en', form);
      expect(again.statusCode).toBe(303);
      const order = await orderOf(transactionId);
      expect(order).toMatchObject({ status: 'paid', productType: 'credits', totalCents: 2999 });
      expect(await creditBalance(db(), order.learnerId!, NOW)).toMatchObject({ bought: 300 });

      const success = await app.inject({ method: 'GET', url: `/en/payment-success/${transactionId}` });
      expect(success.statusCode).toBe(200);
      expect(success.body).toContain('data-testid="credits-added"');
      const receipt = await app.inject({ method: 'GET', url: `/en/receipts/${transactionId}` });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.body).toContain('Study credits: Marathon package (300 credits)');
    });
  });

  describe('lessons through the ingestion API', () => {
    const lesson = (body: unknown, token: string | null = TOKEN) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/lessons',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify(body),
      });

    it('spends one credit per event id, replays change nothing, and at 0 answers 402 without storing', async () => {
      const learnerId = await newLearner();
      const ids = Array.from({ length: 10 }, (_, n) => `lesson-${randomUUID()}-${n}`);
      for (const [n, id] of ids.entries()) {
        const response = await lesson({ id, learnerId, generatedAt: '2026-11-20T10:00:00Z' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          status: 'recorded',
          type: 'lesson.generated',
          eventId: id,
          replayed: false,
          spentFrom: 'free',
          balance: { free: 9 - n, bought: 0, total: 9 - n },
        });
      }
      // The same event ten times, concurrently: one credit in all.
      const replays = await Promise.all(Array.from({ length: 10 }, () => lesson({ id: ids[0], learnerId })));
      for (const response of replays) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['idempotent-replayed']).toBe('true');
        expect(response.json()).toMatchObject({ replayed: true, balance: { total: 0 } });
      }
      const refusedId = `lesson-${randomUUID()}`;
      const refused = await lesson({ id: refusedId, learnerId });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ error: 'insufficient_credits', eventId: refusedId });
      expect((await entries(learnerId)).filter((row) => row.kind === 'lesson')).toHaveLength(10);
      expect((await entries(learnerId)).some((row) => row.eventId === refusedId)).toBe(false);
    });

    it('concurrent lessons never take the balance below 0', async () => {
      const learnerId = await newLearner();
      const responses = await Promise.all(
        Array.from({ length: 14 }, () => lesson({ id: `race-${randomUUID()}`, learnerId })),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(10);
      expect(codes.filter((code) => code === 402)).toHaveLength(4);
      expect((await app.domain.credits.balance(learnerId))?.total).toBe(0);
    });

    it('validates, authenticates, refuses unknown learners and reused event ids', async () => {
      const learnerId = await newLearner();
      expect((await lesson({ id: `x-${randomUUID()}`, learnerId }, null)).statusCode).toBe(401);
      const invalid = await lesson({ id: 'short', learnerId: 'nobody', extra: 1 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toBe('invalid_event');
      expect(Object.keys(invalid.json().fields)).toEqual(expect.arrayContaining(['id', 'learnerId']));
      const unknown = await lesson({ id: `x-${randomUUID()}`, learnerId: 'l_nobodyatall0000' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error).toBe('unknown_learner');
      const id = `shared-${randomUUID()}`;
      expect((await lesson({ id, learnerId })).statusCode).toBe(200);
      const other = await newLearner();
      const reused = await lesson({ id, learnerId: other });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error).toBe('event_id_conflict');
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/v1/lessons',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        payload: '{"id":',
      });
      expect(malformed.statusCode).toBe(400);
    });

    it('is described in the OpenAPI document, and does not exist without a token', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      const operation = document.paths['/api/v1/lessons'].post;
      expect(operation.operationId).toBe('postLesson');
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '402', '409', '422']),
      );
      expect(document.components.schemas.LessonGenerated.required).toEqual(['id', 'learnerId']);
      const off = await buildTestApp({ PUBLIC_URL: ORIGIN }, { database });
      try {
        const response = await off.app.inject({
          method: 'POST',
          url: '/api/v1/lessons',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(response.statusCode).toBe(404);
      } finally {
        await off.app.close();
      }
    });
  });
});
