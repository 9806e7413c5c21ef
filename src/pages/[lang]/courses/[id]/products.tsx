import { CourseProductsPage } from '../../../../features/catalog/ListingPages.tsx';

export default async function CourseProducts({ id }: { id: string }) {
  return <CourseProductsPage reference={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
