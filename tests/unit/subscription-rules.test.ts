import { describe, expect, it } from 'vitest';
import type { SubscriptionPlanId } from '../../src/db/schema/subscriptions.ts';
import { renewalDate } from '../../src/domain/migrant-plans.ts';
import {
  applySubscriptionEvent,
  cancelDecision,
  type SubscriptionState,
  subscriptionQuote,
  summarize,
  upgradeOptions,
} from '../../src/domain/subscriptions/rules.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function state(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  const start = new Date('2026-03-01T09:00:00Z');
  return {
    plan: 'monthly',
    pendingPlan: null,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: renewalDate(start, 1),
    cancelAtPeriodEnd: false,
    cancelRequestedAt: null,
    endedAt: null,
    trialEndsAt: null,
    priceCents: 999,
    ...overrides,
  };
}

const price = (plan: SubscriptionPlanId) => subscriptionQuote(plan, null, NOW).totalCents;

describe('subscription prices', () => {
  it('prices each plan at its regular price without a campaign', () => {
    expect(subscriptionQuote('monthly', null, NOW)).toMatchObject({
      totalCents: 999,
      months: 1,
      appliedCampaign: null,
    });
    expect(subscriptionQuote('semiannual', null, NOW)).toMatchObject({ totalCents: 4999, months: 6 });
    expect(subscriptionQuote('annual', null, NOW)).toMatchObject({
      totalCents: 7999,
      months: 12,
      discountCents: 0,
    });
  });

  it("applies the plan's own running campaign and falls back to the regular price once it expires", () => {
    const campaign = {
      slug: 'migrants-annual',
      discountPercent: 25,
      expiresAt: new Date(NOW.getTime() + DAY),
    };
    expect(subscriptionQuote('annual', campaign, NOW)).toEqual({
      plan: 'annual',
      months: 12,
      quantity: 1,
      trialDays: 0,
      listCents: 7999,
      discountCents: 2000,
      totalCents: 5999,
      appliedCampaign: 'migrants-annual',
    });
    const expired = { ...campaign, expiresAt: NOW };
    expect(subscriptionQuote('annual', expired, NOW)).toMatchObject({
      totalCents: 7999,
      appliedCampaign: null,
    });
    // Another plan's campaign never applies.
    expect(subscriptionQuote('monthly', campaign, NOW)).toMatchObject({
      totalCents: 999,
      appliedCampaign: null,
    });
  });
});

describe('cancelling at least one day before renewal', () => {
  const sub = state();
  const deadline = new Date(sub.currentPeriodEnd.getTime() - DAY);

  it('allows it up to exactly one day before the renewal', () => {
    expect(cancelDecision(sub, new Date(deadline.getTime() - 1))).toEqual({ ok: true });
    expect(cancelDecision(sub, deadline)).toEqual({ ok: true });
  });

  it('refuses it later than that', () => {
    expect(cancelDecision(sub, new Date(deadline.getTime() + 1))).toEqual({ ok: false, reason: 'too_late' });
    expect(cancelDecision(sub, sub.currentPeriodEnd)).toEqual({ ok: false, reason: 'too_late' });
  });

  it('has nothing to cancel once requested, ended or past due', () => {
    expect(cancelDecision(state({ cancelAtPeriodEnd: true }), NOW)).toMatchObject({
      reason: 'already_requested',
    });
    expect(cancelDecision(state({ status: 'canceled' }), NOW)).toMatchObject({ reason: 'ended' });
    expect(cancelDecision(state({ status: 'past_due' }), NOW)).toMatchObject({ reason: 'past_due' });
  });
});

describe('status summary', () => {
  it('shows the next billing date while active, the until date once cancel is requested', () => {
    const active = summarize(state(), NOW);
    expect(active).toMatchObject({
      display: 'active',
      nextBilling: state().currentPeriodEnd,
      canCancel: true,
    });
    const requested = summarize(state({ cancelAtPeriodEnd: true }), NOW);
    expect(requested).toMatchObject({
      display: 'cancel_requested',
      nextBilling: null,
      until: state().currentPeriodEnd,
    });
  });

  it('counts trial days remaining (rounded up)', () => {
    const trial = state({ status: 'trialing', trialEndsAt: new Date(NOW.getTime() + 2.5 * DAY) });
    expect(summarize(trial, NOW).trialDaysRemaining).toBe(3);
    expect(summarize(state(), NOW).trialDaysRemaining).toBeNull();
  });

  it('offers only longer plans as upgrades', () => {
    expect(upgradeOptions(state())).toEqual(['semiannual', 'annual']);
    expect(upgradeOptions(state({ plan: 'semiannual' }))).toEqual(['annual']);
    expect(upgradeOptions(state({ plan: 'annual' }))).toEqual([]);
    expect(upgradeOptions(state({ cancelAtPeriodEnd: true }))).toEqual([]);
    expect(upgradeOptions(state({ status: 'past_due' }))).toEqual([]);
  });
});

