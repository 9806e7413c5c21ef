import { CoursesRedirectPage } from '../../../features/audiences/MorePages.tsx';

export default async function Page() {
  return <CoursesRedirectPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
