import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { brand, externalLinks } from '../../config/brand.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';

// The site's menus as data (spec §3 "Menu item", "Footer link"), built once per render for a locale.
export interface NavLink {
  name: string;
  href: string;
  description?: string;
  newTab?: boolean;
}

export function headerLinks(i18n: I18n, locale: Locale) {
  const to = (path: string) => localePath(locale, path);
  const products: NavLink[] = [
    {
      name: i18n._(msg`Study`),
      href: to('/study'),
      description: i18n._(msg`Convierte cualquier idea, enlace o archivo en una lección jugable`),
    },
    {
      name: brand.creatorsName,
      href: to(`/${brand.creatorsSlug}`),
      description: i18n._(msg`Crea, publica y vende tus cursos`),
    },
    {
      name: i18n._(msg`Empresas`),
      href: to('/companies'),
      description: i18n._(msg`Capacita a tu equipo por $9.99 por usuario al mes`),
    },
    {
      name: i18n._(msg`Agencias de seguros`),
      href: to('/insurance-agencies'),
      description: i18n._(msg`Pre-licencia y educación continua para agentes`),
    },
  ];
  const resources: NavLink[] = [
    { name: i18n._(msg`Blog`), href: externalLinks.blog, newTab: true },
    { name: i18n._(msg`Ayuda para estudiantes`), href: externalLinks.helpStudents[locale], newTab: true },
    { name: i18n._(msg`Ayuda para educadores`), href: externalLinks.helpEducators[locale], newTab: true },
    { name: i18n._(msg`Dossier de prensa`), href: externalLinks.pressDossier, newTab: true },
  ];
  const primary: NavLink[] = [
    { name: i18n._(msg`Cursos para migrantes`), href: to('/courses-for-migrants') },
    { name: i18n._(msg`Cursos acreditados`), href: to('/accredited-courses') },
    { name: i18n._(msg`Nosotros`), href: to('/about') },
  ];
  return { primary, products, resources };
}

export function footerLinks(i18n: I18n, locale: Locale, onCreatorsPage: boolean) {
  const to = (path: string) => localePath(locale, path);
  const internal: NavLink[] = [
    { name: i18n._(msg`Cursos para migrantes`), href: to('/courses-for-migrants') },
    { name: i18n._(msg`Acreditación`), href: to('/accredited-courses') },
    { name: i18n._(msg`Agencias de seguros`), href: to('/insurance-agencies') },
    { name: brand.creatorsName, href: to(`/${brand.creatorsSlug}`) },
    { name: i18n._(msg`Empresas`), href: to('/companies') },
    { name: i18n._(msg`Nosotros`), href: to('/about') },
    {
      name: i18n._(msg`Términos y condiciones`),
      href: to(onCreatorsPage ? `/${brand.creatorsSlug}/terms` : '/terms'),
    },
    { name: i18n._(msg`Privacidad`), href: to('/privacy') },
    { name: i18n._(msg`Política de reembolso`), href: to('/refund-policy') },
  ];
  const external: NavLink[] = [
    { name: i18n._(msg`Dossier de prensa`), href: externalLinks.pressDossier, newTab: true },
    { name: i18n._(msg`Tienda`), href: externalLinks.merch, newTab: true },
    { name: i18n._(msg`Blog`), href: externalLinks.blog, newTab: true },
    { name: i18n._(msg`App para iOS`), href: externalLinks.iosApp, newTab: true },
    { name: i18n._(msg`App para Android`), href: externalLinks.androidApp, newTab: true },
    { name: i18n._(msg`Studio`), href: externalLinks.studioHome, newTab: true },
    { name: i18n._(msg`Ayuda para estudiantes`), href: externalLinks.helpStudents[locale], newTab: true },
    { name: i18n._(msg`Ayuda para educadores`), href: externalLinks.helpEducators[locale], newTab: true },
  ];
  return { internal, external };
}
