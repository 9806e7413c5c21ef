import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from 'styled-system/css';
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
import { Logo } from './Logo.tsx';
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

export function Footer({ i18n, locale, carriedParams, onCreatorsPage, localeHrefs }: Props) {
  const links = footerLinks(i18n, locale, onCreatorsPage);
  const year = new Date().getUTCFullYear();
  return (
    <footer className={footer}>
      <div className={grid}>
        <div className={css({ maxW: '420px' })}>
          <Logo />
          <p className={css({ mt: '4', fontSize: 'md', lineHeight: '1.7' })}>
            {i18n._(
              msg`Nuestra misión es que cada persona hispanohablante en Estados Unidos aprenda lo que necesita para crecer, con cursos que se juegan como un videojuego y credenciales que cuentan.`,
            )}
          </p>
          <ul
            className={css({ display: 'flex', gap: '2', mt: '5', listStyle: 'none', p: 0 })}
            aria-label={i18n._(msg`Redes sociales`)}
          >
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name} className={social}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
          <div className={css({ mt: '8' })}>
            <FooterNewsletter />
          </div>
        </div>
        <nav aria-label={i18n._(msg`Enlaces de ${brand.name}`)}>
          <h2 className={heading}>{brand.name}</h2>
          <ul className={list}>
            {links.internal.map((link) => (
              <li key={link.href}>
                <a className={footerLink} href={withPurchaseParams(link.href, carriedParams)}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={i18n._(msg`Recursos`)}>
          <h2 className={heading}>{i18n._(msg`Recursos`)}</h2>
          <ul className={list}>
            {links.external.map((link) => (
              <li key={link.href}>
                <a className={footerLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name} <ExternalIcon size={13} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={bottom}>
        <p>
          © {year} {brand.legalName} {i18n._(msg`Todos los derechos reservados.`)}
        </p>
        <nav aria-label={i18n._(msg`Idioma`)} className={css({ display: 'flex', gap: '2' })}>
          <a
            href={localeHrefs.es}
            hrefLang="es"
            lang="es"
            className={langLink}
            aria-current={locale === 'es' ? 'true' : undefined}
          >
            <SpainFlag /> Español
          </a>
          <a
            href={localeHrefs.en}
            hrefLang="en"
            lang="en"
            className={langLink}
            aria-current={locale === 'en' ? 'true' : undefined}
          >
            <UsFlag /> English
          </a>
        </nav>
      </div>
    </footer>
  );
}

const footer = css({ bg: 'footer', color: 'footer.fg', mt: '0', pt: { base: '12', md: '16' }, pb: '8' });
const grid = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '5', md: '6' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
  gap: { base: '10', md: '12' },
});
const heading = css({
  fontSize: 'sm',
  fontWeight: '800',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  mb: '3',
});
const list = css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '1' });
const footerLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  py: '1.5',
  fontWeight: '500',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
});
const social = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: 'pill',
  bg: 'footer.chip',
  _hover: { bg: 'footer.chipHover' },
});
const bottom = css({
  maxW: 'container',
  mx: 'auto',
  mt: '12',
  pt: '6',
  px: { base: '5', md: '6' },
  borderTop: '1px solid',
  borderColor: 'rgba(10,12,23,0.2)',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '4',
  justifyContent: 'space-between',
  alignItems: { base: 'flex-start', md: 'center' },
  fontSize: 'sm',
});
const langLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  minHeight: '44px',
  borderRadius: 'pill',
  fontWeight: '600',
  textDecoration: 'none',
  bg: 'footer.chip',
  _hover: { bg: 'footer.chipHover' },
  '&[aria-current=true]': { bg: 'footer.chipActive', color: 'footer.chipActiveFg' },
});
