import { MigrantsPage } from '../../features/audiences/ProfessionalPages.tsx';

export default async function Page() {
  return <MigrantsPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
