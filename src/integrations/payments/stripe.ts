import Stripe from 'stripe';
import { createStripeBilling, toSubscriptionEvent } from './stripe-subscriptions.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  WebhookSignatureError,
  type WebhookVerifier,
} from './types.ts';

// Stripe through its official SDK. The card never reaches us: pay() creates a PaymentIntent for the amount the
// order already holds and hands its client secret to the browser, whose Payment Element confirms it; the
// outcome arrives as a signed webhook (parseWebhook) or, if that is lost, through lookup() (reconciliation).

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests' local double, a private proxy): scheme, host and port are taken from it. */
  apiUrl?: string;
}

/** Stripe's own default is 300 s: a delivery signed longer ago than this is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 20_000;

/** SDK options that point it at `apiUrl` instead of api.stripe.com. */
function hostOptions(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider & WebhookVerifier {
  const stripe = new Stripe(options.secretKey, {
    // Safe to retry: every POST carries an idempotency key (ours, or the SDK's own for the retry).
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    ...hostOptions(options.apiUrl),
  });

  /** Every SDK failure (network, auth, invalid request, Stripe outage) as the integration's own error. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const detail = [error.type, error.code, error.statusCode].filter(Boolean).join(', ');
        throw new PaymentProviderError(`Stripe ${what} failed (${detail}): ${error.message}`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  return {
    name: 'stripe',
    cardEntry: 'element',
    // Stripe's test-mode keys start sk_test_ (restricted: rk_test_); live keys move real money.
    testMode: /^(sk|rk)_test_/.test(options.secretKey),
    subscriptions: createStripeBilling(stripe, call),

    async pay(request: ChargeRequest): Promise<ChargeResult> {
      const intent = await call('payment intent creation', () =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            // The checkout offers a card; the browser's Payment Element is created for cards alone to match.
            allowed_payment_method_types: ['card'],
            description: request.description,
            receipt_email: request.receiptEmail,
            metadata: { transactionId: request.transactionId },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!intent.client_secret) {
        throw new PaymentProviderError(`Stripe returned payment intent ${intent.id} without a client secret`);
      }
      return { status: 'requires_confirmation', paymentId: intent.id, clientSecret: intent.client_secret };
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const refund = await call('refund', () =>
        stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },

    async lookup(paymentId) {
      const intent = await call('payment intent lookup', () => stripe.paymentIntents.retrieve(paymentId));
      switch (intent.status) {
        case 'succeeded':
          // A stable id per payment: asking twice stores one event (settlement is idempotent by order too).
          return { status: 'succeeded', event: succeededEvent(`${intent.id}:succeeded`, intent) };
        case 'processing':
          return { status: 'processing' };
        case 'canceled':
          return { status: 'failed' };
        default:
          // requires_payment_method (declined, the buyer may retry), requires_action, requires_confirmation…
          return { status: 'open' };
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        // A bad or expired signature, or (signed, so only in a bug) a body that is not JSON: either way the
        // delivery is refused, never acted on.
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'Stripe webhook did not verify',
        );
      }
      // The SDK refuses only signatures older than the tolerance; one dated ahead of it is as unusable (a clock or
      // a signer that is wrong, or a delivery prepared for later replay).
      if (signedAt(signatureHeader) - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS)
        throw new WebhookSignatureError('Timestamp outside the tolerance zone (in the future)');
      return toSubscriptionEvent(event) ?? toProviderEvent(event);
    },
  };
}

/** The `t=` of a Stripe-Signature header (already verified: the signature covers it), in seconds. */
function signedAt(header: string): number {
  const t = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  return t === undefined ? Number.NaN : Number(t);
}

/** A verified Stripe event in the checkout's terms; kinds the checkout does not act on are 'ignored'. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const ignored: ProviderEvent = {
    id: event.id,
    provider: 'stripe',
    type: 'ignored',
    transactionId: null,
    paymentId: null,
    amountCents: null,
  };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return succeededEvent(event.id, event.data.object);
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      const insufficient =
        error?.decline_code === 'insufficient_funds' || error?.code === 'insufficient_funds';
      return {
        ...ignored,
        type: 'payment.failed',
        transactionId: transactionIdOf(intent.metadata),
        paymentId: stringOrNull(intent.id),
        amountCents: numberOrNull(intent.amount),
        failureReason: insufficient ? 'insufficient_funds' : 'card_declined',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = charge.payment_intent;
      return {
        ...ignored,
        type: 'refund.succeeded',
        // Charges carry their payment intent's metadata; settlement also finds the order by payment id.
        transactionId: transactionIdOf(charge.metadata),
        paymentId: typeof paymentIntent === 'string' ? paymentIntent : stringOrNull(paymentIntent?.id),
        amountCents: numberOrNull(charge.amount_refunded),
      };
    }
    default:
      return ignored;
  }
}

function succeededEvent(id: string, intent: Stripe.PaymentIntent): ProviderEvent {
  return {
    id,
    provider: 'stripe',
    type: 'payment.succeeded',
    transactionId: transactionIdOf(intent.metadata),
    paymentId: stringOrNull(intent.id),
    amountCents: numberOrNull(intent.amount_received),
  };
}

// Signed payloads come from Stripe, but their shape is still read defensively: a missing field is null, and
// settlement ignores what it cannot match to an order.
function transactionIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  return stringOrNull(metadata?.transactionId);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
