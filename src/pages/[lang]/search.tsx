import { SearchPage } from '../../features/catalog/ListingPages.tsx';

export default async function Search() {
  return <SearchPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
