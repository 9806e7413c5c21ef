import { OpenCampusPage } from '../../../features/opencampus/OpenCampusPage.tsx';

export default async function OpenCampus() {
  return <OpenCampusPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
