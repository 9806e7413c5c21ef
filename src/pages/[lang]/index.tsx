import { HomePage } from '../../features/marketing/HomePage.tsx';

export default async function Home() {
  return <HomePage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
