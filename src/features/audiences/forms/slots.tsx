// Server-side wrappers that give each form its copy, its action and any state a no-JavaScript post left.

import { formStateFrom } from '../../../domain/form-state.ts';
import { FORM_MESSAGES, type LeadKind } from '../../../domain/leads.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { requestPageUrl } from '../../../request-context/page.ts';
import { formAction } from '../../../routes.ts';
import { formCopy } from '../content/forms.ts';
import { LeadForm } from './LeadForm.tsx';

export { formAction };

export function LeadFormSlot({
  kind,
  locale,
  returnPath,
}: {
  kind: LeadKind;
  locale: Locale;
  returnPath: string;
}) {
  const copy = formCopy[locale][kind];
  return (
    <LeadForm
      kind={kind}
      action={formAction(kind, locale, returnPath)}
      fields={copy.fields}
      submitLabel={copy.submit}
      sendingLabel={formCopy[locale].sending}
      choose={formCopy[locale].choose}
      success={copy.success}
      messages={FORM_MESSAGES[locale]}
      initial={formStateFrom(requestPageUrl().searchParams, kind)}
    />
  );
}

export function CompanyContactForm({ locale }: { locale: Locale }) {
  return <LeadFormSlot kind="companies" locale={locale} returnPath="/companies" />;
}
