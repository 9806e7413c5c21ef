import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import type { Evaluation } from '../../domain/ce/engine.ts';
import { parseRequirementsQuery, REQUIREMENT_STATES, requirementsSearch } from '../../domain/ce/form.ts';
import type { Proposal } from '../../domain/ce/proposal.ts';
import { LICENCE_REQUIREMENTS } from '../../domain/ce/requirements/data.ts';
import { formatCreditHours } from '../../domain/credit-hours.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { errorText, hintText, inputStyle, labelStyle } from '../../ui/form-styles.ts';
import { lead, Notice, pageTitle, widePage, wrapButton } from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';
import { LicencesSection } from './LicencesSection.tsx';
import {
  cannotJudgeText,
  categoryName,
  dateText,
  fieldErrorText,
  licenceName,
  monthName,
  noCreditReason,
  stateName,
} from './labels.ts';
import { field, formCard, list, muted, sectionTitle, wide } from './styles.ts';

// /continuing-education/requirements (issue 15): "what do I still need to renew?". A GET form whose query is the
// whole state (shareable, works without JavaScript); the answer is rendered on the server from the requirements
// engine. A signed-in learner's issued certificates count toward the hours, and "fill my missing hours" proposes
// the cheapest catalogue courses and sells them in one checkout (a form post to SERVER_ROUTES.ceFill).

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  p: '4',
});
const bigFigure = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', lineHeight: '1.1' });

function hoursText(i18n: I18n, tenths: number): string {
  const value = formatCreditHours(`${Math.floor(tenths / 10)}.${tenths % 10}`);
  return i18n._(msg`${value} h`);
}

