// The payment provider's subscription side as the domain sees it (a port, next to orders/payment-gateway.ts).
// The offline sandbox implements it (src/integrations/payments/sandbox-subscriptions.ts); a provider without it
// (Stripe, until its subscriptions are wired) leaves PaymentGateway.subscriptions undefined and every
// subscription operation answers "not configured". Amounts are integer cents; the provider never prices.

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

export interface SubscriptionBilling {
  /** True when renewals are simulated here (the sandbox's clock); a real provider renews on its own. */
  readonly simulatesRenewals: boolean;
  /** Keeps a card for later charges (Stripe: a PaymentMethod on a Customer). */
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
  /** Cancellation at the end of the paid period, as the provider reports it. */
  cancelAtPeriodEnd(input: { providerSubscriptionId: string; periodEnd: Date }): Promise<SubscriptionEvent>;
  /** The end of a subscription whose cancellation took effect at its period end. */
  end(input: { providerSubscriptionId: string; periodEnd: Date }): Promise<SubscriptionEvent>;
}
