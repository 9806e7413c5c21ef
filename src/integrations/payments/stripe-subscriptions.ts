import type Stripe from 'stripe';
import {
  type ElementBilling,
  PaymentProviderError,
  type RecurringPrice,
  type SubscriptionProviderEvent,
} from './types.ts';

// Stripe's subscriptions through the official SDK. The card never reaches us: start() creates a Customer and a
// Subscription with `payment_behavior: 'default_incomplete'`, whose first invoice the browser's Payment Element
// confirms with the invoice's confirmation secret; the card is then saved on the subscription for renewals.
// Prices are Stripe Prices found by lookup_key (plan, period and OUR amount in the key), created once when
// missing: Stripe never decides an amount. Upgrades start at the next renewal through a subscription schedule
// (a phase on the current price until the period ends, then the new price; nothing prorated or charged now).
// Renewals, failures, cancellations and the end arrive as signed webhooks (toSubscriptionEvent).

type Call = <T>(what: string, request: () => Promise<T>) => Promise<T>;

/** Stripe's key for our price: a changed amount is another price, never an edit of one in use. */
export function priceLookupKey(price: RecurringPrice): string {
  return `quest_${price.plan}_${price.months}m_${price.amountCents}_usd`;
}

const seconds = (value: number) => new Date(value * 1000);

