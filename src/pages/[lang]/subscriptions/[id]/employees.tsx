import { CompanyAdminPage } from '../../../../features/companies/CompanyAdminPage.tsx';

export default async function CompanyAdmin({ id }: { id: string }) {
  return <CompanyAdminPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
