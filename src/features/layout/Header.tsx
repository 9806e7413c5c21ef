import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, siteHeader } from 'styled-system/recipes';
import { LOCALE_NAMES, type Locale, otherLocale } from '../../i18n/locales.ts';
import { Dropdown } from '../../ui/Dropdown.tsx';
import { ChevronDownIcon, ExternalIcon, GlobeIcon, WhatsAppIcon } from '../../ui/icons.tsx';
import { LogoBlock } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { headerLinks, type NavLink } from './navigation.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

interface Props {
  i18n: I18n;
  locale: Locale;
  /** Same page in the other locale, query kept. */
  switchLocaleHref: string;
  appUrl: string;
  whatsappUrl?: string | undefined;
  /** Extra controls for signed-in state (the sign-in work plugs in here). */
  accountSlot?: React.ReactNode;
}

function NavAnchor({ link }: { link: NavLink }) {
  return (
    <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.name}
      {link.newTab && <ExternalIcon size={14} />}
    </a>
  );
}

/** One class per part (a slot recipe): the header is on every page, and each class is sent twice. */
const classes = siteHeader();

export function Header({ i18n, locale, switchLocaleHref, appUrl, whatsappUrl, accountSlot }: Props) {
  const links = headerLinks(i18n, locale);
  const other = otherLocale(locale);
  const accessLabel = i18n._(msg`Acceder`);
  return (
    <header className={classes.bar}>
      <a href={`/${locale}`} className={classes.home} aria-label={i18n._(msg`Quest, inicio`)}>
        <LogoBlock />
      </a>
      <nav aria-label={i18n._(msg`Principal`)} className={classes.nav}>
        <NavAnchor link={links.primary[0]!} />
        <NavAnchor link={links.primary[1]!} />
        <Dropdown
          className={classes.dropdown}
          summary={
            <summary>
              {i18n._(msg`Productos`)} <ChevronDownIcon size={16} />
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
              {i18n._(msg`Recursos`)} <ChevronDownIcon size={16} />
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
        <NavAnchor link={links.primary[2]!} />
      </nav>
      <div className={classes.actions}>
        {accountSlot && <div className={classes.account}>{accountSlot}</div>}
        {/* The visible code starts the accessible name (WCAG 2.5.3 Label in Name): "EN, Cambiar idioma a English". */}
        <a href={switchLocaleHref} hrefLang={other} className={classes.locale}>
          <GlobeIcon size={18} /> {other.toUpperCase()}
          <span className={css({ srOnly: true })}>
            , {i18n._(msg`Cambiar idioma a ${LOCALE_NAMES[other]}`)}
          </span>
        </a>
        <ThemeToggle
          labels={{ toDark: i18n._(msg`Activar modo oscuro`), toLight: i18n._(msg`Activar modo claro`) }}
        />
        {whatsappUrl && (
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.whatsapp}
            aria-label={i18n._(msg`Escríbenos por WhatsApp`)}
          >
            <WhatsAppIcon size={22} />
          </a>
        )}
        <a
          href={appUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(button({ size: 'sm' }), accessButton)}
        >
          {accessLabel}
        </a>
        <MobileMenu
          className={classes.mobile}
          labels={{ title: i18n._(msg`Menú`) }}
          sections={[
            { title: i18n._(msg`Explora`), links: links.primary },
            {
              title: i18n._(msg`Productos`),
              links: links.products.map(({ name, href }) => ({ name, href })),
            },
            { title: i18n._(msg`Recursos`), links: links.resources },
          ]}
        >
          {accountSlot && <div className={classes.mobileAccount}>{accountSlot}</div>}
          <a
            href={appUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(button(), css({ w: '100%', mt: '2' }))}
          >
            {accessLabel}
          </a>
        </MobileMenu>
      </div>
    </header>
  );
}

// A utility (not a recipe slot) so that it wins over the button recipe's display.
const accessButton = css({ display: { base: 'none', sm: 'inline-flex' } });
