import { PreLicensingPage } from '../../features/audiences/ProfessionalPages.tsx';

export default async function Page() {
  return <PreLicensingPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
