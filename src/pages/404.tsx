import { ErrorView } from '../features/errors/ErrorView.tsx';
import { SiteShell } from '../features/layout/SiteShell.tsx';
import { initRequestI18n } from '../request-context/page.ts';

// Waku renders this for unmatched routes and for unstable_notFound(), with status 404.
export default async function NotFoundPage() {
  const { i18n, locale } = initRequestI18n();
  return (
    <SiteShell>
      <ErrorView i18n={i18n} locale={locale} status={404} />
    </SiteShell>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
