import { LearnerResultsPage } from '../../../../../features/learners/index.ts';

export default async function LearnerWeek({ id }: { id: string }) {
  return <LearnerResultsPage id={id} period="week" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
