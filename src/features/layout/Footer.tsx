import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { siteFooter } from 'styled-system/recipes';
import { brand, externalLinks } from '../../config/brand.ts';
import { withPurchaseParams } from '../../domain/purchase-params.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  ExternalIcon,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  XIcon,
  YouTubeIcon,
} from '../../ui/icons.tsx';
import { SpainFlag, UsFlag } from './Flags.tsx';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { LogoBlock } from './Logo.tsx';
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

const socials = [
  { name: 'Instagram', href: externalLinks.social.instagram, Icon: InstagramIcon },
  { name: 'TikTok', href: externalLinks.social.tiktok, Icon: TikTokIcon },
  { name: 'YouTube', href: externalLinks.social.youtube, Icon: YouTubeIcon },
  { name: 'LinkedIn', href: externalLinks.social.linkedin, Icon: LinkedInIcon },
  { name: 'X', href: externalLinks.social.x, Icon: XIcon },
];

/** One class per part (a slot recipe): the footer is on every page, and each class is sent twice. */
const classes = siteFooter();

export function Footer({ i18n, locale, carriedParams, onCreatorsPage, localeHrefs }: Props) {
  const links = footerLinks(i18n, locale, onCreatorsPage);
  const year = new Date().getUTCFullYear();
  return (
    <footer className={classes.root}>
      <div className={classes.grid}>
        <div className={classes.about}>
          <LogoBlock />
          <p className={classes.mission}>
            {i18n._(
              msg`Nuestra misión es que cada persona hispanohablante en Estados Unidos aprenda lo que necesita para crecer, con cursos que se juegan como un videojuego y credenciales que cuentan.`,
            )}
          </p>
          <ul className={classes.social} aria-label={i18n._(msg`Redes sociales`)}>
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
          <FooterNewsletter className={classes.newsletter} />
        </div>
        <nav aria-label={i18n._(msg`Enlaces de ${brand.name}`)}>
          <h2 className={classes.heading}>{brand.name}</h2>
          <ul className={classes.list}>
            {links.internal.map((link) => (
              <li key={link.href}>
                <a href={withPurchaseParams(link.href, carriedParams)}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={i18n._(msg`Recursos`)}>
          <h2 className={classes.heading}>{i18n._(msg`Recursos`)}</h2>
          <ul className={classes.list}>
            {links.external.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name} <ExternalIcon size={13} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={classes.bottom}>
        <p>
          © {year} {brand.legalName} {i18n._(msg`Todos los derechos reservados.`)}
        </p>
        <nav aria-label={i18n._(msg`Idioma`)} className={classes.lang}>
          <a
            href={localeHrefs.es}
            hrefLang="es"
            lang="es"
            aria-current={locale === 'es' ? 'true' : undefined}
          >
            <SpainFlag /> Español
          </a>
          <a
            href={localeHrefs.en}
            hrefLang="en"
            lang="en"
            aria-current={locale === 'en' ? 'true' : undefined}
          >
            <UsFlag /> English
          </a>
        </nav>
      </div>
    </footer>
  );
}
