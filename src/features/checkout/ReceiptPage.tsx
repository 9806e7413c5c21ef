import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { brand } from '../../config/brand.ts';
import { orderRules } from '../../domain/identity/index.ts';
import { type InvoiceLine, invoiceLines, invoiceNumber } from '../../domain/orders/invoice.ts';
import type { OrderView } from '../../domain/orders/queries.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { getViewer } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';
import { CourseAccess } from './CourseAccess.tsx';
import { CreditsAdded } from './CreditsAdded.tsx';
import { getFormState } from './form-state.ts';
import { PayNow } from './PayNow.tsx';
import { PrintButton } from './PrintButton.tsx';
import {
  DetailRow,
  invoiceHref,
  learnerEmail,
  messageFor,
  Notice,
  noPrint,
  pageTitle,
  paymentMethodLabel,
  productTypeLabel,
  StatusBadge,
  TestOrderBadge,
  widePage,
} from './parts.tsx';
import { RefundPanel } from './RefundPanel.tsx';
import { RegistrationPrompt } from './RegistrationPrompt.tsx';

/** /receipts/{transactionId}: the receipt (spec §3), printable as the invoice, with pay now, refund and access. */
export async function ReceiptPage({ transactionId }: { transactionId: string }) {
  const { i18n, locale } = initRequestI18n();
  const order = await domain().orders.find(transactionId, locale);
  if (!order) notFound();
  const owner = orderRules.refund(order, await getViewer());
  const query = requestPageUrl().searchParams;
  const refundState = getFormState('refund');
  const pending = order.status === 'pending_payment';
  const refunded = order.status === 'refunded';
  const number = invoiceNumber(order.transactionId);
  const total = formatMoney(order.totalCents, locale, { cents: 'always' });

  return (
    <div className={cx(widePage, printPage)} data-testid="receipt-page" data-print-document>
      <PageMeta
        locale={locale}
        path={pagePaths.receipt(transactionId)}
        title={`${i18n._(msg`Recibo ${number}`)} · Quest`}
        description={i18n._(msg`El recibo de tu compra en Quest.`)}
        noindex
      />

      <div className={css({ display: 'grid', gap: '3', mb: '6', _print: { display: 'none' } })}>
        {query.get('registered') === '1' && (
          <Notice tone="success" title={i18n._(msg`¡Registro completado!`)} testId="registered-notice">
            {i18n._(msg`Tu cuenta quedó confirmada. Entra en la app de Quest con ese correo para empezar.`)}
          </Notice>
        )}
        {query.get('refund') === 'done' && refunded && (
          <Notice tone="success" title={i18n._(msg`Reembolso confirmado`)} testId="refund-done">
            {i18n._(
              msg`Devolvimos ${total} a tu método de pago; puede tardar de 5 a 10 días hábiles en verse en tu cuenta. Te enviamos la confirmación por correo.`,
            )}
          </Notice>
        )}
        {refundState?.errors._form && (
          <Notice tone="error" title={i18n._(msg`No se pudo hacer el reembolso`)} testId="refund-error">
            {messageFor(locale, refundState.errors._form)}
          </Notice>
        )}
      </div>

      <div
        className={css({
          display: 'grid',
          gap: '6',
          alignItems: 'start',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 360px' },
          _print: { display: 'block' },
        })}
      >
        <article aria-labelledby="receipt-title" className={cx(card(), receiptCard)} data-testid="receipt">
          <header
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: '4',
              pb: '5',
              mb: '2',
              borderBottomWidth: '2px',
              borderBottomStyle: 'solid',
              borderBottomColor: 'border',
            })}
          >
            <div className={css({ display: 'grid', gap: '1' })}>
              <p className={wordmark}>{brand.name}</p>
              <h1 id="receipt-title" className={pageTitle}>
                {i18n._(msg`Recibo de compra`)}
              </h1>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {i18n._(msg`Factura ${number} · ${formatDate(order.createdAt, locale)}`)}
              </p>
            </div>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
              <StatusBadge i18n={i18n} status={order.status} />
              {order.testMode && <TestOrderBadge i18n={i18n} />}
            </div>
          </header>

          <dl>
            <DetailRow label={i18n._(msg`Nombre completo`)} testId="receipt-name">
              {order.buyerName}
            </DetailRow>
            <DetailRow label={i18n._(msg`Correo electrónico`)} testId="receipt-email">
              {order.buyerEmail}
            </DetailRow>
            {order.invitedName && (
              <DetailRow label={i18n._(msg`Curso para`)}>
                {order.invitedName}
                {order.invitedEmail && ` · ${order.invitedEmail}`}
              </DetailRow>
            )}
            <DetailRow label={i18n._(msg`Producto`)} testId="receipt-product">
              {order.productTitle}
            </DetailRow>
            <DetailRow label={i18n._(msg`Tipo`)} testId="receipt-type">
              {productTypeLabel(i18n, order.productType)}
            </DetailRow>
            {order.affiliateName && (
              <DetailRow label={i18n._(msg`Recomendado por`)} testId="receipt-affiliate">
                {order.affiliateName}
              </DetailRow>
            )}
            <DetailRow
              label={pending ? i18n._(msg`Importe pendiente`) : i18n._(msg`Importe pagado`)}
              testId="receipt-amount"
            >
              {total}
            </DetailRow>
            <DetailRow label={i18n._(msg`Fecha de pago`)} testId="receipt-paid-at">
              {order.paidAt ? formatDate(order.paidAt, locale) : i18n._(msg`Pendiente`)}
            </DetailRow>
            {order.refundedAt && (
              <DetailRow label={i18n._(msg`Fecha de reembolso`)}>
                {formatDate(order.refundedAt, locale)}
              </DetailRow>
            )}
            <DetailRow label={i18n._(msg`Método de pago`)}>
              {paymentMethodLabel(i18n, order.paymentMethod)}
            </DetailRow>
            <DetailRow label={i18n._(msg`Factura`)} testId="receipt-invoice">
              <a href={invoiceHref(order.linkId, locale)} className={link} data-testid="invoice-link">
                {i18n._(msg`Factura ${number} (PDF)`)}
              </a>
            </DetailRow>
          </dl>

          <LineItems i18n={i18n} locale={locale} order={order} />

          <p className={css({ mt: '6', fontSize: 'xs', color: 'fg.muted' })}>
            {i18n._(msg`${brand.legalName} · ¿Preguntas? Escríbenos a ${brand.supportEmail}`)}
          </p>
        </article>

        <aside
          className={cx(css({ display: 'grid', gap: '5' }), noPrint)}
          aria-label={i18n._(msg`Acciones del pedido`)}
        >
          <div className={cx(card(), css({ display: 'grid', gap: '3' }))}>
            <a href={invoiceHref(order.linkId, locale)} className={button()} data-testid="invoice-download">
              {i18n._(msg`Descargar factura (PDF)`)}
            </a>
            <PrintButton label={i18n._(msg`Imprimir recibo`)} />
          </div>
          {pending && <PayNow i18n={i18n} locale={locale} order={order} />}
          {(order.status === 'paid' || refunded) && (
            <RefundPanel i18n={i18n} locale={locale} order={order} owner={owner} />
          )}
          <CourseAccess i18n={i18n} courses={order.courses} email={learnerEmail(order)} />
          <CreditsAdded i18n={i18n} locale={locale} order={order} />
          <RegistrationPrompt i18n={i18n} locale={locale} order={order} />
        </aside>
      </div>
    </div>
  );
}

