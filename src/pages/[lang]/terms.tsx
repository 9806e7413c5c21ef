import { msg } from '@lingui/core/macro';
import { LegalDocument } from '../../features/legal/LegalDocument.tsx';
import { terms } from '../../features/legal/terms.ts';
import { initRequestI18n } from '../../request-context/page.ts';

export default async function Page() {
  const { i18n, locale } = initRequestI18n();
  return (
    <LegalDocument locale={locale} path="/terms" doc={terms[locale]} tocLabel={i18n._(msg`En esta página`)} />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
