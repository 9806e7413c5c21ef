// New builds (spec §7): every build publishes builds/latest.json ({ id, builtAt }) and builds/meta/{id}.json (its
// route rules). Pages know the build they came from; the browser polls latest and offers a reload when the id
// changes, and a chunk that fails to load reloads the page at most once per RELOAD_GUARD_MS.
import { PAGES_IGNORING_MAINTENANCE, PAGES_OPEN_DURING_MAINTENANCE } from './maintenance.ts';

export interface BuildInfo {
  id: string;
  builtAt: string;
}

/** Build ids are file names (builds/meta/{id}.json): short, lower-case, no dots or slashes. */
export const BUILD_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** How often an open page asks for latest.json (and again when the tab becomes visible). */
export const BUILD_POLL_MS = 5 * 60_000;
/** Spec §9: a chunk-load failure reloads the page at most once in this window. */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key holding the time of the last chunk-failure reload. */
export const RELOAD_GUARD_KEY = 'quest:chunk-reload-at';

export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { id, builtAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !BUILD_ID_PATTERN.test(id)) return null;
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) return null;
  return { id, builtAt };
}

/**
 * True only when `latest` is a well-formed build record whose id differs from the page's. A missing, broken or
 * half-written latest.json never prompts a reload.
 */
export function isNewBuild(pageBuildId: string, latest: unknown): boolean {
  const info = parseBuildInfo(latest);
  return info !== null && info.id !== pageBuildId;
}

/**
 * Whether a chunk-load failure may reload the page now, given when the last such reload happened (from
 * sessionStorage; null or unreadable when none). A time in the future (clock moved back) does not block forever.
 */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** Spec §3 "Route metadata": whether maintenance concerns a route, its labels, and where it goes when closed. */
export interface RouteRule {
  maintenanceMode: boolean;
  /** Empty: the page shows its default translated text (the status document's label wins when set). */
  maintenanceLabel: string;
  maintenanceLabelSpanish: string;
  /** Where the route redirects while maintenance is on (closed routes only). */
  maintenanceRedirect?: string;
}

/**
 * The route rules a build publishes, from the same sets the server enforces: open pages show the banner, pages
 * ignoring maintenance show nothing, every other page of a locale redirects to that locale's home.
 */
export function routeRules(locales: readonly string[]): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {};
  const labels = { maintenanceLabel: '', maintenanceLabelSpanish: '' };
  for (const locale of locales) {
    const home = `/${locale}`;
    for (const page of PAGES_OPEN_DURING_MAINTENANCE) {
      rules[page === '/' ? home : `${home}${page}`] = {
        maintenanceMode: !PAGES_IGNORING_MAINTENANCE.has(page),
        ...labels,
      };
    }
    rules[`${home}/**`] = { maintenanceMode: true, ...labels, maintenanceRedirect: home };
  }
  return rules;
}
