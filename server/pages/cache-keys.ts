// The page cache's keys: a page's HTML and, beside it, its RSC payload, per maintenance banner.
import type { MaintenanceState } from '../../src/domain/maintenance.ts';

export function cacheKey(pageUrl: string, maintenance: MaintenanceState): string {
  return `${pageUrl}#${maintenance.active ? `${maintenance.label}|${maintenance.labelSpanish}` : ''}`;
}

/** The page's RSC payload, stored beside its HTML. */
export function payloadCacheKey(pageUrl: string, maintenance: MaintenanceState): string {
  return `rsc:${cacheKey(pageUrl, maintenance)}`;
}
