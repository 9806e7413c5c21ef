import { plansOf } from './plans.ts';

// The subscription for Spanish-speaking migrants (spec §1, §9): plans of 1, 6 and 12 months, each with its
// discount against paying month by month; every plan renews automatically and can be cancelled up to one day
// before the renewal date. Money is integer cents (USD).
export type MigrantPlanId = 'monthly' | 'semiannual' | 'annual';

export interface MigrantPlan {
  id: MigrantPlanId;
  months: 1 | 6 | 12;
  priceCents: number;
  /** Campaign identifier of the plan (spec §9: one per plan). */
  campaignId: string;
}

export const MIGRANT_MONTHLY_CENTS = 1299;
/** The last day a renewal can be cancelled is this many days before the renewal date. */
export const CANCEL_NOTICE_DAYS = 1;

/** The migrant plans as the recurring plan catalogue (plans.ts) lists them. */
export const MIGRANT_PLANS: readonly MigrantPlan[] = plansOf('migrant').map((plan) => ({
  id: plan.id as MigrantPlanId,
  months: plan.months as MigrantPlan['months'],
  priceCents: plan.priceCents,
  campaignId: plan.campaignId ?? plan.id,
}));

export interface MigrantPlanQuote extends MigrantPlan {
  /** What the same months cost at the regular monthly price. */
  regularCents: number;
  savingsCents: number;
  /** Whole-percent discount against the regular monthly price. */
  discountPercent: number;
  perMonthCents: number;
}

export function isMigrantPlanId(value: unknown): value is MigrantPlanId {
  return value === 'monthly' || value === 'semiannual' || value === 'annual';
}

export function migrantPlan(id: MigrantPlanId): MigrantPlanQuote {
  const plan = MIGRANT_PLANS.find((candidate) => candidate.id === id) ?? (MIGRANT_PLANS[0] as MigrantPlan);
  const regularCents = plan.months * MIGRANT_MONTHLY_CENTS;
  return {
    ...plan,
    regularCents,
    savingsCents: regularCents - plan.priceCents,
    discountPercent: Math.round((1 - plan.priceCents / regularCents) * 100),
    perMonthCents: Math.round(plan.priceCents / plan.months),
  };
}

export function migrantPlanQuotes(): MigrantPlanQuote[] {
  return MIGRANT_PLANS.map((plan) => migrantPlan(plan.id));
}

/** Renewal date of a plan started at `start` (UTC calendar months; the 31st clamps to the month's last day). */
export function renewalDate(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ),
  );
}

/** The last moment a subscriber can cancel without being charged again: one day before renewal. */
export function cancelDeadline(renewal: Date): Date {
  return new Date(renewal.getTime() - CANCEL_NOTICE_DAYS * 24 * 60 * 60 * 1000);
}

export function canCancelBeforeRenewal(now: Date, renewal: Date): boolean {
  return now.getTime() <= cancelDeadline(renewal).getTime();
}
