import { RequirementsPage } from '../../../features/ce/RequirementsPage.tsx';

export default async function Page() {
  return <RequirementsPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
