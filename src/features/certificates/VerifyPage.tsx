import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { type CertificateVerification, certificateMessage } from '../../domain/certificates/index.ts';
import { formatCreditHours } from '../../domain/credit-hours.ts';
import { formatDate } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { DetailRow, Field, lead, Notice, narrowPage, pageTitle } from '../checkout/index.ts';
import { PageMeta } from '../seo/index.ts';
import { ReportingBadge, reportingExplanation, reportingFacts } from './reporting.tsx';

/**
 * /certificates/verify?reference=QST-…: anyone (a board, an employer) checks a certificate by its reference
 * number, without an account. The answer carries six facts and, for a valid certificate, its report to the regulator
 * (status, regulator, deadline, the regulator's reference once posted), and nothing more (no id, no e-mail, no
 * order).
 */
export async function VerifyPage() {
  const { i18n, locale } = initRequestI18n();
  const raw = (requestPageUrl().searchParams.get('reference') ?? '').slice(0, 64);
  const result = raw.trim() ? await domain().certificates.verify(raw, locale) : undefined;
  const error =
    result?.kind === 'invalid'
      ? certificateMessage(locale, 'reference_invalid')
      : result?.kind === 'not_found'
        ? certificateMessage(locale, 'reference_not_found')
        : undefined;
  return (
    <div className={narrowPage} data-testid="certificate-verify-page">
      <PageMeta
        locale={locale}
        path={pagePaths.certificateVerify}
        title={`${i18n._(msg`Verificar un certificado`)} · Quest`}
        description={i18n._(msg`Comprueba un certificado de Quest con su número de referencia.`)}
        noindex
      />
      <div className={css({ display: 'grid', gap: '6' })}>
        <header className={css({ display: 'grid', gap: '2' })}>
          <h1 className={pageTitle}>{i18n._(msg`Verificar un certificado`)}</h1>
          <p className={lead}>
            {i18n._(msg`Escribe el número de referencia impreso en el certificado para ver si es válido.`)}
          </p>
        </header>
        <form
          method="get"
          action={localePath(locale, pagePaths.certificateVerify)}
          className={cx(card(), css({ display: 'grid', gap: '4' }))}
          data-testid="verify-form"
        >
          <Field
            id="reference"
            name="reference"
            label={i18n._(msg`Número de referencia`)}
            hint={i18n._(msg`Por ejemplo: QST-2026-7K3M9P`)}
            value={raw}
            error={error}
            maxLength={64}
            autoComplete="off"
          />
          <button type="submit" className={button()}>
            {i18n._(msg`Verificar`)}
          </button>
        </form>
        {result?.kind === 'found' && <Result i18n={i18n} locale={locale} certificate={result.certificate} />}
      </div>
    </div>
  );
}

function Result({
  i18n,
  locale,
  certificate,
}: {
  i18n: I18n;
  locale: Locale;
  certificate: CertificateVerification;
}) {
  const status = verificationLabel(i18n, certificate.status);
  return (
    <section
      aria-labelledby="verify-result-title"
      className={card()}
      data-testid="verify-result"
      data-status={certificate.status}
    >
      <h2 id="verify-result-title" className={css({ fontSize: 'lg', fontWeight: '800', mb: '3' })}>
        {i18n._(msg`Certificado ${certificate.referenceNumber}`)}
      </h2>
      <Notice
        tone={
          certificate.status === 'valid' ? 'success' : certificate.status === 'revoked' ? 'error' : 'info'
        }
        title={status}
        testId="verify-status"
      />
      <dl className={css({ mt: '4' })}>
        <DetailRow label={i18n._(msg`Nombre del estudiante`)} testId="verify-learner">
          {certificate.learnerName}
        </DetailRow>
        <DetailRow label={i18n._(msg`Curso`)} testId="verify-course">
          {certificate.courseTitle}
        </DetailRow>
        <DetailRow label={i18n._(msg`Horas de crédito`)} testId="verify-hours">
          {formatCreditHours(certificate.creditHours)}
        </DetailRow>
        <DetailRow label={i18n._(msg`Número de proveedor`)} testId="verify-provider">
          {certificate.providerNumber}
        </DetailRow>
        <DetailRow label={i18n._(msg`Fecha de finalización`)} testId="verify-completed">
          {formatDate(certificate.completedAt, locale)}
        </DetailRow>
        {certificate.reporting && (
          <>
            <DetailRow label={i18n._(msg`Reporte al regulador`)} testId="verify-reporting">
              <span className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
                <ReportingBadge
                  i18n={i18n}
                  reporting={certificate.reporting}
                  audience="public"
                  testId="verify-reporting-status"
                />
                <span className={css({ fontSize: 'sm', fontWeight: '400', color: 'fg.muted' })}>
                  {reportingExplanation(i18n, locale, certificate.reporting, 'public')}
                </span>
              </span>
            </DetailRow>
            {reportingFacts(i18n, locale, certificate.reporting).map((fact) => (
              <DetailRow key={fact.key} label={fact.label} testId={`verify-reporting-${fact.key}`}>
                {fact.value}
              </DetailRow>
            ))}
          </>
        )}
      </dl>
    </section>
  );
}

function verificationLabel(i18n: I18n, status: CertificateVerification['status']): string {
  switch (status) {
    case 'valid':
      return i18n._(msg`Válido`);
    case 'revoked':
      return i18n._(msg`Revocado`);
    case 'pending_payment':
      return i18n._(msg`Pendiente de pago: todavía no es válido`);
    case 'pending_monitor':
      return i18n._(msg`Pendiente de la confirmación del monitor: todavía no es válido`);
  }
}
