import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { learners } from './orders.ts';

// Recurring subscriptions (spec §1, §3 Subscription, §4): one row per subscription, and the inbox of its
// provider events (first payment, renewal, failure, cancellation), stored by the provider's event id before they
// are acted on, so a replay changes nothing. Money is integer cents (USD); times are UTC. Every product sold
// this way (migrant plans, Quester plans, company seats) shares the table: `product` says which, `subject_id`
// what it is bought for (the Quester's slug, the company's id; null for a migrant plan, which is the learner's
// own), `quantity` how many units (company seats; 1 otherwise). The plans themselves: src/domain/plans.ts.

/**
 * 'incomplete': created at a provider whose own element takes the card (Stripe), waiting for the first invoice
 * to be reported paid (then 'active'). A varchar with these values in TypeScript only: no migration.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_PRODUCTS = ['migrant', 'quester', 'company'] as const;
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];
/** Every recurring plan id (src/domain/plans.ts lists their months, prices and trials). */
export const SUBSCRIPTION_PLANS = [
  'monthly',
  'semiannual',
  'annual',
  'quester_basic',
  'quester_plus',
  'company_seats',
] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLANS)[number];

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable (192 random bits, base64url): /subscriptions/{publicId}. */
    publicId: varchar('public_id', { length: 64 }).notNull().unique(),
    /** The subscribe form's attempt: a double submit finds the same subscription. */
    attemptKey: varchar('attempt_key', { length: 64 }).notNull().unique(),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    product: varchar('product', { length: 16, enum: SUBSCRIPTION_PRODUCTS }).notNull().default('migrant'),
    /** What the subscription is for: the Quester's slug, the company's id; null for a migrant plan. */
    subjectId: varchar('subject_id', { length: 80 }),
    /** Units paid each period (company seats); 1 for the other products. */
    quantity: integer('quantity').notNull().default(1),
    plan: varchar('plan', { length: 16, enum: SUBSCRIPTION_PLANS }).notNull(),
    /** A longer plan chosen on the status page: it starts at the next renewal. */
    pendingPlan: varchar('pending_plan', { length: 16, enum: SUBSCRIPTION_PLANS }),
    status: varchar('status', { length: 16, enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** What each period costs (the campaign price when one applied at purchase). */
    priceCents: integer('price_cents').notNull(),
    appliedCampaign: varchar('applied_campaign', { length: 80 }),
    locale: varchar('locale', { length: 2 }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 128 }).notNull(),
    /** The card the provider charges at renewal (Stripe pm_…, the sandbox's own), and its last four digits. */
    providerPaymentMethod: varchar('provider_payment_method', { length: 128 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }),
    failureReason: varchar('failure_reason', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_learner_idx').on(t.learnerId),
    index('subscriptions_subject_idx').on(t.product, t.subjectId),
    check('subscriptions_quantity_check', sql`${t.quantity} >= 1`),
    index('subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'canceled'`),
    check('subscriptions_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** Provider events of subscriptions, stored by event id: a replay finds the row and changes nothing. */
export const subscriptionEvents = pgTable('subscription_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  type: varchar('type', { length: 40 }).notNull(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  providerPaymentId: varchar('provider_payment_id', { length: 128 }),
  amountCents: integer('amount_cents'),
  /** The period the event is about (a renewal's new period starts where the current one ended). */
  periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }),
  failureReason: varchar('failure_reason', { length: 40 }),
  detail: text('detail'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  outcome: varchar('outcome', { length: 64 }),
});
