import { cache } from 'react';
import type { LearnerAccount } from '../../domain/learners/account.ts';
import { domain } from '../../services.ts';
import { getAuthState } from '../auth/index.ts';

/**
 * The learner the visitor is signed in as (Open Campus ID), or null: signed out, or signed in with an OCId no
 * learner is linked to. Read once per render.
 */
export const getSignedInLearner = cache(async (): Promise<LearnerAccount | null> => {
  const auth = getAuthState();
  if (!auth.isAuthenticated || !auth.OCId) return null;
  return domain().learners.byOcid(auth.OCId);
});
