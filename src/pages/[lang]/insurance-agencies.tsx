import { InsuranceAgenciesPage } from '../../features/audiences/ProfessionalPages.tsx';

export default async function Page() {
  return <InsuranceAgenciesPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
