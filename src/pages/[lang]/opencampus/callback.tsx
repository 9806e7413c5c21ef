import { CallbackPage } from '../../../features/opencampus/CallbackPage.tsx';

export default async function OpenCampusCallback() {
  return <CallbackPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
