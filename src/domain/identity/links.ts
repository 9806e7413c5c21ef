import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.ts';
import { learnerLicences } from '../../db/schema/licences.ts';
import { orders } from '../../db/schema/orders.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import { newLicenceToken } from '../ce/reminders.ts';
import { newCertificateId } from '../certificates/state.ts';
import { newTransactionId } from '../orders/state.ts';
import { newSubscriptionId } from '../subscriptions/index.ts';

// The links a learner was sent (issue 27): every capability address their e-mails carry — receipts (and the
// invoice, payment-success and pay-now addresses on the same id), certificates (page, PDF, monitor), subscription
// status and company admin pages, and a licence's calendar and unsubscribe addresses. Replacing them gives each
// document a new random id in one transaction: the old links answer 404 like any unknown id, and the owner finds
// the new ones in the account area. Nothing else keys on these ids: payments find an order whose id changed by
// the provider's payment id (orders/settlement.ts), certificates are verified by their reference number.

export interface ReplacedLinks {
  orders: number;
  certificates: number;
  subscriptions: number;
  licences: number;
}

/** New ids for every document of `learnerId`; the caller has proven it is the owner (identity/ownership.ts). */
export async function replaceLearnerLinks(db: Db, learnerId: string): Promise<ReplacedLinks> {
  return db.transaction(async (tx) => {
    const ownOrders = await tx.select({ id: orders.id }).from(orders).where(eq(orders.learnerId, learnerId));
    for (const { id } of ownOrders)
      await tx.update(orders).set({ transactionId: newTransactionId() }).where(eq(orders.id, id));

    const ownCertificates = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.learnerId, learnerId));
    for (const { id } of ownCertificates)
      await tx.update(certificates).set({ id: newCertificateId() }).where(eq(certificates.id, id));

    const ownSubscriptions = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.learnerId, learnerId));
    for (const { id } of ownSubscriptions)
      await tx.update(subscriptions).set({ publicId: newSubscriptionId() }).where(eq(subscriptions.id, id));

    const ownLicences = await tx
      .select({ id: learnerLicences.id })
      .from(learnerLicences)
      .where(eq(learnerLicences.learnerId, learnerId));
    for (const { id } of ownLicences)
      await tx.update(learnerLicences).set({ token: newLicenceToken() }).where(eq(learnerLicences.id, id));

    return {
      orders: ownOrders.length,
      certificates: ownCertificates.length,
      subscriptions: ownSubscriptions.length,
      licences: ownLicences.length,
    };
  });
}
