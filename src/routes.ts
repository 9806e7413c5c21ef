import { type Locale, localePath } from './i18n/locales.ts';

/**
 * The site's addresses, written once. Fastify registers its routes from here, pages and links build hrefs from
 * here, and the one list of personal pages below drives the render cache, robots.txt, `noindex` and the sitemap.
 * A leaf module: it imports nothing but the locale helpers, so every layer may use it.
 */

/** Routes Fastify owns (no locale prefix). */
export const SERVER_ROUTES = {
  signIn: '/auth/ocid/login',
  signInCallback: '/auth/ocid/callback',
  signOut: '/auth/ocid/logout',
  /** A form post; `:kind` is a LeadKind, 'newsletter' or 'discount'. */
  form: '/forms/:kind',
  catalogSuggestions: '/api/catalog/suggestions',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  health: '/healthz',
  readiness: '/readyz',
} as const;

/** Prefixes of everything that is not a page: kept out of indexes. */
export const NON_PAGE_PREFIXES = ['/forms/', '/auth/', '/RSC/', '/api/'] as const;

/** Page paths after the locale prefix. */
export const pagePaths = {
  home: '/',
  catalogue: '/accredited-courses',
  search: '/search',
  course: (slug: string) => `/courses/details/${slug}`,
  bundle: (slug: string) => `/courses/bundles/${slug}`,
  specialty: (slug: string) => `/accredited-courses/specialities/${slug}`,
  embedCourse: (slug: string) => `/embed/courses/${slug}`,
  embedBundle: (slug: string) => `/embed/bundles/${slug}`,
  /** Checkout for a course or bundle (spec §7 `/courses/buy/{courseId}`). */
  buy: (slug: string) => `/courses/buy/${slug}`,
  signInCallbackPage: '/opencampus/callback',
} as const;

/** Localised href of a page path: `href('en', pagePaths.course('x'))` → '/en/courses/details/x'. */
export function href(locale: Locale, path: string, query?: URLSearchParams | Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `${localePath(locale, path)}${search ? `?${search}` : ''}`;
}

/** The sign-in link that comes back to `returnTo` (an on-site path and query). */
export function signInHref(returnTo: string): string {
  return `${SERVER_ROUTES.signIn}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Where a form posts, and the page (path after the locale) a no-JS post returns to. */
export function formAction(kind: string, locale: Locale, returnPath: string): string {
  return `/forms/${kind}?lang=${locale}&return=${encodeURIComponent(returnPath)}`;
}

/**
 * Pages about one person or one purchase (receipts, certificates, learners, invitations, checkout and payment
 * results, the sign-in callback): never cached, never indexed, never in the sitemap.
 */
export const PERSONAL_PAGE_PREFIXES = [
  '/receipts',
  '/certificates',
  '/learners',
  '/invitations',
  '/achievements',
  '/payment-success',
  '/deferred-success',
  '/courses/buy',
  '/payments/questerUpgrade',
  '/partner-links',
  pagePaths.signInCallbackPage,
] as const;

/** True for a personal page's path after the locale prefix ('/receipts/12', '/opencampus/callback'). */
export function isPersonalPage(pagePath: string): boolean {
  return PERSONAL_PAGE_PREFIXES.some((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`));
}
