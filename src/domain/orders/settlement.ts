import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { orders, paymentEvents } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { revokeCertificatesOfOrder, unlockCertificatesOfOrder } from '../certificates/records.ts';
import { creditPackageOfOrder, removePackageCredits } from '../credit-ledger.ts';
import type { PaymentEvent } from './payment-gateway.ts';
import {
  grantAccess,
  lockOrder,
  moveOrder,
  type OrderRow,
  productCourseIds,
  queueOrderEmail,
  revokeAccess,
} from './records.ts';

// Settlement: the one code path by which a provider's word changes an order. Stripe's webhook and the offline
// sandbox both end here. An event is first stored by its id (recordPaymentEvent), then acted on in one
// transaction with every side effect (processPaymentEvent): order → paid, access granted, receipt queued. A
// replay finds the stored row and changes nothing; a row left unprocessed by a crash is processed at the next
// start (processPendingEvents).

export type SettlementOutcome =
  | 'settled'
  | 'refunded'
  | 'duplicate'
  | 'ignored: unknown order'
  | 'ignored: already paid'
  | 'ignored: not payable'
  | 'ignored: amount mismatch'
  | 'ignored: not refundable'
  | 'noted';

/** Stores the event once; false when it was stored before (a replay). */
export async function recordPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({
      id: event.id,
      provider: event.provider,
      type: event.type,
      transactionId: event.transactionId,
      providerPaymentId: event.paymentId,
      amountCents: event.amountCents,
      receivedAt: now,
    })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Acts on a stored event once, in one transaction with its side effects. */
export async function processPaymentEvent(
  db: Db,
  eventId: string,
  now: Date = new Date(),
): Promise<SettlementOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId))
      .for('update')
      .limit(1);
    if (!stored || stored.processedAt) return 'duplicate';
    const outcome = await applyEvent(tx, stored, now);
    await tx.update(paymentEvents).set({ processedAt: now, outcome }).where(eq(paymentEvents.id, eventId));
    return outcome;
  });
}

async function applyEvent(
  tx: Db,
  event: typeof paymentEvents.$inferSelect,
  now: Date,
): Promise<SettlementOutcome> {
  const transactionId = event.transactionId ?? (await transactionOfPayment(tx, event.providerPaymentId));
  const order = transactionId ? await lockOrder(tx, transactionId) : undefined;
  if (!order) return 'ignored: unknown order';

  if (event.type === 'payment.succeeded') {
    if (order.status === 'paid' || order.status === 'refunded') return 'ignored: already paid';
    if (order.status !== 'created' && order.status !== 'pending_payment') return 'ignored: not payable';
    if (event.amountCents !== null && event.amountCents !== order.totalCents)
      return 'ignored: amount mismatch';
    const wasPending = order.status === 'pending_payment';
    await moveOrder(
      tx,
      order,
      'paid',
      { paidAt: now, providerPaymentId: event.providerPaymentId ?? order.providerPaymentId },
      now,
    );
    // Pay later already gave access; a card payment gives it now.
    if (!wasPending) await grantAccess(tx, order, await productCourseIds(tx, order), now);
    // Certificates of courses completed before paying are issued in this same transaction (spec §4).
    else await unlockCertificatesOfOrder(tx, order.id, now);
    // A credit package's credits, in this same transaction and once per order (a replay finds the order paid).
    if (order.productType === 'credits')
      await creditPackageOfOrder(tx, order, await grantAccess(tx, order, [], now), now);
    await queueOrderEmail(tx, { ...order, status: 'paid' }, 'receipt', now);
    return 'settled';
  }
  if (event.type === 'refund.succeeded') {
    if (order.status === 'refunded') return 'duplicate';
    if (order.status !== 'paid') return 'ignored: not refundable';
    await refundPaidOrder(tx, order, now);
    return 'refunded';
  }
  // A failed attempt leaves a Stripe order open: the buyer may still pay it with another card.
  return 'noted';
}

async function transactionOfPayment(tx: Db, paymentId: string | null): Promise<string | undefined> {
  if (!paymentId) return undefined;
  const [row] = await tx
    .select({ transactionId: orders.transactionId })
    .from(orders)
    .where(eq(orders.providerPaymentId, paymentId))
    .limit(1);
  return row?.transactionId;
}

/** Events stored but never acted on (the process died in between): processed in order of arrival. */
export async function processPendingEvents(
  db: Db,
  { now = new Date(), olderThanMs = 0 }: { now?: Date; olderThanMs?: number } = {},
): Promise<Array<{ id: string; outcome: SettlementOutcome }>> {
  const pending = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        isNull(paymentEvents.processedAt),
        lt(paymentEvents.receivedAt, new Date(now.getTime() - olderThanMs + 1)),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(100);
  const results: Array<{ id: string; outcome: SettlementOutcome }> = [];
  for (const { id } of pending) results.push({ id, outcome: await processPaymentEvent(db, id, now) });
  return results;
}

/**
 * A paid order becomes refunded, inside the caller's transaction: access and certificates revoked, a package's
 * unspent credits taken back (a provider's refund cannot be refused), the refund e-mail queued. The one refund step
 * for both ways a refund arrives: Stripe's `charge.refunded` (above) and the receipt's refund button
 * (checkout.ts, which also knows the provider's refund id).
 */
export async function refundPaidOrder(
  tx: Db,
  order: OrderRow,
  now: Date,
  providerRefundId?: string,
): Promise<void> {
  await moveOrder(
    tx,
    order,
    'refunded',
    { refundedAt: now, ...(providerRefundId ? { providerRefundId } : {}) },
    now,
  );
  await revokeAccess(tx, order.id, now);
  await revokeCertificatesOfOrder(tx, order.id, now);
  if (order.productType === 'credits') await removePackageCredits(tx, order, now);
  await queueOrderEmail(tx, { ...order, status: 'refunded' }, 'refund', now);
}
