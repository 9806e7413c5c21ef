import { AchievementSharePage } from '../../../../../features/learners/index.ts';

export default async function AchievementShare({ id, userId }: { id: string; userId: string }) {
  return <AchievementSharePage id={id} learnerId={userId} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
