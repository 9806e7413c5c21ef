import { LearnerResultsPage } from '../../../../../features/learners/index.ts';

export default async function LearnerYear({ id, year }: { id: string; year: string }) {
  return <LearnerResultsPage id={id} period={year} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
