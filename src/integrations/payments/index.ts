import { createSandboxProvider } from './sandbox.ts';
import { createSandboxBilling } from './sandbox-subscriptions.ts';
import { createStripeProvider } from './stripe.ts';
import type { PaymentProvider, WebhookVerifier } from './types.ts';

export type {
  PaymentProvider,
  ProviderEvent,
  RecurringBilling,
  SubscriptionProviderEvent,
  WebhookVerifier,
} from './types.ts';
export { PaymentProviderError, WebhookSignatureError } from './types.ts';

export interface PaymentProviderOptions {
  /** Stripe's keys; absent → the offline sandbox. */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
}

/** Stripe when it is configured, the offline sandbox otherwise. */
export function createPaymentProvider(options: PaymentProviderOptions = {}): PaymentProvider {
  if (options.stripe) return createStripeProvider(options.stripe);
  // The sandbox also bills subscriptions (renewals on the caller's clock); Stripe's come with its provider.
  return { ...createSandboxProvider(), subscriptions: createSandboxBilling() };
}

/** A provider whose events arrive as webhooks (Stripe); the sandbox settles inside pay() and has none. */
export function receivesWebhooks(
  provider: PaymentProvider | undefined,
): provider is PaymentProvider & WebhookVerifier {
  return typeof (provider as Partial<WebhookVerifier> | undefined)?.parseWebhook === 'function';
}
