import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { getAuthState } from '../auth/index.ts';
import {
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
  wrapButton,
} from '../checkout/index.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * /account/confirm/{token}: the page an address-proof e-mail links. Opening it changes nothing (mail scanners
 * open links); its one button posts to the server, which uses the link once (server/routes/identity.ts). An
 * unknown token is the 404 page; a used or expired one says so and offers a new link from the account page.
 */
export async function ConfirmAddressPage({ token }: { token: string }) {
  const { i18n, locale } = initRequestI18n();
  const auth = getAuthState();
  const proof = await domain().identity.describe(token, auth.isAuthenticated ? auth.OCId : null);
  if (!proof) notFound();
  const state = getFormState('proof');
  const refused = state?.errors._form;
  const usable = proof.state === 'usable' && !refused;
  const title =
    proof.purpose === 'change_email'
      ? i18n._(msg`Confirma tu nueva dirección`)
      : i18n._(msg`Confirma que este correo es tuyo`);
  return (
    <div className={narrowPage} data-testid="confirm-address-page">
      <PageMeta
        locale={locale}
        path={pagePaths.confirmAddress(token)}
        title={`${title} · Quest`}
        description={i18n._(msg`Un enlace de un solo uso para comprobar tu correo en Quest.`)}
        noindex
      />
      <div className={cx(card(), css({ display: 'grid', gap: '5', p: { base: '6', md: '10' } }))}>
        <span className={iconBadge}>
          <Icon name="mail" size={26} />
        </span>
        <h1 className={pageTitle}>{title}</h1>
        {usable ? (
          <>
            <p className={lead}>
              {proof.purpose === 'change_email'
                ? i18n._(
                    msg`Tu cuenta de Quest usará ${proof.addressHint} para entrar y recibir recibos y certificados. Avisaremos a tu dirección anterior.`,
                  )
                : i18n._(
                    msg`Al confirmar, este navegador entra en Quest como ${proof.addressHint}: verás tus compras, certificados y suscripciones.`,
                  )}
            </p>
            {proof.attachesToAccount && (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="confirm-attach-note">
                {i18n._(
                  msg`Tienes la sesión iniciada con Open Campus ID: las compras de esta dirección se sumarán a esa cuenta.`,
                )}
              </p>
            )}
            <form method="post" action={postAction(SERVER_ROUTES.identityRedeem, { token }, locale)}>
              <button
                type="submit"
                className={cx(button({ size: 'lg' }), wrapButton)}
                data-testid="confirm-address"
              >
                {i18n._(msg`Confirmar`)}
              </button>
            </form>
          </>
        ) : (
          <>
            <Notice
              tone="error"
              title={
                refused === 'address_taken'
                  ? i18n._(msg`Esa dirección ya tiene una cuenta`)
                  : proof.state === 'expired' || refused === 'expired'
                    ? i18n._(msg`Este enlace caducó`)
                    : i18n._(msg`Este enlace ya se usó`)
              }
              testId="confirm-refused"
            >
              {refused === 'address_taken'
                ? i18n._(
                    msg`Entra con esa dirección y suma sus compras a tu cuenta desde la página de tu cuenta.`,
                  )
                : i18n._(
                    msg`Cada enlace sirve una sola vez durante 30 minutos. Pide uno nuevo desde tu cuenta.`,
                  )}
            </Notice>
            <a
              href={localePath(locale, pagePaths.account)}
              className={cx(button({ variant: 'secondary' }), wrapButton)}
            >
              {i18n._(msg`Ir a mi cuenta`)}
            </a>
          </>
        )}
      </div>
    </div>
  );
}

const iconBadge = css({
  display: 'grid',
  placeItems: 'center',
  w: '12',
  h: '12',
  borderRadius: 'pill',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});
