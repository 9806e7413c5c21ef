import { AffiliatesPage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <AffiliatesPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
