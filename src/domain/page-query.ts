import { METADATA_PREFIX, PURCHASE_PARAM_KEYS } from './purchase-params.ts';

/**
 * Which query parameters a page may render from. Pages read their URL only through the page-URL header Fastify
 * sets, and Fastify hands them the canonical query below: unknown parameters (utm_*, ?x=1…) are dropped, the rest
 * sorted. So two URLs that differ only in ignored parameters or order render the same HTML and share one cache
 * entry, and a visitor cannot mint cache entries with made-up parameters.
 */
const RENDER_PARAMS = new Set([
  // catalogue selection and search (domain/catalog parseCatalogQuery, ListingPages)
  'state',
  'industry',
  'specialty',
  'type',
  'page',
  'q',
  // catalogue and search refinements (domain/catalog/filters.ts, issue 30)
  'price',
  'hours',
  'language',
  'rating',
  'provider',
  'format',
  'sort',
  // course page enrolment step, audience pages' calculators and plan pickers
  'enroll',
  'plan',
  // the studio pricing table's Quester whose upgrade it starts
  'quester',
  'courseId',
  'users',
  'category',
  'audience',
  // no-JS form outcomes (form-state, Promotions)
  'form',
  'sent',
  'errors',
  'newsletter',
  'via',
  // embed mode and the chat widget
  'embed',
  'chat',
  // the CE requirements tool (domain/ce/form): the query is the tool's whole state
  'licence',
  'issued',
  'birthMonth',
  'years',
  'expires',
]);

/** Parameters about one person or one purchase: the page renders them, but the response is never cached. */
const PERSONAL_PARAMS = new Set<string>([
  ...PURCHASE_PARAM_KEYS.filter((key) => key !== 'state'),
  'discount',
  'redirectUrl',
]);

const isPersonalParam = (key: string) => PERSONAL_PARAMS.has(key) || key.startsWith(METADATA_PREFIX);

export interface PageQuery {
  /** `?a=1&b=2` (sorted, known parameters only) or ''. */
  search: string;
  /** True when the query carries personal or purchase parameters: render, never store. */
  personal: boolean;
}

export function canonicalPageQuery(query: string): PageQuery {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept: [string, string][] = [];
  let personal = false;
  for (const [key, value] of params) {
    if (isPersonalParam(key)) personal = true;
    else if (!RENDER_PARAMS.has(key)) continue;
    kept.push([key, value]);
  }
  // Stable sort by name keeps repeated names in their original order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return { search: search ? `?${search}` : '', personal };
}
