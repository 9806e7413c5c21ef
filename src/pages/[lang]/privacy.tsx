import { msg } from '@lingui/core/macro';
import { LegalDocument } from '../../features/legal/LegalDocument.tsx';
import { privacy } from '../../features/legal/privacy.ts';
import { initRequestI18n } from '../../request-context/page.ts';

export default async function Page() {
  const { i18n, locale } = initRequestI18n();
  return (
    <LegalDocument
      locale={locale}
      path="/privacy"
      doc={privacy[locale]}
      tocLabel={i18n._(msg`En esta página`)}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
