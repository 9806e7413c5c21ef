import { eq } from 'drizzle-orm';
import { learners } from '../../db/schema/orders.ts';
import { type SubscriptionPlanId, subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { SUBSCRIPTION_EMAIL_KIND } from '../emails/subscription-email.ts';
import { normalizeEmail } from '../leads.ts';
import { ensureLearner } from '../orders/records.ts';
import { enqueueMessage } from '../outbox.ts';
import { type RecurringPlan, recurringPlan } from '../plans.ts';
import type { ElementBilling, RecurringPrice } from './billing.ts';
import type { SubscriptionQuote } from './rules.ts';

// Subscribing through a provider whose own element takes the card (Stripe). The server prices the plan and
// creates the provider's subscription awaiting its first payment; our row is stored 'incomplete' with the
// provider's period, and the browser confirms the first invoice with the client secret. The subscription becomes
// active when the provider reports that invoice paid (the same idempotent inbox as every other event:
// index.ts receive()), and the confirmation e-mail is queued in that transaction. Nothing here is charged: a
// double submit (the same attempt) finds the same row and the provider replays the same subscription.

/** The product name the provider shows on its invoices and portal (English: Stripe's own pages). */
const PRODUCT_NAMES: Record<RecurringPlan['product'], string> = {
  migrant: 'Quest migrant subscription',
  quester: 'Quest creator plan',
  company: 'Quest company seats',
};

export function recurringPrice(quote: SubscriptionQuote): RecurringPrice {
  const plan = recurringPlan(quote.plan);
  return {
    plan: plan.id,
    productName: `${PRODUCT_NAMES[plan.product]} (${plan.id})`,
    amountCents: quote.totalCents,
    months: quote.months,
  };
}

export interface ElementSubscribeInput {
  plan: SubscriptionPlanId;
  product: RecurringPlan['product'];
  subjectId: string | null;
  quantity: number;
  attempt: string;
  fullName: string;
  email: string;
  locale: Locale;
  learnerId: string | null;
}

export type ElementStart =
  | { publicId: string; clientSecret: string; confirm: 'payment' | 'setup' }
  | { publicId: string; clientSecret: null };

type CreatedRow = typeof subscriptions.$inferSelect;

export async function startElementSubscription(
  {
    db,
    billing,
    now,
    trialStarted,
  }: {
    db: Db;
    billing: ElementBilling;
    now: () => Date;
    /** A trial grants its plan at once: the product hook's sync, in the row's transaction (index.ts). */
    trialStarted: (tx: Db, row: CreatedRow, at: Date) => Promise<void>;
  },
  input: ElementSubscribeInput,
  priced: SubscriptionQuote,
  trialDays: number,
  newPublicId: () => string,
): Promise<ElementStart> {
  const [existing] = await db
    .select({ publicId: subscriptions.publicId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.attemptKey, input.attempt))
    .limit(1);
  if (existing && existing.status !== 'incomplete' && existing.status !== 'trialing')
    return { publicId: existing.publicId, clientSecret: null };
  // The same attempt is the same customer and subscription at the provider (its idempotency keys): a retry
  // after a lost answer, or a second confirm after a declined card, gets the same first invoice to pay.
  const started = await billing.start({
    price: recurringPrice(priced),
    trialDays,
    email: normalizeEmail(input.email),
    fullName: input.fullName,
    idempotencyKey: `subscribe:${input.attempt}`,
    metadata: { attempt: input.attempt, plan: input.plan },
  });
  const answer = (publicId: string): ElementStart => ({
    publicId,
    clientSecret: started.clientSecret,
    confirm: started.confirm,
  });
  if (existing) return answer(existing.publicId);
  const at = now();
  const publicId = await db.transaction(async (tx) => {
    const learnerId =
      input.learnerId ??
      (await ensureLearner(tx, { email: input.email, fullName: input.fullName, locale: input.locale }));
    const [created] = await tx
      .insert(subscriptions)
      .values({
        publicId: newPublicId(),
        attemptKey: input.attempt,
        learnerId,
        product: input.product,
        subjectId: input.subjectId,
        quantity: input.quantity,
        plan: input.plan,
        // A trial is on at once at Stripe (its $0 first invoice is paid); otherwise the first payment decides.
        status: started.trialEndsAt ? 'trialing' : 'incomplete',
        trialEndsAt: started.trialEndsAt,
        priceCents: priced.totalCents,
        appliedCampaign: priced.appliedCampaign,
        locale: input.locale,
        currentPeriodStart: started.periodStart,
        currentPeriodEnd: started.periodEnd,
        provider: 'stripe',
        providerSubscriptionId: started.providerSubscriptionId,
        // The card stays at the provider (saved on its subscription once the first invoice is paid).
        providerPaymentMethod: '',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: subscriptions.attemptKey })
      .returning();
    if (created) {
      if (created.status === 'trialing') {
        await trialStarted(tx, created, at);
        await queueActivationEmail(tx, created, at);
      }
      return created.publicId;
    }
    const [other] = await tx
      .select({ publicId: subscriptions.publicId })
      .from(subscriptions)
      .where(eq(subscriptions.attemptKey, input.attempt))
      .limit(1);
    if (!other) throw new Error('Subscription attempt vanished');
    return other.publicId;
  });
  return answer(publicId);
}

/** The confirmation e-mail of a subscription whose first payment the provider reported (in that transaction). */
export async function queueActivationEmail(
  tx: Db,
  row: typeof subscriptions.$inferSelect,
  at: Date,
): Promise<void> {
  const [learner] = await tx
    .select({ email: learners.email, fullName: learners.fullName })
    .from(learners)
    .where(eq(learners.id, row.learnerId))
    .limit(1);
  if (!learner) return;
  await enqueueMessage(
    tx,
    {
      kind: SUBSCRIPTION_EMAIL_KIND,
      dedupeKey: `subscription:${row.publicId}`,
      recipient: learner.email,
      locale: row.locale === 'en' ? 'en' : 'es',
      payload: {
        publicId: row.publicId,
        fullName: learner.fullName,
        plan: row.plan,
        priceCents: row.priceCents,
        paidAt: at.toISOString(),
        renewsAt: row.currentPeriodEnd.toISOString(),
        ...(row.status === 'trialing' && row.trialEndsAt
          ? { trialEndsAt: row.trialEndsAt.toISOString() }
          : {}),
        ...(row.subjectId ? { subjectId: row.subjectId } : {}),
      },
    },
    at,
  );
}
