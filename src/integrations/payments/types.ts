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
  pay(request: ChargeRequest): Promise<ChargeResult>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  lookup(
    paymentId: string,
  ): Promise<{ status: 'succeeded' | 'processing' | 'failed' | 'open'; event?: ProviderEvent }>;
}

/** A provider whose events arrive over HTTP (Stripe): verifies and reads a webhook delivery. */
export interface WebhookVerifier {
  /** The event in the raw body, or a WebhookSignatureError when the signature does not verify. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider could not be reached or refused the request (not a card decline). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
