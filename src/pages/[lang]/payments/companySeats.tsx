import { CompanySeatsPage } from '../../../features/companies/CompanySeatsPage.tsx';

export default async function CompanySeats() {
  return <CompanySeatsPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
