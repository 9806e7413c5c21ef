import {
  canCancelBeforeRenewal,
  cancelDeadline,
  type MigrantPlanId,
  migrantPlan,
  renewalDate,
} from '../migrant-plans.ts';
import type { SubscriptionEvent } from './billing.ts';

// The subscription's rules, pure (spec §1, §4, §9): the price of a plan with or without its campaign, the
// cancel-one-day-before-renewal rule, upgrades to a longer plan and what each provider event does to a
// subscription. No database here: the service (index.ts) reads, calls these and writes.

export interface PlanCampaign {
  slug: string;
  discountPercent: number;
  expiresAt: Date;
}

export interface SubscriptionQuote {
  plan: MigrantPlanId;
  months: number;
  /** The plan's regular price for its whole period. */
  listCents: number;
  discountCents: number;
  totalCents: number;
  appliedCampaign: string | null;
}

/** The plan's price: its campaign's discount while the campaign runs, the regular price once it has expired. */
export function subscriptionQuote(
  planId: MigrantPlanId,
  campaign: PlanCampaign | null,
  now: Date,
): SubscriptionQuote {
  const plan = migrantPlan(planId);
  const running =
    campaign !== null &&
    campaign.slug === plan.campaignId &&
    campaign.expiresAt.getTime() > now.getTime() &&
    campaign.discountPercent > 0 &&
    campaign.discountPercent < 100;
  const discountCents = running ? Math.round((plan.priceCents * campaign.discountPercent) / 100) : 0;
  return {
    plan: plan.id,
    months: plan.months,
    listCents: plan.priceCents,
    discountCents,
    totalCents: plan.priceCents - discountCents,
    appliedCampaign: running ? campaign.slug : null,
  };
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionState {
  plan: MigrantPlanId;
  pendingPlan: MigrantPlanId | null;
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
  | { ok: false; reason: 'too_late' | 'already_requested' | 'ended' | 'past_due' };

/** Cancelling is allowed up to one day before the renewal (migrant-plans.ts CANCEL_NOTICE_DAYS). */
export function cancelDecision(state: SubscriptionState, now: Date): CancelDecision {
  if (state.status === 'canceled') return { ok: false, reason: 'ended' };
  if (state.cancelAtPeriodEnd) return { ok: false, reason: 'already_requested' };
  if (state.status === 'past_due') return { ok: false, reason: 'past_due' };
  if (!canCancelBeforeRenewal(now, state.currentPeriodEnd)) return { ok: false, reason: 'too_late' };
  return { ok: true };
}

/** Longer plans the subscriber may move to (at the next renewal). */
export function upgradeOptions(state: SubscriptionState): MigrantPlanId[] {
  if (state.status === 'canceled' || state.status === 'past_due' || state.cancelAtPeriodEnd) return [];
  const months = migrantPlan(state.pendingPlan ?? state.plan).months;
  return (['semiannual', 'annual'] as const).filter((id) => migrantPlan(id).months > months);
}

export type DisplayStatus = 'active' | 'cancel_requested' | 'trialing' | 'past_due' | 'canceled';

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
  const renews = state.status !== 'canceled' && !state.cancelAtPeriodEnd;
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
  event: Pick<SubscriptionEvent, 'type' | 'periodStart' | 'amountCents'>,
  now: Date,
  priceOf: (plan: MigrantPlanId) => number,
): { outcome: EventOutcome; state: SubscriptionState } {
  const same = (outcome: EventOutcome) => ({ outcome, state });
  if (state.status === 'canceled') return same('ignored: ended');
  const forPeriod = event.periodStart?.getTime();
  switch (event.type) {
    case 'subscription.payment_succeeded': {
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
          currentPeriodEnd: renewalDate(event.periodStart, migrantPlan(plan).months),
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
