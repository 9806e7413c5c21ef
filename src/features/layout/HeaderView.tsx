'use client';

import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, siteHeader } from 'styled-system/recipes';
import { type Locale, otherLocale } from '../../i18n/locales.ts';
import { Dropdown } from '../../ui/Dropdown.tsx';
import { ChevronDownIcon, ExternalIcon, GlobeIcon, WhatsAppIcon } from '../../ui/icons.tsx';
import { LogoBlock } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import type { NavLink } from './navigation.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

// The header's markup, a client component for the footer's reason (FooterView.tsx): the same on every page, so the
// RSC payload carries only its texts and links (built by Header.tsx on the server), not its markup.

export interface HeaderTexts {
  home: string;
  mainNav: string;
  products: string;
  resources: string;
  /** "Cambiar idioma a English": the language link's name after its visible code. */
  switchLanguage: string;
  toDark: string;
  toLight: string;
  whatsapp: string;
  access: string;
  menu: string;
  explore: string;
}

interface Props {
  texts: HeaderTexts;
  locale: Locale;
  links: { primary: NavLink[]; products: NavLink[]; resources: NavLink[] };
  /** Same page in the other locale, query kept. */
  switchLocaleHref: string;
  appUrl: string;
  whatsappUrl?: string | undefined;
  /** Extra controls for signed-in state (the sign-in work plugs in here). */
  accountSlot?: ReactNode;
  /** The chat launcher: in the header, so it never covers the page (issue 30). */
  chatSlot?: ReactNode;
}

function NavAnchor({ link }: { link: NavLink }) {
  return (
    <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.name}
      {link.newTab && <ExternalIcon size={14} />}
    </a>
  );
}

/** One class per part (a slot recipe). */
const classes = siteHeader();
const srOnly = css({ srOnly: true });
// A utility (not a recipe slot) so that it wins over the button recipe's display.
const accessButton = cx(button({ size: 'sm' }), css({ display: { base: 'none', sm: 'inline-flex' } }));
const mobileAccessButton = cx(button(), css({ w: '100%', mt: '2' }));

export function HeaderView({
  texts,
  locale,
  links,
  switchLocaleHref,
  appUrl,
  whatsappUrl,
  accountSlot,
  chatSlot,
}: Props) {
  const other = otherLocale(locale);
  return (
    <header className={classes.bar}>
      <a href={`/${locale}`} className={classes.home} aria-label={texts.home}>
        <LogoBlock />
      </a>
      <nav aria-label={texts.mainNav} className={classes.nav}>
        {links.primary[0] && <NavAnchor link={links.primary[0]} />}
        {links.primary[1] && <NavAnchor link={links.primary[1]} />}
        <Dropdown
          className={classes.dropdown}
          summary={
            <summary>
              {texts.products} <ChevronDownIcon size={16} />
            </summary>
          }
        >
          <ul className={classes.products}>
            {links.products.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  <b>{link.name}</b>
                  {link.description}
                </a>
              </li>
            ))}
          </ul>
        </Dropdown>
        <Dropdown
          className={classes.dropdown}
          summary={
            <summary>
              {texts.resources} <ChevronDownIcon size={16} />
            </summary>
          }
        >
          <ul className={classes.resources}>
            {links.resources.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name} <ExternalIcon size={14} />
                </a>
              </li>
            ))}
          </ul>
        </Dropdown>
        {links.primary[2] && <NavAnchor link={links.primary[2]} />}
      </nav>
      <div className={classes.actions}>
        {chatSlot}
        {accountSlot && <div className={classes.account}>{accountSlot}</div>}
        {/* The visible code starts the accessible name (WCAG 2.5.3 Label in Name): "EN, Cambiar idioma a English". */}
        <a href={switchLocaleHref} hrefLang={other} className={classes.locale}>
          <GlobeIcon size={18} /> {other.toUpperCase()}
          <span className={srOnly}>, {texts.switchLanguage}</span>
        </a>
        <ThemeToggle labels={{ toDark: texts.toDark, toLight: texts.toLight }} />
        {whatsappUrl && (
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.whatsapp}
            aria-label={texts.whatsapp}
          >
            <WhatsAppIcon size={22} />
          </a>
        )}
        <a href={appUrl} target="_blank" rel="noopener noreferrer" className={accessButton}>
          {texts.access}
        </a>
        <MobileMenu
          className={classes.mobile}
          labels={{ title: texts.menu }}
          sections={[
            { title: texts.explore, links: links.primary },
            { title: texts.products, links: links.products.map(({ name, href }) => ({ name, href })) },
            { title: texts.resources, links: links.resources },
          ]}
        >
          {accountSlot && <div className={classes.mobileAccount}>{accountSlot}</div>}
          <a href={appUrl} target="_blank" rel="noopener noreferrer" className={mobileAccessButton}>
            {texts.access}
          </a>
        </MobileMenu>
      </div>
    </header>
  );
}
