import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { type LearnerResults, parseResultsYear, type SeriesBucket } from '../../domain/learners/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { PageMeta } from '../seo/index.ts';
import { formatDate, formatNumber, LearnerHeader, LearnerTabs, learnerPage, sectionTitle } from './parts.tsx';
import { type ChartBar, ResultsChart } from './ResultsChart.tsx';
import { viewableProfile } from './viewer.ts';

/**
 * /learners/{id}/results/week and /learners/{id}/results/{year} (spec §2): points per day of the last seven days,
 * or per month of a year, as a chart read at a glance, with the period's totals and the numbers in a table.
 * The same access rule as the profile; a year that is not four digits in Quest's range is the 404 page.
 */
export async function LearnerResultsPage({ id, period }: { id: string; period: string }) {
  const { i18n, locale } = initRequestI18n();
  const year = period === 'week' ? null : parseResultsYear(period);
  if (period !== 'week' && year === null) notFound();
  const { profile, owner } = await viewableProfile(id, locale, { withAchievements: false });
  const results = await domain().learners.results(
    id,
    year === null ? { kind: 'week' } : { kind: 'year', year },
  );
  if (!results) notFound();

  const today = results.series.to;
  const nowMonth = new Date().toISOString().slice(0, 7);
  const bars: ChartBar[] = results.series.buckets.map((bucket) => ({
    key: bucket.key,
    label: shortLabel(locale, bucket, year === null),
    value: bucket.points,
    current: year === null ? bucket.key === today : bucket.key === nowMonth,
  }));
  const heading =
    year === null ? i18n._(msg`Resultados de esta semana`) : i18n._(msg`Resultados de ${String(year)}`);
  const range =
    year === null
      ? `${formatDate(locale, results.series.from, { day: 'numeric', month: 'long' })} – ${formatDate(locale, results.series.to, { day: 'numeric', month: 'long', year: 'numeric' })}`
      : String(year);
  const points = (value: number) => formatNumber(locale, value);

  return (
    <div className={learnerPage} data-testid="learner-results" data-period={period}>
      <PageMeta
        locale={locale}
        path={year === null ? pagePaths.learnerWeek(id) : pagePaths.learnerYear(id, year)}
        title={`${heading} · ${owner ? i18n._(msg`Tu perfil`) : profile.firstName} · Quest`}
        description={i18n._(msg`Puntos por día y por mes de un alumno de Quest.`)}
        noindex
      />
      <LearnerHeader
        i18n={i18n}
        locale={locale}
        profile={profile}
        owner={owner}
        subtitle={owner ? i18n._(msg`Tus resultados`) : i18n._(msg`Resultados`)}
      />
      <LearnerTabs
        i18n={i18n}
        locale={locale}
        learnerId={id}
        years={
          results.years.includes(year ?? -1) || year === null
            ? results.years
            : [...results.years, year].sort((a, b) => b - a)
        }
        current={year === null ? { kind: 'week' } : { kind: 'year', year }}
      />

      <section aria-labelledby="results-title" className={cx(card(), css({ display: 'grid', gap: '4' }))}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <h2 id="results-title" className={sectionTitle}>
            {heading}
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {year === null ? i18n._(msg`Puntos por día, ${range}`) : i18n._(msg`Puntos por mes, ${range}`)}
          </p>
        </div>
        <ResultsChart
          bars={bars}
          idPrefix="results-chart"
          title={
            year === null ? i18n._(msg`Puntos por día, ${range}`) : i18n._(msg`Puntos por mes, ${range}`)
          }
          description={describe(i18n, locale, results, year === null)}
          formatValue={points}
        />
        <Totals i18n={i18n} locale={locale} results={results} />
        <details className={details}>
          <summary className={summary}>{i18n._(msg`Ver los datos en una tabla`)}</summary>
          <DataTable i18n={i18n} locale={locale} results={results} week={year === null} />
        </details>
      </section>
    </div>
  );
}

function shortLabel(locale: Locale, bucket: SeriesBucket, week: boolean): string {
  return week
    ? formatDate(locale, bucket.key, { weekday: 'short' }).replace('.', '')
    : formatDate(locale, `${bucket.key}-01`, { month: 'short' }).replace('.', '');
}

