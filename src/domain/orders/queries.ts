import { and, asc, eq, isNull } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { courses } from '../../db/schema/catalog.ts';
import { enrolments, learners, orders, type ProductType } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { affiliateName } from '../affiliates.ts';
import { packageUnspent } from '../credit-ledger.ts';
import { normalizeEmail } from '../leads.ts';
import { refundEligibility } from '../refunds.ts';
import type { CheckoutMessageKey } from './messages.ts';
import { ensureLearner } from './records.ts';
import { grantsAccess } from './state.ts';
import { validatePhone, validateRegistration } from './validation.ts';

// What the personal pages read about one order (receipt, payment success, phone step, registration). Every
// lookup is by the unguessable transaction id; a wrong id finds nothing, and the page answers 404.

export interface OrderView {
  transactionId: string;
  status: (typeof orders.$inferSelect)['status'];
  productType: ProductType;
  productSlug: string;
  productTitle: string;
  stateCode: string | null;
  buyerName: string;
  buyerEmail: string;
  invitedName: string | null;
  invitedEmail: string | null;
  phone: string | null;
  learnerId: string | null;
  learnerRegistered: boolean;
  listPriceCents: number;
  priceDiscountCents: number;
  codeDiscountCents: number;
  totalCents: number;
  currency: string;
  discountCode: string | null;
  paymentMethod: 'card' | 'pay_later';
  provider: string;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
  redirectUrl: string | null;
  failureReason: string | null;
  /** The affiliate whose landing brought the buyer (issue 12), by display name, or null. */
  affiliateName: string | null;
  /** Courses the order gives access to (revoked ones excluded). */
  courses: Array<{ slug: string; title: string }>;
  /** Whether a refund may be asked for now, and if not, why. */
  refund: { eligible: true } | { eligible: false; reason: CheckoutMessageKey };
}

export async function findOrder(
  db: Db,
  transactionId: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<OrderView | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(transactionId)) return undefined;
  const [row] = await db
    .select({ order: orders, learnerRegisteredAt: learners.registeredAt })
    .from(orders)
    .leftJoin(learners, eq(learners.id, orders.learnerId))
    .where(eq(orders.transactionId, transactionId))
    .limit(1);
  if (!row) return undefined;
  const { order } = row;
  const access = await db
    .select({
      slug: courses.slug,
      titleEs: courses.titleEs,
      titleEn: courses.titleEn,
      grantedAt: enrolments.grantedAt,
      progress: enrolments.progressPercent,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.orderId, order.id), isNull(enrolments.revokedAt)))
    .orderBy(asc(enrolments.id));
  let refund: OrderView['refund'] = { eligible: false, reason: 'refund_not_paid' };
  if (order.status === 'paid') {
    const enrolledAt = access.reduce<Date>(
      (earliest, course) => (course.grantedAt < earliest ? course.grantedAt : earliest),
      order.paidAt ?? order.createdAt,
    );
    const completedPercent = Math.max(0, ...access.map((course) => course.progress));
    const decision = refundEligibility({ enrolledAt, now, completedPercent });
    refund = decision.eligible
      ? { eligible: true }
      : {
          eligible: false,
          reason: decision.reason === 'window-closed' ? 'refund_window_closed' : 'refund_too_much_completed',
        };
    // A credit package: only while none of its credits were spent (the refund post checks the same).
    if (refund.eligible && order.productType === 'credits' && !(await packageUnspent(db, order, now)))
      refund = { eligible: false, reason: 'refund_credits_used' };
  }
  return {
    transactionId: order.transactionId,
    status: order.status,
    productType: order.productType,
    productSlug: order.productSlug,
    productTitle: locale === 'en' ? order.productTitleEn : order.productTitleEs,
    stateCode: order.stateCode,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    invitedName: order.invitedName,
    invitedEmail: order.invitedEmail,
    phone: order.phone,
    learnerId: order.learnerId,
    learnerRegistered: row.learnerRegisteredAt !== null,
    listPriceCents: order.listPriceCents,
    priceDiscountCents: order.priceDiscountCents,
    codeDiscountCents: order.codeDiscountCents,
    totalCents: order.totalCents,
    currency: order.currency,
    discountCode: order.discountCode,
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt,
    redirectUrl: order.redirectUrl,
    failureReason: order.failureReason,
    affiliateName: await affiliateName(db, order.affiliateId),
    courses: grantsAccess(order.status)
      ? access.map((course) => ({
          slug: course.slug,
          title: locale === 'en' ? course.titleEn : course.titleEs,
        }))
      : [],
    refund,
  };
}

