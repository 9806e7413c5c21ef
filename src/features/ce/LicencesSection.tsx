import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { evaluate } from '../../domain/ce/engine.ts';
import { REQUIREMENT_STATES, requirementsSearch } from '../../domain/ce/form.ts';
import { type LearnerLicence, licenceFacts } from '../../domain/ce/reminders.ts';
import { LICENCE_REQUIREMENTS, licenceRequirement } from '../../domain/ce/requirements/data.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { errorText, hintText, inputStyle, labelStyle } from '../../ui/form-styles.ts';
import { Notice, wrapButton } from '../checkout/index.ts';
import { dateText, licenceName, monthName, stateName } from './labels.ts';
import { field, formCard, list, muted, sectionTitle, wide } from './styles.ts';

// "My licences" on the requirements tool (issue 15): a signed-in learner saves a licence (a plain post, same
// origin) and gets renewal reminders by e-mail 90, 30 and 7 days before its due date; each saved licence opens
// the tool filled with it, has its calendar file, and can be removed. What was wrong comes back in the query.

type Field = 'licence' | 'number' | 'issued' | 'birthMonth' | 'expires';
const FIELDS: readonly Field[] = ['licence', 'number', 'issued', 'birthMonth', 'expires'];

const item = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'space-between',
  alignItems: 'center',
  p: '4',
});
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  '& a': { textDecoration: 'underline', fontWeight: '600' },
});

function fieldError(i18n: I18n, name: Field): string {
  switch (name) {
    case 'licence':
      return i18n._(msg`Elige una licencia de la lista.`);
    case 'number':
      return i18n._(msg`Escribe el número de tu licencia: letras, números y guiones.`);
    case 'issued':
      return i18n._(msg`Escribe una fecha de emisión válida que no sea futura.`);
    case 'birthMonth':
      return i18n._(msg`Elige un mes de la lista.`);
    case 'expires':
      return i18n._(msg`Escribe una fecha de vencimiento válida.`);
  }
}

