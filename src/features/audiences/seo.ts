// JSON-LD builders for the audience pages (schema.org Organization, FAQPage, BreadcrumbList).
import { type Locale, localePath } from '../../i18n/locales.ts';
import { breadcrumbListLd, publicOrigin, organizationLd as sharedOrganizationLd } from '../seo/index.ts';

export function organizationLd() {
  return sharedOrganizationLd(publicOrigin());
}

/** Home → … → this page; `trail` holds [name, path-after-locale] pairs, the last one the page itself. */
export function breadcrumbLd(locale: Locale, homeName: string, trail: readonly [string, string][]) {
  const items: [string, string][] = [[homeName, '/'], ...trail];
  const crumbs = items.map(([name, path]) => ({ name, href: localePath(locale, path) }));
  return breadcrumbListLd(publicOrigin(), crumbs, crumbs.at(-1)?.href ?? localePath(locale, '/'));
}
