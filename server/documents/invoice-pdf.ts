import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { brand } from '../../src/config/brand.ts';
import {
  type InvoiceState,
  invoiceLines,
  invoiceNumber,
  invoiceState,
} from '../../src/domain/orders/invoice.ts';
import type { OrderView } from '../../src/domain/orders/queries.ts';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';
import { LANGUAGE_TAGS, type Locale } from '../../src/i18n/locales.ts';

// An order's invoice as a one-page A4 PDF, in the page's language. Helvetica (a standard PDF font, nothing
// embedded) covers Spanish through WinAnsi; characters outside it (a name in another script) are written
// without their accents, or as '?', rather than failing the whole document.

interface InvoiceCopy {
  title: string;
  number: string;
  issued: string;
  billTo: string;
  courseFor: string;
  from: string;
  description: string;
  amount: string;
  course: string;
  bundle: string;
  credits: string;
  discount: string;
  code: (code: string | null) => string;
  total: string;
  amountPaid: string;
  amountDue: string;
  orderDate: string;
  paymentDate: string;
  refundDate: string;
  paymentMethod: string;
  card: string;
  payLater: string;
  state: Record<InvoiceState, string>;
  /** Before the state of a test order (sandbox, Stripe's test mode): no real money moved. */
  testOrder: string;
  payAt: string;
  refundedNote: string;
  thanks: string;
  reference: string;
}

const COPY: Record<Locale, InvoiceCopy> = {
  es: {
    title: 'Factura',
    number: 'N.º de factura',
    issued: 'Fecha de emisión',
    billTo: 'Facturar a',
    courseFor: 'Curso para',
    from: 'Emitida por',
    description: 'Concepto',
    amount: 'Importe',
    course: 'Curso',
    bundle: 'Paquete de cursos',
    credits: 'Créditos de Study',
    discount: 'Descuento',
    code: (code) => (code ? `Código de descuento ${code}` : 'Código de descuento'),
    total: 'Total',
    amountPaid: 'Importe pagado',
    amountDue: 'Importe pendiente',
    orderDate: 'Fecha del pedido',
    paymentDate: 'Fecha de pago',
    refundDate: 'Fecha de reembolso',
    paymentMethod: 'Método de pago',
    card: 'Tarjeta',
    payLater: 'Pagar después (factura)',
    state: {
      paid: 'PAGADA',
      pending: 'PENDIENTE DE PAGO',
      refunded: 'REEMBOLSADA',
      processing: 'PROCESANDO',
      failed: 'PAGO FALLIDO',
    },
    testOrder: 'PRUEBA, SIN CARGO REAL',
    payAt: 'Paga en línea en:',
    refundedNote: 'El importe de esta factura fue reembolsado.',
    thanks: 'Gracias por aprender con Quest.',
    reference: 'Referencia de la transacción',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Date issued',
    billTo: 'Bill to',
    courseFor: 'Course for',
    from: 'Issued by',
    description: 'Description',
    amount: 'Amount',
    course: 'Course',
    bundle: 'Course bundle',
    credits: 'Study credits',
    discount: 'Discount',
    code: (code) => (code ? `Discount code ${code}` : 'Discount code'),
    total: 'Total',
    amountPaid: 'Amount paid',
    amountDue: 'Amount due',
    orderDate: 'Order date',
    paymentDate: 'Payment date',
    refundDate: 'Refund date',
    paymentMethod: 'Payment method',
    card: 'Card',
    payLater: 'Pay later (invoice)',
    state: {
      paid: 'PAID',
      pending: 'PAYMENT PENDING',
      refunded: 'REFUNDED',
      processing: 'PROCESSING',
      failed: 'PAYMENT FAILED',
    },
    testOrder: 'TEST, NO REAL CHARGE',
    payAt: 'Pay online at:',
    refundedNote: 'The amount of this invoice has been refunded.',
    thanks: 'Thank you for learning with Quest.',
    reference: 'Transaction reference',
  },
};

