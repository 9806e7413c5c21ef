import { CategoriesPage } from '../../../features/catalog/ListingPages.tsx';

export default async function Categories() {
  return <CategoriesPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
