import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.ts';
import { addressProofs } from '../../db/schema/identity.ts';
import { learnerLicences } from '../../db/schema/licences.ts';
import { learners, orders } from '../../db/schema/orders.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import { newLicenceToken } from '../ce/reminders.ts';
import { newCertificateId } from '../certificates/state.ts';
import { newTransactionId } from '../orders/state.ts';
import { newSubscriptionId } from '../subscriptions/index.ts';

// The links a learner was sent (issue 27): every capability address their e-mails carry. Replacing them gives each
// document a new random address id in one transaction, and the old links answer 404 like any unknown id:
// - an order's link id (orders.linkId: receipt, invoice, payment success, phone step, pay now, refund,
//   registration). Its transaction id does not change: the invoice number, the payment provider's metadata,
//   discount-code redemptions and e-mail dedupe keys keep naming the order by it;
// - a certificate's id (page, PDF, monitor forms; nothing references it, verification goes by reference number);
// - a subscription's public id (status, portal, company admin; the provider knows it by its own id);
// - a licence's token (calendar file, unsubscribe).
// A leaked mailbox may also have opened a sign-in link: the same transaction ends every e-mail session and voids the
// links not used yet. Messages still in the outbox carry the old addresses and open nothing.

export interface ReplacedLinks {
  orders: number;
  certificates: number;
  subscriptions: number;
  licences: number;
  /** The learner's session version now: the caller's own e-mail session is opened again with it. */
  sessionVersion: number;
}

/** New ids for every document of `learnerId`; the caller has proven it is the owner (identity/ownership.ts). */
export async function replaceLearnerLinks(db: Db, learnerId: string, now: Date): Promise<ReplacedLinks> {
  return db.transaction(async (tx) => {
    // Raising the session version ends every e-mail session, and its row lock serialises two replacements.
    const [learner] = await tx
      .update(learners)
      .set({ sessionVersion: sql`${learners.sessionVersion} + 1` })
      .where(eq(learners.id, learnerId))
      .returning({ sessionVersion: learners.sessionVersion });
    if (!learner) throw new Error('Unknown learner');
    await tx
      .update(addressProofs)
      .set({ expiresAt: now })
      .where(
        and(
          eq(addressProofs.learnerId, learnerId),
          isNull(addressProofs.usedAt),
          gt(addressProofs.expiresAt, now),
        ),
      );

    const ownOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.learnerId, learnerId))
      .for('update');
    for (const { id } of ownOrders)
      await tx.update(orders).set({ linkId: newTransactionId() }).where(eq(orders.id, id));

    const ownCertificates = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.learnerId, learnerId))
      .for('update');
    for (const { id } of ownCertificates)
      await tx.update(certificates).set({ id: newCertificateId() }).where(eq(certificates.id, id));

    const ownSubscriptions = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.learnerId, learnerId))
      .for('update');
    for (const { id } of ownSubscriptions)
      await tx.update(subscriptions).set({ publicId: newSubscriptionId() }).where(eq(subscriptions.id, id));

    const ownLicences = await tx
      .select({ id: learnerLicences.id })
      .from(learnerLicences)
      .where(eq(learnerLicences.learnerId, learnerId))
      .for('update');
    for (const { id } of ownLicences)
      await tx.update(learnerLicences).set({ token: newLicenceToken() }).where(eq(learnerLicences.id, id));

    return {
      orders: ownOrders.length,
      certificates: ownCertificates.length,
      subscriptions: ownSubscriptions.length,
      licences: ownLicences.length,
      sessionVersion: learner.sessionVersion,
    };
  });
}
