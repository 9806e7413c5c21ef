import { createSandboxProvider } from './sandbox.ts';
import type { PaymentProvider } from './types.ts';

export type { PaymentProvider, ProviderEvent, WebhookVerifier } from './types.ts';
export { PaymentProviderError, WebhookSignatureError } from './types.ts';

export interface PaymentProviderOptions {
  /** Stripe's keys; absent → the offline sandbox. */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
}

/** Stripe when it is configured, the offline sandbox otherwise. */
export function createPaymentProvider(options: PaymentProviderOptions = {}): PaymentProvider {
  if (options.stripe) throw new Error('Stripe provider not wired yet');
  return createSandboxProvider();
}
