import { createHash } from 'node:crypto';
import { sandboxOutcome } from './sandbox.ts';
import type { FormBilling, SubscriptionProviderEvent } from './types.ts';

// The offline sandbox's subscriptions: Stripe's test cards behave as in Stripe's test mode. 4242 4242 4242 4242
// is kept and charged; 4000 0000 0000 0002 is declined when it is added; 4000 0000 0000 0341 is added but every
// charge on it is declined (Stripe's card for failing renewals). The kept card is a payment-method id that says
// how its charges end (no card number is stored), and every id derives from the idempotency key: the same
// attempt or the same period is the same payment and the same event. Renewals follow the clock the caller
// passes (renewDue(now)), so tests decide when time passes.

const FAILS_AFTER_ATTACH = '4000000000000341';

function idFrom(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 24)}`;
}

export function createSandboxBilling(): FormBilling {
  return {
    cardEntry: 'form',
    simulatesRenewals: true,
    async attachCard(card, idempotencyKey) {
      const digits = card.number.replace(/\D/g, '');
      if (digits === FAILS_AFTER_ATTACH)
        return {
          status: 'attached',
          paymentMethod: idFrom('sbx_pm_fails', idempotencyKey),
          last4: digits.slice(-4),
        };
      const outcome = sandboxOutcome(digits);
      if (outcome !== 'succeeded') return { status: 'declined', reason: outcome };
      return {
        status: 'attached',
        paymentMethod: idFrom('sbx_pm_ok', idempotencyKey),
        last4: digits.slice(-4),
      };
    },
    subscriptionIdFor(idempotencyKey) {
      return idFrom('sbx_sub', idempotencyKey);
    },
    async charge({ providerSubscriptionId, paymentMethod, amountCents, periodStart, idempotencyKey }) {
      const paymentId = idFrom('sbx_in', idempotencyKey);
      const succeeds = paymentMethod.startsWith('sbx_pm_ok_');
      const event = (type: SubscriptionProviderEvent['type']): SubscriptionProviderEvent => ({
        id: idFrom('sbx_evt', paymentId, type),
        provider: 'sandbox',
        type,
        providerSubscriptionId,
        paymentId,
        amountCents,
        periodStart,
        ...(succeeds ? {} : { failureReason: 'card_declined' as const }),
      });
      return succeeds
        ? { status: 'succeeded', paymentId, event: event('subscription.payment_succeeded') }
        : {
            status: 'declined',
            paymentId,
            reason: 'card_declined',
            event: event('subscription.payment_failed'),
          };
    },
    async cancelAtPeriodEnd({ providerSubscriptionId, periodEnd }) {
      return periodEvent('subscription.cancel_requested', providerSubscriptionId, periodEnd);
    },
    async end({ providerSubscriptionId, periodEnd }) {
      return periodEvent('subscription.ended', providerSubscriptionId, periodEnd);
    },
  };
}

function periodEvent(
  type: SubscriptionProviderEvent['type'],
  providerSubscriptionId: string,
  periodEnd: Date,
): SubscriptionProviderEvent {
  return {
    id: idFrom('sbx_evt', providerSubscriptionId, type, periodEnd.toISOString()),
    provider: 'sandbox',
    type,
    providerSubscriptionId,
    paymentId: null,
    amountCents: null,
    periodStart: null,
  };
}
