import { ReferralPage } from '../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <ReferralPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
