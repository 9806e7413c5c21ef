import { and, asc, eq, isNull } from 'drizzle-orm';
import { bundleCourses } from '../../db/schema/catalog.ts';
import { discountCodes } from '../../db/schema/leads.ts';
import { enrolments, learners, type OrderStatus, orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { currentLearnerId } from '../identity/accounts.ts';
import { normalizeEmail } from '../leads.ts';
import { type EmailKind, enqueueMessage, type OrderEmailPayload } from '../outbox.ts';
import { assertTransition, newLearnerId } from './state.ts';

// Writes shared by placing, settling and refunding an order; each runs inside the caller's transaction.

export type OrderRow = typeof orders.$inferSelect;

/** The order, locked for this transaction (concurrent settlements of one order queue here). */
export async function lockOrder(tx: Db, transactionId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.transactionId, transactionId))
    .for('update')
    .limit(1);
  return row;
}

export async function moveOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  changes: Partial<typeof orders.$inferInsert> = {},
  now: Date = new Date(),
): Promise<void> {
  assertTransition(order.status, to);
  await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
}

/** The learner with this address (or the account it joined), created on first purchase. */
export async function ensureLearner(
  tx: Db,
  input: { email: string; fullName: string; locale: Locale },
): Promise<string> {
  const email = normalizeEmail(input.email);
  await tx
    .insert(learners)
    .values({ id: newLearnerId(), email, fullName: input.fullName, locale: input.locale })
    .onConflictDoNothing({ target: learners.email });
  const [row] = await tx
    .select({ id: learners.id, mergedInto: learners.mergedInto })
    .from(learners)
    .where(eq(learners.email, email))
    .limit(1);
  if (!row) throw new Error('Learner could not be stored');
  // An address whose purchases joined an account (domain/identity/accounts.ts) buys for that account.
  return row.mergedInto ? ((await currentLearnerId(tx, row.mergedInto)) ?? row.id) : row.id;
}

/**
 * Access for the person who takes the course (the invited user, else the buyer): a learner and one enrolment
 * per course of the product. Idempotent: a second call for the same order adds nothing.
 */
export async function grantAccess(tx: Db, order: OrderRow, courseIds: number[], now: Date): Promise<string> {
  const learnerId =
    order.learnerId ??
    (await ensureLearner(tx, {
      email: order.invitedEmail ?? order.buyerEmail,
      fullName: order.invitedName ?? order.buyerName,
      locale: order.locale as Locale,
    }));
  if (courseIds.length > 0) {
    await tx
      .insert(enrolments)
      .values(courseIds.map((courseId) => ({ learnerId, courseId, orderId: order.id, grantedAt: now })))
      .onConflictDoNothing();
  }
  if (order.learnerId !== learnerId)
    await tx.update(orders).set({ learnerId }).where(eq(orders.id, order.id));
  return learnerId;
}

export async function revokeAccess(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(enrolments)
    .set({ revokedAt: now })
    .where(and(eq(enrolments.orderId, orderId), isNull(enrolments.revokedAt)));
}

/** Gives the order's discount code back after a failed payment (it was taken when the order was placed). */
export async function releaseDiscountCode(tx: Db, order: OrderRow): Promise<void> {
  if (!order.discountCode) return;
  await tx
    .update(discountCodes)
    .set({ redeemedAt: null, redeemedBy: null })
    .where(
      and(eq(discountCodes.code, order.discountCode), eq(discountCodes.redeemedBy, order.transactionId)),
    );
}

export function emailPayload(order: OrderRow, date: Date): OrderEmailPayload {
  return {
    transactionId: order.transactionId,
    linkId: order.linkId,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    productTitle: order.locale === 'en' ? order.productTitleEn : order.productTitleEs,
    productType: order.productType,
    stateCode: order.stateCode,
    listPriceCents: order.listPriceCents,
    priceDiscountCents: order.priceDiscountCents,
    codeDiscountCents: order.codeDiscountCents,
    totalCents: order.totalCents,
    currency: order.currency,
    date: date.toISOString(),
    testMode: order.testMode,
  };
}

/** Queues the order's e-mail of this kind once (dedupe key per order and kind). */
export async function queueOrderEmail(tx: Db, order: OrderRow, kind: EmailKind, now: Date): Promise<void> {
  await enqueueMessage(
    tx,
    {
      kind,
      dedupeKey: `${kind}:${order.transactionId}`,
      recipient: order.buyerEmail,
      locale: order.locale as Locale,
      payload: emailPayload(order, now),
    },
    now,
  );
}

/** Course ids of the order's product (a bundle's courses may change later; access is what it held now). */
export async function productCourseIds(tx: Db, order: OrderRow): Promise<number[]> {
  if (order.productType === 'course') return [order.productId];
  // A credit package gives credits (domain/credit-ledger.ts), not courses.
  if (order.productType === 'credits') return [];
  const rows = await tx
    .select({ courseId: bundleCourses.courseId })
    .from(bundleCourses)
    .where(eq(bundleCourses.bundleId, order.productId))
    .orderBy(asc(bundleCourses.position));
  return rows.map((row) => row.courseId);
}
