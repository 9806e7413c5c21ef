// Who may see a learner's profile and results (spec §2, §6): the learner signed in as themselves (Open Campus
// ID), and anyone once the learner made the profile public. Everyone else gets the 404 page, so a private
// profile cannot be told apart from an id that does not exist.

export interface ProfileOwnerFacts {
  id: string;
  profilePublic: boolean;
}

export function canViewLearner(profile: ProfileOwnerFacts, viewerLearnerId: string | null): boolean {
  return profile.profilePublic || (viewerLearnerId !== null && viewerLearnerId === profile.id);
}

export function isOwner(profile: Pick<ProfileOwnerFacts, 'id'>, viewerLearnerId: string | null): boolean {
  return viewerLearnerId !== null && viewerLearnerId === profile.id;
}
