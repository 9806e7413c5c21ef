import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { OrderView } from '../../domain/orders/queries.ts';
import { newAttemptKey } from '../../domain/orders/state.ts';
import { formatMoney } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { SERVER_ROUTES } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { getFormState } from './form-state.ts';
import { cardTitle, Field, messageFor, Notice, postAction, wrapButton } from './parts.tsx';
import { StripeCardPayment } from './StripePayment.tsx';

/**
 * "Pay now" on a pay-later receipt. In the offline sandbox the card is typed into this plain form (works without
 * JavaScript) and posts to the orderPay route; with Stripe (paymentMode 'element') the card lives in Stripe's
 * Payment Element (StripeCardPayment takes over this form's submit; without JavaScript a note says it is needed).
 */
export function PayNow({ i18n, locale, order }: { i18n: I18n; locale: Locale; order: OrderView }) {
  const { paymentMode, providerName } = domain().checkout;
  const state = getFormState('pay');
  const amount = formatMoney(order.totalCents, locale);
  const cardError = messageFor(locale, state?.errors.card);
  const formError = messageFor(locale, state?.errors._form);
  return (
    <section
      aria-labelledby="pay-now-title"
      className={cx(card(), css({ display: 'grid', gap: '4', borderColor: 'sun.400', borderWidth: '2px' }))}
      data-testid="pay-now"
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={css({ color: 'fg.brand', flexShrink: 0 })}>
          <Icon name="wallet" size={26} />
        </span>
        <h2 id="pay-now-title" className={cardTitle}>
          {i18n._(msg`Paga ahora`)}
        </h2>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {i18n._(
          msg`Tienes ${amount} pendientes. Ya tienes acceso al curso; tu certificado se entrega en cuanto se registre el pago.`,
        )}
      </p>
      {formError && (
        <Notice tone="error" title={formError} testId="pay-error">
          {cardError}
        </Notice>
      )}
      {paymentMode === 'form' ? (
        <form
          method="post"
          action={postAction(SERVER_ROUTES.orderPay, { transactionId: order.linkId }, locale)}
          className={css({ display: 'grid', gap: '4' })}
          noValidate
          data-testid="pay-now-form"
        >
          <input type="hidden" name="attempt" value={state?.values.attempt || newAttemptKey()} />
          {providerName === 'sandbox' && (
            <p
              className={css({ fontSize: 'xs', p: '3', borderRadius: '10px', bg: 'bg.muted', color: 'fg' })}
              data-testid="sandbox-hint"
            >
              {i18n._(
                msg`Modo de prueba: usa la tarjeta 4242 4242 4242 4242, cualquier fecha futura y cualquier CVC.`,
              )}
            </p>
          )}
          <Field
            id="pay-card-number"
            name="cardNumber"
            label={i18n._(msg`Número de tarjeta`)}
            autoComplete="cc-number"
            inputMode="numeric"
            hint={
              providerName === 'sandbox' ? i18n._(msg`Tarjeta de prueba: 4242 4242 4242 4242`) : undefined
            }
            maxLength={23}
            error={formError ? undefined : cardError}
          />
          <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: '1fr 1fr' })}>
            <Field
              id="pay-card-expiry"
              name="cardExpiry"
              label={i18n._(msg`Vencimiento`)}
              autoComplete="cc-exp"
              inputMode="numeric"
              hint={i18n._(msg`Mes y año, MM/AA`)}
              maxLength={7}
            />
            <Field
              id="pay-card-cvc"
              name="cardCvc"
              label="CVC"
              autoComplete="cc-csc"
              inputMode="numeric"
              hint={i18n._(msg`3 o 4 cifras, al dorso`)}
              maxLength={4}
            />
          </div>
          <button type="submit" className={cx(button({ size: 'lg' }), wrapButton)}>
            {i18n._(msg`Pagar ${amount}`)}
          </button>
        </form>
      ) : (
        <form
          id="pay-now-form"
          method="post"
          action={postAction(SERVER_ROUTES.orderPay, { transactionId: order.linkId }, locale)}
          className={css({ display: 'grid', gap: '4' })}
          data-testid="pay-now-element"
        >
          <input type="hidden" name="attempt" value={state?.values.attempt || newAttemptKey()} />
          {/* Read by the Stripe component: this form is always a card payment. */}
          <input type="hidden" name="paymentMethod" value="card" />
          <noscript>
            <p className={css({ fontSize: 'sm', p: '3', borderRadius: '10px', bg: 'bg.muted' })}>
              {i18n._(
                msg`El pago con tarjeta necesita JavaScript: actívalo en tu navegador para pagar aquí de forma segura.`,
              )}
            </p>
          </noscript>
          <StripeCardPayment
            publishableKey={getServices().config.STRIPE_PUBLISHABLE_KEY}
            amountCents={order.totalCents}
            locale={locale}
            formId="pay-now-form"
            labels={{
              error: messageFor(locale, 'payment_error') ?? '',
              cardIncomplete: messageFor(locale, 'card_incomplete') ?? '',
            }}
          />
          <button type="submit" className={cx(button({ size: 'lg' }), wrapButton)}>
            {i18n._(msg`Pagar ${amount}`)}
          </button>
        </form>
      )}
    </section>
  );
}
