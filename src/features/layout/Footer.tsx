import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { siteFooter } from 'styled-system/recipes';
import { brand } from '../../config/brand.ts';
import { withPurchaseParams } from '../../domain/purchase-params.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { FooterView } from './FooterView.tsx';
import { footerLinks } from './navigation.ts';

interface Props {
  i18n: I18n;
  locale: Locale;
  /** Purchase parameters of the current page, carried on internal links (spec §2 Footer). */
  carriedParams: URLSearchParams;
  onCreatorsPage: boolean;
  /** The current page in each locale, for the language selector. */
  localeHrefs: Record<Locale, string>;
}

const classes = siteFooter();

/** The footer's texts and links for this page; FooterView draws them (see there for why it is a client component). */
export function Footer({ i18n, locale, carriedParams, onCreatorsPage, localeHrefs }: Props) {
  const links = footerLinks(i18n, locale, onCreatorsPage);
  return (
    <FooterView
      texts={{
        mission: i18n._(
          msg`Nuestra misión es que cada persona hispanohablante en Estados Unidos aprenda lo que necesita para crecer, con cursos que se juegan como un videojuego y credenciales que cuentan.`,
        ),
        socialNetworks: i18n._(msg`Redes sociales`),
        siteLinks: i18n._(msg`Enlaces de ${brand.name}`),
        resources: i18n._(msg`Recursos`),
        language: i18n._(msg`Idioma`),
        rightsReserved: i18n._(msg`Todos los derechos reservados.`),
      }}
      internal={links.internal.map(({ name, href }) => ({
        name,
        href: withPurchaseParams(href, carriedParams),
      }))}
      external={links.external.map(({ name, href }) => ({ name, href }))}
      locale={locale}
      localeHrefs={localeHrefs}
      year={new Date().getUTCFullYear()}
      newsletter={<FooterNewsletter className={classes.newsletter} />}
    />
  );
}
