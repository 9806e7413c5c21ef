import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHECKOUT_MESSAGES } from '../../domain/orders/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { getServices } from '../../services.ts';
import { errorText } from '../../ui/form-styles.ts';
import { Field, SandboxCardFields, StripeCardPayment } from '../checkout/index.ts';

/**
 * The buyer's name, e-mail twice and the card of a subscription form (migrant plans, Quester plans, company
 * seats). The sandbox takes the card in these fields (the form works without JavaScript); with Stripe, the card
 * goes into Stripe's frames and the script posts the form for the client secret (the first invoice's payment, or
 * a SetupIntent during a trial) and confirms it; Stripe's webhook then activates the subscription.
 */
export function SubscriptionBuyerFields({
  i18n,
  locale,
  idPrefix,
  formId,
  typed,
  errors,
  message,
  labels,
  cardEntry,
  amountCents,
  mode = 'subscription',
}: {
  i18n: I18n;
  locale: Locale;
  /** The fields' ids: `${idPrefix}-fullName`, … */
  idPrefix: string;
  formId: string;
  /** What was typed (the form's page rendered again after a refusal). */
  typed: (key: string) => string;
  /** Message keys by field; `_form` is shown by the page above the form. */
  errors: Record<string, string | undefined>;
  message: (key: string | undefined) => string | undefined;
  labels?: { fullName?: MessageDescriptor; email?: MessageDescriptor; emailConfirm?: MessageDescriptor };
  cardEntry: 'form' | 'element' | null | undefined;
  /** What Stripe's element shows it will charge. */
  amountCents: number;
  mode?: 'subscription' | 'setup';
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-fullName`}
        name="fullName"
        label={i18n._(labels?.fullName ?? msg`Nombre completo`)}
        autoComplete="name"
        value={typed('fullName')}
        error={message(errors.fullName)}
      />
      <Field
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={i18n._(labels?.email ?? msg`Correo electrónico`)}
        autoComplete="email"
        value={typed('email')}
        error={message(errors.email)}
      />
      <Field
        id={`${idPrefix}-emailConfirm`}
        name="emailConfirm"
        type="email"
        label={i18n._(labels?.emailConfirm ?? msg`Confirma tu correo electrónico`)}
        autoComplete="email"
        value={typed('emailConfirm')}
        error={message(errors.emailConfirm)}
      />
      {cardEntry === 'element' ? (
        <div data-testid="card-element">
          <input type="hidden" name="paymentMethod" value="card" />
          <noscript>
            <p className={errorText}>{i18n._(msg`El pago con tarjeta necesita JavaScript.`)}</p>
          </noscript>
          {!errors._form && errors.card && <p className={errorText}>{message(errors.card)}</p>}
          <StripeCardPayment
            publishableKey={getServices().config.STRIPE_PUBLISHABLE_KEY}
            amountCents={amountCents}
            locale={locale}
            formId={formId}
            mode={mode}
            labels={{
              error: CHECKOUT_MESSAGES[locale].payment_error,
              cardIncomplete: CHECKOUT_MESSAGES[locale].card_incomplete,
            }}
          />
        </div>
      ) : (
        <SandboxCardFields
          i18n={i18n}
          idPrefix={idPrefix}
          error={errors._form ? undefined : message(errors.card)}
        />
      )}
    </>
  );
}
