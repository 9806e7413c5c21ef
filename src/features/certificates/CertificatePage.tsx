import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import type { CertificateReporting } from '../../domain/ce/reporting/reports.ts';
import type { CertificateView } from '../../domain/certificates/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { href, pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { cardTitle, Notice, noPrint, PrintButton, widePage, wrapButton } from '../checkout/index.ts';
import { PageMeta } from '../seo/index.ts';
import { CertificateDocument } from './CertificateDocument.tsx';
import { MonitorForms } from './MonitorForms.tsx';
import { CertificateStatusBadge, pdfHref, textLink } from './parts.tsx';
import { ReportingBadge, reportingExplanation, reportingFacts } from './reporting.tsx';

/**
 * /certificates/{id} (spec §2, §3, §4): the certificate with its PDF and print layout once issued; locked with
 * an unlock button while its order waits for payment; the monitor's forms while it waits for the proctor. The
 * id is unguessable (a capability URL, like a receipt): a wrong one is the 404 page. Never cached, noindex.
 */
export async function CertificatePage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const certificate = await domain().certificates.find(id, locale);
  if (!certificate) notFound();
  const monitor = requestPageUrl().searchParams.get('monitor');
  const locked = certificate.status === 'pending_payment';
  // The report to the regulator (issue 31): an issued certificate's only; a locked one shows nothing more.
  const reporting =
    certificate.status === 'issued'
      ? (await domain().ceReports.ofCertificates([certificate.id])).get(certificate.id)
      : undefined;

  return (
    <div
      className={widePage}
      data-testid="certificate-page"
      data-certificate-status={certificate.status}
      data-print-document
    >
      <PageMeta
        locale={locale}
        path={pagePaths.certificate(id)}
        title={`${i18n._(msg`Certificado`)} · ${certificate.courseTitle} · Quest`}
        description={i18n._(msg`Certificado de finalización de un curso de Quest.`)}
        noindex
      />
      <div className={cx(css({ display: 'grid', gap: '3', mb: '6' }), noPrint)}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <CertificateStatusBadge i18n={i18n} status={certificate.status} />
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{certificate.courseTitle}</p>
        </div>
        {monitor === 'confirmed' && certificate.status === 'issued' && (
          <Notice tone="success" title={i18n._(msg`Certificado confirmado`)} testId="monitor-confirmed">
            {i18n._(msg`El monitor confirmó el examen. El certificado ya está emitido.`)}
          </Notice>
        )}
        {monitor === 'set' && certificate.status === 'awaiting_monitor' && (
          <Notice tone="success" title={i18n._(msg`Contraseña guardada`)} testId="monitor-password-saved">
            {i18n._(msg`Ahora escribe la contraseña del monitor para confirmar el certificado.`)}
          </Notice>
        )}
      </div>

      {/* A locked certificate has no actions beside it (the unlock panel sits on it): it takes the full width. */}
      <div className={locked ? lockedLayout : layout}>
        {locked ? (
          <div className={css({ position: 'relative' })}>
            {/* The locked certificate shows through, blurred and out of reach (no id, no reference number). */}
            <div aria-hidden="true" inert className={blurred} data-testid="certificate-locked">
              <CertificateDocument i18n={i18n} locale={locale} certificate={certificate} masked />
            </div>
            <div className={overlay}>
              <LockedPanel i18n={i18n} locale={locale} certificate={certificate} />
            </div>
          </div>
        ) : (
          <CertificateDocument i18n={i18n} locale={locale} certificate={certificate} />
        )}

        {!locked && (
          <aside
            className={cx(css({ display: 'grid', gap: '5', alignContent: 'start' }), noPrint)}
            aria-label={i18n._(msg`Acciones del certificado`)}
          >
            {reporting && <ReportingCard i18n={i18n} locale={locale} reporting={reporting} />}
            {certificate.status === 'issued' && (
              <div className={cx(card(), css({ display: 'grid', gap: '3' }))}>
                <a
                  href={pdfHref(certificate.id, locale)}
                  className={cx(button(), wrapButton)}
                  data-testid="certificate-pdf"
                >
                  {i18n._(msg`Descargar certificado (PDF)`)}
                </a>
                <PrintButton label={i18n._(msg`Imprimir certificado`)} />
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {i18n._(msg`Quien reciba el certificado puede comprobarlo con su número de referencia en`)}{' '}
                  <a
                    className={textLink}
                    href={href(locale, pagePaths.certificateVerify, {
                      reference: certificate.referenceNumber,
                    })}
                    data-testid="certificate-verify-link"
                  >
                    {i18n._(msg`la verificación de certificados`)}
                  </a>
                  .
                </p>
              </div>
            )}
            {certificate.status === 'awaiting_monitor' && (
              <MonitorForms
                i18n={i18n}
                locale={locale}
                certificateId={certificate.id}
                passwordSet={certificate.monitorPasswordSet}
              />
            )}
            {certificate.status === 'revoked' && (
              <Notice tone="error" title={i18n._(msg`Certificado revocado`)} testId="certificate-revoked">
                {i18n._(msg`Este certificado ya no es válido: el pedido del curso fue reembolsado.`)}
              </Notice>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}

/** The report to the regulator: its status, the regulator, the deadline and the regulator's reference. */
function ReportingCard({
  i18n,
  locale,
  reporting,
}: {
  i18n: I18n;
  locale: Locale;
  reporting: CertificateReporting;
}) {
  const facts = reportingFacts(i18n, locale, reporting);
  return (
    <section
      aria-labelledby="reporting-title"
      className={cx(card(), css({ display: 'grid', gap: '3' }))}
      data-testid="certificate-reporting"
    >
      <h2 id="reporting-title" className={cardTitle}>
        {i18n._(msg`Reporte al regulador`)}
      </h2>
      <p>
        <ReportingBadge i18n={i18n} reporting={reporting} />
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', textWrap: 'pretty' })}>
        {reportingExplanation(i18n, locale, reporting)}
      </p>
      {facts.length > 0 && (
        <dl className={css({ display: 'grid', gap: '2' })}>
          {facts.map((fact) => (
            <div key={fact.key} className={css({ display: 'grid', gap: '0.5' })}>
              <dt className={css({ fontSize: 'xs', fontWeight: '700', color: 'fg.muted' })}>{fact.label}</dt>
              <dd
                className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}
                data-testid={`reporting-${fact.key}`}
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function LockedPanel({
  i18n,
  locale,
  certificate,
}: {
  i18n: I18n;
  locale: Locale;
  certificate: CertificateView;
}) {
  return (
    <section aria-labelledby="locked-title" className={cx(card(), lockedCard)} data-testid="locked-panel">
      <span className={css({ color: 'fg.brand' })}>
        <Icon name="lock" size={32} />
      </span>
      <h2 id="locked-title" className={cardTitle}>
        {i18n._(msg`Certificado bloqueado`)}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', textWrap: 'pretty' })}>
        {i18n._(
          msg`Completaste el curso. Tu certificado se desbloquea en cuanto pagues la factura pendiente del pedido.`,
        )}
      </p>
      <a
        href={localePath(locale, pagePaths.receipt(certificate.orderLinkId))}
        className={cx(button(), wrapButton)}
        data-testid="unlock-certificate"
      >
        {i18n._(msg`Desbloquear certificado`)}
      </a>
      <a href={localePath(locale, pagePaths.certificatePendingPayment(certificate.id))} className={textLink}>
        {i18n._(msg`¿Por qué está bloqueado?`)}
      </a>
    </section>
  );
}

const layout = css({
  display: 'grid',
  gap: '6',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 320px' },
  _print: { display: 'block' },
});
const lockedLayout = css({ maxW: '1040px', mx: 'auto', _print: { display: 'block' } });
const blurred = css({ filter: 'blur(6px)', opacity: 0.6, userSelect: 'none', pointerEvents: 'none' });
const overlay = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  p: '4',
});
const lockedCard = css({
  display: 'grid',
  gap: '3',
  justifyItems: 'center',
  textAlign: 'center',
  maxW: '380px',
  boxShadow: 'lg',
});
