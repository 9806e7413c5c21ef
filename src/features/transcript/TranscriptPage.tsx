import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { formatDate } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { ReportingBadge, reportingFacts } from '../certificates/index.ts';
import {
  actionsRow,
  cardTitle,
  lead,
  pageTitle,
  postAction,
  widePage,
  wrapButton,
} from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';

// /learners/{id}/transcript: the signed-in learner's CE transcript (spec §1): every credited course with its
// hours, provider number and date, totals per licence, and the PDF and CSV downloads. Only its owner sees it:
// anyone else (signed out, another learner, a guessed id) gets the 404 page. Personal: no-store, noindex.

const list = css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' });
const entryCard = css({ display: 'grid', gap: '2', p: { base: '4', md: '5' } });
const facts = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
  '& dt': {
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: '700',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  '& dd': { fontWeight: '600', overflowWrap: 'anywhere' },
});
const sectionTitle = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800', fontFamily: 'heading' });

export async function TranscriptPage({ learnerId }: { learnerId: string }) {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  if (!learner || learner.id !== learnerId) notFound();
  const transcript = await domain().certificates.transcript(learner.id, locale);
  if (!transcript) notFound();
  const license = (entry: { licenseType: string; licenseStateCode: string | null }) =>
    entry.licenseStateCode ? `${entry.licenseType} (${entry.licenseStateCode})` : entry.licenseType;
  const hours = (value: string) => i18n._(msg`${value} h`);

  return (
    <div className={widePage} data-testid="transcript-page">
      <PageMeta
        locale={locale}
        path={pagePaths.transcript(learner.id)}
        title={`${i18n._(msg`Historial de educación continua`)} · Quest`}
        description={i18n._(
          msg`Tus cursos acreditados completados, con sus horas de crédito y totales por licencia.`,
        )}
        noindex
      />
      <div className={css({ display: 'grid', gap: '8' })}>
        <header className={css({ display: 'grid', gap: '3' })}>
          <h1 className={pageTitle}>{i18n._(msg`Historial de educación continua`)}</h1>
          <p className={lead}>
            {i18n._(
              msg`${transcript.learner.fullName}: cada curso acreditado que completaste, con sus horas de crédito, el número de proveedor y la fecha.`,
            )}
          </p>
          <div className={actionsRow}>
            <a
              href={postAction(SERVER_ROUTES.transcriptPdf, { learnerId: learner.id }, locale)}
              className={cx(button(), wrapButton)}
              data-testid="transcript-pdf"
              download
            >
              {i18n._(msg`Descargar PDF`)}
            </a>
            <a
              href={postAction(SERVER_ROUTES.transcriptCsv, { learnerId: learner.id }, locale)}
              className={cx(button({ variant: 'secondary' }), wrapButton)}
              data-testid="transcript-csv"
              download
            >
              {i18n._(msg`Descargar CSV`)}
            </a>
          </div>
        </header>

        <section aria-labelledby="totals-title" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="totals-title" className={sectionTitle}>
            {i18n._(msg`Totales por licencia`)}
          </h2>
          {transcript.totals.length === 0 ? (
            <p className={lead}>{i18n._(msg`Aún no hay cursos acreditados completados.`)}</p>
          ) : (
            <ul className={list} data-testid="transcript-totals">
              {transcript.totals.map((total) => (
                <li
                  key={`${total.licenseStateCode}|${total.licenseType}`}
                  className={cx(
                    card(),
                    css({
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: '3',
                      justifyContent: 'space-between',
                      p: '4',
                    }),
                  )}
                >
                  <span className={css({ fontWeight: '700' })}>{license(total)}</span>
                  <span className={css({ display: 'flex', gap: '4', alignItems: 'baseline' })}>
                    <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                      {i18n._(msg`${plural(total.courses, { one: '# curso', other: '# cursos' })}`)}
                    </span>
                    <strong className={css({ fontSize: 'lg' })}>{hours(total.creditHours)}</strong>
                  </span>
                </li>
              ))}
              <li
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: '4',
                  fontWeight: '800',
                })}
                data-testid="transcript-total"
              >
                <span>{i18n._(msg`Total`)}</span>
                <span>{hours(transcript.totalHours)}</span>
              </li>
            </ul>
          )}
        </section>

        {transcript.entries.length > 0 && (
          <section aria-labelledby="courses-title" className={css({ display: 'grid', gap: '3' })}>
            <h2 id="courses-title" className={sectionTitle}>
              {i18n._(msg`Cursos acreditados`)}
            </h2>
            <ol className={list} data-testid="transcript-entries">
              {[...transcript.entries].reverse().map((entry) => (
                <li
                  key={entry.certificateId}
                  className={cx(card(), entryCard)}
                  data-testid="transcript-entry"
                >
                  <h3 className={cardTitle}>
                    <a
                      href={localePath(locale, pagePaths.certificate(entry.certificateId))}
                      className={css({ color: 'fg.brand', textDecoration: 'underline' })}
                    >
                      {entry.courseTitle}
                    </a>
                  </h3>
                  <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                    {entry.repeat && (
                      <span className={badge({ tone: 'sun' })}>
                        {i18n._(msg`Repetido en 24 meses: sin crédito`)}
                      </span>
                    )}
                    <ReportingBadge i18n={i18n} reporting={entry.reporting} />
                  </p>
                  <dl className={facts}>
                    <div>
                      <dt>{i18n._(msg`Fecha de finalización`)}</dt>
                      <dd>{formatDate(entry.completedAt, locale, 'medium')}</dd>
                    </div>
                    <div>
                      <dt>{i18n._(msg`Horas de crédito`)}</dt>
                      <dd>{hours(entry.creditedHours)}</dd>
                    </div>
                    <div>
                      <dt>{i18n._(msg`Licencia`)}</dt>
                      <dd>{license(entry)}</dd>
                    </div>
                    <div>
                      <dt>{i18n._(msg`N.º de proveedor`)}</dt>
                      <dd>{entry.providerNumber}</dd>
                    </div>
                    <div>
                      <dt>{i18n._(msg`Proveedor`)}</dt>
                      <dd>{entry.providerName}</dd>
                    </div>
                    <div>
                      <dt>{i18n._(msg`Número de referencia`)}</dt>
                      <dd>{entry.referenceNumber}</dd>
                    </div>
                    {reportingFacts(i18n, locale, entry.reporting).map((fact) => (
                      <div key={fact.key}>
                        <dt>{fact.label}</dt>
                        <dd data-testid={`transcript-reporting-${fact.key}`}>{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          </section>
        )}

        {transcript.pending.length > 0 && (
          <section aria-labelledby="pending-title" className={css({ display: 'grid', gap: '3' })}>
            <h2 id="pending-title" className={sectionTitle}>
              {i18n._(msg`Aún sin crédito`)}
            </h2>
            <p className={css({ color: 'fg.muted' })}>
              {i18n._(
                msg`Estos cursos están completos, pero su certificado espera el pago o la confirmación del monitor: sus horas se suman cuando se emite.`,
              )}
            </p>
            <ul className={list} data-testid="transcript-pending">
              {transcript.pending.map((entry) => (
                <li
                  key={entry.certificateId}
                  className={cx(card(), css({ display: 'flex', gap: '3', alignItems: 'center', p: '4' }))}
                >
                  <span className={css({ color: 'fg.muted', flexShrink: 0 })}>
                    <Icon name="lock" size={22} />
                  </span>
                  <span className={css({ display: 'grid', gap: '1', minW: 0 })}>
                    <a
                      href={localePath(locale, pagePaths.certificate(entry.certificateId))}
                      className={css({ fontWeight: '700', color: 'fg.brand', textDecoration: 'underline' })}
                    >
                      {entry.courseTitle}
                    </a>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {entry.status === 'pending_payment'
                        ? i18n._(msg`Pendiente de pago`)
                        : i18n._(msg`Espera la confirmación del monitor`)}
                      {' · '}
                      {hours(entry.creditHours)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
