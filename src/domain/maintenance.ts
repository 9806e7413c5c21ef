// Maintenance mode (spec §4): on while the status document has a non-empty label.
export interface StatusDocument {
  label?: unknown;
  labelSpanish?: unknown;
}

export interface MaintenanceState {
  active: boolean;
  label: string;
  labelSpanish: string;
  checkedAt: string | null;
}

export const MAINTENANCE_OFF: MaintenanceState = {
  active: false,
  label: '',
  labelSpanish: '',
  checkedAt: null,
};

/** Pages (path after the locale prefix) that stay reachable during maintenance. */
export const PAGES_OPEN_DURING_MAINTENANCE = new Set(['/', '/about', '/privacy', '/terms']);
/** Reachable pages that ignore maintenance altogether: the legal texts show no banner. */
export const PAGES_IGNORING_MAINTENANCE = new Set(['/privacy', '/terms']);

function trimPath(pagePath: string): string {
  return pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
}

/** Whether the maintenance banner belongs on a page (path after the locale prefix). */
export function showsMaintenanceBanner(state: MaintenanceState, pagePath: string): boolean {
  return state.active && !PAGES_IGNORING_MAINTENANCE.has(trimPath(pagePath));
}

export function maintenanceFromDocument(doc: unknown, now: Date): MaintenanceState {
  const record = (doc && typeof doc === 'object' ? doc : {}) as StatusDocument;
  const label = typeof record.label === 'string' ? record.label.trim() : '';
  const labelSpanish = typeof record.labelSpanish === 'string' ? record.labelSpanish.trim() : '';
  return { active: label !== '', label, labelSpanish, checkedAt: now.toISOString() };
}

export function isOpenDuringMaintenance(pagePath: string): boolean {
  return PAGES_OPEN_DURING_MAINTENANCE.has(trimPath(pagePath));
}

/** The banner text for a locale, or undefined when the caller should show its default translated text. */
export function maintenanceLabelFor(state: MaintenanceState, locale: 'es' | 'en'): string | undefined {
  const label = locale === 'es' ? state.labelSpanish : state.label;
  return label === '' ? undefined : label;
}
