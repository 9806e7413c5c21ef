import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import type { AuthState } from '../../domain/auth.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths, SERVER_ROUTES, signInHref } from '../../routes.ts';
import { Dropdown } from '../../ui/Dropdown.tsx';
import { ChevronDownIcon, spriteHref } from '../../ui/icons.tsx';

/** Where 'Iniciar sesión' sends people: Fastify starts the Open Campus ID login and comes back to `returnTo`. */
export const loginHref = signInHref;

/** The Open Campus ID mark: a graduation-cap badge, decorative. */
export function OcidMark({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={spriteHref('ocid')} />
    </svg>
  );
}

export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

interface Props {
  i18n: I18n;
  locale: Locale;
  auth: AuthState;
  /** The visitor proved an address by e-mail (no Open Campus ID): their account is one link away. */
  emailSession?: boolean;
  /** The current page (path + query), where sign-in and sign-out come back to. */
  returnTo: string;
}

/**
 * Header account control: 'Iniciar sesión' / 'Sign in' when signed out (issue 30: 'Connect OCID' was jargon), its
 * accessible name saying it is with an Open Campus ID; the OCId with a sign-out form when signed in.
 */
export function AccountMenu({ i18n, locale, auth, emailSession = false, returnTo }: Props) {
  if (!auth.isAuthenticated && emailSession) {
    return (
      <a href={localePath(locale, pagePaths.account)} className={connectButton} data-testid="account-link">
        {i18n._(msg`Mi cuenta`)}
      </a>
    );
  }
  if (!auth.isAuthenticated) {
    return (
      <a
        href={loginHref(returnTo)}
        rel="nofollow"
        className={connectButton}
        data-testid="ocid-connect"
        title={i18n._(msg`Inicia sesión con tu Open Campus ID`)}
      >
        <OcidMark size={22} />
        {i18n._(msg`Iniciar sesión`)}
        <span className={css({ srOnly: true })}> {i18n._(msg`con tu Open Campus ID`)}</span>
      </a>
    );
  }
  const name = auth.OCId ?? i18n._(msg`Tu cuenta`);
  return (
    <Dropdown
      className={css({ position: 'relative', '&[open] > summary': { bg: 'bg.muted' } })}
      summary={
        <summary
          className={accountSummary}
          data-testid="ocid-account"
          aria-label={i18n._(msg`Cuenta de Open Campus ID: ${name}`)}
        >
          <OcidMark size={22} />
          <span className={nameText}>{name}</span>
          <ChevronDownIcon size={16} />
        </summary>
      }
    >
      <div className={panel}>
        <p className={css({ fontSize: 'xs', fontWeight: '700', color: 'fg.muted', m: 0 })}>
          {i18n._(msg`Conectado con Open Campus ID`)}
        </p>
        <p className={css({ fontWeight: '700', fontSize: 'md', m: 0, wordBreak: 'break-all' })}>{name}</p>
        {auth.ethAddress && (
          <p
            className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', m: 0 })}
            title={auth.ethAddress}
          >
            {i18n._(msg`Cartera`)}: {shortAddress(auth.ethAddress)}
          </p>
        )}
        <a href={localePath(locale, pagePaths.account)} className={panelLink} data-testid="account-menu-link">
          {i18n._(msg`Mi cuenta`)}
        </a>
        <a href={`/${locale}/opencampus`} className={panelLink}>
          {i18n._(msg`Tu Open Campus ID en Quest`)}
        </a>
        <form method="post" action={SERVER_ROUTES.signOut} className={css({ m: 0 })}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={logoutButton} data-testid="ocid-logout">
            {i18n._(msg`Cerrar sesión`)}
          </button>
        </form>
      </div>
    </Dropdown>
  );
}

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '44px',
  px: '3',
  borderRadius: 'pill',
  fontWeight: '700',
  fontSize: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const;

const connectButton = css({
  ...pill,
  color: 'fg.brand',
  bg: 'bg.brandSoft',
  border: '1px solid',
  borderColor: { base: 'brand.200', _dark: 'brand.800' },
  _hover: { borderColor: 'accent', bg: { base: 'brand.100', _dark: '#261C55' } },
  // From 1280 px the header carries the full nav on one row: the words alone there, the mark again from 1536 px.
  '& > svg': { display: { xl: 'none', '2xl': 'inline' } },
});

const accountSummary = cx(
  css({
    ...pill,
    listStyle: 'none',
    color: 'fg',
    border: '1px solid',
    borderColor: 'border',
    bg: 'bg.card',
    '&::-webkit-details-marker': { display: 'none' },
    _hover: { borderColor: 'accent' },
    '& > svg:first-child': { color: 'fg.brand' },
  }),
);

const nameText = css({
  display: 'inline-block',
  maxW: { base: '88px', sm: '160px' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

// Below sm the header puts this control inside the phone menu, where the panel opens in place.
const panel = css({
  position: { base: 'static', sm: 'absolute' },
  right: 0,
  top: 'calc(100% + 8px)',
  mt: { base: '2', sm: 0 },
  w: { base: '100%', sm: '260px' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: { base: 'none', sm: 'pop' },
  zIndex: 40,
});

const panelLink = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  px: '3',
  borderRadius: 'lg',
  fontWeight: '600',
  fontSize: 'sm',
  textDecoration: 'none',
  color: 'fg.brand',
  _hover: { bg: 'bg.brandSoft' },
});

const logoutButton = css({
  w: '100%',
  minHeight: '44px',
  px: '3',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  bg: 'transparent',
  color: 'danger',
  fontWeight: '700',
  fontSize: 'sm',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { bg: 'bg.muted' },
});
