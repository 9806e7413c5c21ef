import { CreatorsPage } from '../../features/audiences/QuestersPage.tsx';

export default async function Page() {
  return <CreatorsPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
