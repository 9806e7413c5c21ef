import type { CourseType } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type CatalogFilters, type CatalogSort, parseRefinements } from './filters.ts';

// Reading the catalogue selection (state → industry → specialty, type, page) from a URL query.

export const TYPE_PARAM: Record<CourseType, string> = {
  pre_licensing: 'pre-licensing',
  continuing_education: 'continuing-education',
};
export const PAGE_SIZE = 12;

export const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
export const STATE = /^[A-Z]{2}$/;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

export interface CatalogQuery {
  state?: string;
  industry?: string;
  specialty?: string;
  type: CourseType;
  page: number;
  /** Price, hours, language, rating, provider and format filters (filters.ts); none when absent. */
  filters?: CatalogFilters;
  /** The order of the results; relevance when absent. */
  sort?: CatalogSort;
  /** Parameters that were present but malformed (shown as a notice, then ignored). */
  invalid: string[];
}

/** Reads the catalogue selection from the URL query; malformed values are dropped and reported, never thrown. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const invalid: string[] = [];
  const read = (name: string, pattern: RegExp, transform = (v: string) => v) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    const value = transform(raw.trim());
    if (!pattern.test(value)) {
      invalid.push(name);
      return undefined;
    }
    return value;
  };
  const state = read('state', STATE, (v) => v.toUpperCase());
  const industry = read('industry', SLUG, (v) => v.toLowerCase());
  const specialty = read('specialty', SLUG, (v) => v.toLowerCase());
  const typeRaw = params.get('type');
  let type: CourseType = 'continuing_education';
  if (typeRaw === 'pre-licensing') type = 'pre_licensing';
  else if (typeRaw !== null && typeRaw !== '' && typeRaw !== 'continuing-education') invalid.push('type');
  const pageRaw = params.get('page');
  let page = 1;
  if (pageRaw !== null && pageRaw !== '') {
    if (/^\d{1,4}$/.test(pageRaw) && Number(pageRaw) >= 1) page = Number(pageRaw);
    else invalid.push('page');
  }
  const { filters, sort } = parseRefinements(params, invalid);
  return { state, industry, specialty, type, page, filters, sort, invalid };
}

export function pick<T>(locale: Locale, es: T, en: T): T {
  return locale === 'es' ? es : en;
}
