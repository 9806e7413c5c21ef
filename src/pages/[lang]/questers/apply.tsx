import { QuestersApplyPage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <QuestersApplyPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
