import { isPlainDate, toPlainDate } from './dates.ts';
import type { LicenceFacts } from './engine.ts';
import { LICENCE_REQUIREMENTS, licenceRequirement } from './requirements/data.ts';

// The public tool's GET form (/continuing-education/requirements): the query string is the whole state, so a
// result is shareable by its URL. Parsing never throws: what is wrong comes back as a message key per field.

export type RequirementsFieldError =
  | 'licence_unknown'
  | 'state_unknown'
  | 'issued_invalid'
  | 'issued_future'
  | 'birth_month_invalid'
  | 'years_invalid'
  | 'expires_invalid';

export interface RequirementsQuery {
  /** The state filter of the licence list (FL, TX, CA), or null. */
  state: string | null;
  licence: string | null;
  facts: LicenceFacts;
  /** What the visitor typed, echoed back into the form. */
  values: Record<'state' | 'licence' | 'issued' | 'birthMonth' | 'years' | 'expires', string>;
  errors: Partial<
    Record<'state' | 'licence' | 'issued' | 'birthMonth' | 'years' | 'expires', RequirementsFieldError>
  >;
  /** A licence was asked for and every field is valid: the engine can answer. */
  ready: boolean;
}

export const REQUIREMENT_STATES = [...new Set(LICENCE_REQUIREMENTS.map((licence) => licence.state))];

const MAX_FIELD = 40;

export function parseRequirementsQuery(params: URLSearchParams, now: Date = new Date()): RequirementsQuery {
  const read = (name: string) => (params.get(name) ?? '').trim().slice(0, MAX_FIELD);
  const values = {
    state: read('state').toUpperCase(),
    licence: read('licence'),
    issued: read('issued'),
    birthMonth: read('birthMonth'),
    years: read('years'),
    expires: read('expires'),
  };
  const errors: RequirementsQuery['errors'] = {};
  const facts: LicenceFacts = {};
  let state: string | null = null;
  if (values.state) {
    if (REQUIREMENT_STATES.includes(values.state)) state = values.state;
    else errors.state = 'state_unknown';
  }
  let licence: string | null = null;
  if (values.licence) {
    const found = licenceRequirement(values.licence);
    if (!found || (state && found.state !== state)) errors.licence = 'licence_unknown';
    else licence = found.key;
  }
  const today = toPlainDate(now);
  if (values.issued) {
    if (!isPlainDate(values.issued) || values.issued < '1900-01-01') errors.issued = 'issued_invalid';
    else if (values.issued > today) errors.issued = 'issued_future';
    else facts.issueDate = values.issued;
  }
  if (values.birthMonth) {
    const month = /^\d{1,2}$/.test(values.birthMonth) ? Number(values.birthMonth) : Number.NaN;
    if (month >= 1 && month <= 12) facts.birthMonth = month;
    else errors.birthMonth = 'birth_month_invalid';
  }
  if (values.years) {
    const years = /^\d{1,2}$/.test(values.years) ? Number(values.years) : Number.NaN;
    if (years >= 0 && years <= 80) facts.yearsLicensed = years;
    else errors.years = 'years_invalid';
  }
  if (values.expires) {
    if (!isPlainDate(values.expires) || values.expires < '1900-01-01' || values.expires > '2199-12-31') {
      errors.expires = 'expires_invalid';
    } else facts.expiresOn = values.expires;
  }
  return {
    state,
    licence,
    facts,
    values,
    errors,
    ready: licence !== null && Object.keys(errors).length === 0,
  };
}

/** The same query as a query string (the shareable URL; empty fields left out). */
export function requirementsSearch(values: Partial<RequirementsQuery['values']>): string {
  const params = new URLSearchParams();
  for (const key of ['state', 'licence', 'issued', 'birthMonth', 'years', 'expires'] as const) {
    const value = values[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
