'use client';

import type { ReactNode } from 'react';
import { siteFooter } from 'styled-system/recipes';
import { brand, externalLinks } from '../../config/brand.ts';
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
import { LogoBlock } from './Logo.tsx';
import type { NavLink } from './navigation.ts';

// The footer's markup, as a client component on purpose: it is the same on every page, and a server component's
// markup is repeated in every page's RSC payload (issue 14). As a client component the payload carries only its
// data (the translated texts and the links, built by Footer.tsx on the server), and the markup ships once, in a
// module the browser caches across pages. It still renders on the server: the HTML is complete without JavaScript.

/** A footer link: its name and address (the other NavLink fields are not sent). */
export type FooterLink = Pick<NavLink, 'name' | 'href'>;

export interface FooterTexts {
  mission: string;
  socialNetworks: string;
  siteLinks: string;
  resources: string;
  language: string;
  rightsReserved: string;
}

interface Props {
  texts: FooterTexts;
  /** Internal pages, purchase parameters already carried (spec §2 Footer). */
  internal: FooterLink[];
  /** External pages, opened in a new tab. */
  external: FooterLink[];
  locale: Locale;
  /** The current page in each locale, for the language selector. */
  localeHrefs: Record<Locale, string>;
  year: number;
  /** The newsletter block (a server component with its own form). */
  newsletter: ReactNode;
}

const socials = [
  { name: 'Instagram', href: externalLinks.social.instagram, Icon: InstagramIcon },
  { name: 'TikTok', href: externalLinks.social.tiktok, Icon: TikTokIcon },
  { name: 'YouTube', href: externalLinks.social.youtube, Icon: YouTubeIcon },
  { name: 'LinkedIn', href: externalLinks.social.linkedin, Icon: LinkedInIcon },
  { name: 'X', href: externalLinks.social.x, Icon: XIcon },
];

/** One class per part (a slot recipe). */
const classes = siteFooter();

export function FooterView({ texts, internal, external, locale, localeHrefs, year, newsletter }: Props) {
  return (
    <footer className={classes.root}>
      <div className={classes.grid}>
        <div className={classes.about}>
          <LogoBlock />
          <p className={classes.mission}>{texts.mission}</p>
          <ul className={classes.social} aria-label={texts.socialNetworks}>
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
          {newsletter}
        </div>
        <nav aria-label={texts.siteLinks}>
          <h2 className={classes.heading}>{brand.name}</h2>
          <ul className={classes.list}>
            {internal.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={texts.resources}>
          <h2 className={classes.heading}>{texts.resources}</h2>
          <ul className={classes.list}>
            {external.map((link) => (
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
          © {year} {brand.legalName} {texts.rightsReserved}
        </p>
        <nav aria-label={texts.language} className={classes.lang}>
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
