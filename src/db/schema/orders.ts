import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates.ts';
import { courses, instructors } from './catalog.ts';
import { companies } from './company-accounts.ts';

// Commerce: learners, orders (with their payment and purchase parameters), enrolments, the payment-event
// inbox (Stripe webhooks and the offline sandbox's events, stored by id) and the outbox of e-mails written in
// the same transaction as the order change. Money is integer cents (USD); times are UTC.

export const ORDER_STATUSES = ['created', 'pending_payment', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
// 'credits': a study credit package (slug = the package id of domain/study-credits.ts).
export const PRODUCT_TYPES = ['course', 'bundle', 'credits'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PAYMENT_METHODS = ['card', 'pay_later'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A person who takes courses: found or created by e-mail when an order gives them access. */
export const learners = pgTable(
  'learners',
  {
    /** Public, unguessable id used in /learners/{id}/… addresses. */
    id: varchar('id', { length: 40 }).primaryKey(),
    /** Trimmed and lower-cased. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    fullName: text('full_name').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** Open Campus ID of the account the learner linked, if any. */
    ocid: text('ocid'),
    /** Set when the learner completed their registration (/learners/{id}/complete-registration/…). */
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }),
    /** The learner chose to show /learners/{id} and its results to anyone (off by default). */
    profilePublic: boolean('profile_public').notNull().default(false),
    /**
     * Set when the learner's purchases were attached to another learner (the signed-in account that proved this
     * address, issue 27): new purchases with this address go to that learner too.
     */
    mergedInto: varchar('merged_into', { length: 40 }),
    /** In every e-mail sign-in session's cookie; raised on sign-out and on an address change to end them all. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One learner per Open Campus ID: the signed-in visitor's personal pages are found by it.
  (t) => [uniqueIndex('learners_ocid_idx').on(t.ocid).where(sql`${t.ocid} is not null`)],
);

export interface OrderPurchaseParams {
  inviterId?: string;
  externalId?: string;
  token?: string;
  code?: string;
  /** At most five metadata_* parameters (spec §9), keys without the prefix. */
  metadata?: Record<string, string>;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * Unguessable (192 random bits, base64url) and stable: the payment provider's metadata, the invoice number,
     * discount-code redemptions and e-mails' dedupe keys name the order by it.
     */
    transactionId: varchar('transaction_id', { length: 64 }).notNull().unique(),
    /**
     * The id in the order's addresses (/receipts/{linkId}, its invoice, payment success, phone step, pay now,
     * refund, registration). It starts equal to transactionId; replacing the owner's links (identity/links.ts)
     * gives it a new random value, and the old addresses answer 404.
     */
    linkId: varchar('link_id', { length: 64 }).notNull().unique(),
    /** The checkout attempt (a random id in the form): a double submit finds the same order. */
    attemptKey: varchar('attempt_key', { length: 64 }).notNull().unique(),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    productType: varchar('product_type', { length: 10, enum: PRODUCT_TYPES }).notNull(),
    productId: integer('product_id').notNull(),
    productSlug: varchar('product_slug', { length: 120 }).notNull(),
    /** The product's title when it was bought, in both languages (receipts outlive catalogue edits). */
    productTitleEs: text('product_title_es').notNull(),
    productTitleEn: text('product_title_en').notNull(),
    stateCode: varchar('state_code', { length: 2 }),
    locale: varchar('locale', { length: 2 }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: varchar('buyer_email', { length: 254 }).notNull(),
    /** The invited user who takes the course, when the buyer buys for someone else. */
    invitedName: text('invited_name'),
    invitedEmail: varchar('invited_email', { length: 254 }),
    phone: varchar('phone', { length: 24 }),
    learnerId: varchar('learner_id', { length: 40 }).references(() => learners.id),
    listPriceCents: integer('list_price_cents').notNull(),
    /** The product's own discount or campaign. */
    priceDiscountCents: integer('price_discount_cents').notNull(),
    /** The 10%-off code's share. */
    codeDiscountCents: integer('code_discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    discountCode: varchar('discount_code', { length: 32 }),
    /** The campaignId query parameter as it came, and the campaign whose price applied (if any). */
    campaignParam: varchar('campaign_param', { length: 256 }),
    appliedCampaign: varchar('applied_campaign', { length: 80 }),
    paymentMethod: varchar('payment_method', { length: 10, enum: PAYMENT_METHODS }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /**
     * Paid (or to be paid) with test payments: the offline sandbox or Stripe's test mode. No real money moved;
     * receipts, invoices and e-mails say so.
     */
    testMode: boolean('test_mode').notNull().default(false),
    /** The provider's payment (Stripe PaymentIntent id, sandbox payment id). */
    providerPaymentId: varchar('provider_payment_id', { length: 128 }),
    providerRefundId: varchar('provider_refund_id', { length: 128 }),
    /** Same-site path the buyer returns to after payment (checked before storing). */
    redirectUrl: text('redirect_url'),
    purchaseParams: jsonb('purchase_params').$type<OrderPurchaseParams>().notNull().default({}),
    /**
     * The Quester whose partner link brought the buyer (first touch, from the signed referral cookie, set by the
     * server at checkout: never from the form).
     */
    referralQuesterId: integer('referral_quester_id').references(() => instructors.id),
    /**
     * The affiliate whose landing the order came through (the checkout's `affiliate` field, kept only when it
     * names an active affiliate; never used for the price).
     */
    affiliateId: integer('affiliate_id').references(() => affiliates.id),
    /**
     * The company whose active seats gave the buyer (a signed-in member) the marketplace discount, when that
     * price applied (domain/orders/quote.ts); null otherwise.
     */
    companyId: varchar('company_id', { length: 40 }).references(() => companies.id),
    failureReason: varchar('failure_reason', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('orders_learner_idx').on(t.learnerId),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/** Access to one course, granted by an order (a bundle grants each of its courses). */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Share of the course completed, reported by the app (refund rule: at most 25%). */
    progressPercent: smallint('progress_percent').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('enrolments_order_course_idx').on(t.orderId, t.courseId),
    index('enrolments_learner_idx').on(t.learnerId),
  ],
);

/**
 * Every payment event a provider reported (Stripe webhooks, the sandbox's own), stored by the provider's event id
 * before it is acted on: a replay finds the row and changes nothing; a row without processedAt is retried.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }),
    providerPaymentId: varchar('provider_payment_id', { length: 128 }),
    amountCents: integer('amount_cents'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    /** What processing did ('settled', 'ignored: already paid', …), for operators. */
    outcome: varchar('outcome', { length: 64 }),
  },
  (t) => [index('payment_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Messages to send (e-mail), written in the same transaction as the change they announce and delivered by a
 * worker with retries: a crash or an SMTP outage loses nothing. dedupeKey makes enqueueing idempotent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull().unique(),
    /** 'receipt', 'invoice', 'refund'… (src/domain/emails). */
    kind: varchar('kind', { length: 32 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10, enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker holds the message until then (crash-safe claim without long transactions). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
