import { AffiliatesApplyPage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <AffiliatesApplyPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
