import { CatalogPage } from '../../../features/catalog/CatalogPage.tsx';

export default async function EmbedAccreditedCourses() {
  return <CatalogPage embed />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
