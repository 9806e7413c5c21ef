// Learners (issue 11): who is signed in, what the app reports about their play (stats, daily activity,
// achievements), the profile and results pages' data and the rule of who may see them, the achievement share.

export { canViewLearner, isOwner, type ProfileOwnerFacts } from './access.ts';
export type { LearnerAccount } from './account.ts';
export { findLearnerByOcid } from './account.ts';
export { findSharedAchievement, listAchievements, type SharedAchievement } from './achievements.ts';
export {
  type AchievementEvent,
  type ActivityEvent,
  achievementEventSchema,
  activityEventSchema,
  LEARNER_EVENT_TYPES,
  type LearnerEvent,
  learnerEventSchemas,
  type StatsEvent,
  statsEventSchema,
} from './events.ts';
export type { LearnerOutcome, LearnerRefusal } from './ingest.ts';
export {
  type EarnedAchievement,
  findLearnerProfile,
  firstNameOf,
  isLearnerId,
  type LearnerProfile,
  type LearnerStatsView,
  setProfilePublic,
} from './profile.ts';
export { findLearnerResults, type LearnerResults, type ResultsPeriod } from './results.ts';
export {
  type ActivityDay,
  type ActivityTotals,
  addDays,
  FIRST_RESULTS_YEAR,
  parseResultsYear,
  type Series,
  type SeriesBucket,
  utcDay,
  weekSeries,
  yearSeries,
} from './series.ts';
