import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { brand, externalLinks } from '../../config/brand.ts';
import { LOCALE_NAMES, type Locale, localePath, otherLocale } from '../../i18n/locales.ts';
import { GlobeIcon, Icon } from '../../ui/icons.tsx';
import { LogoBlock } from './Logo.tsx';

// The checkout's own frame (issue 30): a calm page where the only way on is to pay or to go back. The header has
// the logo, a secure-payment note, the language switch and the chat; no site navigation, no newsletter. The footer
// keeps only the legal links a buyer may want before paying.

/** A path (without the locale) that gets the checkout frame. */
export function isCheckoutPath(path: string): boolean {
  return path.startsWith('/courses/buy/');
}

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  bg: 'bg',
  borderBottom: '1px solid',
  borderColor: 'border',
  h: '65px',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', sm: '4' },
  px: {
    base: 'max(token(spacing.4), calc((100% - token(sizes.container)) / 2 + token(spacing.4)))',
    md: 'max(token(spacing.6), calc((100% - token(sizes.container)) / 2 + token(spacing.6)))',
  },
});
const secure = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  fontWeight: '700',
  color: 'success',
  whiteSpace: 'nowrap',
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

export function CheckoutHeader({
  i18n,
  locale,
  switchLocaleHref,
  chatSlot,
}: {
  i18n: I18n;
  locale: Locale;
  switchLocaleHref: string;
  chatSlot?: ReactNode;
}) {
  const other = otherLocale(locale);
  return (
    <header className={bar} data-testid="checkout-header">
      <a
        href={`/${locale}`}
        className={css({ textDecoration: 'none', flexShrink: 0 })}
        aria-label={i18n._(msg`Quest, inicio`)}
      >
        <LogoBlock />
      </a>
      <span className={secure} data-testid="secure-payment">
        <Icon name="lock" size={18} />
        {i18n._(msg`Pago seguro`)}
      </span>
      <div className={actions}>
        {chatSlot}
        <a href={switchLocaleHref} hrefLang={other} className={localeLink}>
          <GlobeIcon size={18} /> {other.toUpperCase()}
          <span className={css({ srOnly: true })}>
            , {i18n._(msg`Cambiar idioma a ${LOCALE_NAMES[other]}`)}
          </span>
        </a>
      </div>
    </header>
  );
}

const footer = css({
  borderTop: '1px solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontSize: 'sm',
  py: '6',
  px: { base: '4', md: '6' },
  mt: '10',
  '& > div': {
    maxW: 'container',
    mx: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '3',
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: 0, m: 0 },
  '& li a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    px: '2',
    color: 'fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
});

export function CheckoutFooter({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  const to = (path: string) => localePath(locale, path);
  const links = [
    { name: i18n._(msg`Términos y condiciones`), href: to('/terms') },
    { name: i18n._(msg`Privacidad`), href: to('/privacy') },
    { name: i18n._(msg`Política de reembolso`), href: to('/refund-policy') },
    { name: i18n._(msg`Ayuda`), href: externalLinks.helpStudents[locale] },
  ];
  return (
    <footer className={footer} data-testid="checkout-footer">
      <div>
        <p>
          © {new Date().getUTCFullYear()} {brand.legalName}
        </p>
        <nav aria-label={i18n._(msg`Enlaces legales`)}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