function lineLabel(i18n: I18n, order: OrderView, line: InvoiceLine): string {
  switch (line.kind) {
    case 'product':
      return `${order.productTitle} · ${productTypeLabel(i18n, order.productType)}`;
    case 'price_discount':
      return i18n._(msg`Descuento`);
    case 'code_discount':
      return line.code ? i18n._(msg`Código de descuento ${line.code}`) : i18n._(msg`Código de descuento`);
  }
}

function LineItems({ i18n, locale, order }: { i18n: I18n; locale: Locale; order: OrderView }) {
  const pending = order.status === 'pending_payment';
  return (
    <table className={table} data-testid="line-items">
      <caption className={css({ srOnly: true })}>{i18n._(msg`Detalle de la factura`)}</caption>
      <thead>
        <tr>
          <th scope="col">{i18n._(msg`Concepto`)}</th>
          <th scope="col" className={amountCell}>
            {i18n._(msg`Importe`)}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoiceLines(order).map((line) => (
          <tr key={line.kind}>
            <td>{lineLabel(i18n, order, line)}</td>
            <td className={amountCell}>
              {line.cents < 0 ? '−' : ''}
              {formatMoney(Math.abs(line.cents), locale, { cents: 'always' })}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{pending ? i18n._(msg`Total pendiente`) : i18n._(msg`Total`)}</th>
          <td className={amountCell} data-testid="line-total">
            {formatMoney(order.totalCents, locale, { cents: 'always' })}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

// Printed, the receipt is the invoice: only it, in black on white (data-print-document hides the site around it,
// src/styles.css).
const printPage = css({
  _print: {
    maxW: 'none',
    p: '0',
  },
});
const receiptCard = css({
  p: { base: '5', md: '8' },
  _print: { border: 'none', boxShadow: 'none', p: '0', bg: 'white', color: 'black' },
});
const wordmark = css({
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: 'xl',
  color: 'fg.brand',
  letterSpacing: '-0.02em',
  _print: { color: 'black' },
});
const link = css({
  color: 'fg.brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _print: { color: 'black', textDecoration: 'none' },
});
const table = css({
  w: '100%',
  mt: '6',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'left',
    py: '3',
    px: '0',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border',
  },
  '& thead th': {
    color: 'fg.muted',
    fontWeight: '600',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  '& tfoot th, & tfoot td': { fontSize: 'lg', fontWeight: '800', borderBottomWidth: '0', pt: '4' },
  '& tr > :last-child': { textAlign: 'right', pl: '4' },
  _print: { '& th, & td': { borderBottomColor: 'ink.300' } },
});
const amountCell = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
