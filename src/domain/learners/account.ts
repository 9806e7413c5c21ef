import { eq } from 'drizzle-orm';
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
  const [row] = await db
    .select({
      id: learners.id,
      fullName: learners.fullName,
      email: learners.email,
      locale: learners.locale,
      profilePublic: learners.profilePublic,
    })
    .from(learners)
    .where(eq(learners.ocid, ocid))
    .limit(1);
  if (!row) return null;
  return { ...row, locale: row.locale === 'en' ? 'en' : 'es' };
}
