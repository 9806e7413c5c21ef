import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { LOCALE_NAMES, type Locale, otherLocale } from '../../i18n/locales.ts';
import { Dropdown } from '../../ui/Dropdown.tsx';
import { ChevronDownIcon, ExternalIcon, GlobeIcon, WhatsAppIcon } from '../../ui/icons.tsx';
import { Logo } from './Logo.tsx';
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

function NavAnchor({ link, className }: { link: NavLink; className: string }) {
  return (
    <a
      href={link.href}
      className={className}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.name}
      {link.newTab && <ExternalIcon size={14} />}
    </a>
  );
}

export function Header({ i18n, locale, switchLocaleHref, appUrl, whatsappUrl, accountSlot }: Props) {
  const links = headerLinks(i18n, locale);
  const other = otherLocale(locale);
  const accessLabel = i18n._(msg`Acceder`);
  return (
    <header className={bar}>
      <div className={inner}>
        <a
          href={`/${locale}`}
          className={css({ textDecoration: 'none', flexShrink: 0 })}
          aria-label={i18n._(msg`Quest, inicio`)}
        >
          <Logo />
        </a>
        <nav aria-label={i18n._(msg`Principal`)} className={desktopNav}>
          <NavAnchor link={links.primary[0]!} className={navLink} />
          <NavAnchor link={links.primary[1]!} className={navLink} />
          <Dropdown
            className={dropdown}
            summary={
              <summary className={navLink}>
                {i18n._(msg`Productos`)} <ChevronDownIcon size={16} />
              </summary>
            }
          >
            <ul className={cx(menu, css({ w: 'productsDropdown' }))}>
              {links.products.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={menuItem}>
                    <span className={css({ fontWeight: '700' })}>{link.name}</span>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{link.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Dropdown>
          <Dropdown
            className={dropdown}
            summary={
              <summary className={navLink}>
                {i18n._(msg`Recursos`)} <ChevronDownIcon size={16} />
              </summary>
            }
          >
            <ul className={cx(menu, css({ w: '240px' }))}>
              {links.resources.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={menuItem} target="_blank" rel="noopener noreferrer">
                    <span
                      className={css({
                        display: 'inline-flex',
                        gap: '2',
                        alignItems: 'center',
                        fontWeight: '600',
                      })}
                    >
                      {link.name} <ExternalIcon size={14} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Dropdown>
          <NavAnchor link={links.primary[2]!} className={navLink} />
        </nav>
        <div className={actions}>
          {accountSlot && (
            <div className={css({ display: { base: 'none', sm: 'block' } })}>{accountSlot}</div>
          )}
          {/* The visible code starts the accessible name (WCAG 2.5.3 Label in Name): "EN, Cambiar idioma a English". */}
          <a href={switchLocaleHref} hrefLang={other} className={localeLink}>
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
              className={whatsapp}
              aria-label={i18n._(msg`Escríbenos por WhatsApp`)}
            >
              <WhatsAppIcon size={22} />
            </a>
          )}
          <a
            href={appUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(button({ size: 'sm' }), css({ display: { base: 'none', sm: 'inline-flex' } }))}
          >
            {accessLabel}
          </a>
          <div className={css({ display: { base: 'block', xl: 'none' } })}>
            <MobileMenu
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
              {accountSlot && (
                <div className={css({ display: { base: 'block', sm: 'none' }, mb: '3' })}>{accountSlot}</div>
              )}
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
        </div>
      </div>
    </header>
  );
}

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  // The open phone menu (inside the header) covers the page and the chat button, as a dialog would.
  '&:has(details[open] > [data-menu-panel])': { zIndex: 50 },
  // The frosted background lives on a pseudo-element: a backdrop-filter on the header itself would become the
  // containing block of the phone menu's position:fixed panel and backdrop.
  _before: {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    bg: 'color-mix(in srgb, token(colors.bg) 88%, transparent)',
    backdropFilter: 'saturate(180%) blur(12px)',
  },
  borderBottom: '1px solid',
  borderColor: 'border',
});
const inner = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '6' },
  h: '72px',
  display: 'flex',
  alignItems: 'center',
  gap: '4',
});
const desktopNav = css({
  display: { base: 'none', xl: 'flex' },
  alignItems: 'center',
  gap: '1',
  ml: '4',
});
const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'pill',
  fontWeight: '600',
  fontSize: 'sm',
  textDecoration: 'none',
  cursor: 'pointer',
  listStyle: 'none',
  color: 'fg',
  whiteSpace: 'nowrap',
  minHeight: '40px',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { bg: 'bg.muted' },
});
const dropdown = css({ position: 'relative', '&[open] > summary': { bg: 'bg.muted' } });
const menu = css({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: 0,
  listStyle: 'none',
  m: 0,
  p: '2',
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: 'pop',
});
const menuItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  textDecoration: 'none',
  _hover: { bg: 'bg.brandSoft' },
});
const actions = css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: { base: '1', sm: '2' } });
const localeLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  minHeight: '44px',
  borderRadius: 'pill',
  fontWeight: '700',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
});
const whatsapp = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: 'pill',
  bg: '#1FAF5A',
  color: 'white',
  _hover: { bg: '#178A46' },
});
