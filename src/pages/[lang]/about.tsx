import { AboutPage } from '../../features/marketing/AboutPage.tsx';

export default async function About() {
  return <AboutPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
