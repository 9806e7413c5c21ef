import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { brand } from '../../config/brand.ts';
import { type CertificateView, licenseText } from '../../domain/certificates/index.ts';
import { formatCreditHours } from '../../domain/credit-hours.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * The certificate itself (spec §3): every field a board reads, framed like the PDF. `masked` hides what makes it
 * usable (id, reference number) while the order is unpaid; the page then blurs it behind the unlock panel.
 */
export function CertificateDocument({
  i18n,
  locale,
  certificate,
  masked = false,
}: {
  i18n: I18n;
  locale: Locale;
  certificate: CertificateView;
  masked?: boolean;
}) {
  const hidden = '••••••';
  const facts: Array<[string, string, string]> = [
    [i18n._(msg`Fecha de finalización`), formatDate(certificate.completedAt, locale), 'completed'],
    [i18n._(msg`Horas de crédito`), formatCreditHours(certificate.creditHours), 'hours'],
    [i18n._(msg`Licencia`), licenseText(certificate), 'license'],
    [i18n._(msg`Número de referencia`), masked ? `QST-${hidden}` : certificate.referenceNumber, 'reference'],
    [
      i18n._(msg`Emisor`),
      i18n._(msg`${certificate.providerName} · proveedor n.º ${keepTogether(certificate.providerNumber)}`),
      'issuer',
    ],
    [i18n._(msg`Instructor`), certificate.instructorName ?? '—', 'instructor'],
  ];
  return (
    <article aria-labelledby="certificate-title" className={frame} data-testid="certificate-document">
      <div className={inner}>
        <p className={wordmark}>{brand.name}</p>
        <h1 id="certificate-title" className={title}>
          {i18n._(msg`Certificado de finalización`)}
        </h1>
        <p className={muted}>{i18n._(msg`Se certifica que`)}</p>
        <p className={studentName} data-testid="certificate-student">
          {certificate.studentName}
        </p>
        <p className={muted}>{i18n._(msg`completó el curso`)}</p>
        <p className={courseTitle} data-testid="certificate-course">
          {keepHyphenated(certificate.courseTitle)}
        </p>

        <dl className={factsGrid}>
          {facts.map(([label, value, key]) => (
            <div key={key} className={css({ display: 'grid', gap: '0.5', minW: 0, alignContent: 'start' })}>
              <dt className={factLabel}>{label}</dt>
              <dd className={factValue} data-testid={`certificate-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div className={signatures}>
          {/* The issuer signs (issue 30): the provider's authorised signatory, with the provider number. */}
          <div className={signatureBlock} data-testid="certificate-issuer-signature">
            {certificate.signatoryName ? (
              <p className={issuerSignature} data-testid="certificate-signatory">
                {certificate.signatoryName}
              </p>
            ) : (
              <p className={dateValue}>{certificate.providerName}</p>
            )}
            <p className={signatureLabel}>
              {certificate.signatoryName ? (
                <>
                  <strong className={css({ color: 'fg', _print: { color: 'black' } })}>
                    {certificate.signatoryName}
                  </strong>
                  {certificate.signatoryTitle && `, ${certificate.signatoryTitle}`}
                  <br />
                </>
              ) : null}
              {i18n._(
                msg`Por ${certificate.providerName} · proveedor n.º ${keepTogether(certificate.providerNumber)}`,
              )}
            </p>
          </div>
          <div className={signatureBlock}>
            <p className={signature} data-testid="certificate-signature">
              {certificate.studentName}
            </p>
            <p className={signatureLabel}>
              {i18n._(msg`Firma del estudiante`)}
              <br />
              {i18n._(msg`Fecha`)}: {formatDate(certificate.issuedAt ?? certificate.completedAt, locale)}
            </p>
          </div>
        </div>
        <p className={idLine}>
          {i18n._(msg`Id. del certificado`)}:{' '}
          <span data-testid="certificate-id">{masked ? `c_${hidden}` : certificate.id}</span>
        </p>
      </div>
    </article>
  );
}

/** A provider number ('BAP 50-18734') stays on one line: no-break space and hyphen. */
function keepTogether(text: string): string {
  return keepHyphenated(text).replace(/ /g, '\u00a0');
}

/** '2-15' stays on one line: a non-breaking hyphen between letters or digits. */
function keepHyphenated(text: string): string {
  return text.replace(/(\w)-(\w)/g, '$1\u2011$2');
}

const frame = css({
  bg: 'bg.card',
  borderWidth: '3px',
  borderStyle: 'solid',
  borderColor: 'accent',
  borderRadius: 'card',
  p: { base: '1.5', md: '2' },
  boxShadow: 'sm',
  _print: { borderColor: 'black', boxShadow: 'none', bg: 'white', color: 'black', breakInside: 'avoid' },
});
const inner = css({
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: '12px',
  px: { base: '4', md: '10' },
  py: { base: '6', md: '10' },
  display: 'grid',
  gap: '2',
  textAlign: 'center',
  justifyItems: 'center',
});
const wordmark = css({
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: 'lg',
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: 'fg.brand',
  _print: { color: 'black' },
});
const title = css({
  fontSize: { base: 'xl', md: '3xl' },
  fontWeight: '800',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  textWrap: 'balance',
});
const muted = css({ color: 'fg.muted', fontSize: 'sm', mt: '2', _print: { color: 'black' } });
const studentName = css({
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '4xl' },
  fontWeight: '800',
  overflowWrap: 'anywhere',
});
const courseTitle = css({ fontSize: { base: 'lg', md: '2xl' }, fontWeight: '700', textWrap: 'balance' });
const factsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '5' },
  w: 'full',
  mt: '6',
  pt: '6',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  textAlign: 'start',
  _print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const factLabel = css({
  fontSize: 'xs',
  fontWeight: '700',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'fg.muted',
  _print: { color: 'black' },
});
const factValue = css({ fontWeight: '700', overflowWrap: 'anywhere' });
const signatures = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '6', sm: '10' },
  w: 'full',
  mt: '8',
  _print: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const signatureBlock = css({ display: 'grid', gap: '1', alignContent: 'end' });
const underline = css({
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'fg',
  pb: '1',
});
const signatureType = {
  fontFamily: "'Great Vibes', 'Brush Script MT', 'Segoe Script', cursive",
  fontSize: { base: '3xl', md: '4xl' },
  lineHeight: '1.2',
  overflowWrap: 'anywhere',
} as const;
const signature = cx(underline, css(signatureType));
// The signatory's name with post-nominals ("Robert J. Alvarez, CLU") is longer than a learner's: one size down.
const issuerSignature = cx(underline, css(signatureType, { fontSize: { base: '2xl', md: '3xl' } }));
const dateValue = cx(underline, css({ fontSize: 'lg', fontWeight: '600' }));
const signatureLabel = css({ fontSize: 'xs', color: 'fg.muted', _print: { color: 'black' } });
const idLine = css({
  mt: '6',
  fontSize: 'xs',
  color: 'fg.muted',
  overflowWrap: 'anywhere',
  _print: { color: 'black' },
});
