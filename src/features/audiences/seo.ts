// JSON-LD builders for the audience pages (schema.org Organization, FAQPage, BreadcrumbList).
import { brand, externalLinks } from '../../config/brand.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { getServices } from '../../services.ts';

function base(): string {
  return getServices().config.PUBLIC_URL.replace(/\/$/, '');
}

export function organizationLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: base(),
    logo: `${base()}/favicon.svg`,
    email: brand.supportEmail,
    sameAs: Object.values(externalLinks.social),
  };
}

/** Home → … → this page; `trail` holds [name, path-after-locale] pairs. */
export function breadcrumbLd(locale: Locale, homeName: string, trail: readonly [string, string][]) {
  const items: [string, string][] = [[homeName, '/'], ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${base()}${localePath(locale, path)}`,
    })),
  };
}