describe('state transitions from provider events', () => {
  const sub = state();
  const renewal = {
    type: 'subscription.payment_succeeded' as const,
    periodStart: sub.currentPeriodEnd,
    amountCents: 999,
  };

  it('renews into the next period', () => {
    const { outcome, state: next } = applySubscriptionEvent(sub, renewal, NOW, price);
    expect(outcome).toBe('renewed');
    expect(next.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(next.currentPeriodEnd).toEqual(renewalDate(sub.currentPeriodEnd, 1));
    // The same renewal again is about a period that has already started.
    expect(applySubscriptionEvent(next, renewal, NOW, price).outcome).toBe('duplicate');
  });

  it('moves to the longer plan chosen as an upgrade at renewal, at its price', () => {
    const { state: next } = applySubscriptionEvent(state({ pendingPlan: 'annual' }), renewal, NOW, price);
    expect(next).toMatchObject({ plan: 'annual', pendingPlan: null, priceCents: 7999 });
    expect(next.currentPeriodEnd).toEqual(renewalDate(sub.currentPeriodEnd, 12));
  });

  it('a failed renewal makes it past due; a later success makes it active again', () => {
    const failed = applySubscriptionEvent(
      sub,
      { ...renewal, type: 'subscription.payment_failed' },
      NOW,
      price,
    );
    expect(failed).toMatchObject({ outcome: 'past_due', state: { status: 'past_due' } });
    expect(applySubscriptionEvent(failed.state, renewal, NOW, price).state.status).toBe('active');
  });

  it('ignores a payment for another period', () => {
    const stale = { ...renewal, periodStart: new Date('2025-01-01T00:00:00Z') };
    expect(applySubscriptionEvent(sub, stale, NOW, price).outcome).toBe('ignored: stale period');
  });

  it('cancel requested keeps it active until the period end, then it ends', () => {
    const requested = applySubscriptionEvent(
      sub,
      { type: 'subscription.cancel_requested', periodStart: null, amountCents: null },
      NOW,
      price,
    );
    expect(requested.state).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelRequestedAt: NOW,
    });
    const ended = applySubscriptionEvent(
      requested.state,
      { type: 'subscription.ended', periodStart: null, amountCents: null },
      NOW,
      price,
    );
    expect(ended.state).toMatchObject({ status: 'canceled', endedAt: sub.currentPeriodEnd });
    expect(applySubscriptionEvent(ended.state, renewal, NOW, price).outcome).toBe('ignored: ended');
  });
});

describe('a subscription whose first payment the provider confirms (Stripe)', () => {
  const incomplete = state({ status: 'incomplete' });
  const firstPayment = {
    type: 'subscription.payment_succeeded' as const,
    periodStart: incomplete.currentPeriodStart,
    amountCents: 999,
  };

  it('is not active, billed, cancellable nor upgradable until the first invoice is paid', () => {
    expect(summarize(incomplete, NOW)).toMatchObject({
      display: 'incomplete',
      nextBilling: null,
      cancelDeadline: null,
      canCancel: false,
    });
    expect(cancelDecision(incomplete, NOW)).toEqual({ ok: false, reason: 'incomplete' });
    expect(upgradeOptions(incomplete)).toEqual([]);
  });

  it("the first invoice paid activates it, with the provider's period end; a replay is a duplicate", () => {
    const stripeEnd = new Date('2026-04-01T09:00:00Z');
    const activated = applySubscriptionEvent(
      incomplete,
      { ...firstPayment, periodEnd: stripeEnd },
      NOW,
      price,
    );
    expect(activated).toMatchObject({
      outcome: 'activated',
      state: { status: 'active', currentPeriodEnd: stripeEnd },
    });
    expect(applySubscriptionEvent(activated.state, firstPayment, NOW, price).outcome).toBe('duplicate');
    // A failed first invoice is not a renewal's failure: nothing changes.
    expect(
      applySubscriptionEvent(incomplete, { ...firstPayment, type: 'subscription.payment_failed' }, NOW, price)
        .outcome,
    ).toBe('ignored: stale period');
  });

  it("a renewal takes the provider's period end when it gives one (Stripe keeps the anchor day)", () => {
    const start = new Date('2026-01-31T09:00:00Z');
    const janToFeb = state({ currentPeriodStart: start, currentPeriodEnd: new Date('2026-02-28T09:00:00Z') });
    const stripeEnd = new Date('2026-03-31T09:00:00Z');
    const { state: next } = applySubscriptionEvent(
      janToFeb,
      { ...firstPayment, periodStart: janToFeb.currentPeriodEnd, periodEnd: stripeEnd },
      NOW,
      price,
    );
    expect(next.currentPeriodEnd).toEqual(stripeEnd);
  });
});