export function LicencesSection({
  i18n,
  locale,
  licences,
  params,
  defaults,
}: {
  i18n: I18n;
  locale: Locale;
  licences: LearnerLicence[];
  params: URLSearchParams;
  defaults: { licence: string; issued: string; birthMonth: string; expires: string };
}) {
  const errors = new Set(
    (params.get('licenceErrors') ?? '')
      .split(',')
      .filter((name): name is Field => FIELDS.includes(name as Field)),
  );
  const generalError = params.get('licenceError');
  const added = params.get('licenceAdded') === '1';
  const described = (name: Field) => (errors.has(name) ? `lic-${name}-error` : undefined);
  const today = new Date();
  return (
    <section id="ce-licences" className={css({ display: 'grid', gap: '5' })} data-testid="ce-licences">
      <div className={css({ display: 'grid', gap: '2' })}>
        <h2 className={sectionTitle}>{i18n._(msg`Mis licencias y recordatorios`)}</h2>
        <p className={muted}>
          {i18n._(
            msg`Guarda tu licencia y te escribimos 90, 30 y 7 días antes del vencimiento con lo que te falta.`,
          )}
        </p>
      </div>
      {added && (
        <Notice tone="success" testId="licence-added">
          {i18n._(msg`Guardamos tu licencia. Te avisaremos antes de que venza.`)}
        </Notice>
      )}
      {generalError === 'too_many' && (
        <Notice tone="error" testId="licence-too-many">
          {i18n._(msg`Ya tienes el máximo de licencias guardadas. Quita una para añadir otra.`)}
        </Notice>
      )}
      {licences.length > 0 && (
        <ul className={list} data-testid="licence-list">
          {licences.map((licence) => {
            const requirement = licenceRequirement(licence.licenceKey);
            const due = requirement
              ? evaluate(requirement, licenceFacts(licence), [], today).period?.due
              : undefined;
            const search = requirementsSearch({
              state: licence.stateCode,
              licence: licence.licenceKey,
              issued: licence.issueDate ?? '',
              birthMonth: licence.birthMonth ? String(licence.birthMonth) : '',
              expires: licence.expiresOn ?? '',
            });
            return (
              <li key={licence.id} className={cx(card(), item)} data-testid="licence-item">
                <div className={css({ display: 'grid', gap: '1' })}>
                  <strong>{`${licenceName(i18n, licence.licenceKey)} (${stateName(i18n, licence.stateCode)})`}</strong>
                  <span className={muted}>
                    {i18n._(msg`Número ${licence.number}`)}
                    {' · '}
                    {due
                      ? i18n._(msg`Vence el ${dateText(due, locale)}`)
                      : i18n._(msg`Sin fecha de vencimiento: añade las fechas que faltan.`)}
                    {' · '}
                    {licence.remindersOn
                      ? i18n._(msg`Recordatorios activos`)
                      : i18n._(msg`Recordatorios desactivados`)}
                  </span>
                </div>
                <div className={actions}>
                  <a href={`${localePath(locale, pagePaths.ceRequirements)}?${search}`}>
                    {i18n._(msg`Ver lo que me falta`)}
                  </a>
                  {due && (
                    <a
                      href={`${SERVER_ROUTES.ceLicenceCalendar.replace(':file', `${licence.token}.ics`)}?lang=${locale}`}
                      data-testid="licence-ics"
                    >
                      {i18n._(msg`Añadir al calendario (.ics)`)}
                    </a>
                  )}
                  <form method="post" action={`${SERVER_ROUTES.ceLicenceRemove}?lang=${locale}`}>
                    <input type="hidden" name="id" value={String(licence.id)} />
                    <button
                      type="submit"
                      className={cx(button({ variant: 'secondary', size: 'sm' }), wrapButton)}
                    >
                      {i18n._(msg`Quitar`)}
                    </button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form
        method="post"
        action={`${SERVER_ROUTES.ceLicences}?lang=${locale}`}
        className={cx(card(), formCard)}
        noValidate
        data-testid="licence-form"
      >
        {errors.size > 0 && (
          <div className={wide} role="alert" data-testid="licence-errors">
            <Notice tone="error" title={i18n._(msg`Revisa los campos marcados.`)} />
          </div>
        )}
        <div className={field}>
          <label htmlFor="lic-licence" className={labelStyle}>
            {i18n._(msg`Licencia`)}
          </label>
          <select
            id="lic-licence"
            name="licence"
            defaultValue={defaults.licence}
            className={inputStyle}
            required
            aria-invalid={errors.has('licence') ? true : undefined}
            aria-describedby={described('licence')}
          >
            <option value="">{i18n._(msg`Elige tu licencia`)}</option>
            {REQUIREMENT_STATES.map((state) => (
              <optgroup key={state} label={stateName(i18n, state)}>
                {LICENCE_REQUIREMENTS.filter((licence) => licence.state === state).map((licence) => (
                  <option key={licence.key} value={licence.key}>
                    {`${licenceName(i18n, licence.key)} (${state})`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errors.has('licence') && (
            <p id="lic-licence-error" className={errorText}>
              {fieldError(i18n, 'licence')}
            </p>
          )}
        </div>
        <div className={field}>
          <label htmlFor="lic-number" className={labelStyle}>
            {i18n._(msg`Número de licencia`)}
          </label>
          <input
            id="lic-number"
            name="number"
            required
            maxLength={40}
            autoComplete="off"
            className={inputStyle}
            aria-invalid={errors.has('number') ? true : undefined}
            aria-describedby={described('number')}
          />
          {errors.has('number') && (
            <p id="lic-number-error" className={errorText} data-testid="licence-number-error">
              {fieldError(i18n, 'number')}
            </p>
          )}
        </div>
        <div className={field}>
          <label htmlFor="lic-issued" className={labelStyle}>
            {i18n._(msg`Fecha de emisión de la licencia`)}
          </label>
          <input
            id="lic-issued"
            name="issued"
            type="date"
            defaultValue={defaults.issued}
            className={inputStyle}
            aria-invalid={errors.has('issued') ? true : undefined}
            aria-describedby={described('issued')}
          />
          {errors.has('issued') && (
            <p id="lic-issued-error" className={errorText}>
              {fieldError(i18n, 'issued')}
            </p>
          )}
        </div>
        <div className={field}>
          <label htmlFor="lic-birthMonth" className={labelStyle}>
            {i18n._(msg`Mes de nacimiento`)}
          </label>
          <select
            id="lic-birthMonth"
            name="birthMonth"
            defaultValue={defaults.birthMonth}
            className={inputStyle}
            aria-invalid={errors.has('birthMonth') ? true : undefined}
            aria-describedby={described('birthMonth')}
          >
            <option value="">{i18n._(msg`Sin indicar`)}</option>
            {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
              <option key={month} value={String(month)}>
                {monthName(month, locale)}
              </option>
            ))}
          </select>
          {errors.has('birthMonth') && (
            <p id="lic-birthMonth-error" className={errorText}>
              {fieldError(i18n, 'birthMonth')}
            </p>
          )}
        </div>
        <div className={field}>
          <label htmlFor="lic-expires" className={labelStyle}>
            {i18n._(msg`Vencimiento impreso en la licencia (opcional)`)}
          </label>
          <input
            id="lic-expires"
            name="expires"
            type="date"
            defaultValue={defaults.expires}
            className={inputStyle}
            aria-invalid={errors.has('expires') ? true : undefined}
            aria-describedby={described('expires')}
          />
          {errors.has('expires') && (
            <p id="lic-expires-error" className={errorText}>
              {fieldError(i18n, 'expires')}
            </p>
          )}
        </div>
        <p className={cx(hintText, wide)}>
          {i18n._(msg`Puedes dejar de recibir los recordatorios desde cualquiera de los correos.`)}
        </p>
        <div className={wide}>
          <button type="submit" className={cx(button(), wrapButton)} data-testid="licence-submit">
            {i18n._(msg`Guardar licencia y recibir recordatorios`)}
          </button>
        </div>
      </form>
    </section>
  );
}
