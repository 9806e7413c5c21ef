import { unstable_notFound as notFound } from 'waku/router/server';
import { ErrorView } from '../../../features/errors/ErrorView.tsx';
import { initRequestI18n, isErrorRender } from '../../../request-context/page.ts';

// Rendered only by Fastify for 400/500 (and other) responses; outside requests to this path get the 404 page.
export default async function ErrorPage({ code }: { code: string }) {
  const { i18n, locale } = initRequestI18n();
  const status = Number(code);
  if (!isErrorRender() || !Number.isInteger(status) || status < 400 || status > 599) {
    notFound();
  }
  return <ErrorView i18n={i18n} locale={locale} status={status} errorRoute />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
