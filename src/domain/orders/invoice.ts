import type { OrderView } from './queries.ts';

// What an order's invoice says, once for the receipt page and the PDF: its number and its lines.

/** The invoice number shown to people: a short, stable form of the transaction id ("Q-3F9K2A7B"). */
export function invoiceNumber(transactionId: string): string {
  return `Q-${transactionId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

export type InvoiceLine =
  | { kind: 'product'; cents: number }
  | { kind: 'price_discount'; cents: number }
  | { kind: 'code_discount'; cents: number; code: string | null };

/** The list price, then each discount as a negative amount (only those that apply); they add up to the total. */
export function invoiceLines(
  order: Pick<OrderView, 'listPriceCents' | 'priceDiscountCents' | 'codeDiscountCents' | 'discountCode'>,
): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind: 'product', cents: order.listPriceCents }];
  if (order.priceDiscountCents > 0) lines.push({ kind: 'price_discount', cents: -order.priceDiscountCents });
  if (order.codeDiscountCents > 0)
    lines.push({ kind: 'code_discount', cents: -order.codeDiscountCents, code: order.discountCode });
  return lines;
}

/** What the invoice and the receipt call the order's state. */
export type InvoiceState = 'paid' | 'pending' | 'refunded' | 'processing' | 'failed';

export function invoiceState(status: OrderView['status']): InvoiceState {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'pending_payment':
      return 'pending';
    case 'refunded':
      return 'refunded';
    case 'failed':
      return 'failed';
    default:
      return 'processing';
  }
}
