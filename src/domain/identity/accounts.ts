import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { companyMembers, invitations } from '../../db/schema/companies.ts';
import { learnerLicences } from '../../db/schema/licences.ts';
import { enrolments, learners, orders } from '../../db/schema/orders.ts';
import { studyCreditEntries } from '../../db/schema/study-credits.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';

// How a proven address joins an Open Campus ID account (issue 27). Called only inside the transaction that used
// an address proof: the browser both holds the account's session and opened the link sent to the address.
//
// - The account has no learner yet and the address's learner has no account: they are linked.
// - The account already has a learner: the address's purchases move to it (orders, access, certificates,
//   subscriptions, bought credits, licences, company memberships), and the address's learner points to it
//   (`mergedInto`), so later purchases with that address land on the account too. App statistics stay.
// - The address's learner belongs to another account: nothing moves; the browser acts for the proven learner.

const MAX_HOPS = 5;

/** The learner a learner id stands for now (following merges). null: unknown id. */
export async function currentLearnerId(tx: Db, learnerId: string): Promise<string | null> {
  let id = learnerId;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const [row] = await tx
      .select({ id: learners.id, mergedInto: learners.mergedInto })
      .from(learners)
      .where(eq(learners.id, id))
      .limit(1);
    if (!row) return null;
    if (!row.mergedInto) return row.id;
    id = row.mergedInto;
  }
  return id;
}

/** Attaches the proven learner to the signed-in account; answers the learner the browser acts for. */
export async function attachToAccount(tx: Db, ocid: string, learnerId: string): Promise<string> {
  const [proven] = await tx
    .select({ id: learners.id, ocid: learners.ocid })
    .from(learners)
    .where(eq(learners.id, learnerId))
    .for('update')
    .limit(1);
  if (!proven) return learnerId;
  const [account] = await tx
    .select({ id: learners.id })
    .from(learners)
    .where(eq(learners.ocid, ocid))
    .for('update')
    .limit(1);
  if (account?.id === proven.id) return proven.id;
  if (proven.ocid) return proven.id;
  if (!account) {
    try {
      // A savepoint: a concurrent proof that linked this account first wins the unique index, and this one
      // leaves the browser acting for the proven learner alone.
      await tx.transaction((savepoint) =>
        savepoint
          .update(learners)
          .set({ ocid })
          .where(and(eq(learners.id, proven.id), isNull(learners.ocid))),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return proven.id;
  }
  await mergeLearner(tx, proven.id, account.id);
  return account.id;
}

/** Moves what `from` bought to `into`, and points `from` at `into`. */
async function mergeLearner(tx: Db, from: string, into: string): Promise<void> {
  await tx.update(orders).set({ learnerId: into }).where(eq(orders.learnerId, from));
  await tx.update(enrolments).set({ learnerId: into }).where(eq(enrolments.learnerId, from));
  await tx.update(certificates).set({ learnerId: into }).where(eq(certificates.learnerId, from));
  await tx.update(subscriptions).set({ learnerId: into }).where(eq(subscriptions.learnerId, from));
  await tx.update(learnerLicences).set({ learnerId: into }).where(eq(learnerLicences.learnerId, from));
  await tx.update(invitations).set({ learnerId: into }).where(eq(invitations.learnerId, from));
  // Bought credits follow the purchases; the free monthly pool is per learner and stays.
  await tx
    .update(studyCreditEntries)
    .set({ learnerId: into })
    .where(and(eq(studyCreditEntries.learnerId, from), ne(studyCreditEntries.pool, 'free')));
  const memberships = await tx.select().from(companyMembers).where(eq(companyMembers.learnerId, from));
  if (memberships.length > 0) {
    await tx
      .insert(companyMembers)
      .values(memberships.map((member) => ({ ...member, learnerId: into })))
      .onConflictDoNothing();
    await tx.delete(companyMembers).where(
      and(
        eq(companyMembers.learnerId, from),
        inArray(
          companyMembers.companyId,
          memberships.map((member) => member.companyId),
        ),
      ),
    );
  }
  await tx
    .update(learners)
    .set({
      mergedInto: into,
      registeredAt: sql`coalesce(${learners.registeredAt}, now())`,
      sessionVersion: sql`${learners.sessionVersion} + 1`,
    })
    .where(eq(learners.id, from));
  await tx
    .update(learners)
    .set({ registeredAt: sql`coalesce(${learners.registeredAt}, now())` })
    .where(eq(learners.id, into));
}
