import { DeferredSuccessPage } from '../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <DeferredSuccessPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
