import type { ReactNode } from 'react';
import { SiteShell } from '../../features/layout/SiteShell.tsx';

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