function longLabel(locale: Locale, bucket: SeriesBucket, week: boolean): string {
  return week
    ? formatDate(locale, bucket.key, { weekday: 'long', day: 'numeric', month: 'long' })
    : formatDate(locale, `${bucket.key}-01`, { month: 'long' });
}

/** One sentence with the total and the best day or month: what a sighted reader takes from the bars. */
function describe(i18n: I18n, locale: Locale, results: LearnerResults, week: boolean): string {
  const { buckets, totals } = results.series;
  const total = formatNumber(locale, totals.points);
  if (totals.points === 0)
    return week ? i18n._(msg`Sin puntos en estos siete días.`) : i18n._(msg`Sin puntos en este año.`);
  const best = buckets.reduce((a, b) => (b.points > a.points ? b : a));
  const bestLabel = longLabel(locale, best, week);
  const bestPoints = formatNumber(locale, best.points);
  const active = buckets.filter((bucket) => bucket.points > 0).length;
  return week
    ? i18n._(
        msg`${total} puntos en total, con actividad ${active} de 7 días. El mejor día fue ${bestLabel}, con ${bestPoints} puntos.`,
      )
    : i18n._(
        msg`${total} puntos en total, con actividad ${active} de 12 meses. El mejor mes fue ${bestLabel}, con ${bestPoints} puntos.`,
      );
}

function Totals({ i18n, locale, results }: { i18n: I18n; locale: Locale; results: LearnerResults }) {
  const { totals } = results.series;
  const items = [
    { key: 'points', label: i18n._(msg`Puntos`), value: totals.points },
    { key: 'correct', label: i18n._(msg`Preguntas correctas`), value: totals.correctQuestions },
    { key: 'games', label: i18n._(msg`Juegos terminados`), value: totals.gamesFinished },
    { key: 'videos', label: i18n._(msg`Vídeos vistos`), value: totals.videosWatched },
    { key: 'minutes', label: i18n._(msg`Minutos jugados`), value: totals.minutes },
  ];
  return (
    <dl className={totalsList} data-testid="results-totals">
      {items.map((item) => (
        <div key={item.key} className={totalItem}>
          <dt className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600' })}>{item.label}</dt>
          <dd className={css({ fontSize: 'xl', fontWeight: '800' })} data-testid={`total-${item.key}`}>
            {formatNumber(locale, item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DataTable({
  i18n,
  locale,
  results,
  week,
}: {
  i18n: I18n;
  locale: Locale;
  results: LearnerResults;
  week: boolean;
}) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={table} data-testid="results-table">
        <thead>
          <tr>
            <th scope="col">{week ? i18n._(msg`Día`) : i18n._(msg`Mes`)}</th>
            <th scope="col">{i18n._(msg`Puntos`)}</th>
            <th scope="col">{i18n._(msg`Correctas`)}</th>
            <th scope="col">{i18n._(msg`Juegos`)}</th>
            <th scope="col">{i18n._(msg`Vídeos`)}</th>
            <th scope="col">{i18n._(msg`Minutos`)}</th>
          </tr>
        </thead>
        <tbody>
          {results.series.buckets.map((bucket) => (
            <tr key={bucket.key}>
              <th scope="row">{longLabel(locale, bucket, week)}</th>
              <td>{formatNumber(locale, bucket.points)}</td>
              <td>{formatNumber(locale, bucket.correctQuestions)}</td>
              <td>{formatNumber(locale, bucket.gamesFinished)}</td>
              <td>{formatNumber(locale, bucket.videosWatched)}</td>
              <td>{formatNumber(locale, bucket.minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const totalsList = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
});
const totalItem = css({ bg: 'bg.muted', borderRadius: '14px', px: '4', py: '3' });
const details = css({ borderTop: '1px solid', borderColor: 'border', pt: '3' });
const summary = css({
  cursor: 'pointer',
  fontWeight: '700',
  color: 'fg.brand',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
});
const table = css({
  w: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { textAlign: 'end', px: '3', py: '2', borderBottom: '1px solid', borderColor: 'border' },
  '& th[scope=row], & thead th:first-child': { textAlign: 'start' },
  '& thead th': { color: 'fg.muted', fontWeight: '700' },
});
