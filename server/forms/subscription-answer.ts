import type { FastifyReply } from 'fastify';
import { CHECKOUT_MESSAGES, type CheckoutMessageKey } from '../../src/domain/orders/messages.ts';
import { type Locale, localePath } from '../../src/i18n/locales.ts';
import { pagePaths } from '../../src/routes.ts';
import { refusalJson } from './refused-form.ts';

// The answer to a subscription post (migrant plans, Quester plans, company seats), once the domain has decided.
// Stripe's Payment Element posts asking for JSON: the client secret to confirm, the page to go to, or the
// refusal's messages. A plain post (the sandbox's form, no JavaScript) gets a 303, or its page rendered again.

/** What subscribing can come to (SubscribeResult, BuySeatsResult). */
export type SubscriptionOutcome =
  | { kind: 'invalid'; errors: Partial<Record<string, string>> }
  | { kind: 'declined'; reason: string }
  | { kind: 'subscribed'; publicId: string }
  | { kind: 'confirm'; publicId: string; clientSecret: string; confirm: 'payment' | 'setup' }
  | { kind: 'exists'; publicId: string }
  | { kind: 'not_configured' };

export interface SubscriptionAnswer {
  /** The element's script asked for JSON. */
  json: boolean;
  publicUrl: string;
  /** The subscription's status page, where Stripe returns the buyer after confirming. */
  statusPage: (publicId: string) => string;
  /** Where a subscription bought at once goes (303, or the JSON's redirect); the status page by default. */
  donePage?: (publicId: string) => string;
  wordsFor: (key: string) => string | undefined;
  /** Renders the form's page again; the attempt is kept unless a declined card closed it. */
  refuse: (errors: Record<string, string>, status: number, keepAttempt: boolean) => unknown;
  /** The status of a form the domain found invalid: 422 by default (the seats form answers 400). */
  invalidStatus?: number;
  notConfigured: () => Error;
  logAwaiting: () => void;
  logDone: (outcome: 'subscribed' | 'exists') => void;
}

/** The subscription's status page, welcoming its new subscriber. */
export function subscriptionStatusPage(locale: Locale, publicId: string): string {
  return `${localePath(locale, pagePaths.subscription(publicId))}?welcome=1`;
}

/** Checkout's words for a message key, or the key itself. */
export function checkoutWords(locale: Locale): (key: string) => string {
  const messages = CHECKOUT_MESSAGES[locale];
  return (key) => messages[key as CheckoutMessageKey] ?? key;
}

export function answerSubscription(
  reply: FastifyReply,
  result: SubscriptionOutcome,
  answer: SubscriptionAnswer,
) {
  const donePage = answer.donePage ?? answer.statusPage;
  if (answer.json)
    switch (result.kind) {
      case 'confirm':
        answer.logAwaiting();
        return reply.send({
          ok: true,
          clientSecret: result.clientSecret,
          confirm: result.confirm,
          returnUrl: `${answer.publicUrl.replace(/\/$/, '')}${answer.statusPage(result.publicId)}`,
        });
      case 'subscribed':
      case 'exists':
        return reply.send({ ok: true, redirect: donePage(result.publicId) });
      case 'invalid':
        return refusalJson(reply, 422, result.errors as Record<string, string>, answer.wordsFor);
      case 'declined':
        return refusalJson(reply, 402, { _form: 'payment_error', card: result.reason }, answer.wordsFor);
      case 'not_configured':
        throw answer.notConfigured();
    }
  switch (result.kind) {
    case 'confirm':
      // Only the Payment Element's script can confirm (JSON above); a plain post is told the card is needed.
      return answer.refuse({ card: 'card_incomplete' }, 422, true);
    case 'invalid':
      return answer.refuse(result.errors as Record<string, string>, answer.invalidStatus ?? 422, true);
    case 'declined':
      // A declined card closes the attempt: the next try is a new one.
      return answer.refuse({ _form: 'payment_error', card: result.reason }, 402, false);
    case 'subscribed':
    case 'exists':
      answer.logDone(result.kind);
      return reply.redirect(donePage(result.publicId), 303);
    case 'not_configured':
      throw answer.notConfigured();
  }
}

/** The sandbox's card fields as posted (Stripe's element posts none). */
export function postedCard(body: Record<string, string | undefined>) {
  return {
    number: (body.cardNumber ?? '').replace(/[\s-]/g, '').slice(0, 24),
    expiry: (body.cardExpiry ?? '').replace(/\s/g, '').slice(0, 7),
    cvc: (body.cardCvc ?? '').trim().slice(0, 4),
  };
}
