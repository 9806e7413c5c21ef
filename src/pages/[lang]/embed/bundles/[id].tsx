import { BundleDetailPage } from '../../../../features/catalog/BundleDetailPage.tsx';

export default async function EmbedBundle({ id }: { id: string }) {
  return <BundleDetailPage reference={id} embed />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
