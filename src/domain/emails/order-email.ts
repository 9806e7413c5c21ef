import type { ProductType } from '../../db/schema/orders.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { href, pagePaths, SERVER_ROUTES, serverPath } from '../../routes.ts';
import type { EmailKind, OrderEmailPayload } from '../outbox.ts';
import { type EmailAction, type EmailContent, renderHtml, renderText, type SummaryRow } from './layout.ts';

// The order e-mails (issue 10): the receipt of a card payment, the invoice of a pay-later order and the refund
// confirmation, in Spanish and English. They render from the snapshot stored in the outbox row alone, so a
// message sent hours later says what was true when the order changed.

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface KindCopy {
  subject: (product: string) => string;
  preheader: string;
  heading: string;
  /** `bundle`: the order holds several courses. */
  intro: (type: ProductType) => string;
  amountLabel: string;
  dateLabel: string;
  note: string;
  /** A test order (sandbox, Stripe's test mode): what happened, without claiming that money moved. */
  test: { intro: (type: ProductType) => string; amountLabel: string };
}

interface LocaleCopy {
  greeting: (name: string) => string;
  productType: Record<OrderEmailPayload['productType'], string>;
  state: string;
  price: string;
  priceDiscount: string;
  codeDiscount: string;
  transaction: string;
  viewReceipt: string;
  payNow: string;
  invoicePdf: string;
  viewOrder: string;
  tagline: string;
  reason: string;
  /** Subject prefix and preheader of a test order's e-mails. */
  testSubject: string;
  testNotice: string;
  kinds: Record<EmailKind, KindCopy>;
}

