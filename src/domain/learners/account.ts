import { eq, type SQL } from 'drizzle-orm';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

// The learner behind a signed-in visitor. Open Campus ID is the only sign-in: a learner row carries the OCId
// it was linked to (at registration after a purchase, or when the visitor accepts an invitation), and every
// personal page that is not a capability link (profile, results, transcript, invitations) asks this module
// who is signed in. A visitor signed in with an OCId that no learner carries is nobody's learner.

export interface LearnerAccount {
  id: string;
  fullName: string;
  email: string;
  locale: 'es' | 'en';
  profilePublic: boolean;
}

export async function findLearnerByOcid(db: Db, ocid: string): Promise<LearnerAccount | null> {
  if (!ocid) return null;
  return (await learnerAccountWhere(db, eq(learners.ocid, ocid)))?.account ?? null;
}

/**
 * A learner by id with what an e-mail sign-in session is checked against (identity): its session version and
 * whether it was merged into an account.
 */
export async function findLearnerForSession(
  db: Db,
  id: string,
): Promise<{ account: LearnerAccount; sessionVersion: number; merged: boolean } | null> {
  return learnerAccountWhere(db, eq(learners.id, id));
}

async function learnerAccountWhere(db: Db, where: SQL) {
  const [row] = await db
    .select({
      id: learners.id,
      fullName: learners.fullName,
      email: learners.email,
      locale: learners.locale,
      profilePublic: learners.profilePublic,
      sessionVersion: learners.sessionVersion,
      mergedInto: learners.mergedInto,
    })
    .from(learners)
    .where(where)
    .limit(1);
  if (!row) return null;
  const { sessionVersion, mergedInto, ...rest } = row;
  const account: LearnerAccount = { ...rest, locale: rest.locale === 'en' ? 'en' : 'es' };
  return { account, sessionVersion, merged: mergedInto !== null };
}
