import type { SubscriptionPlanId } from '../../db/schema/subscriptions.ts';
import { canCancelBeforeRenewal, cancelDeadline, type MigrantPlanId, renewalDate } from '../migrant-plans.ts';
import { periodCents, recurringPlan } from '../plans.ts';
import { applyPriceRule } from '../pricing.ts';
import type { SubscriptionEvent } from './billing.ts';

// The subscription's rules, pure (spec §1, §4, §9): the price of a plan (any plan of the catalogue, plans.ts)
// with or without its campaign, the cancel-one-day-before-renewal rule, upgrades to a longer plan and what each
// provider event does to a subscription. No database here: the service (index.ts) reads, calls these and writes.

export interface PlanCampaign {
  slug: string;
  discountPercent: number;
  expiresAt: Date;
}

export interface SubscriptionQuote {
  plan: SubscriptionPlanId;
  months: number;
  quantity: number;
  /** Days free before the first charge (the plan's trial). */
  trialDays: number;
  /** The plan's regular price for its whole period. */
  listCents: number;
  discountCents: number;
  totalCents: number;
  appliedCampaign: string | null;
}

/**
 * The plan's price: its campaign's discount while the campaign runs, the regular price once it has expired (the
 * price rule of pricing.ts, with the plan's campaign as the only reduction; a 100% campaign is not a plan price).
 */
export function subscriptionQuote(
  planId: SubscriptionPlanId,
  campaign: PlanCampaign | null,
  now: Date,
  quantity = 1,
): SubscriptionQuote {
  const plan = recurringPlan(planId);
  const listCents = periodCents(plan, quantity);
  const planCampaign =
    campaign !== null &&
    plan.campaignId !== null &&
    campaign.slug === plan.campaignId &&
    campaign.discountPercent < 100
      ? campaign
      : null;
  const priced = applyPriceRule({
    listCents,
    reductions: [
      planCampaign && {
        source: 'campaign',
        percent: planCampaign.discountPercent,
        endsAt: planCampaign.expiresAt,
        slug: planCampaign.slug,
      },
    ],
    now,
  });
  return {
    plan: plan.id,
    months: plan.months,
    quantity,
    trialDays: plan.trialDays,
    listCents,
    discountCents: priced.savingCents,
    totalCents: priced.finalCents,
    appliedCampaign: priced.automatic?.slug ?? null,
  };
}

/** 'incomplete': created at a provider whose element takes the card (Stripe), its first payment not reported yet. */
export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionState {
  plan: SubscriptionPlanId;
  pendingPlan: SubscriptionPlanId | null;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelRequestedAt: Date | null;
  endedAt: Date | null;
  trialEndsAt: Date | null;
  priceCents: number;
}

export type CancelDecision =
  | { ok: true }
  | { ok: false; reason: 'too_late' | 'already_requested' | 'ended' | 'past_due' | 'incomplete' };

/** Cancelling is allowed up to one day before the renewal (migrant-plans.ts CANCEL_NOTICE_DAYS). */
export function cancelDecision(state: SubscriptionState, now: Date): CancelDecision {
  if (state.status === 'canceled') return { ok: false, reason: 'ended' };
  if (state.cancelAtPeriodEnd) return { ok: false, reason: 'already_requested' };
  if (state.status === 'past_due') return { ok: false, reason: 'past_due' };
  if (state.status === 'incomplete') return { ok: false, reason: 'incomplete' };
  if (!canCancelBeforeRenewal(now, state.currentPeriodEnd)) return { ok: false, reason: 'too_late' };
  return { ok: true };
}

/** Longer plans the subscriber may move to (at the next renewal): the migrant plans only. */
export function upgradeOptions(state: SubscriptionState): MigrantPlanId[] {
  if (state.status !== 'active' && state.status !== 'trialing') return [];
  if (state.cancelAtPeriodEnd) return [];
  const current = recurringPlan(state.pendingPlan ?? state.plan);
  if (current.product !== 'migrant') return [];
  return (['semiannual', 'annual'] as const).filter((id) => recurringPlan(id).months > current.months);
}

export type DisplayStatus =
  | 'incomplete'
  | 'active'
  | 'cancel_requested'
  | 'trialing'
  | 'past_due'
  | 'canceled';

