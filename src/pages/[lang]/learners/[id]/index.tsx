import { LearnerProfilePage } from '../../../../features/learners/index.ts';

export default async function LearnerProfile({ id }: { id: string }) {
  return <LearnerProfilePage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
