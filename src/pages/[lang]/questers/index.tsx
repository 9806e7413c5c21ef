import { QuestersPage } from '../../../features/audiences/QuestersPage.tsx';

export default async function Page() {
  return <QuestersPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
