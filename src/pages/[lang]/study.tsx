import { StudyPage } from '../../features/audiences/StudyPage.tsx';

export default async function Page() {
  return <StudyPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
