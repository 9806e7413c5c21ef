import { QuestersTermsPage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <QuestersTermsPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
