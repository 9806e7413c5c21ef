import { StudioPricingTablePage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <StudioPricingTablePage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