// The site's tokens (panda.config.ts): brand.600, ink.900, ink.500, ink.200, ink.50, and the status colours.
const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );
const COLORS = {
  brand: hex('#5535F0'),
  ink: hex('#111423'),
  muted: hex('#646B83'),
  line: hex('#D8DCE8'),
  band: hex('#F6F7FB'),
  state: {
    paid: hex('#0A7A50'),
    pending: hex('#B3301B'),
    refunded: hex('#4526CC'),
    processing: hex('#4526CC'),
    failed: hex('#B3301B'),
  } satisfies Record<InvoiceState, ReturnType<typeof rgb>>,
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Keeps what Helvetica (WinAnsi) can draw; other characters lose their accents or become '?'. */
export function winAnsiSafe(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/[\u00a0\u2007\u202f]/g, ' ').replace(/\u2212/g, '-')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...bare].every((part) => supported.has(part.codePointAt(0) ?? 0)) && bare ? bare : '?';
  }
  return out;
}

export async function renderInvoicePdf(
  order: OrderView,
  { locale, receiptUrl, now = new Date() }: { locale: Locale; receiptUrl: string; now?: Date },
): Promise<Uint8Array> {
  const copy = COPY[locale];
  const number = invoiceNumber(order.transactionId);
  const state = invoiceState(order.status);
  const doc = await PDFDocument.create();
  doc.setTitle(`${brand.name} · ${copy.title} ${number}`);
  doc.setAuthor(brand.legalName);
  doc.setCreator(brand.name);
  doc.setProducer(brand.name);
  doc.setLanguage(LANGUAGE_TAGS[locale]);
  doc.setCreationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => winAnsiSafe(text, supported);
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const right = width - MARGIN;

  const text = (
    value: string,
    x: number,
    y: number,
    { size = 10, font = regular, color = COLORS.ink, align = 'left' }: TextOptions = {},
  ) => {
    const content = safe(value);
    const at = align === 'right' ? x - font.widthOfTextAtSize(content, size) : x;
    page.drawText(content, { x: at, y, size, font, color });
  };

  // Header: the brand on the left, the document's title, number and date on the right.
  let y = height - MARGIN - 10;
  text(brand.name, MARGIN, y - 8, { size: 30, font: bold, color: COLORS.brand });
  text(copy.title.toUpperCase(), right, y, { size: 18, font: bold, align: 'right' });
  text(`${copy.number}: ${number}`, right, y - 18, { size: 10, color: COLORS.muted, align: 'right' });
  text(`${copy.issued}: ${formatDate(order.createdAt, locale)}`, right, y - 32, {
    size: 10,
    color: COLORS.muted,
    align: 'right',
  });
  // The state, as a coloured label under the title.
  const stateText = safe(order.testMode ? `${copy.testOrder} · ${copy.state[state]}` : copy.state[state]);
  const stateWidth = bold.widthOfTextAtSize(stateText, 9) + 16;
  page.drawRectangle({
    x: right - stateWidth,
    y: y - 58,
    width: stateWidth,
    height: 18,
    borderColor: COLORS.state[state],
    borderWidth: 1.2,
  });
  text(stateText, right - 8, y - 52, { size: 9, font: bold, color: COLORS.state[state], align: 'right' });

  // From and bill-to.
  y -= 100;
  const column = MARGIN + (right - MARGIN) / 2;
  text(copy.from.toUpperCase(), MARGIN, y, { size: 8, font: bold, color: COLORS.muted });
  text(copy.billTo.toUpperCase(), column, y, { size: 8, font: bold, color: COLORS.muted });
  y -= 16;
  const fromLines = [brand.legalName, brand.supportEmail, hostOf(receiptUrl)];
  const billLines = [order.buyerName, order.buyerEmail];
  if (order.phone) billLines.push(order.phone);
  if (order.invitedName) billLines.push(`${copy.courseFor}: ${order.invitedName}`);
  for (let index = 0; index < Math.max(fromLines.length, billLines.length); index++) {
    const from = fromLines[index];
    const bill = billLines[index];
    if (from) text(from, MARGIN, y, { size: 10, font: index === 0 ? bold : regular });
    if (bill)
      text(fitText(safe(bill), regular, 10, right - column), column, y, {
        size: 10,
        font: index === 0 ? bold : regular,
      });
    y -= 15;
  }

  // Line items.
  y -= 20;
  page.drawRectangle({ x: MARGIN, y: y - 8, width: right - MARGIN, height: 24, color: COLORS.band });
  text(copy.description.toUpperCase(), MARGIN + 10, y, { size: 8, font: bold, color: COLORS.muted });
  text(copy.amount.toUpperCase(), right - 10, y, {
    size: 8,
    font: bold,
    color: COLORS.muted,
    align: 'right',
  });
  y -= 30;
  const descriptionWidth = right - MARGIN - 140;
  for (const line of invoiceLines(order)) {
    const amount = `${line.cents < 0 ? '-' : ''}${formatMoney(Math.abs(line.cents), locale, { cents: 'always' })}`;
    let rows: string[];
    if (line.kind === 'product') {
      rows = wrap(safe(order.productTitle), bold, 10, descriptionWidth);
      rows.forEach((row, index) => {
        text(row, MARGIN + 10, y - index * 14, { size: 10, font: bold });
      });
      y -= rows.length * 14;
      text(copy[order.productType], MARGIN + 10, y, {
        size: 9,
        color: COLORS.muted,
      });
      text(amount, right - 10, y + rows.length * 14, { size: 10, align: 'right' });
      y -= 28;
    } else {
      const label = line.kind === 'price_discount' ? copy.discount : copy.code(line.code);
      text(label, MARGIN + 10, y, { size: 10 });
      text(amount, right - 10, y, { size: 10, align: 'right' });
      y -= 28;
    }
    page.drawLine({
      start: { x: MARGIN, y: y + 16 },
      end: { x: right, y: y + 16 },
      thickness: 0.6,
      color: COLORS.line,
    });
  }
  y -= 8;
  const totalColumn = right - 220;
  text(copy.total, totalColumn, y, { size: 12, font: bold });
  text(formatMoney(order.totalCents, locale, { cents: 'always' }), right - 10, y, {
    size: 12,
    font: bold,
    align: 'right',
  });
  y -= 20;
  const due = state === 'pending' || state === 'processing';
  text(due ? copy.amountDue : copy.amountPaid, totalColumn, y, { size: 10, color: COLORS.muted });
  text(formatMoney(state === 'failed' ? 0 : order.totalCents, locale, { cents: 'always' }), right - 10, y, {
    size: 10,
    color: COLORS.muted,
    align: 'right',
  });

  // Dates and payment method.
  y -= 44;
  const facts: Array<[string, string]> = [
    [copy.orderDate, formatDate(order.createdAt, locale)],
    [copy.paymentMethod, order.paymentMethod === 'pay_later' ? copy.payLater : copy.card],
  ];
  if (order.paidAt) facts.push([copy.paymentDate, formatDate(order.paidAt, locale)]);
  if (order.refundedAt) facts.push([copy.refundDate, formatDate(order.refundedAt, locale)]);
  for (const [label, value] of facts) {
    text(label, MARGIN, y, { size: 10, color: COLORS.muted });
    text(value, MARGIN + 150, y, { size: 10 });
    y -= 16;
  }

  if (state === 'pending') {
    y -= 18;
    page.drawRectangle({
      x: MARGIN,
      y: y - 30,
      width: right - MARGIN,
      height: 48,
      borderColor: COLORS.brand,
      borderWidth: 1.2,
    });
    text(copy.payAt, MARGIN + 12, y, { size: 10, font: bold, color: COLORS.brand });
    text(fitText(safe(receiptUrl), regular, 10, right - MARGIN - 24), MARGIN + 12, y - 17, { size: 10 });
  } else if (state === 'refunded') {
    y -= 18;
    text(copy.refundedNote, MARGIN, y, { size: 10, font: bold, color: COLORS.state.refunded });
  }

  // Footer.
  page.drawLine({
    start: { x: MARGIN, y: 78 },
    end: { x: right, y: 78 },
    thickness: 0.6,
    color: COLORS.line,
  });
  text(copy.thanks, MARGIN, 60, { size: 10, font: bold });
  text(`${copy.reference}: ${order.transactionId}`, MARGIN, 46, { size: 8, color: COLORS.muted });
  text(`${brand.legalName} · ${brand.supportEmail}`, right, 60, {
    size: 8,
    color: COLORS.muted,
    align: 'right',
  });

  return doc.save();
}

interface TextOptions {
  size?: number;
  font?: PDFFont;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right';
}

/** Splits text into lines that fit `maxWidth` (words longer than a line are cut). */
function wrap(value: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = fitText(word, font, size, maxWidth);
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines.slice(0, 4) : [''];
}

/** The text, shortened with an ellipsis if it does not fit `maxWidth`. */
function fitText(value: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(value, size) <= maxWidth) return value;
  let cut = value;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