/** The optional phone step after payment: stored on the order. */
export async function savePhone(
  db: Db,
  transactionId: string,
  raw: string,
): Promise<{ ok: true } | { ok: false; error: CheckoutMessageKey | 'not_found' }> {
  const checked = validatePhone(raw);
  if (!checked.ok) return checked;
  const rows = await db
    .update(orders)
    .set({ phone: checked.phone, updatedAt: new Date() })
    .where(eq(orders.transactionId, transactionId))
    .returning({ id: orders.id });
  return rows.length > 0 ? { ok: true } : { ok: false, error: 'not_found' };
}

/**
 * /learners/{id}/complete-registration/{transactionId}: the learner confirms the address of their account; the
 * order and its access move to the learner with that address (created if new), which is then registered.
 */
export async function completeRegistration(
  db: Db,
  input: {
    learnerId: string;
    transactionId: string;
    email: string;
    emailConfirm: string;
    ocid?: string | null;
  },
): Promise<{ ok: true; learnerId: string } | { ok: false; error: CheckoutMessageKey | 'not_found' }> {
  const problem = validateRegistration(input.email, input.emailConfirm);
  if (problem) return { ok: false, error: problem };
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.transactionId, input.transactionId), eq(orders.learnerId, input.learnerId)))
      .for('update')
      .limit(1);
    if (!order) return { ok: false as const, error: 'not_found' as const };
    const [current] = await tx.select().from(learners).where(eq(learners.id, input.learnerId)).limit(1);
    const target = await ensureLearner(tx, {
      email: normalizeEmail(input.email),
      fullName: current?.fullName ?? order.invitedName ?? order.buyerName,
      locale: order.locale as Locale,
    });
    if (target !== order.learnerId) {
      await tx
        .update(orders)
        .set({ learnerId: target, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await tx.update(enrolments).set({ learnerId: target }).where(eq(enrolments.orderId, order.id));
    }
    await tx.update(learners).set({ registeredAt: new Date() }).where(eq(learners.id, target));
    if (input.ocid) await linkOcid(tx, target, input.ocid);
    return { ok: true as const, learnerId: target };
  });
}

/**
 * Links the signed-in Open Campus ID to the learner, only when neither is linked yet: a receipt link (which
 * anyone it is forwarded to can open) must never re-point an account that already signs in with another OCId,
 * nor take an OCId away from the learner it belongs to (the personal pages are found by it).
 */
async function linkOcid(tx: Db, learnerId: string, ocid: string): Promise<void> {
  const [owner] = await tx.select({ id: learners.id }).from(learners).where(eq(learners.ocid, ocid)).limit(1);
  if (owner) return;
  try {
    // A savepoint: a concurrent registration that linked the same OCId first wins, and this one carries on.
    await tx.transaction((savepoint) =>
      savepoint
        .update(learners)
        .set({ ocid })
        .where(and(eq(learners.id, learnerId), isNull(learners.ocid))),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Whether a learner id exists (the registration page's 404). */
export async function learnerExists(db: Db, learnerId: string): Promise<boolean> {
  if (!/^l_[A-Za-z0-9_-]{16,40}$/.test(learnerId)) return false;
  const [row] = await db
    .select({ id: learners.id })
    .from(learners)
    .where(eq(learners.id, learnerId))
    .limit(1);
  return Boolean(row);
}
