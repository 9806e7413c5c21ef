import { PartnersPage } from '../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <PartnersPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