export interface SubscriptionSummary {
  display: DisplayStatus;
  /** Access lasts until then (the end of the paid period). */
  until: Date;
  /** The next charge, when one will happen. */
  nextBilling: Date | null;
  trialDaysRemaining: number | null;
  /** The last moment to cancel before the next renewal (null when nothing is to be cancelled). */
  cancelDeadline: Date | null;
  canCancel: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function summarize(state: SubscriptionState, now: Date): SubscriptionSummary {
  const display: DisplayStatus =
    state.status === 'canceled' ? 'canceled' : state.cancelAtPeriodEnd ? 'cancel_requested' : state.status;
  const renews = state.status !== 'canceled' && state.status !== 'incomplete' && !state.cancelAtPeriodEnd;
  const trialDaysRemaining =
    state.status === 'trialing' && state.trialEndsAt
      ? Math.max(0, Math.ceil((state.trialEndsAt.getTime() - now.getTime()) / DAY_MS))
      : null;
  return {
    display,
    until: state.endedAt ?? state.currentPeriodEnd,
    nextBilling: renews ? state.currentPeriodEnd : null,
    trialDaysRemaining,
    cancelDeadline: renews ? cancelDeadline(state.currentPeriodEnd) : null,
    canCancel: cancelDecision(state, now).ok,
  };
}

export type EventOutcome =
  | 'activated'
  | 'renewed'
  | 'past_due'
  | 'cancel_requested'
  | 'ended'
  | 'duplicate'
  | 'ignored: stale period'
  | 'ignored: ended';

/** What a provider event does to a subscription: the new state, or why it changes nothing. */
export function applySubscriptionEvent(
  state: SubscriptionState,
  event: Pick<SubscriptionEvent, 'type' | 'periodStart' | 'amountCents' | 'periodEnd'>,
  now: Date,
  priceOf: (plan: SubscriptionPlanId) => number,
): { outcome: EventOutcome; state: SubscriptionState } {
  const same = (outcome: EventOutcome) => ({ outcome, state });
  if (state.status === 'canceled') return same('ignored: ended');
  const forPeriod = event.periodStart?.getTime();
  switch (event.type) {
    case 'subscription.payment_succeeded': {
      // The first invoice of a subscription the browser confirmed with the provider (Stripe).
      if (state.status === 'incomplete' && forPeriod === state.currentPeriodStart.getTime())
        return {
          outcome: 'activated',
          state: { ...state, status: 'active', currentPeriodEnd: event.periodEnd ?? state.currentPeriodEnd },
        };
      if (forPeriod === state.currentPeriodStart.getTime()) return same('duplicate');
      if (forPeriod !== state.currentPeriodEnd.getTime() || !event.periodStart)
        return same('ignored: stale period');
      const plan = state.pendingPlan ?? state.plan;
      return {
        outcome: 'renewed',
        state: {
          ...state,
          plan,
          pendingPlan: null,
          status: 'active',
          priceCents: state.pendingPlan ? priceOf(plan) : state.priceCents,
          currentPeriodStart: event.periodStart,
          // Paid for the next period: a cancellation was withdrawn at the provider (Stripe's portal can).
          cancelAtPeriodEnd: false,
          cancelRequestedAt: null,
          // The provider's calendar when it says (Stripe keeps the anchor day), ours otherwise.
          currentPeriodEnd: event.periodEnd ?? renewalDate(event.periodStart, recurringPlan(plan).months),
          trialEndsAt: null,
        },
      };
    }
    case 'subscription.payment_failed':
      if (forPeriod !== state.currentPeriodEnd.getTime()) return same('ignored: stale period');
      if (state.status === 'past_due') return same('duplicate');
      return { outcome: 'past_due', state: { ...state, status: 'past_due' } };
    case 'subscription.cancel_requested':
      if (state.cancelAtPeriodEnd) return same('duplicate');
      return {
        outcome: 'cancel_requested',
        state: { ...state, cancelAtPeriodEnd: true, cancelRequestedAt: now, pendingPlan: null },
      };
    case 'subscription.ended':
      return {
        outcome: 'ended',
        state: { ...state, status: 'canceled', endedAt: state.currentPeriodEnd },
      };
  }
}
