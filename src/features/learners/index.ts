// The learner pages (issue 11): profile, results (week and years) and the public achievement share page.

export { LearnerProfilePage } from './ProfilePage.tsx';
export { LearnerResultsPage } from './ResultsPage.tsx';
export { AchievementSharePage } from './SharePage.tsx';
export { getSignedInLearner, getViewer } from './signed-in.ts';
