import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { invoiceNumber } from '../../domain/orders/invoice.ts';
import type { OrderView } from '../../domain/orders/queries.ts';
import { safeContentHref } from '../../domain/url-safety.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { eyebrowStyle } from '../../ui/Section.tsx';
import { PageMeta } from '../seo/index.ts';
import { Confetti } from './Confetti.tsx';
import { CourseAccess } from './CourseAccess.tsx';
import { CreditsAdded } from './CreditsAdded.tsx';
import {
  buyAgainHref,
  cardTitle,
  DetailRow,
  firstName,
  lead,
  learnerEmail,
  messageFor,
  narrowPage,
  pageTitle,
  paymentMethodLabel,
  productHref,
  productTypeLabel,
  StatusBadge,
  wrapButton,
} from './parts.tsx';
import { RegistrationPrompt } from './RegistrationPrompt.tsx';

/** /payment-success/{transactionId}: the celebration after paying (or choosing pay later). */
export async function PaymentSuccessPage({ transactionId }: { transactionId: string }) {
  const { i18n, locale } = initRequestI18n();
  const order = await domain().orders.find(transactionId, locale);
  if (!order) notFound();
  return (
    <OrderOutcome
      i18n={i18n}
      locale={locale}
      order={order}
      path={pagePaths.paymentSuccess(transactionId)}
      celebrate
    />
  );
}

/**
 * /courses/SuccessfulPurchase: with `?transactionId=` naming a real order it leads to that order's receipt and
 * course access; otherwise the generic page it always was (`fallback`).
 */
export async function PurchaseConfirmation({ fallback }: { fallback: ReactNode }) {
  const transactionId = requestPageUrl().searchParams.get('transactionId');
  if (!transactionId) return fallback;
  const { i18n, locale } = initRequestI18n();
  const order = await domain().orders.find(transactionId, locale);
  if (!order) return fallback;
  return (
    <OrderOutcome
      i18n={i18n}
      locale={locale}
      order={order}
      path={pagePaths.successfulPurchase}
      celebrate={false}
    />
  );
}

