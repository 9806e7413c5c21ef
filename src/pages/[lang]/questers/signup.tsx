import { QuestersSignupPage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <QuestersSignupPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
