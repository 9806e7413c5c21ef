import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider, ProviderEvent } from './types.ts';

// The offline sandbox: the embedded default, for a machine with no network and no keys. It answers Stripe's test
// card numbers the way Stripe's test mode does (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 9995 has insufficient funds), takes the card from Quest's own form (so it works without
// JavaScript) and reports a success as an event that checkout settles through the same path as a Stripe
// webhook. Ids derive from the idempotency key: the same attempt is the same payment and the same event.

const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);
const INSUFFICIENT_FUNDS = new Set(['4000000000009995']);

/** Any other number is declined, as Stripe's test mode declines real cards. */
export function sandboxOutcome(cardNumber: string): 'succeeded' | 'card_declined' | 'insufficient_funds' {
  const digits = cardNumber.replace(/\D/g, '');
  if (SUCCEEDS.has(digits)) return 'succeeded';
  if (INSUFFICIENT_FUNDS.has(digits)) return 'insufficient_funds';
  return 'card_declined';
}

function idFrom(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 24)}`;
}

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    cardEntry: 'form',
    testMode: true,
    async pay(request: ChargeRequest): Promise<ChargeResult> {
      const paymentId = idFrom('sbx_pi', request.idempotencyKey);
      const outcome = sandboxOutcome(request.card?.number ?? '');
      const event = (type: ProviderEvent['type']): ProviderEvent => ({
        id: idFrom('sbx_evt', paymentId, type),
        provider: 'sandbox',
        type,
        transactionId: request.transactionId,
        paymentId,
        amountCents: request.amountCents,
        ...(outcome === 'succeeded' ? {} : { failureReason: outcome }),
      });
      if (outcome === 'succeeded')
        return { status: 'succeeded', paymentId, event: event('payment.succeeded') };
      return { status: 'declined', paymentId, reason: outcome, event: event('payment.failed') };
    },
    async refund({ idempotencyKey }) {
      return { refundId: idFrom('sbx_re', idempotencyKey) };
    },
    async lookup() {
      // Sandbox payments finish inside pay(): a success is already a stored event (settled at the next start if
      // the process died before acting on it), so there is nothing left open to ask about.
      return { status: 'open' };
    },
  };
}
