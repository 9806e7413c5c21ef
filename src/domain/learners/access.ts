// Who may see a learner's profile and results (spec §2, §6): the learner signed in as themselves (Open Campus
// ID), and anyone once the learner made the profile public. Everyone else gets the 404 page, so a private
// profile cannot be told apart from an id that does not exist.

import { isOwnerOf } from '../identity/ownership.ts';

export interface ProfileOwnerFacts {
  id: string;
  profilePublic: boolean;
}

export function canViewLearner(profile: ProfileOwnerFacts, viewerLearnerId: string | null): boolean {
  return profile.profilePublic || isOwner(profile, viewerLearnerId);
}

/** The owner rule of identity/ownership.ts, for a learner's own pages. */
export function isOwner(profile: Pick<ProfileOwnerFacts, 'id'>, viewerLearnerId: string | null): boolean {
  return isOwnerOf(profile.id, { learnerId: viewerLearnerId, ocid: null });
}
