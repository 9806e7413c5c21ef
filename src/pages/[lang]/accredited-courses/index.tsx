import { CatalogPage } from '../../../features/catalog/CatalogPage.tsx';

export default async function AccreditedCourses() {
  return <CatalogPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
