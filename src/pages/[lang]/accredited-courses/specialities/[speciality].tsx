import { SpecialtyPage } from '../../../../features/catalog/ListingPages.tsx';

export default async function Speciality({ speciality }: { speciality: string }) {
  return <SpecialtyPage slug={speciality} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