const COPY: Record<Locale, LocaleCopy> = {
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    productType: { course: 'Curso', bundle: 'Paquete de cursos', credits: 'Créditos de Study' },
    state: 'Estado',
    price: 'Precio',
    priceDiscount: 'Descuento',
    codeDiscount: 'Código de descuento',
    transaction: 'Número de transacción',
    viewReceipt: 'Ver tu recibo',
    payNow: 'Pagar ahora',
    invoicePdf: 'Descargar la factura (PDF)',
    viewOrder: 'Ver tu pedido',
    tagline: 'Educación continua acreditada, en español y en inglés.',
    reason: 'Recibes este correo porque hiciste un pedido en Quest.',
    testSubject: '[Prueba]',
    testNotice: 'Pedido de prueba: se usó una tarjeta de prueba y no se movió dinero real.',
    kinds: {
      receipt: {
        subject: (product) => `Tu recibo de Quest: ${product}`,
        preheader: 'Recibimos tu pago. Aquí tienes tu recibo.',
        heading: '¡Gracias por tu compra!',
        intro: (type) =>
          type === 'credits'
            ? 'Recibimos tu pago y tus créditos ya están en tu saldo de Study (no caducan). Este es tu recibo.'
            : `Recibimos tu pago y ya tienes acceso a ${type === 'bundle' ? 'tus cursos' : 'tu curso'}. Este es tu recibo.`,
        amountLabel: 'Total pagado',
        dateLabel: 'Fecha de pago',
        note: 'Guarda este correo como comprobante de tu compra. Si tienes alguna pregunta, responde a este mensaje.',
        test: {
          intro: (type) =>
            type === 'credits'
              ? 'Registramos tu pedido de prueba y los créditos de prueba ya están en tu saldo de Study. No se cobró dinero real.'
              : `Registramos tu pedido de prueba y ya tienes acceso a ${type === 'bundle' ? 'tus cursos' : 'tu curso'}. No se cobró dinero real.`,
          amountLabel: 'Total (prueba, sin cargo real)',
        },
      },
      invoice: {
        subject: (product) => `Tu factura de Quest: ${product}`,
        preheader: 'Elegiste pagar después. Aquí tienes tu factura.',
        heading: 'Tu factura está lista',
        intro: (type) =>
          `Elegiste pagar después: ya tienes acceso a ${type === 'bundle' ? 'tus cursos' : 'tu curso'} y puedes pagar cuando quieras desde tu recibo.`,
        amountLabel: 'Importe pendiente',
        dateLabel: 'Fecha de la factura',
        note: 'Si ya pagaste, no tienes que hacer nada más. Si tienes alguna pregunta, responde a este mensaje.',
        test: {
          intro: (type) =>
            `Elegiste pagar después un pedido de prueba: ya tienes acceso a ${type === 'bundle' ? 'tus cursos' : 'tu curso'}. Al pagarlo no se cobrará dinero real.`,
          amountLabel: 'Importe pendiente (prueba)',
        },
      },
      refund: {
        subject: (product) => `Confirmación de reembolso: ${product}`,
        preheader: 'Tu reembolso está en camino.',
        heading: 'Tu reembolso está en camino',
        intro: () =>
          'Reembolsamos tu pedido. El importe vuelve al mismo medio de pago; según tu banco, puede tardar unos días hábiles en aparecer.',
        amountLabel: 'Importe reembolsado',
        dateLabel: 'Fecha del reembolso',
        note: 'Si no solicitaste este reembolso o tienes alguna pregunta, responde a este mensaje.',
        test: {
          intro: () => 'Anulamos tu pedido de prueba. No se cobró dinero real, así que no se devuelve nada.',
          amountLabel: 'Importe anulado (prueba)',
        },
      },
    },
  },
  en: {
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    productType: { course: 'Course', bundle: 'Course bundle', credits: 'Study credits' },
    state: 'State',
    price: 'Price',
    priceDiscount: 'Discount',
    codeDiscount: 'Discount code',
    transaction: 'Transaction number',
    viewReceipt: 'View your receipt',
    payNow: 'Pay now',
    invoicePdf: 'Download the invoice (PDF)',
    viewOrder: 'View your order',
    tagline: 'Accredited continuing education, in Spanish and English.',
    reason: 'You are receiving this e-mail because you placed an order on Quest.',
    testSubject: '[Test]',
    testNotice: 'Test order: a test card was used and no real money moved.',
    kinds: {
      receipt: {
        subject: (product) => `Your Quest receipt: ${product}`,
        preheader: 'We received your payment. Here is your receipt.',
        heading: 'Thank you for your purchase!',
        intro: (type) =>
          type === 'credits'
            ? 'We received your payment and your credits are in your Study balance (they never expire). Here is your receipt.'
            : `We received your payment and ${type === 'bundle' ? 'your courses are' : 'your course is'} ready for you. Here is your receipt.`,
        amountLabel: 'Total paid',
        dateLabel: 'Payment date',
        note: 'Keep this e-mail as proof of purchase. If you have any questions, reply to this message.',
        test: {
          intro: (type) =>
            type === 'credits'
              ? 'We recorded your test order and the test credits are in your Study balance. No real money was charged.'
              : `We recorded your test order and ${type === 'bundle' ? 'your courses are' : 'your course is'} ready for you. No real money was charged.`,
          amountLabel: 'Total (test, no real charge)',
        },
      },
      invoice: {
        subject: (product) => `Your Quest invoice: ${product}`,
        preheader: 'You chose to pay later. Here is your invoice.',
        heading: 'Your invoice is ready',
        intro: (type) =>
          `You chose to pay later: ${type === 'bundle' ? 'your courses are' : 'your course is'} ready for you, and you can pay whenever you like from your receipt.`,
        amountLabel: 'Amount due',
        dateLabel: 'Invoice date',
        note: 'If you have already paid, there is nothing else to do. If you have any questions, reply to this message.',
        test: {
          intro: (type) =>
            `You chose to pay later for a test order: ${type === 'bundle' ? 'your courses are' : 'your course is'} ready for you. Paying it charges no real money.`,
          amountLabel: 'Amount due (test)',
        },
      },
      refund: {
        subject: (product) => `Refund confirmation: ${product}`,
        preheader: 'Your refund is on its way.',
        heading: 'Your refund is on its way',
        intro: () =>
          'We refunded your order. The amount goes back to the same payment method; depending on your bank, it may take a few business days to appear.',
        amountLabel: 'Amount refunded',
        dateLabel: 'Refund date',
        note: 'If you did not ask for this refund or have any questions, reply to this message.',
        test: {
          intro: () => 'We cancelled your test order. No real money was charged, so none is refunded.',
          amountLabel: 'Amount cancelled (test)',
        },
      },
    },
  },
};

