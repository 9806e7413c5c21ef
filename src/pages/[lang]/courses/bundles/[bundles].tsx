import { BundleDetailPage } from '../../../../features/catalog/BundleDetailPage.tsx';

export default async function Bundle({ bundles }: { bundles: string }) {
  return <BundleDetailPage reference={bundles} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
