'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry adds Stripe.js to the page only when loadStripe is called (here, on mount), not on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';

// Stripe's Payment Element inside the checkout form. The card is typed into Stripe's frames and never touches
// our server: on submit the form is posted to Fastify as JSON (the order is priced and a PaymentIntent created
// there, for the server's amount), and the client secret it answers confirms the payment in the browser. Stripe
// then sends the buyer to `returnUrl`, and its webhook settles the order. Only the publishable key is here.

interface Props {
  publishableKey: string;
  /** The order total the page shows (the server's price): Stripe's element needs it before the order exists. */
  amountCents: number;
  locale: 'es' | 'en';
  /** The checkout form this element belongs to (its submit is taken over when the card is chosen). */
  formId: string;
  labels: { error: string; cardIncomplete: string };
  /**
   * 'subscription': the first invoice of a subscription (the element tells the buyer the card is kept);
   * 'setup': a subscription's trial, where the card is saved and nothing is charged now.
   */
  mode?: 'payment' | 'subscription' | 'setup';
  /**
   * A refusal that names fields of the form (not only the card) posts the form as the browser would, so the page
   * comes back with its error summary focused and each field marked, as without JavaScript (the checkout).
   */
  fieldErrorsRepost?: boolean;
}

/** One Stripe.js per publishable key for the page's lifetime. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

export function StripeCardPayment({
  publishableKey,
  amountCents,
  locale,
  formId,
  labels,
  mode = 'payment',
  fieldErrorsRepost = false,
}: Props) {
  // Loaded after hydration: the server render has no window, and Elements accepts null until Stripe arrives.
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  useEffect(() => {
    setStripe(stripeFor(publishableKey));
  }, [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        ...(mode === 'setup' ? { mode } : { mode, amount: amountCents }),
        currency: 'usd',
        locale,
        // The same list as the PaymentIntent the server creates (src/integrations/payments/stripe.ts).
        allowedPaymentMethodTypes: ['card'],
      }}
    >
      <CardPayment formId={formId} labels={labels} fieldErrorsRepost={fieldErrorsRepost} />
    </Elements>
  );
}

/** The checkout route's JSON answers (server/routes/checkout.ts). */
type CheckoutAnswer =
  | {
      ok: true;
      transactionId?: string;
      clientSecret: string;
      returnUrl: string;
      /** A subscription's trial answers 'setup' (save the card); everything else is a payment. */
      confirm?: 'payment' | 'setup';
    }
  | { ok: true; redirect: string }
  | { ok: false; messages?: Record<string, string> };

const errorBox = css({ color: 'danger', fontSize: 'sm', fontWeight: '600', mt: '3' });

function CardPayment({
  formId,
  labels,
  fieldErrorsRepost,
}: Pick<Props, 'formId' | 'labels' | 'fieldErrorsRepost'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [messages, setMessages] = useState<string[]>([]);
  const busy = useRef(false);
  /** The order placed by this page's first submit: a retry after a decline confirms the same payment again. */
  const placed = useRef<{ clientSecret: string; returnUrl: string; confirm: 'payment' | 'setup' } | null>(
    null,
  );

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;

    async function pay(submitter: HTMLElement | null) {
      if (!stripe || !elements || !(form instanceof HTMLFormElement)) {
        setMessages([labels.error]);
        return;
      }
      const { error: incomplete } = await elements.submit();
      if (incomplete) {
        setMessages([incomplete.message ?? labels.cardIncomplete]);
        return;
      }
      if (!placed.current) {
        const answer = await postForm(form, submitter);
        if (!answer) return setMessages([labels.error]);
        if (!answer.ok) {
          const fields = Object.keys(answer.messages ?? {}).filter(
            (key) => key !== 'card' && key !== '_form',
          );
          if (fieldErrorsRepost && fields.length > 0) {
            // The form's own post (no submit event, so not taken over again): an HTML page with the summary.
            HTMLFormElement.prototype.submit.call(form);
            return;
          }
          const refused = Object.values(answer.messages ?? {}).filter(Boolean);
          return setMessages(refused.length > 0 ? [...new Set(refused)] : [labels.error]);
        }
        if ('redirect' in answer) {
          window.location.assign(answer.redirect);
          return;
        }
        placed.current = {
          clientSecret: answer.clientSecret,
          returnUrl: answer.returnUrl,
          confirm: answer.confirm ?? 'payment',
        };
      }
      const { clientSecret, returnUrl, confirm } = placed.current;
      // On success Stripe navigates to returnUrl; we only come back here with an error.
      const confirmParams = { return_url: returnUrl };
      const { error } =
        confirm === 'setup'
          ? await stripe.confirmSetup({ elements, clientSecret, confirmParams })
          : await stripe.confirmPayment({ elements, clientSecret, confirmParams });
      // Card and validation errors carry a message for the buyer (in the element's locale); others do not.
      const forBuyer = error.type === 'card_error' || error.type === 'validation_error';
      setMessages([forBuyer && error.message ? error.message : labels.error]);
    }

    function onSubmit(event: SubmitEvent) {
      if (!(form instanceof HTMLFormElement)) return;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      const data = new FormData(form, submitter);
      // Pay later and "apply code" are ordinary posts; only a card payment goes through Stripe.
      if (data.get('paymentMethod') !== 'card' || data.get('intent') === 'apply_code') return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setMessages([]);
      form.setAttribute('aria-busy', 'true');
      pay(submitter)
        .catch(() => setMessages([labels.error]))
        .finally(() => {
          busy.current = false;
          form.removeAttribute('aria-busy');
        });
    }

    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [formId, labels, stripe, elements]);

  return (
    <div>
      <PaymentElement options={{ layout: 'tabs' }} />
      <div role="alert" aria-live="assertive" className={errorBox} data-testid="stripe-errors">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}

/** Posts the checkout form as the browser would, asking for JSON; undefined when the answer is not JSON. */
async function postForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<CheckoutAnswer | undefined> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) {
    if (typeof value === 'string') body.append(name, value);
  }
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'same-origin',
    });
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
    return (await response.json()) as CheckoutAnswer;
  } catch {
    return undefined;
  }
}
