import { SuccessfulPurchasePage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <SuccessfulPurchasePage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
