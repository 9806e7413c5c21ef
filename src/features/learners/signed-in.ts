import { cache } from 'react';
import type { Viewer } from '../../domain/identity/index.ts';
import type { LearnerAccount } from '../../domain/learners/account.ts';
import { requestLearnerSession } from '../../request-context/page.ts';
import { domain } from '../../services.ts';
import { getAuthState } from '../auth/index.ts';

/**
 * The learner the visitor acts for, or null: their Open Campus ID account's learner, else the learner of their
 * e-mail sign-in session (an address they proved, issue 27). The same rule as the server's request.viewer().
 * Read once per render.
 */
export const getSignedInLearner = cache(async (): Promise<LearnerAccount | null> => {
  const auth = getAuthState();
  const ocid = auth.isAuthenticated ? auth.OCId : null;
  const session = requestLearnerSession();
  if (!ocid && !session) return null;
  return domain().identity.viewer({ ocid, session });
});

/** The visitor as the ownership rules take it (domain/identity/ownership.ts). */
export async function getViewer(): Promise<Viewer> {
  const auth = getAuthState();
  const learner = await getSignedInLearner();
  return { learnerId: learner?.id ?? null, ocid: auth.isAuthenticated ? auth.OCId : null };
}
