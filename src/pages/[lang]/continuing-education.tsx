import { ContinuingEducationPage } from '../../features/audiences/ProfessionalPages.tsx';

export default async function Page() {
  return <ContinuingEducationPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
