/**
 * Search text: lower case, accents removed, punctuation collapsed to spaces. Stored in search_text columns and
 * applied to queries, so "psicologia" finds "Psicología" on PGlite and PostgreSQL alike (no extension needed).
 */
export function normalizeSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
