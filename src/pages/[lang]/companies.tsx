import { CompaniesPage } from '../../features/audiences/ProfessionalPages.tsx';

export default async function Page() {
  return <CompaniesPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