function OrderOutcome({
  i18n,
  locale,
  order,
  path,
  celebrate,
}: {
  i18n: I18n;
  locale: Locale;
  order: OrderView;
  path: string;
  celebrate: boolean;
}) {
  const name = firstName(order.buyerName);
  const receiptHref = localePath(locale, pagePaths.receipt(order.linkId));
  // Checked when stored (on-site or an allowed host); checked again here because it is data (spec §8).
  const continueHref = safeContentHref(order.redirectUrl);
  const meta = (title: string) => (
    <PageMeta
      locale={locale}
      path={path}
      title={`${title} · Quest`}
      description={i18n._(msg`El resultado de tu compra en Quest.`)}
      noindex
    />
  );

  if (order.status === 'created') {
    return (
      <div className={narrowPage}>
        {meta(i18n._(msg`Procesando tu pago`))}
        <meta httpEquiv="refresh" content="3" />
        <div
          className={cx(
            card(),
            css({ display: 'grid', gap: '4', justifyItems: 'center', textAlign: 'center' }),
          )}
        >
          <span className={spinner} aria-hidden="true" />
          <h1 className={pageTitle}>{i18n._(msg`Procesando tu pago…`)}</h1>
          <p className={lead} role="status" data-testid="payment-processing">
            {i18n._(
              msg`Estamos confirmando el pago con el banco. Esta página se actualizará sola en unos segundos.`,
            )}
          </p>
          <a href={localePath(locale, path)} className={button({ variant: 'secondary' })}>
            {i18n._(msg`Actualizar ahora`)}
          </a>
        </div>
      </div>
    );
  }

  if (order.status === 'failed') {
    return (
      <div className={narrowPage}>
        {meta(messageFor(locale, 'payment_error') ?? '')}
        <div
          className={cx(
            card(),
            css({ display: 'grid', gap: '4', justifyItems: 'center', textAlign: 'center' }),
          )}
        >
          <span className={cx(bigIcon, css({ bg: 'coral.100', color: 'coral.700' }))} aria-hidden="true">
            !
          </span>
          <h1 className={pageTitle} data-testid="payment-failed">
            {messageFor(locale, 'payment_error')}
          </h1>
          <p className={lead}>
            {order.failureReason === 'card_declined' || order.failureReason === 'insufficient_funds'
              ? messageFor(locale, order.failureReason)
              : i18n._(
                  msg`No se hizo ningún cargo. Puedes intentarlo de nuevo con otra tarjeta o elegir pagar después.`,
                )}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
            <a href={buyAgainHref(order, locale)} className={cx(button({ size: 'lg' }), wrapButton)}>
              {i18n._(msg`Intentar de nuevo`)}
            </a>
            <a
              href={productHref(order, locale)}
              className={cx(button({ variant: 'secondary', size: 'lg' }), wrapButton)}
              data-testid="back-to-course"
            >
              {i18n._(msg`Volver al curso`)}
            </a>
          </div>
        </div>
      </div>
    );
  }

  const pending = order.status === 'pending_payment';
  const refunded = order.status === 'refunded';
  const title = refunded
    ? i18n._(msg`Este pedido fue reembolsado`)
    : pending
      ? i18n._(msg`¡Listo, ${name}! Ya puedes empezar`)
      : i18n._(msg`¡Gracias por tu compra, ${name}!`);
  const eyebrow = refunded
    ? i18n._(msg`Reembolso`)
    : pending
      ? i18n._(msg`Inscripción confirmada`)
      : i18n._(msg`Pago confirmado`);
  const leadText = refunded
    ? i18n._(msg`Devolvimos el importe a tu método de pago. Tienes los detalles en el recibo.`)
    : pending
      ? i18n._(
          msg`Elegiste pagar después: tienes acceso completo desde ahora y te enviamos la factura a ${order.buyerEmail}. Tu certificado se entrega cuando se registre el pago.`,
        )
      : i18n._(msg`Tu pago se procesó correctamente. Te enviamos el recibo a ${order.buyerEmail}.`);

  return (
    <div className={css({ position: 'relative' })}>
      {meta(pending ? i18n._(msg`Inscripción confirmada`) : i18n._(msg`Pago confirmado`))}
      {celebrate && !refunded && <Confetti />}
      <div className={narrowPage}>
        <header
          className={css({ display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center', mb: '8' })}
        >
          <span
            className={cx(bigIcon, refunded ? css({ bg: 'bg.muted', color: 'fg' }) : successIcon)}
            aria-hidden="true"
          >
            <CheckIcon size={36} />
          </span>
          <p className={cx(eyebrowStyle, css({ mb: '0' }))}>{eyebrow}</p>
          <h1 className={pageTitle} data-testid="success-title">
            {title}
          </h1>
          <p className={lead}>{leadText}</p>
        </header>

        <div className={css({ display: 'grid', gap: '5' })}>
          <section
            aria-labelledby="order-summary-title"
            className={cx(card(), css({ display: 'grid', gap: '3' }))}
          >
            <div
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '3',
                alignItems: 'center',
              })}
            >
              <h2 id="order-summary-title" className={cardTitle}>
                {i18n._(msg`Resumen del pedido`)}
              </h2>
              <StatusBadge i18n={i18n} status={order.status} />
            </div>
            <dl>
              <DetailRow label={i18n._(msg`Producto`)} testId="summary-product">
                {order.productTitle}
              </DetailRow>
              <DetailRow label={i18n._(msg`Tipo`)}>{productTypeLabel(i18n, order.productType)}</DetailRow>
              <DetailRow
                label={pending ? i18n._(msg`Importe pendiente`) : i18n._(msg`Importe pagado`)}
                testId="summary-amount"
              >
                <span className={css({ fontSize: 'lg', fontWeight: '800' })}>
                  {formatMoney(order.totalCents, locale)}
                </span>
                {pending && (
                  <span
                    className={css({
                      display: 'block',
                      fontSize: 'sm',
                      fontWeight: '500',
                      color: 'fg.muted',
                    })}
                    data-testid="pending-note"
                  >
                    {i18n._(msg`Pago pendiente: te enviamos la factura por correo`)}
                  </span>
                )}
              </DetailRow>
              <DetailRow label={pending ? i18n._(msg`Fecha del pedido`) : i18n._(msg`Fecha de pago`)}>
                {formatDate(order.paidAt ?? order.createdAt, locale)}
              </DetailRow>
              <DetailRow label={i18n._(msg`Método de pago`)}>
                {paymentMethodLabel(i18n, order.paymentMethod)}
              </DetailRow>
              <DetailRow label={i18n._(msg`N.º de factura`)}>{invoiceNumber(order.transactionId)}</DetailRow>
            </dl>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', pt: '2' })}>
              {continueHref && (
                <a
                  href={continueHref}
                  className={cx(button(), wrapButton, css({ flex: { base: '1 1 100%', sm: '0 0 auto' } }))}
                  data-testid="continue-link"
                >
                  {i18n._(msg`Continuar`)}
                </a>
              )}
              <a
                href={receiptHref}
                className={cx(
                  button({ variant: continueHref ? 'secondary' : 'primary' }),
                  wrapButton,
                  css({ flex: { base: '1 1 100%', sm: '0 0 auto' } }),
                )}
                data-testid="receipt-link"
              >
                {i18n._(msg`Ver recibo`)}
              </a>
            </div>
          </section>

          <CourseAccess i18n={i18n} courses={order.courses} email={learnerEmail(order)} />
          <CreditsAdded i18n={i18n} locale={locale} order={order} />
          <RegistrationPrompt i18n={i18n} locale={locale} order={order} />
        </div>
      </div>
    </div>
  );
}

const bigIcon = css({
  display: 'grid',
  placeItems: 'center',
  w: '20',
  h: '20',
  borderRadius: 'pill',
  fontSize: '4xl',
  fontWeight: '800',
});
const successIcon = css({
  bg: 'success',
  color: 'white',
  boxShadow: '0 0 0 10px token(colors.mint.100)',
  _dark: {
    color: 'ink.950',
    boxShadow: '0 0 0 10px color-mix(in srgb, token(colors.mint.500) 20%, transparent)',
  },
});
const spinner = css({
  w: '12',
  h: '12',
  borderRadius: 'pill',
  border: '4px solid',
  borderColor: 'bg.muted',
  borderTopColor: 'accent',
  animation: 'spin 0.9s linear infinite',
  _motionReduce: { animation: 'none' },
});
