import { and, asc, eq, isNull } from 'drizzle-orm';
import { courses } from '../../db/schema/catalog.ts';
import { enrolments, learners, orders, type ProductType } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { affiliateName } from '../affiliates.ts';
import { packageUnspent } from '../credit-ledger.ts';
import { refundEligibility } from '../refunds.ts';
import type { CheckoutMessageKey } from './messages.ts';
import { grantsAccess } from './state.ts';
import { validatePhone } from './validation.ts';

// What the personal pages read about one order (receipt, payment success, phone step, registration). Every
// lookup is by the unguessable id in the order's addresses (orders.linkId, the `transactionId` of the routes); a
// wrong or replaced id finds nothing, and the page answers 404.

export interface OrderView {
  /** The order's stable id: the invoice number and the references printed on it. */
  transactionId: string;
  /** The id its addresses use: every href to the order is built from this. */
  linkId: string;
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
  /** Paid with test payments (sandbox, Stripe's test mode): no real money moved. */
  testMode: boolean;
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
  linkId: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<OrderView | undefined> {
  if (!isLinkId(linkId)) return undefined;
  const [row] = await db
    .select({ order: orders, learnerRegisteredAt: learners.registeredAt })
    .from(orders)
    .leftJoin(learners, eq(learners.id, orders.learnerId))
    .where(eq(orders.linkId, linkId))
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
    linkId: order.linkId,
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
    testMode: order.testMode,
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
 * The order an address names (by its link id), with what the ownership rules need of it
 * (domain/identity/ownership.ts); undefined: no such order, or its links were replaced.
 */
export async function orderOwnerFacts(
  db: Db,
  linkId: string,
): Promise<{ transactionId: string; learnerId: string | null; phone: string | null } | undefined> {
  if (!isLinkId(linkId)) return undefined;
  const [row] = await db
    .select({ transactionId: orders.transactionId, learnerId: orders.learnerId, phone: orders.phone })
    .from(orders)
    .where(eq(orders.linkId, linkId))
    .limit(1);
  return row;
}

/** The shape of an order's link id (and transaction id); anything else is refused before the database is asked. */
function isLinkId(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,64}$/.test(value);
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
