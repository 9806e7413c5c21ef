import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { campaigns } from '../../db/schema/catalog.ts';
import {
  type SubscriptionPlanId,
  type SubscriptionProduct,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { SUBSCRIPTION_EMAIL_KIND } from '../emails/subscription-email.ts';
import { subscriptionRules } from '../identity/ownership.ts';
import { isValidEmail, normalizeEmail } from '../leads.ts';
import { type MigrantPlanId, renewalDate } from '../migrant-plans.ts';
import { ensureLearner } from '../orders/records.ts';
import { cardComplete } from '../orders/validation.ts';
import { enqueueMessage } from '../outbox.ts';
import { recurringPlan } from '../plans.ts';
import type { BillingCard, SubscriptionBilling, SubscriptionEvent } from './billing.ts';
import { queueActivationEmail, recurringPrice, startElementSubscription } from './element.ts';
import {
  applySubscriptionEvent,
  cancelDecision,
  type EventOutcome,
  type PlanCampaign,
  type SubscriptionQuote,
  type SubscriptionState,
  type SubscriptionSummary,
  subscriptionQuote,
  summarize,
  upgradeOptions,
} from './rules.ts';

// Recurring subscriptions (spec §1, §2, §3 Subscription, §4): the migrant plans, the Quester plans and company
// seats, all from the plan catalogue (plans.ts). Price on the server, subscribe (first payment, or the plan's
// trial, and subscription in one transaction, idempotent per form attempt), the status page's view, cancel (one
// day before renewal), upgrade (a longer migrant plan from the next renewal) and renewals. Every change the
// provider reports (payment, failure, cancellation, end) is stored by event id in subscription_events and acted
// on once, in one transaction: a replay changes nothing. What a product's subscription grants (a Quester's plan,
// a company's seats) is kept by its product hook, called in that same transaction.

/**
 * What a product does when one of its subscriptions changes: `sync` recomputes what the subject (Quester,
 * company) holds from its subscriptions, inside the transaction of the change, and says whether it changed;
 * `committed` runs after the commit when it did (e.g. announcing the catalogue change).
 */
export interface SubscriptionProductHook {
  sync(tx: Db, subjectId: string, at: Date): Promise<boolean>;
  committed?(subjectId: string): void;
}

export type SubscribeError =
  | 'name_required'
  | 'email_invalid'
  | 'email_mismatch'
  | 'card_incomplete'
  | 'card_declined'
  | 'insufficient_funds';

export interface SubscribeInput {
  plan: SubscriptionPlanId;
  /** What it is bought for (a Quester's slug, a company's id); null/absent for a migrant plan. */
  subjectId?: string | null;
  /** Units (company seats); 1 when absent. */
  quantity?: number;
  attempt: string;
  fullName: string;
  email: string;
  emailConfirm: string;
  card: BillingCard;
  locale: Locale;
  /** The signed-in learner (Open Campus ID), who then owns the subscription; else the learner of the e-mail. */
  learnerId: string | null;
}

export type SubscribeResult =
  | {
      kind: 'invalid';
      errors: Partial<Record<'fullName' | 'email' | 'emailConfirm' | 'card', SubscribeError>>;
    }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' }
  | { kind: 'subscribed'; publicId: string }
  /** The provider's element confirms the first payment in the browser (Stripe); the status page follows. */
  | { kind: 'confirm'; publicId: string; clientSecret: string; confirm: 'payment' | 'setup' }
  /** The subject already has a live subscription of this product (a Quester buys one plan at a time). */
  | { kind: 'exists'; publicId: string }
  | { kind: 'not_configured' };

export interface SubscriptionView extends SubscriptionSummary {
  publicId: string;
  /** The viewer owns it (identity/ownership.ts): only then do the page's changes show. */
  owner: boolean;
  product: SubscriptionProduct;
  subjectId: string | null;
  quantity: number;
  plan: SubscriptionPlanId;
  pendingPlan: SubscriptionPlanId | null;
  trialEndsAt: Date | null;
  status: SubscriptionState['status'];
  priceCents: number;
  appliedCampaign: string | null;
  cancelRequestedAt: Date | null;
  currentPeriodStart: Date;
  cardLast4: string | null;
  provider: string;
  upgrades: MigrantPlanId[];
  payments: Array<{ at: Date; amountCents: number | null; succeeded: boolean; periodStart: Date | null }>;
}

type Row = typeof subscriptions.$inferSelect;

function stateOf(row: Row): SubscriptionState {
  return {
    plan: row.plan,
    pendingPlan: row.pendingPlan,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelRequestedAt: row.cancelRequestedAt,
    endedAt: row.endedAt,
    trialEndsAt: row.trialEndsAt,
    priceCents: row.priceCents,
  };
}

/** The provider's end of an event's period, kept in the stored event's detail (receive). */
function storedPeriodEnd(detail: string | null): Date | null {
  if (!detail) return null;
  try {
    const parsed = JSON.parse(detail) as { periodEnd?: unknown };
    const at = typeof parsed.periodEnd === 'string' ? new Date(parsed.periodEnd) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  } catch {
    return null;
  }
}

/** 192 random bits, base64url: a status page address nobody can guess. */
export function newSubscriptionId(): string {
  return randomBytes(24).toString('base64url');
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscriptions that still grant their plan (a past-due one has lapsed: its period ended unpaid). */
export const LIVE_SUBSCRIPTION_STATUSES = ['trialing', 'active'] as const;

export function createSubscriptions({
  db,
  billing,
  now = () => new Date(),
  hooks = {},
}: {
  db: Db;
  billing: SubscriptionBilling | undefined;
  now?: () => Date;
  hooks?: Partial<Record<SubscriptionProduct, SubscriptionProductHook>>;
}) {
  async function planCampaign(planId: SubscriptionPlanId): Promise<PlanCampaign | null> {
    const campaignId = recurringPlan(planId).campaignId;
    if (campaignId === null) return null;
    const [row] = await db
      .select({
        slug: campaigns.slug,
        discountPercent: campaigns.discountPercent,
        expiresAt: campaigns.expiresAt,
      })
      .from(campaigns)
      .where(eq(campaigns.slug, campaignId))
      .limit(1);
    return row ?? null;
  }

  async function quote(planId: SubscriptionPlanId, quantity = 1): Promise<SubscriptionQuote> {
    return subscriptionQuote(planId, await planCampaign(planId), now(), quantity);
  }

  /** The product hook's sync in the transaction of a change; returns what to run once committed. */
  async function syncSubject(tx: Db, row: Pick<Row, 'product' | 'subjectId'>, at: Date) {
    const hook = hooks[row.product];
    if (!hook || row.subjectId === null) return null;
    const subjectId = row.subjectId;
    return (await hook.sync(tx, subjectId, at)) ? () => hook.committed?.(subjectId) : null;
  }

  async function byPublicId(publicId: string): Promise<Row | undefined> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return undefined;
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId)).limit(1);
    return row;
  }

  /** Stores the event once, then acts on it once (locked row, one transaction). */
  async function receive(event: SubscriptionEvent): Promise<EventOutcome | 'ignored: unknown subscription'> {
    const [sub] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, event.providerSubscriptionId))
      .limit(1);
    if (!sub) return 'ignored: unknown subscription';
    await db
      .insert(subscriptionEvents)
      .values({
        id: event.id,
        provider: event.provider,
        type: event.type,
        subscriptionId: sub.id,
        providerPaymentId: event.paymentId,
        amountCents: event.amountCents,
        periodStart: event.periodStart,
        failureReason: event.failureReason ?? null,
        // The provider's end of that period (Stripe's calendar), read back when the event is acted on.
        detail: event.periodEnd ? JSON.stringify({ periodEnd: event.periodEnd.toISOString() }) : null,
        receivedAt: now(),
      })
      .onConflictDoNothing({ target: subscriptionEvents.id });
    return processEvent(event.id);
  }

  async function processEvent(eventId: string): Promise<EventOutcome> {
    let committed: (() => void) | null = null;
    const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
      const [stored] = await tx
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.id, eventId))
        .for('update')
        .limit(1);
      if (!stored || stored.processedAt) return 'duplicate';
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, stored.subscriptionId))
        .for('update')
        .limit(1);
      if (!row) throw new Error('Subscription of a stored event vanished');
      const at = now();
      const { outcome, state } = applySubscriptionEvent(
        stateOf(row),
        {
          type: stored.type as SubscriptionEvent['type'],
          periodStart: stored.periodStart,
          amountCents: stored.amountCents,
          periodEnd: storedPeriodEnd(stored.detail),
        },
        at,
        (plan) => subscriptionQuote(plan, null, at, row.quantity).totalCents,
      );
      if (outcome !== 'duplicate' && !outcome.startsWith('ignored')) {
        await tx
          .update(subscriptions)
          .set({
            ...state,
            failureReason: outcome === 'past_due' ? (stored.failureReason ?? 'card_declined') : null,
            updatedAt: at,
          })
          .where(eq(subscriptions.id, row.id));
        committed = await syncSubject(tx, row, at);
        if (outcome === 'activated') await queueActivationEmail(tx, { ...row, ...state }, at);
      }
      await tx
        .update(subscriptionEvents)
        .set({ processedAt: at, outcome })
        .where(eq(subscriptionEvents.id, eventId));
      return outcome;
    });
    (committed as (() => void) | null)?.();
    return outcome;
  }

  async function subscribe(input: SubscribeInput): Promise<SubscribeResult> {
    if (!billing) return { kind: 'not_configured' };
    const errors: Extract<SubscribeResult, { kind: 'invalid' }>['errors'] = {};
    if (!input.fullName) errors.fullName = 'name_required';
    if (!isValidEmail(input.email)) errors.email = 'email_invalid';
    else if (normalizeEmail(input.email) !== normalizeEmail(input.emailConfirm))
      errors.emailConfirm = 'email_mismatch';
    if (billing.cardEntry === 'form' && !cardComplete(input.card, now())) errors.card = 'card_incomplete';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const product = recurringPlan(input.plan).product;
    const subjectId = product === 'migrant' ? null : (input.subjectId ?? null);
    const quantity = Math.max(1, Math.floor(input.quantity ?? 1));
    if (billing.cardEntry === 'element') {
      const priced = await quote(input.plan, quantity);
      let committed: (() => void) | null = null;
      // The subject's other subscriptions (not this attempt's own, on a retry): one live plan at a time.
      const [mine] = await db
        .select({ publicId: subscriptions.publicId })
        .from(subscriptions)
        .where(eq(subscriptions.attemptKey, input.attempt))
        .limit(1);
      const others = (subjectId === null ? [] : await subjectSubscriptions(product, subjectId)).filter(
        (row) => row.publicId !== mine?.publicId,
      );
      const live = others.find((row) => row.status !== 'canceled');
      if (live) return { kind: 'exists', publicId: live.publicId };
      const started = await startElementSubscription(
        {
          db,
          billing,
          now,
          trialStarted: async (tx, row, at) => {
            committed = await syncSubject(tx, row, at);
          },
        },
        { ...input, product, subjectId, quantity },
        priced,
        // The plan's trial, once per subject (as on the sandbox below).
        others.length === 0 ? priced.trialDays : 0,
        newSubscriptionId,
      );
      (committed as (() => void) | null)?.();
      return started.clientSecret === null
        ? { kind: 'subscribed', publicId: started.publicId }
        : {
            kind: 'confirm',
            publicId: started.publicId,
            clientSecret: started.clientSecret,
            confirm: started.confirm,
          };
    }

    const [existing] = await db
      .select({ publicId: subscriptions.publicId })
      .from(subscriptions)
      .where(eq(subscriptions.attemptKey, input.attempt))
      .limit(1);
    if (existing) return { kind: 'subscribed', publicId: existing.publicId };
    const earlier = subjectId === null ? [] : await subjectSubscriptions(product, subjectId);
    const live = earlier.find((row) => row.status !== 'canceled');
    if (live) return { kind: 'exists', publicId: live.publicId };

    const attached = await billing.attachCard(input.card, `subscribe:${input.attempt}`);
    if (attached.status === 'declined') return { kind: 'declined', reason: attached.reason };
    const priced = await quote(input.plan, quantity);
    const start = now();
    // The plan's trial, once per subject: a Quester who already had a plan is charged at once.
    const trialDays = earlier.length === 0 ? priced.trialDays : 0;
    const trialEndsAt = trialDays > 0 ? new Date(start.getTime() + trialDays * DAY_MS) : null;
    const providerSubscriptionId = billing.subscriptionIdFor(`subscribe:${input.attempt}`);
    // The same attempt is the same payment at the provider: a double submit never charges twice. A trial
    // charges nothing now: the first period is charged when the trial ends (renewDue).
    const charged = trialEndsAt
      ? null
      : await billing.charge({
          providerSubscriptionId,
          paymentMethod: attached.paymentMethod,
          amountCents: priced.totalCents,
          periodStart: start,
          idempotencyKey: `subscribe:${input.attempt}`,
        });
    if (charged?.status === 'declined') return { kind: 'declined', reason: charged.reason };
    const periodEnd = trialEndsAt ?? renewalDate(start, priced.months);

    let committed: (() => void) | null = null;
    const publicId = await db.transaction(async (tx) => {
      const learnerId =
        input.learnerId ??
        (await ensureLearner(tx, { email: input.email, fullName: input.fullName, locale: input.locale }));
      const [created] = await tx
        .insert(subscriptions)
        .values({
          publicId: newSubscriptionId(),
          attemptKey: input.attempt,
          learnerId,
          product,
          subjectId,
          quantity,
          plan: input.plan,
          status: trialEndsAt ? 'trialing' : 'active',
          priceCents: priced.totalCents,
          appliedCampaign: priced.appliedCampaign,
          locale: input.locale,
          currentPeriodStart: start,
          currentPeriodEnd: periodEnd,
          trialEndsAt,
          provider: charged?.event.provider ?? 'sandbox',
          providerSubscriptionId,
          providerPaymentMethod: attached.paymentMethod,
          cardLast4: attached.last4,
          createdAt: start,
          updatedAt: start,
        })
        .onConflictDoNothing({ target: subscriptions.attemptKey })
        .returning({
          id: subscriptions.id,
          publicId: subscriptions.publicId,
          product: subscriptions.product,
          subjectId: subscriptions.subjectId,
        });
      if (!created) {
        const [other] = await tx
          .select({ publicId: subscriptions.publicId })
          .from(subscriptions)
          .where(eq(subscriptions.attemptKey, input.attempt))
          .limit(1);
        if (!other) throw new Error('Subscription attempt vanished');
        return other.publicId;
      }
      // The first payment, stored with the subscription it created (already acted on: the row is its effect).
      if (charged)
        await tx
          .insert(subscriptionEvents)
          .values({
            id: charged.event.id,
            provider: charged.event.provider,
            type: charged.event.type,
            subscriptionId: created.id,
            providerPaymentId: charged.paymentId,
            amountCents: priced.totalCents,
            periodStart: start,
            receivedAt: start,
            processedAt: start,
            outcome: 'subscribed',
          })
          .onConflictDoNothing({ target: subscriptionEvents.id });
      committed = await syncSubject(tx, created, start);
      // The confirmation with the status page's address, in the same transaction (sent by the outbox worker).
      await enqueueMessage(
        tx,
        {
          kind: SUBSCRIPTION_EMAIL_KIND,
          dedupeKey: `subscription:${created.publicId}`,
          recipient: normalizeEmail(input.email),
          locale: input.locale,
          payload: {
            publicId: created.publicId,
            fullName: input.fullName,
            plan: input.plan,
            priceCents: priced.totalCents,
            paidAt: start.toISOString(),
            renewsAt: periodEnd.toISOString(),
            // The card typed into our own form is the offline sandbox's: a test payment.
            testMode: billing.cardEntry === 'form',
            ...(trialEndsAt ? { trialEndsAt: trialEndsAt.toISOString() } : {}),
            ...(subjectId ? { subjectId } : {}),
          },
        },
        start,
      );
      return created.publicId;
    });
    (committed as (() => void) | null)?.();
    return { kind: 'subscribed', publicId };
  }

  /** The subscription one form attempt created, if any (a double submit's second post finds the first's). */
  async function byAttempt(attempt: string): Promise<string | undefined> {
    const [row] = await db
      .select({ publicId: subscriptions.publicId })
      .from(subscriptions)
      .where(eq(subscriptions.attemptKey, attempt))
      .limit(1);
    return row?.publicId;
  }

  /** A subject's subscriptions of one product, newest first. */
  async function subjectSubscriptions(product: SubscriptionProduct, subjectId: string) {
    return db
      .select({ publicId: subscriptions.publicId, status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.product, product), eq(subscriptions.subjectId, subjectId)))
      .orderBy(desc(subscriptions.createdAt));
  }

  /**
   * The status page's view: the owner signed in, or anyone holding the unguessable address while signed out (the
   * document its e-mail links). Every change below needs the owner (identity/ownership.ts subscriptionRules).
   */
  async function view(
    publicId: string,
    viewerLearnerId: string | null,
  ): Promise<SubscriptionView | undefined> {
    const row = await byPublicId(publicId);
    if (!row) return undefined;
    if (viewerLearnerId !== null && viewerLearnerId !== row.learnerId) return undefined;
    const payments = await db
      .select()
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, row.id),
          inArray(subscriptionEvents.type, ['subscription.payment_succeeded', 'subscription.payment_failed']),
        ),
      )
      .orderBy(asc(subscriptionEvents.receivedAt));
    const state = stateOf(row);
    return {
      ...summarize(state, now()),
      publicId: row.publicId,
      owner: subscriptionRules.manage(row, { learnerId: viewerLearnerId, ocid: null }),
      product: row.product,
      subjectId: row.subjectId,
      quantity: row.quantity,
      plan: row.plan,
      pendingPlan: row.pendingPlan,
      trialEndsAt: row.trialEndsAt,
      status: row.status,
      priceCents: row.priceCents,
      appliedCampaign: row.appliedCampaign,
      cancelRequestedAt: row.cancelRequestedAt,
      currentPeriodStart: row.currentPeriodStart,
      cardLast4: row.cardLast4,
      provider: row.provider,
      upgrades: upgradeOptions(state),
      payments: payments.map((event) => ({
        at: event.receivedAt,
        amountCents: event.amountCents,
        succeeded: event.type === 'subscription.payment_succeeded',
        periodStart: event.periodStart,
      })),
    };
  }

  async function cancel(
    publicId: string,
    viewerLearnerId: string | null,
  ): Promise<
    | { ok: true }
    | {
        ok: false;
        reason:
          | 'not_found'
          | 'not_configured'
          | 'too_late'
          | 'already_requested'
          | 'ended'
          | 'past_due'
          | 'incomplete';
      }
  > {
    const row = await byPublicId(publicId);
    if (!row || !subscriptionRules.manage(row, { learnerId: viewerLearnerId, ocid: null }))
      return { ok: false, reason: 'not_found' };
    if (!billing) return { ok: false, reason: 'not_configured' };
    const decision = cancelDecision(stateOf(row), now());
    if (!decision.ok) return decision.reason === 'already_requested' ? { ok: true } : decision;
    const event = await billing.cancelAtPeriodEnd({
      providerSubscriptionId: row.providerSubscriptionId,
      periodEnd: row.currentPeriodEnd,
    });
    await receive(event);
    return { ok: true };
  }

  async function upgrade(
    publicId: string,
    viewerLearnerId: string | null,
    target: MigrantPlanId,
  ): Promise<{ ok: true } | { ok: false; reason: 'not_found' | 'not_allowed' }> {
    if (billing?.cardEntry === 'element') {
      // Stripe bills the longer plan from the next renewal (a subscription schedule) before we record it.
      const row = await byPublicId(publicId);
      if (!row || !subscriptionRules.manage(row, { learnerId: viewerLearnerId, ocid: null }))
        return { ok: false, reason: 'not_found' };
      if (!upgradeOptions(stateOf(row)).includes(target)) return { ok: false, reason: 'not_allowed' };
      await billing.changeAtRenewal({
        providerSubscriptionId: row.providerSubscriptionId,
        price: recurringPrice(subscriptionQuote(target, null, now(), row.quantity)),
        idempotencyKey: `upgrade:${row.providerSubscriptionId}:${row.currentPeriodEnd.toISOString()}:${target}`,
      });
    }
    return db.transaction(async (tx) => {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return { ok: false, reason: 'not_found' };
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.publicId, publicId))
        .for('update')
        .limit(1);
      if (!row || !subscriptionRules.manage(row, { learnerId: viewerLearnerId, ocid: null }))
        return { ok: false, reason: 'not_found' };
      if (!upgradeOptions(stateOf(row)).includes(target)) return { ok: false, reason: 'not_allowed' };
      await tx
        .update(subscriptions)
        .set({ pendingPlan: target, updatedAt: now() })
        .where(eq(subscriptions.id, row.id));
      return { ok: true };
    });
  }

  /**
   * The customer portal's card change. A past-due subscription is charged again at once for the period it owes
   * (through the event inbox, like a renewal).
   */
  async function updateCard(
    publicId: string,
    viewerLearnerId: string | null,
    card: BillingCard,
  ): Promise<
    | { ok: true; outcome: string | null }
    | {
        ok: false;
        reason:
          | 'not_found'
          | 'not_configured'
          | 'card_incomplete'
          | 'ended'
          | 'card_declined'
          | 'insufficient_funds';
      }
  > {
    const row = await byPublicId(publicId);
    if (!row || !subscriptionRules.manage(row, { learnerId: viewerLearnerId, ocid: null }))
      return { ok: false, reason: 'not_found' };
    if (!billing) return { ok: false, reason: 'not_configured' };
    // With Stripe the card is changed in Stripe's billing portal (portalUrl), never through our server.
    if (billing.cardEntry !== 'form') return { ok: false, reason: 'not_configured' };
    if (row.status === 'canceled') return { ok: false, reason: 'ended' };
    if (!cardComplete(card, now())) return { ok: false, reason: 'card_incomplete' };
    const attached = await billing.attachCard(card, `card:${row.providerSubscriptionId}:${card.number}`);
    if (attached.status === 'declined') return { ok: false, reason: attached.reason };
    await db
      .update(subscriptions)
      .set({ providerPaymentMethod: attached.paymentMethod, cardLast4: attached.last4, updatedAt: now() })
      .where(eq(subscriptions.id, row.id));
    if (row.status !== 'past_due') return { ok: true, outcome: null };
    const plan = row.pendingPlan ?? row.plan;
    const charged = await billing.charge({
      providerSubscriptionId: row.providerSubscriptionId,
      paymentMethod: attached.paymentMethod,
      amountCents: row.pendingPlan
        ? subscriptionQuote(plan, null, now(), row.quantity).totalCents
        : row.priceCents,
      periodStart: row.currentPeriodEnd,
      idempotencyKey: `retry:${row.providerSubscriptionId}:${row.currentPeriodEnd.toISOString()}:${attached.paymentMethod}`,
    });
    return { ok: true, outcome: await receive(charged.event) };
  }

  /**
   * Renewals on the sandbox's clock (run by the background jobs; tests pass their own `at`): each subscription
   * whose period has ended is charged for the next one, or ends if its cancellation was requested. Every result
   * goes through the event inbox, and the charge's key is the period: running this again changes nothing.
   */
  async function renewDue(at: Date = now()): Promise<Array<{ publicId: string; outcome: string }>> {
    if (!billing?.simulatesRenewals) return [];
    const due = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'trialing']),
          lte(subscriptions.currentPeriodEnd, at),
          isNull(subscriptions.endedAt),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd))
      .limit(100);
    const results: Array<{ publicId: string; outcome: string }> = [];
    for (const row of due) {
      const ref = { providerSubscriptionId: row.providerSubscriptionId, periodEnd: row.currentPeriodEnd };
      if (row.cancelAtPeriodEnd) {
        results.push({ publicId: row.publicId, outcome: await receive(await billing.end(ref)) });
        continue;
      }
      const plan = row.pendingPlan ?? row.plan;
      const amountCents = row.pendingPlan
        ? subscriptionQuote(plan, null, at, row.quantity).totalCents
        : row.priceCents;
      const charged = await billing.charge({
        providerSubscriptionId: row.providerSubscriptionId,
        paymentMethod: row.providerPaymentMethod,
        amountCents,
        periodStart: row.currentPeriodEnd,
        idempotencyKey: `renew:${row.providerSubscriptionId}:${row.currentPeriodEnd.toISOString()}`,
      });
      results.push({ publicId: row.publicId, outcome: await receive(charged.event) });
    }
    return results;
  }

  /**
   * Stripe's billing portal for the subscription's customer (card, invoices), coming back to `returnUrl` (the
   * caller's own status page); null when the provider has none (the sandbox: its own portal page) or the
   * viewer may not see the subscription.
   */
  async function portalUrl(
    publicId: string,
    viewerLearnerId: string | null,
    returnUrl: string,
  ): Promise<{ kind: 'redirect'; url: string } | { kind: 'not_found' } | { kind: 'own_page' }> {
    const row = await byPublicId(publicId);
    if (!row || !subscriptionRules.manage(row, { learnerId: viewerLearnerId, ocid: null }))
      return { kind: 'not_found' };
    if (billing?.cardEntry !== 'element' || row.provider !== 'stripe') return { kind: 'own_page' };
    return {
      kind: 'redirect',
      url: await billing.portalUrl({ providerSubscriptionId: row.providerSubscriptionId, returnUrl }),
    };
  }

  return {
    configured: billing !== undefined,
    /** Where the card is typed: our own form (sandbox) or the provider's element (Stripe). */
    cardEntry: billing?.cardEntry ?? null,
    portalUrl,
    quote,
    subjectSubscriptions,
    byAttempt,
    subscribe,
    view,
    cancel,
    upgrade,
    updateCard,
    renewDue,
    receive,
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
export type { SubscriptionBilling, SubscriptionEvent } from './billing.ts';
export type { SubscriptionQuote } from './rules.ts';
