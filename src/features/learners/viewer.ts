import { unstable_notFound as notFound } from 'waku/router/server';
import { canViewLearner, isOwner, type LearnerProfile } from '../../domain/learners/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { domain } from '../../services.ts';
import { getSignedInLearner } from './signed-in.ts';

/**
 * The profile the visitor asked for, when they may see it (domain/learners/access.ts): the 404 page otherwise,
 * the same as for an id that does not exist.
 */
export async function viewableProfile(
  id: string,
  locale: Locale,
  options: { withAchievements?: boolean } = {},
): Promise<{ profile: LearnerProfile; owner: boolean }> {
  const [profile, viewer] = await Promise.all([
    domain().learners.profile(id, locale, options),
    getSignedInLearner(),
  ]);
  if (!profile) notFound();
  const viewerId = viewer?.id ?? null;
  if (!canViewLearner(profile, viewerId)) notFound();
  return { profile, owner: isOwner(profile, viewerId) };
}
