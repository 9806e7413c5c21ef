import type { SubscriptionBilling } from '../subscriptions/billing.ts';

// The payment provider as the checkout sees it (a port). src/integrations/payments/ implements it twice, Stripe
// and the offline sandbox; the composition root hands one in. Amounts are integer cents; the provider never
// decides a price, it only takes the amount the order already holds.

export interface PaymentEvent {
  /** The provider's event id (Stripe's evt_…, the sandbox's own): stored once, so a replay changes nothing. */
  id: string;
  provider: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded' | 'ignored';
  /** Our order's transaction id, from the payment's metadata. */
  transactionId: string | null;
  paymentId: string | null;
  amountCents: number | null;
  failureReason?: 'card_declined' | 'insufficient_funds';
}

export interface PaymentRequest {
  transactionId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  receiptEmail: string;
  /** One per checkout attempt: the same key returns the same payment, never a second charge. */
  idempotencyKey: string;
  /** The card typed into the sandbox's own form; absent for Stripe (its Payment Element keeps the card). */
  card?: { number: string; expiry: string; cvc: string };
}

export type PaymentResult =
  /** Charged now (sandbox): the event goes through the same settlement as a webhook. */
  | { status: 'succeeded'; paymentId: string; event: PaymentEvent }
  /** The browser confirms it with the provider (Stripe's Payment Element); a webhook settles it. */
  | { status: 'requires_confirmation'; paymentId: string; clientSecret: string }
  | {
      status: 'declined';
      paymentId: string | null;
      reason: 'card_declined' | 'insufficient_funds';
      event?: PaymentEvent;
    };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** Where the card is typed: our own form (sandbox, works without JavaScript) or the provider's element. */
  readonly cardEntry: 'form' | 'element';
  /** No real money moves (the sandbox, Stripe's test mode): the order is stored as a test order. */
  readonly testMode: boolean;
  pay(request: PaymentRequest): Promise<PaymentResult>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** The provider's view of a payment, for reconciliation after a crash or a missed webhook. */
  lookup(
    paymentId: string,
  ): Promise<{ status: 'succeeded' | 'processing' | 'failed' | 'open'; event?: PaymentEvent }>;
  /** Recurring billing (migrant subscriptions); absent when the provider has none wired (Stripe for now). */
  readonly subscriptions?: SubscriptionBilling;
}
