import type { QuesterPlan } from '../db/schema/catalog.ts';
import type { SubscriptionPlanId, SubscriptionProduct } from '../db/schema/subscriptions.ts';

export type { QuesterPlan, SubscriptionPlanId, SubscriptionProduct };

// Every recurring plan sold on the site, in one place (spec §1, §4, §9): the migrant subscription's three
// periods, the Quester (creator) plans and company seats. The subscription service prices, renews and trials
// from here; pages show these numbers and nothing else. Money is integer cents (USD), for one unit per period
// (a company pays `priceCents` per seat plus `flatCents` per period).

export interface RecurringPlan {
  id: SubscriptionPlanId;
  product: SubscriptionProduct;
  months: number;
  /** Price of one unit for the whole period. */
  priceCents: number;
  /** Added once per period whatever the quantity (the companies' admin fee); 0 otherwise. */
  flatCents: number;
  /** Days free before the first charge; 0 = charged at once. */
  trialDays: number;
  /** The plan's campaign identifier (spec §9), when it has one. */
  campaignId: string | null;
}

/** Creator plans' trial (spec §3/§4 "trial with days remaining"): 14 days before the first charge. */
export const QUESTER_TRIAL_DAYS = 14;
/** A free Quester may keep up to this many courses, none of them published (spec §1). */
export const FREE_QUESTER_COURSE_LIMIT = 5;

export const RECURRING_PLANS: readonly RecurringPlan[] = [
  {
    id: 'monthly',
    product: 'migrant',
    months: 1,
    priceCents: 999,
    flatCents: 0,
    trialDays: 0,
    campaignId: 'migrants-monthly',
  },
  {
    id: 'semiannual',
    product: 'migrant',
    months: 6,
    priceCents: 4999,
    flatCents: 0,
    trialDays: 0,
    campaignId: 'migrants-semiannual',
  },
  {
    id: 'annual',
    product: 'migrant',
    months: 12,
    priceCents: 7999,
    flatCents: 0,
    trialDays: 0,
    campaignId: 'migrants-annual',
  },
  // Basic's price is not in the spec: docs/decisions/040-one-plan-catalogue-quester-plans-cap-visibility.md
  // ("Quester Basic price").
  {
    id: 'quester_basic',
    product: 'quester',
    months: 1,
    priceCents: 2999,
    flatCents: 0,
    trialDays: QUESTER_TRIAL_DAYS,
    campaignId: null,
  },
  {
    id: 'quester_plus',
    product: 'quester',
    months: 1,
    priceCents: 9999,
    flatCents: 0,
    trialDays: QUESTER_TRIAL_DAYS,
    campaignId: null,
  },
  // $9.99 per user per month plus the $20 flat admin fee (spec §1, the companies page).
  {
    id: 'company_seats',
    product: 'company',
    months: 1,
    priceCents: 999,
    flatCents: 2000,
    trialDays: 0,
    campaignId: null,
  },
];

export function isRecurringPlanId(value: unknown): value is SubscriptionPlanId {
  return RECURRING_PLANS.some((plan) => plan.id === value);
}

export function recurringPlan(id: SubscriptionPlanId): RecurringPlan {
  const plan = RECURRING_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown recurring plan ${id}`);
  return plan;
}

export function plansOf(product: SubscriptionProduct): RecurringPlan[] {
  return RECURRING_PLANS.filter((plan) => plan.product === product);
}

/** What one period of a plan costs for `quantity` units (before any campaign). */
export function periodCents(plan: RecurringPlan, quantity = 1): number {
  return plan.priceCents * quantity + plan.flatCents;
}

/** The Quester plan a subscription plan grants. */
export const QUESTER_PLAN_OF: Readonly<Partial<Record<SubscriptionPlanId, Exclude<QuesterPlan, 'free'>>>> = {
  quester_basic: 'basic',
  quester_plus: 'plus',
};

/** The subscription plan that buys a Quester plan. */
export function questerSubscriptionPlan(plan: Exclude<QuesterPlan, 'free'>): SubscriptionPlanId {
  return plan === 'basic' ? 'quester_basic' : 'quester_plus';
}