export async function RequirementsPage() {
  const { i18n, locale } = initRequestI18n();
  const url = requestPageUrl();
  const query = parseRequirementsQuery(url.searchParams);
  const learner = await getSignedInLearner();
  const asked = url.searchParams.size > 0;
  const savedLicences = learner ? await domain().ce.learnerLicenceList(learner.id) : [];
  // A signed-in learner who asked nothing yet sees their first saved licence with its dates (renewal reminders),
  // else the licence of their newest credited course, from the transcript.
  const saved = !asked ? savedLicences[0] : undefined;
  if (saved) {
    const filled = parseRequirementsQuery(
      new URLSearchParams(
        requirementsSearch({
          licence: saved.licenceKey,
          issued: saved.issueDate ?? '',
          birthMonth: saved.birthMonth ? String(saved.birthMonth) : '',
          expires: saved.expiresOn ?? '',
        }),
      ),
    );
    Object.assign(query, filled);
  }
  const suggested = learner && !asked && !saved ? await domain().ce.suggestedLicence(learner.id) : undefined;
  if (suggested) {
    query.licence = suggested;
    query.values.licence = suggested;
    query.ready = true;
  }
  const report = query.ready
    ? await domain().ce.report({
        licenceKey: query.licence!,
        facts: query.facts,
        learnerId: learner?.id ?? null,
        locale,
      })
    : undefined;
  const hasErrors = Object.keys(query.errors).length > 0;
  const licences = LICENCE_REQUIREMENTS.filter((licence) => !query.state || licence.state === query.state);
  const path = '/continuing-education/requirements';
  const title = i18n._(msg`¿Qué me falta para renovar mi licencia?`);
  const error = (name: keyof typeof query.errors) => {
    const key = query.errors[name];
    return key ? fieldErrorText(i18n, key) : undefined;
  };
  const described = (name: keyof typeof query.errors, hint?: boolean) =>
    [hint ? `ce-${name}-hint` : '', query.errors[name] ? `ce-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={widePage} data-testid="ce-requirements-page">
      <PageMeta
        locale={locale}
        path={path}
        title={`${title} · Quest`}
        description={i18n._(
          msg`Elige tu estado y tu licencia: te decimos cuántas horas de educación continua necesitas, de qué temas y para cuándo, y el modo más barato de completarlas.`,
        )}
        noindex={asked}
      />
      <div className={css({ display: 'grid', gap: '8' })}>
        <header className={css({ display: 'grid', gap: '3' })}>
          <h1 className={pageTitle}>{title}</h1>
          <p className={lead}>
            {i18n._(
              msg`Elige tu licencia y sus fechas: te decimos cuántas horas de educación continua necesitas, de qué temas y para cuándo.`,
            )}
          </p>
          {learner ? (
            <p className={muted} data-testid="ce-signed-in">
              {i18n._(msg`Contamos las horas de tu historial de educación continua en Quest.`)}{' '}
              <a href={localePath(locale, pagePaths.transcript(learner.id))}>
                {i18n._(msg`Ver mi historial`)}
              </a>
            </p>
          ) : null}
        </header>

        <form method="get" action={localePath(locale, path)} className={cx(card(), formCard)} noValidate>
          {hasErrors && (
            <div className={wide} role="alert" data-testid="ce-form-errors">
              <Notice tone="error" title={i18n._(msg`Revisa los campos marcados.`)} />
            </div>
          )}
          <div className={field}>
            <label htmlFor="ce-state" className={labelStyle}>
              {i18n._(msg`Estado`)}
            </label>
            <select
              id="ce-state"
              name="state"
              defaultValue={query.state ?? ''}
              className={inputStyle}
              aria-invalid={query.errors.state ? true : undefined}
              aria-describedby={described('state')}
            >
              <option value="">{i18n._(msg`Todos los estados`)}</option>
              {REQUIREMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {stateName(i18n, state)}
                </option>
              ))}
            </select>
            {error('state') && (
              <p id="ce-state-error" className={errorText}>
                {error('state')}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="ce-licence" className={labelStyle}>
              {i18n._(msg`Licencia`)}
            </label>
            <select
              id="ce-licence"
              name="licence"
              defaultValue={query.licence ?? ''}
              className={inputStyle}
              required
              aria-invalid={query.errors.licence ? true : undefined}
              aria-describedby={described('licence')}
              data-testid="ce-licence"
            >
              <option value="">{i18n._(msg`Elige tu licencia`)}</option>
              {REQUIREMENT_STATES.filter((state) => licences.some((licence) => licence.state === state)).map(
                (state) => (
                  <optgroup key={state} label={stateName(i18n, state)}>
                    {licences
                      .filter((licence) => licence.state === state)
                      .map((licence) => (
                        <option key={licence.key} value={licence.key}>
                          {`${licenceName(i18n, licence.key)} (${state})`}
                        </option>
                      ))}
                  </optgroup>
                ),
              )}
            </select>
            {error('licence') && (
              <p id="ce-licence-error" className={errorText} data-testid="licence-error">
                {error('licence')}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="ce-issued" className={labelStyle}>
              {i18n._(msg`Fecha de emisión de la licencia`)}
            </label>
            <input
              id="ce-issued"
              name="issued"
              type="date"
              defaultValue={query.values.issued}
              className={inputStyle}
              aria-invalid={query.errors.issued ? true : undefined}
              aria-describedby={described('issued')}
            />
            {error('issued') && (
              <p id="ce-issued-error" className={errorText} data-testid="issued-error">
                {error('issued')}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="ce-birthMonth" className={labelStyle}>
              {i18n._(msg`Mes de nacimiento`)}
            </label>
            <select
              id="ce-birthMonth"
              name="birthMonth"
              defaultValue={query.values.birthMonth}
              className={inputStyle}
              aria-invalid={query.errors.birthMonth ? true : undefined}
              aria-describedby={described('birthMonth', true)}
            >
              <option value="">{i18n._(msg`Sin indicar`)}</option>
              {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
                <option key={month} value={String(month)}>
                  {monthName(month, locale)}
                </option>
              ))}
            </select>
            <p id="ce-birthMonth-hint" className={hintText}>
              {i18n._(msg`Las licencias de seguros de Florida vencen al final de tu mes de nacimiento.`)}
            </p>
            {error('birthMonth') && (
              <p id="ce-birthMonth-error" className={errorText}>
                {error('birthMonth')}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="ce-years" className={labelStyle}>
              {i18n._(msg`Años con licencia (opcional)`)}
            </label>
            <input
              id="ce-years"
              name="years"
              type="number"
              min={0}
              max={80}
              inputMode="numeric"
              defaultValue={query.values.years}
              className={inputStyle}
              aria-invalid={query.errors.years ? true : undefined}
              aria-describedby={described('years', true)}
            />
            <p id="ce-years-hint" className={hintText}>
              {i18n._(msg`Si lo dejas vacío, lo contamos desde la fecha de emisión.`)}
            </p>
            {error('years') && (
              <p id="ce-years-error" className={errorText} data-testid="years-error">
                {error('years')}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="ce-expires" className={labelStyle}>
              {i18n._(msg`Vencimiento impreso en la licencia (opcional)`)}
            </label>
            <input
              id="ce-expires"
              name="expires"
              type="date"
              defaultValue={query.values.expires}
              className={inputStyle}
              aria-invalid={query.errors.expires ? true : undefined}
              aria-describedby={described('expires', true)}
            />
            <p id="ce-expires-hint" className={hintText}>
              {i18n._(
                msg`Para Texas y California, donde la fecha no sale de una regla que podamos confirmar.`,
              )}
            </p>
            {error('expires') && (
              <p id="ce-expires-error" className={errorText}>
                {error('expires')}
              </p>
            )}
          </div>
          <div className={wide}>
            <button type="submit" className={cx(button(), wrapButton)} data-testid="ce-submit">
              {i18n._(msg`Ver lo que necesito`)}
            </button>
          </div>
        </form>

        {asked && !query.licence && !hasErrors && (
          <Notice tone="info" testId="ce-pick-licence">
            {i18n._(msg`Elige una licencia para ver sus requisitos.`)}
          </Notice>
        )}
        {report && (
          <Result
            i18n={i18n}
            locale={locale}
            evaluation={report.evaluation}
            proposal={report.proposal}
            signedIn={learner !== null}
            search={requirementsSearch(query.values)}
          />
        )}
        {learner && (
          <LicencesSection
            i18n={i18n}
            locale={locale}
            licences={savedLicences}
            params={url.searchParams}
            defaults={{
              licence: query.licence ?? '',
              issued: query.values.issued,
              birthMonth: query.values.birthMonth,
              expires: query.values.expires,
            }}
          />
        )}
      </div>
    </div>
  );
}

function Result({
  i18n,
  locale,
  evaluation,
  proposal,
  signedIn,
  search,
}: {
  i18n: I18n;
  locale: Locale;
  evaluation: Evaluation;
  proposal: Proposal | null;
  signedIn: boolean;
  search: string;
}) {
  const licence = `${licenceName(i18n, evaluation.licence.key)} (${stateName(i18n, evaluation.licence.state)})`;
  const period = evaluation.period;
  const required = evaluation.totalRequiredTenths;
  return (
    <section
      aria-labelledby="ce-result-title"
      className={css({ display: 'grid', gap: '6' })}
      data-testid="ce-result"
    >
      <h2 id="ce-result-title" className={sectionTitle}>
        {licence}
      </h2>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        <div className={cx(card(), css({ display: 'grid', gap: '1', p: '5' }))}>
          <span className={muted}>{i18n._(msg`Fecha límite`)}</span>
          <strong className={bigFigure} data-testid="ce-due">
            {period ? dateText(period.due, locale) : i18n._(msg`No podemos calcularla`)}
          </strong>
          {period && (
            <span className={muted}>
              {i18n._(msg`Período del ${dateText(period.start, locale)} al ${dateText(period.due, locale)}`)}
            </span>
          )}
        </div>
        <div className={cx(card(), css({ display: 'grid', gap: '1', p: '5' }))}>
          <span className={muted}>{i18n._(msg`Horas exigidas`)}</span>
          <strong className={bigFigure} data-testid="ce-required">
            {required === null ? i18n._(msg`No podemos saberlo`) : hoursText(i18n, required)}
          </strong>
          {evaluation.reduced && (
            <span className={muted}>{i18n._(msg`Reducidas por tener la licencia 6 años o más.`)}</span>
          )}
          {period?.firstRenewal && <span className={muted}>{i18n._(msg`Es tu primera renovación.`)}</span>}
        </div>
        <div className={cx(card(), css({ display: 'grid', gap: '1', p: '5' }))}>
          <span className={muted}>
            {signedIn ? i18n._(msg`Te faltan`) : i18n._(msg`Horas que necesitas`)}
          </span>
          <strong className={bigFigure} data-testid="ce-missing">
            {evaluation.missingTenths === null ? '—' : hoursText(i18n, evaluation.missingTenths)}
          </strong>
          {signedIn && (
            <span className={muted}>
              {i18n._(msg`Ya tienes ${hoursText(i18n, evaluation.earnedTenths)} en este período.`)}
            </span>
          )}
        </div>
      </div>

      <p data-testid="ce-summary">{summary(i18n, locale, evaluation)}</p>

      {evaluation.categories.length > 0 && (
        <div className={css({ display: 'grid', gap: '3' })}>
          <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>{i18n._(msg`Temas obligatorios`)}</h3>
          <ul className={list} data-testid="ce-categories">
            {evaluation.categories.map((category) => (
              <li key={category.category} className={cx(card(), row)} data-category={category.category}>
                <span className={css({ fontWeight: '700' })}>{categoryName(i18n, category.category)}</span>
                <span
                  className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}
                >
                  {category.requiredTenths !== null && category.status !== 'not-this-period' && (
                    <span className={muted}>
                      {i18n._(
                        msg`${hoursText(i18n, category.earnedTenths)} de ${hoursText(i18n, category.requiredTenths)}`,
                      )}
                    </span>
                  )}
                  <span
                    className={badge({
                      tone:
                        category.status === 'met'
                          ? 'mint'
                          : category.status === 'missing'
                            ? 'coral'
                            : category.status === 'not-this-period'
                              ? 'brand'
                              : 'sun',
                    })}
                    data-status={category.status}
                  >
                    {category.status === 'met'
                      ? i18n._(msg`Cumplido`)
                      : category.status === 'missing'
                        ? i18n._(msg`Faltan ${hoursText(i18n, category.missingTenths ?? 0)}`)
                        : category.status === 'not-this-period'
                          ? i18n._(msg`No en este período`)
                          : i18n._(msg`No podemos juzgarlo`)}
                  </span>
                </span>
              </li>
            ))}
            {evaluation.electiveMissingTenths !== null && evaluation.electiveMissingTenths > 0 && (
              <li className={cx(card(), row)} data-category="elective">
                <span className={css({ fontWeight: '700' })}>{i18n._(msg`Cursos a elección`)}</span>
                <span className={badge({ tone: 'coral' })} data-status="missing">
                  {i18n._(msg`Faltan ${hoursText(i18n, evaluation.electiveMissingTenths)}`)}
                </span>
              </li>
            )}
          </ul>
        </div>
      )}

      {evaluation.noCredit.length > 0 && (
        <div className={css({ display: 'grid', gap: '3' })}>
          <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>
            {i18n._(msg`Cursos que no suman horas`)}
          </h3>
          <ul className={list} data-testid="ce-no-credit">
            {evaluation.noCredit.map(({ completion, reason }) => (
              <li key={completion.id} className={cx(card(), css({ display: 'grid', gap: '1', p: '4' }))}>
                <span className={css({ fontWeight: '700' })}>{completion.title}</span>
                <span className={muted}>
                  {formatDate(completion.completedAt, locale)} · {noCreditReason(i18n, reason)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {evaluation.cannotJudge.length > 0 && (
        <div className={css({ display: 'grid', gap: '2' })} data-testid="ce-cannot-judge">
          <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>
            {i18n._(msg`Lo que no podemos juzgar`)}
          </h3>
          <ul className={css({ display: 'grid', gap: '1', pl: '5', listStyle: 'disc' })}>
            {evaluation.cannotJudge.map((item) => (
              <li key={JSON.stringify(item)}>{cannotJudgeText(i18n, item)}</li>
            ))}
          </ul>
        </div>
      )}

      {proposal && <ProposalSection i18n={i18n} locale={locale} proposal={proposal} search={search} />}

      {evaluation.version && (
        <p className={muted}>
          {i18n._(
            msg`Fuente: ${evaluation.version.source}. Las juntas cambian estas cifras: confírmalas con tu regulador antes de renovar.`,
          )}
        </p>
      )}
    </section>
  );
}

function summary(i18n: I18n, locale: Locale, evaluation: Evaluation): string {
  const parts: string[] = [];
  const due = evaluation.period?.due;
  if (evaluation.missingTenths === 0) {
    return due
      ? i18n._(msg`Ya tienes todas las horas de este período. Tu licencia vence el ${dateText(due, locale)}.`)
      : i18n._(msg`Ya tienes todas las horas que podemos contar.`);
  }
  if (evaluation.totalRequiredTenths !== null) {
    const total = hoursText(i18n, evaluation.totalRequiredTenths);
    parts.push(
      due
        ? i18n._(msg`Necesitas ${total} de educación continua antes del ${dateText(due, locale)}.`)
        : i18n._(msg`Necesitas ${total} de educación continua por período.`),
    );
  }
  const named = evaluation.categories.filter((category) => category.status === 'missing');
  if (named.length > 0) {
    const names = named
      .map(
        (category) =>
          `${categoryName(i18n, category.category)} (${hoursText(i18n, category.requiredTenths ?? 0)})`,
      )
      .join(', ');
    parts.push(i18n._(msg`Dentro de ellas: ${names}.`));
  }
  return parts.join(' ');
}

function ProposalSection({
  i18n,
  locale,
  proposal,
  search,
}: {
  i18n: I18n;
  locale: Locale;
  proposal: Proposal;
  search: string;
}) {
  const action = `${SERVER_ROUTES.ceFill}?lang=${locale}`;
  return (
    <section
      aria-labelledby="ce-fill-title"
      className={cx(card(), css({ display: 'grid', gap: '4', p: { base: '5', md: '7' } }))}
      data-testid="ce-proposal"
    >
      <h3 id="ce-fill-title" className={sectionTitle}>
        {i18n._(msg`Completa tus horas`)}
      </h3>
      {proposal.items.length === 0 ? (
        <p className={lead}>{i18n._(msg`No tenemos en el catálogo cursos que cubran lo que te falta.`)}</p>
      ) : (
        <>
          <p className={lead}>
            {i18n._(
              msg`La combinación más barata de nuestro catálogo que cubre lo que te falta: ${plural(proposal.courses.length, { one: '# curso', other: '# cursos' })}, ${hoursText(i18n, proposal.hoursTenths)}.`,
            )}
          </p>
          <ol className={list} data-testid="ce-proposal-items">
            {proposal.items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className={css({
                  display: 'grid',
                  gap: '1',
                  borderBottom: '1px solid',
                  borderColor: 'border',
                  pb: '3',
                })}
                data-slug={item.slug}
              >
                <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
                  <a
                    href={localePath(
                      locale,
                      item.kind === 'bundle' ? pagePaths.bundle(item.slug) : pagePaths.course(item.slug),
                    )}
                    className={css({ fontWeight: '700' })}
                  >
                    {item.title}
                  </a>
                  <span className={css({ fontWeight: '700', whiteSpace: 'nowrap' })}>
                    {formatMoney(item.priceCents, locale)}
                  </span>
                </span>
                {item.required && (
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {i18n._(msg`Cubre un tema obligatorio`)}
                  </span>
                )}
                {item.kind === 'bundle' && (
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {item.courses.map((course) => course.title).join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ol>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'baseline' })}>
            <span className={css({ fontSize: '2xl', fontWeight: '800' })} data-testid="ce-proposal-total">
              {i18n._(msg`Total: ${formatMoney(proposal.totalCents, locale)}`)}
            </span>
            <span className={muted} data-testid="ce-proposal-one-by-one">
              {proposal.oneByOneCents > proposal.totalCents
                ? i18n._(
                    msg`Uno por uno: ${formatMoney(proposal.oneByOneCents, locale)} (ahorras ${formatMoney(proposal.oneByOneCents - proposal.totalCents, locale)})`,
                  )
                : i18n._(msg`Uno por uno: ${formatMoney(proposal.oneByOneCents, locale)} (el mismo precio)`)}
            </span>
          </div>
          {proposal.uncovered.length > 0 && (
            <p className={muted}>
              {i18n._(
                msg`Sin cursos en el catálogo para: ${proposal.uncovered.map((category) => categoryName(i18n, category)).join(', ')}.`,
              )}
            </p>
          )}
          {proposal.covers && (
            <form method="post" action={action}>
              <input type="hidden" name="query" value={search} />
              <button type="submit" className={cx(button(), wrapButton)} data-testid="ce-fill-buy">
                {i18n._(msg`Comprar todo en un solo pago`)}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
