import { brand, externalLinks } from '../../config/brand.ts';
import type { Locale } from '../../i18n/locales.ts';

// Pure builders for the head's discovery data: schema.org JSON-LD (Organization, BreadcrumbList, ItemList) and
// the Open Graph locale. Every URL they write is absolute: `base` is the site's public origin (PUBLIC_URL).

/** Open Graph locales: the audience is in the United States in both languages. */
export const OG_LOCALES: Record<Locale, string> = { es: 'es_US', en: 'en_US' };

/** The site's origin without a trailing slash ('https://quest.how/' → 'https://quest.how'). */
export function siteOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** An absolute URL for a site-relative one ('/es/about' → 'https://quest.how/es/about'); absolute ones stay. */
export function absoluteUrl(base: string, href: string): string {
  if (/^https?:\/\//.test(href)) return href;
  return `${siteOrigin(base)}${href.startsWith('/') ? href : `/${href}`}`;
}

/** The publisher: the same block on the home page and the audience pages, its logo an absolute URL. */
export function organizationLd(base: string) {
  const origin = siteOrigin(base);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: brand.supportEmail,
    sameAs: Object.values(externalLinks.social),
  };
}

/** One step of a visible breadcrumb trail: its text and its site-relative link (none for the current page). */
export interface Crumb {
  name: string;
  href?: string;
}

/**
 * The BreadcrumbList for a visible trail, item for item: the same names in the same order, each `item` the
 * absolute URL of its link; a step without a link (the current page) points to `currentHref`.
 */
export function breadcrumbListLd(base: string, crumbs: readonly Crumb[], currentHref: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(base, crumb.href ?? currentHref),
    })),
  };
}

/** A product a listing shows: its title and its site-relative page. */
export interface ListedItem {
  name: string;
  href: string;
}

/**
 * The ItemList of a listing page (Google's "summary page" form): the products it shows, in the order shown,
 * positions from 1, each with its absolute URL. No products, no list (undefined).
 */
export function itemListLd(base: string, items: readonly ListedItem[], name?: string) {
  if (items.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(base, item.href),
    })),
  };
}
