import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { campaigns } from '../../src/db/schema/catalog.ts';
import { learners, outbox } from '../../src/db/schema/orders.ts';
import { subscriptionEvents, subscriptions } from '../../src/db/schema/subscriptions.ts';
import { renewalDate } from '../../src/domain/migrant-plans.ts';
import { createSubscriptions, type SubscribeInput } from '../../src/domain/subscriptions/index.ts';
import { createSandboxBilling } from '../../src/integrations/payments/sandbox-subscriptions.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';

const START = new Date('2026-11-24T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASE_KINDS)('migrant subscriptions on %s', (kind) => {
  let database: Database;
  let clock = START;
  let service: ReturnType<typeof createSubscriptions>;
  let attempts = 0;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    service = createSubscriptions({ db: database.db, billing: createSandboxBilling(), now: () => clock });
  });
  afterAll(async () => {
    await database?.close();
  });

  const input = (overrides: Partial<SubscribeInput> = {}): SubscribeInput => {
    attempts += 1;
    return {
      plan: 'monthly',
      attempt: `attempt-${kind}-${attempts}-xxxxxxxxxxxx`,
      fullName: 'Ana Pérez',
      email: `ana-${kind}-${attempts}@example.com`,
      emailConfirm: `ana-${kind}-${attempts}@example.com`,
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      locale: 'es',
      learnerId: null,
      ...overrides,
    };
  };
  const subscribed = async (overrides: Partial<SubscribeInput> = {}) => {
    const result = await service.subscribe(input(overrides));
    if (result.kind !== 'subscribed') throw new Error(`not subscribed: ${JSON.stringify(result)}`);
    return result.publicId;
  };
  /** The subscription's owner: only the owner changes it (issue 27). */
  const ownerOf = async (publicId: string) => (await row(publicId)).learnerId;
  const row = async (publicId: string) => {
    const [found] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, publicId));
    if (!found) throw new Error('missing');
    return found;
  };

  it('prices plans on the server, with the plan campaign while it runs and the regular price after', async () => {
    clock = START;
    expect((await service.quote('semiannual')).totalCents).toBe(4999);
    await database.db.insert(campaigns).values({
      slug: 'migrants-semiannual',
      nameEs: 'Semestral',
      nameEn: 'Semi-annual',
      discountPercent: 20,
      expiresAt: new Date(START.getTime() + DAY),
    });
    expect(await service.quote('semiannual')).toMatchObject({
      totalCents: 3999,
      appliedCampaign: 'migrants-semiannual',
    });
    const publicId = await subscribed({ plan: 'semiannual' });
    expect(await row(publicId)).toMatchObject({ priceCents: 3999, appliedCampaign: 'migrants-semiannual' });
    clock = new Date(START.getTime() + 2 * DAY);
    expect(await service.quote('semiannual')).toMatchObject({ totalCents: 4999, appliedCampaign: null });
    clock = START;
  });

  it('subscribes once per attempt: the subscription and its first payment together', async () => {
    const same = input();
    const results = await Promise.all([
      service.subscribe(same),
      service.subscribe(same),
      service.subscribe(same),
    ]);
    const ids = new Set(
      results.map((result) => (result.kind === 'subscribed' ? result.publicId : result.kind)),
    );
    expect(ids.size).toBe(1);
    const [publicId] = [...ids] as [string];
    const sub = await row(publicId);
    expect(sub).toMatchObject({ status: 'active', plan: 'monthly', priceCents: 999, cardLast4: '4242' });
    expect(sub.currentPeriodEnd).toEqual(renewalDate(START, 1));
    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'subscription.payment_succeeded',
      amountCents: 999,
      outcome: 'subscribed',
    });
    const [learner] = await database.db.select().from(learners).where(eq(learners.id, sub.learnerId));
    expect(learner?.email).toBe(same.email);
    // One confirmation e-mail, queued with the subscription, carrying the status page's address.
    const mails = await database.db.select().from(outbox).where(eq(outbox.recipient, same.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'subscription',
      locale: 'es',
      payload: { publicId, plan: 'monthly', priceCents: 999 },
    });
  });

  it('refuses a declined card and incomplete fields without creating anything', async () => {
    const before = (await database.db.select().from(subscriptions)).length;
    expect(
      await service.subscribe(input({ card: { number: '4000000000000002', expiry: '12/30', cvc: '123' } })),
    ).toEqual({
      kind: 'declined',
      reason: 'card_declined',
    });
    const invalid = await service.subscribe(
      input({
        fullName: '',
        emailConfirm: 'other@example.com',
        card: { number: '1234', expiry: '', cvc: '' },
      }),
    );
    expect(invalid).toEqual({
      kind: 'invalid',
      errors: { fullName: 'name_required', emailConfirm: 'email_mismatch', card: 'card_incomplete' },
    });
    expect((await database.db.select().from(subscriptions)).length).toBe(before);
  });

  it('shows the status to the owner or to the holder of the address signed out, never to another learner', async () => {
    const publicId = await subscribed();
    const sub = await row(publicId);
    const view = await service.view(publicId, null);
    expect(view).toMatchObject({
      plan: 'monthly',
      display: 'active',
      nextBilling: sub.currentPeriodEnd,
      canCancel: true,
    });
    expect(view?.upgrades).toEqual(['semiannual', 'annual']);
    expect(await service.view(publicId, sub.learnerId)).toBeDefined();
    expect(await service.view(publicId, 'l_someoneelse')).toBeUndefined();
    expect(await service.view('unknown-subscription-id', null)).toBeUndefined();
    expect(await service.cancel(publicId, 'l_someoneelse')).toEqual({ ok: false, reason: 'not_found' });
  });

  it('cancels up to one day before renewal, not later; the subscription then ends at its period end', async () => {
    const late = await subscribed();
    const lateRow = await row(late);
    clock = new Date(lateRow.currentPeriodEnd.getTime() - DAY + 1000);
    expect(await service.cancel(late, await ownerOf(late))).toEqual({ ok: false, reason: 'too_late' });
    clock = START;

    const publicId = await subscribed();
    const sub = await row(publicId);
    clock = new Date(sub.currentPeriodEnd.getTime() - DAY);
    expect(await service.cancel(publicId, await ownerOf(publicId))).toEqual({ ok: true });
    expect(await service.cancel(publicId, await ownerOf(publicId))).toEqual({ ok: true });
    expect(await service.view(publicId, null)).toMatchObject({
      display: 'cancel_requested',
      until: sub.currentPeriodEnd,
      nextBilling: null,
    });
    clock = new Date(sub.currentPeriodEnd.getTime() + 1000);
    for (let i = 0; i < 10; i++) await service.renewDue(clock);
    expect(await row(publicId)).toMatchObject({ status: 'canceled', endedAt: sub.currentPeriodEnd });
    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events.map((event) => event.type).sort()).toEqual([
      'subscription.cancel_requested',
      'subscription.ended',
      'subscription.payment_succeeded',
    ]);
    clock = START;
  });

  it('renews due subscriptions once however often renewals run (×10), and again the next period', async () => {
    clock = START;
    const publicId = await subscribed();
    const sub = await row(publicId);
    clock = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    for (let i = 0; i < 10; i++) await service.renewDue(clock);
    const renewed = await row(publicId);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(renewed.currentPeriodEnd).toEqual(renewalDate(sub.currentPeriodEnd, 1));
    const payments = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(payments).toHaveLength(2);
    // The provider delivering the same renewal event again ten times changes nothing either.
    const [renewal] = payments.filter((event) => event.outcome === 'renewed');
    expect(renewal).toBeDefined();
    for (let i = 0; i < 10; i++) {
      const outcome = await service.receive({
        id: renewal?.id as string,
        provider: 'sandbox',
        type: 'subscription.payment_succeeded',
        providerSubscriptionId: sub.providerSubscriptionId,
        paymentId: renewal?.providerPaymentId ?? null,
        amountCents: 999,
        periodStart: sub.currentPeriodEnd,
      });
      expect(outcome).toBe('duplicate');
    }
    expect(await row(publicId)).toMatchObject({ currentPeriodEnd: renewed.currentPeriodEnd });
    clock = START;
  });

  it('an upgrade takes effect at the next renewal, at the longer plan’s price', async () => {
    clock = START;
    const publicId = await subscribed();
    expect(await service.upgrade(publicId, await ownerOf(publicId), 'monthly')).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(await service.upgrade(publicId, await ownerOf(publicId), 'annual')).toEqual({ ok: true });
    const sub = await row(publicId);
    expect(sub.pendingPlan).toBe('annual');
    clock = new Date(sub.currentPeriodEnd.getTime() + 1000);
    await service.renewDue(clock);
    expect(await row(publicId)).toMatchObject({ plan: 'annual', pendingPlan: null, priceCents: 7999 });
    clock = START;
  });

  it('a declined renewal makes it past due, once; a working card from the portal pays what is owed', async () => {
    clock = START;
    const publicId = await subscribed();
    const failing = { number: '4000000000000341', expiry: '12/30', cvc: '123' };
    expect(await service.updateCard(publicId, 'l_someoneelse', failing)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(
      await service.updateCard(publicId, await ownerOf(publicId), { ...failing, number: '4000000000000002' }),
    ).toEqual({
      ok: false,
      reason: 'card_declined',
    });
    expect(await service.updateCard(publicId, await ownerOf(publicId), failing)).toEqual({
      ok: true,
      outcome: null,
    });
    const sub = await row(publicId);
    expect(sub.cardLast4).toBe('0341');
    clock = new Date(sub.currentPeriodEnd.getTime() + 1000);
    for (let i = 0; i < 10; i++) await service.renewDue(clock);
    expect(await row(publicId)).toMatchObject({ status: 'past_due', failureReason: 'card_declined' });
    const failures = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(failures.filter((event) => event.type === 'subscription.payment_failed')).toHaveLength(1);
    expect(await service.view(publicId, null)).toMatchObject({ display: 'past_due', canCancel: false });
    const fixed = await service.updateCard(publicId, await ownerOf(publicId), {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(fixed).toEqual({ ok: true, outcome: 'renewed' });
    expect(await row(publicId)).toMatchObject({
      status: 'active',
      currentPeriodStart: sub.currentPeriodEnd,
      failureReason: null,
    });
    clock = START;
  });
});