export function isEmailKind(value: string): value is EmailKind {
  return value === 'receipt' || value === 'invoice' || value === 'refund';
}

/** The Message-ID of an outbox row: the same on every attempt, so a resend after a crash reads as one mail. */
export function outboxMessageId(outboxId: number): string {
  return `<outbox-${outboxId}@quest.how>`;
}

function summaryRows(payload: OrderEmailPayload, locale: Locale, copy: LocaleCopy, kind: KindCopy) {
  // Orders are in USD (formatMoney's only currency); `payload.currency` records it for the invoice.
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  // The product's type ("Course", "Course bundle") labels its title.
  const rows: SummaryRow[] = [{ label: copy.productType[payload.productType], value: payload.productTitle }];
  if (payload.stateCode) rows.push({ label: copy.state, value: payload.stateCode });
  rows.push({ label: kind.dateLabel, value: formatDate(new Date(payload.date), locale) });
  rows.push({ label: copy.transaction, value: payload.transactionId });
  const discounted = payload.priceDiscountCents > 0 || payload.codeDiscountCents > 0;
  if (discounted) rows.push({ label: copy.price, value: money(payload.listPriceCents) });
  if (payload.priceDiscountCents > 0)
    rows.push({ label: copy.priceDiscount, value: `−${money(payload.priceDiscountCents)}` });
  if (payload.codeDiscountCents > 0)
    rows.push({ label: copy.codeDiscount, value: `−${money(payload.codeDiscountCents)}` });
  const amountLabel = payload.testMode ? kind.test.amountLabel : kind.amountLabel;
  rows.push({ label: amountLabel, value: money(payload.totalCents), strong: true });
  return rows;
}

/**
 * Subject, HTML and plain text of one order e-mail. `publicUrl` is the site's public origin: links in an e-mail
 * must be absolute.
 */
export function renderOrderEmail(
  kind: EmailKind,
  locale: Locale,
  payload: OrderEmailPayload,
  { publicUrl }: { publicUrl: string },
): RenderedEmail {
  const copy = COPY[locale];
  const kindCopy = copy.kinds[kind];
  const origin = publicUrl.replace(/\/+$/, '');
  const linkId = payload.linkId ?? payload.transactionId;
  const receiptUrl = `${origin}${href(locale, pagePaths.receipt(linkId))}`;
  const invoiceUrl = `${origin}${serverPath(SERVER_ROUTES.invoice, { transactionId: linkId })}?lang=${locale}`;
  const actions: EmailAction[] =
    kind === 'receipt'
      ? [{ label: copy.viewReceipt, url: receiptUrl, primary: true }]
      : kind === 'invoice'
        ? [
            // The receipt page of a pay-later order offers "pay now".
            { label: copy.payNow, url: receiptUrl, primary: true },
            { label: copy.invoicePdf, url: invoiceUrl, primary: false },
          ]
        : [{ label: copy.viewOrder, url: receiptUrl, primary: true }];
  const content: EmailContent = {
    locale,
    // A test order's e-mail never claims that money moved (issue 28).
    preheader: payload.testMode ? copy.testNotice : kindCopy.preheader,
    heading: kindCopy.heading,
    paragraphs: [
      copy.greeting(payload.buyerName.trim()),
      payload.testMode ? kindCopy.test.intro(payload.productType) : kindCopy.intro(payload.productType),
      ...(payload.testMode ? [copy.testNotice] : []),
    ],
    summary: summaryRows(payload, locale, copy, kindCopy),
    actions,
    note: kindCopy.note,
    footer: {
      tagline: copy.tagline,
      reason: copy.reason,
      homeUrl: `${origin}${href(locale, pagePaths.home)}`,
    },
  };
  return {
    subject: `${payload.testMode ? `${copy.testSubject} ` : ''}${kindCopy.subject(payload.productTitle)}`,
    html: renderHtml(content),
    text: renderText(content),
  };
}
