// The payment provider's subscription side as the domain sees it (a port, next to orders/payment-gateway.ts).
// Two kinds: 'form' (the offline sandbox, src/integrations/payments/sandbox-subscriptions.ts: the card is typed
// into our form, charged here, renewals on the caller's clock) and 'element' (Stripe,
// src/integrations/payments/stripe-subscriptions.ts: the browser's Payment Element confirms the first invoice;
// renewals, failures and the end arrive as signed webhooks). A provider without it leaves
// PaymentGateway.subscriptions undefined and every subscription operation answers "not configured". Amounts are
// integer cents; the provider never prices.
//
// The integration declares the same shapes (SubscriptionProviderEvent, RecurringBilling in
// src/integrations/payments/types.ts): the layers may not import each other, and the composition root, which
// hands the provider's billing to createSubscriptions, makes the compiler check that the two agree.

export interface SubscriptionEvent {
  /** The provider's event id: stored once, so a replay changes nothing. */
  id: string;
  provider: string;
  type:
    | 'subscription.payment_succeeded'
    | 'subscription.payment_failed'
    | 'subscription.cancel_requested'
    | 'subscription.ended';
  providerSubscriptionId: string;
  paymentId: string | null;
  amountCents: number | null;
  /** The period a payment pays for (a renewal's starts where the current period ends). */
  periodStart: Date | null;
  /** Where that period ends, when the provider says (Stripe's calendar, not ours). */
  periodEnd?: Date | null;
  failureReason?: 'card_declined' | 'insufficient_funds';
}

export interface BillingCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type AttachResult =
  | { status: 'attached'; paymentMethod: string; last4: string }
  | { status: 'declined'; reason: 'card_declined' | 'insufficient_funds' };

export type BillingCharge =
  | { status: 'succeeded'; paymentId: string; event: SubscriptionEvent }
  | {
      status: 'declined';
      paymentId: string;
      reason: 'card_declined' | 'insufficient_funds';
      event: SubscriptionEvent;
    };

/** A plan's recurring price as the provider bills it: the amount is always ours. */
export interface RecurringPrice {
  plan: string;
  productName: string;
  amountCents: number;
  months: number;
}

export type SubscriptionBilling = FormBilling | ElementBilling;

interface BillingCommon {
  /** Cancellation at the end of the paid period, as the provider reports it. */
  cancelAtPeriodEnd(input: { providerSubscriptionId: string; periodEnd: Date }): Promise<SubscriptionEvent>;
}

/** The card is typed into our own form (the sandbox); renewals are simulated on the caller's clock. */
export interface FormBilling extends BillingCommon {
  readonly cardEntry: 'form';
  readonly simulatesRenewals: true;
  /** Keeps a card for later charges. */
  attachCard(card: BillingCard, idempotencyKey: string): Promise<AttachResult>;
  /** The provider's subscription id for one subscribe attempt (the same key → the same id). */
  subscriptionIdFor(idempotencyKey: string): string;
  /** Charges one period; the same key is the same payment and the same event. */
  charge(input: {
    providerSubscriptionId: string;
    paymentMethod: string;
    amountCents: number;
    periodStart: Date;
    idempotencyKey: string;
  }): Promise<BillingCharge>;
  /** The end of a subscription whose cancellation took effect at its period end. */
  end(input: { providerSubscriptionId: string; periodEnd: Date }): Promise<SubscriptionEvent>;
}

/** The provider's own element takes the card (Stripe); the provider renews and reports by webhook. */
export interface ElementBilling extends BillingCommon {
  readonly cardEntry: 'element';
  readonly simulatesRenewals: false;
  /** A customer and a subscription awaiting its first payment; the same key → the same subscription. */
  start(input: {
    price: RecurringPrice;
    /** Days free before the first charge (0: none): the card is then saved, not charged. */
    trialDays: number;
    email: string;
    fullName: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{
    providerSubscriptionId: string;
    /** What the browser confirms: the first invoice's payment, or (a trial) saving the card for later. */
    confirm: 'payment' | 'setup';
    clientSecret: string;
    periodStart: Date;
    periodEnd: Date;
    trialEndsAt: Date | null;
  }>;
  /** Another price from the next renewal (nothing charged now). */
  changeAtRenewal(input: {
    providerSubscriptionId: string;
    price: RecurringPrice;
    idempotencyKey: string;
  }): Promise<void>;
  /** The provider's customer portal for this subscription, coming back to `returnUrl`. */
  portalUrl(input: { providerSubscriptionId: string; returnUrl: string }): Promise<string>;
}