export function createStripeBilling(stripe: Stripe, call: Call): ElementBilling {
  async function ensurePrice(price: RecurringPrice): Promise<string> {
    const key = priceLookupKey(price);
    const found = await call('price lookup', () =>
      stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }),
    );
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await call('price creation', () =>
      stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: price.amountCents,
          recurring: { interval: 'month', interval_count: price.months },
          product_data: { name: price.productName },
          lookup_key: key,
          metadata: { plan: price.plan },
        },
        // Two first subscribers at once create one price.
        { idempotencyKey: `price:${key}` },
      ),
    );
    return created.id;
  }

  const retrieve = (providerSubscriptionId: string) =>
    call('subscription lookup', () => stripe.subscriptions.retrieve(providerSubscriptionId));

  return {
    cardEntry: 'element',
    simulatesRenewals: false,

    async start({ price, trialDays, email, fullName, idempotencyKey, metadata }) {
      const priceId = await ensurePrice(price);
      const customer = await call('customer creation', () =>
        stripe.customers.create(
          { email, name: fullName, metadata },
          { idempotencyKey: `${idempotencyKey}:customer` },
        ),
      );
      const subscription = await call('subscription creation', () =>
        stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [{ price: priceId, quantity: 1 }],
            // The first invoice waits for the browser to confirm it; the card it confirms is kept for renewals.
            payment_behavior: 'default_incomplete',
            payment_settings: {
              save_default_payment_method: 'on_subscription',
              payment_method_types: ['card'],
            },
            // A trial starts now with a $0 invoice; the browser saves the card through the pending SetupIntent.
            ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
            expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
            metadata,
          },
          { idempotencyKey: `${idempotencyKey}:subscription` },
        ),
      );
      const invoice = subscription.latest_invoice;
      const setup = subscription.pending_setup_intent;
      const trialEnd = subscription.status === 'trialing' ? subscription.trial_end : null;
      const clientSecret = trialEnd
        ? typeof setup === 'object'
          ? setup?.client_secret
          : undefined
        : typeof invoice === 'object'
          ? invoice?.confirmation_secret?.client_secret
          : undefined;
      const item = subscription.items.data[0];
      if (!clientSecret || !item) {
        throw new PaymentProviderError(
          `Stripe returned subscription ${subscription.id} without a first invoice to confirm`,
        );
      }
      return {
        providerSubscriptionId: subscription.id,
        confirm: trialEnd ? 'setup' : 'payment',
        clientSecret,
        periodStart: seconds(item.current_period_start),
        periodEnd: seconds(item.current_period_end),
        trialEndsAt: trialEnd ? seconds(trialEnd) : null,
      };
    },

    async changeAtRenewal({ providerSubscriptionId, price, idempotencyKey }) {
      const priceId = await ensurePrice(price);
      const subscription = await retrieve(providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new PaymentProviderError(`Stripe subscription ${subscription.id} has no item`);
      const scheduleId =
        typeof subscription.schedule === 'string'
          ? subscription.schedule
          : (subscription.schedule?.id ??
            (
              await call('subscription schedule creation', () =>
                stripe.subscriptionSchedules.create(
                  { from_subscription: subscription.id },
                  { idempotencyKey: `${idempotencyKey}:schedule` },
                ),
              )
            ).id);
      await call('subscription schedule update', () =>
        stripe.subscriptionSchedules.update(
          scheduleId,
          {
            // After the new price's first period the subscription goes on by itself, as any other.
            end_behavior: 'release',
            proration_behavior: 'none',
            phases: [
              {
                items: [{ price: item.price.id, quantity: 1 }],
                start_date: item.current_period_start,
                end_date: item.current_period_end,
              },
              {
                items: [{ price: priceId, quantity: 1 }],
                duration: { interval: 'month', interval_count: price.months },
              },
            ],
          },
          { idempotencyKey },
        ),
      );
    },

    async cancelAtPeriodEnd({ providerSubscriptionId, periodEnd }) {
      const subscription = await retrieve(providerSubscriptionId);
      // A pending upgrade is a schedule, which owns the subscription: released first (the upgrade is dropped,
      // as our own state drops it), then the subscription ends with its period.
      const scheduleId =
        typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
      if (scheduleId) {
        await call('subscription schedule release', () =>
          stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `release:${scheduleId}` }),
        );
      }
      if (!subscription.cancel_at_period_end) {
        await call('subscription cancellation', () =>
          stripe.subscriptions.update(
            providerSubscriptionId,
            { cancel_at_period_end: true },
            { idempotencyKey: `cancel:${providerSubscriptionId}` },
          ),
        );
      }
      // Our record of the request; Stripe's customer.subscription.updated that follows finds it done.
      return {
        // One per period: a cancellation withdrawn in Stripe's portal and made again later is a new request.
        id: `stripe_cancel:${providerSubscriptionId}:${periodEnd.toISOString()}`,
        provider: 'stripe',
        type: 'subscription.cancel_requested',
        providerSubscriptionId,
        paymentId: null,
        amountCents: null,
        periodStart: null,
      };
    },

    async portalUrl({ providerSubscriptionId, returnUrl }) {
      const subscription = await retrieve(providerSubscriptionId);
      const customer =
        typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      const session = await call('billing portal session', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

/** A verified Stripe event about a subscription in the domain's terms; null when it is about something else. */
export function toSubscriptionEvent(event: Stripe.Event): SubscriptionProviderEvent | null {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const parent = invoice.parent?.subscription_details?.subscription;
      const providerSubscriptionId = typeof parent === 'string' ? parent : parent?.id;
      // The period the invoice bills: its subscription line's (the invoice's own period_* is the previous one).
      const line =
        invoice.lines?.data?.find((entry) => entry.parent?.type === 'subscription_item_details') ??
        invoice.lines?.data?.[0];
      if (!providerSubscriptionId || !line || !invoice.id) return null;
      const paid = event.type === 'invoice.paid';
      return {
        id: event.id,
        provider: 'stripe',
        type: paid ? 'subscription.payment_succeeded' : 'subscription.payment_failed',
        providerSubscriptionId,
        paymentId: invoice.id,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        periodStart: seconds(line.period.start),
        periodEnd: seconds(line.period.end),
        ...(paid ? {} : { failureReason: 'card_declined' as const }),
      };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      // Only a cancellation is acted on (ours, or one made in Stripe's billing portal); a status change is
      // already reported by its invoice event.
      if (!subscription.cancel_at_period_end) return null;
      return periodless(event.id, 'subscription.cancel_requested', subscription.id);
    }
    case 'customer.subscription.deleted':
      return periodless(event.id, 'subscription.ended', event.data.object.id);
    default:
      return null;
  }
}

function periodless(
  id: string,
  type: SubscriptionProviderEvent['type'],
  providerSubscriptionId: string,
): SubscriptionProviderEvent {
  return {
    id,
    provider: 'stripe',
    type,
    providerSubscriptionId,
    paymentId: null,
    amountCents: null,
    periodStart: null,
  };
}
