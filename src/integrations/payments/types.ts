// The payment provider behind checkout: Stripe when its keys are configured, the offline sandbox otherwise.
// Self-contained (integrations know no domain types): the composition root hands a provider to the checkout,
// whose port (src/domain/orders/payment-gateway.ts) has the same shape, so the compiler checks they agree.

/** An event as the provider reports it, mapped to provider-neutral terms. */
export interface ProviderEvent {
  id: string;
  provider: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded' | 'ignored';
  transactionId: string | null;
  paymentId: string | null;
  amountCents: number | null;
  failureReason?: 'card_declined' | 'insufficient_funds';
}

export interface ChargeRequest {
  transactionId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  receiptEmail: string;
  idempotencyKey: string;
  card?: { number: string; expiry: string; cvc: string };
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string; event: ProviderEvent }
  | { status: 'requires_confirmation'; paymentId: string; clientSecret: string }
  | {
      status: 'declined';
      paymentId: string | null;
      reason: 'card_declined' | 'insufficient_funds';
      event?: ProviderEvent;
    };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly cardEntry: 'form' | 'element';
  /** No real money moves: the sandbox, or Stripe with test-mode keys. Orders record it. */
  readonly testMode: boolean;
  pay(request: ChargeRequest): Promise<ChargeResult>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  lookup(
    paymentId: string,
  ): Promise<{ status: 'succeeded' | 'processing' | 'failed' | 'open'; event?: ProviderEvent }>;
  /** Recurring billing (migrant subscriptions); absent → subscriptions answer "not configured". */
  readonly subscriptions?: RecurringBilling;
}

/** A provider whose events arrive over HTTP (Stripe): verifies and reads a webhook delivery. */
export interface WebhookVerifier {
  /** The event in the raw body, or a WebhookSignatureError when the signature does not verify. */
  parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): ProviderEvent | SubscriptionProviderEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider could not be reached or refused the request (not a card decline). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A subscription event as the provider reports it (first payment, renewal paid or failed, cancellation, end). */
export interface SubscriptionProviderEvent {
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
  periodStart: Date | null;
  /** Where that period ends, when the provider says (Stripe's calendar, not ours). */
  periodEnd?: Date | null;
  failureReason?: 'card_declined' | 'insufficient_funds';
}

type SubscriptionCharge =
  | { status: 'succeeded'; paymentId: string; event: SubscriptionProviderEvent }
  | {
      status: 'declined';
      paymentId: string;
      reason: 'card_declined' | 'insufficient_funds';
      event: SubscriptionProviderEvent;
    };

/** A plan's recurring price as the provider bills it (amount from our server; the provider never prices). */
export interface RecurringPrice {
  /** Our plan's id, part of the provider's price key. */
  plan: string;
  productName: string;
  amountCents: number;
  months: number;
}

/**
 * Recurring billing (src/domain/subscriptions/billing.ts is its port, which the compiler checks this against in
 * the composition root). `cardEntry: 'form'`: the sandbox, whose card is typed into our form, charged here and
 * renewed on the caller's clock. `cardEntry: 'element'`: Stripe, whose Payment Element confirms the first
 * invoice in the browser; renewals, failures and the end arrive as webhooks.
 */
export type RecurringBilling = FormBilling | ElementBilling;

interface BillingCommon {
  cancelAtPeriodEnd(input: {
    providerSubscriptionId: string;
    periodEnd: Date;
  }): Promise<SubscriptionProviderEvent>;
}

export interface FormBilling extends BillingCommon {
  readonly cardEntry: 'form';
  readonly simulatesRenewals: true;
  attachCard(
    card: { number: string; expiry: string; cvc: string },
    idempotencyKey: string,
  ): Promise<
    | { status: 'attached'; paymentMethod: string; last4: string }
    | { status: 'declined'; reason: 'card_declined' | 'insufficient_funds' }
  >;
  subscriptionIdFor(idempotencyKey: string): string;
  charge(input: {
    providerSubscriptionId: string;
    paymentMethod: string;
    amountCents: number;
    periodStart: Date;
    idempotencyKey: string;
  }): Promise<SubscriptionCharge>;
  end(input: { providerSubscriptionId: string; periodEnd: Date }): Promise<SubscriptionProviderEvent>;
}

export interface ElementBilling extends BillingCommon {
  readonly cardEntry: 'element';
  readonly simulatesRenewals: false;
  /** Customer + subscription awaiting its first payment; the same key → the same subscription. */
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
  /** Moves the subscription to another price from its next renewal (no proration, nothing charged now). */
  changeAtRenewal(input: {
    providerSubscriptionId: string;
    price: RecurringPrice;
    idempotencyKey: string;
  }): Promise<void>;
  /** The provider's customer portal for this subscription's customer, coming back to `returnUrl`. */
  portalUrl(input: { providerSubscriptionId: string; returnUrl: string }): Promise<string>;
}
