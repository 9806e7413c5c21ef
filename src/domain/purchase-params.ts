// Query parameters that follow a buyer across pages until checkout (spec §3).
export const PURCHASE_PARAM_KEYS = [
  'inviterId',
  'campaignId',
  'externalId',
  'state',
  'token',
  'email',
  'firstname',
  'lastname',
  'code',
] as const;
export const METADATA_PREFIX = 'metadata_';
export const MAX_METADATA_PARAMS = 5;
const MAX_VALUE_LENGTH = 256;

/** Keeps the purchase parameters (and at most five metadata_* ones) from a query string, in a stable order. */
export function pickPurchaseParams(search: URLSearchParams | string): URLSearchParams {
  const source = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of PURCHASE_PARAM_KEYS) {
    const value = source.get(key);
    if (value !== null && value.length <= MAX_VALUE_LENGTH) kept.set(key, value);
  }
  let metadataCount = 0;
  for (const [key, value] of source) {
    if (!key.startsWith(METADATA_PREFIX) || kept.has(key) || value.length > MAX_VALUE_LENGTH) continue;
    if (metadataCount === MAX_METADATA_PARAMS) break;
    kept.set(key, value);
    metadataCount += 1;
  }
  return kept;
}

/** Appends the carried purchase parameters to an internal href such as '/es/about'. */
export function withPurchaseParams(href: string, carried: URLSearchParams): string {
  if (carried.size === 0) return href;
  const [path = '', query = ''] = href.split('?');
  const merged = new URLSearchParams(query);
  for (const [key, value] of carried) if (!merged.has(key)) merged.set(key, value);
  return `${path}?${merged.toString()}`;
}

/** metadata_* parameters with the prefix removed ({ source: 'ad' } for metadata_source=ad). */
export type MetadataParams = Record<string, string>;

/** The address checkout returns to after payment (spec §7: /courses/buy/{courseId}?redirectUrl=…). */
export const REDIRECT_PARAM = 'redirectUrl';
const MAX_REDIRECT_LENGTH = 1024;

/**
 * What an enrolment or buy link carries to checkout: the purchase parameters (state, campaignId, inviterId,
 * externalId, token, code, email, firstname, lastname, five metadata_*) and redirectUrl (checked on use).
 */
export function checkoutParams(search: URLSearchParams | string): URLSearchParams {
  const source = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = pickPurchaseParams(source);
  const redirect = source.get(REDIRECT_PARAM);
  if (redirect && redirect.length <= MAX_REDIRECT_LENGTH) kept.set(REDIRECT_PARAM, redirect);
  return kept;
}
