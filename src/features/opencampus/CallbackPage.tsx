import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { AUTH_MESSAGES, type AuthFailure, isAuthFailure } from '../../domain/auth.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { SERVER_ROUTES } from '../../routes.ts';
import { getAuthState, loginHref, OcidMark } from '../auth/index.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * The sign-in failures in the visitor's language. The English catalogue entries are the spec's texts (§5, §8,
 * AUTH_MESSAGES) word for word; Spanish pages show the Spanish and keep the spec's English line under it.
 */
const AUTH_FAILURE_TEXT: Record<AuthFailure, MessageDescriptor> = {
  noRedirectUri: msg`Falta la dirección de retorno (redirect_uri).`,
  pkceIncomplete: msg`Se requieren codeChallenge, codeVerifier y codeChallengeMethod.`,
  noVerifier: msg`No se encontró el codeVerifier; no se puede completar el proceso.`,
  exchangeFailed: msg`No se pudo canjear el código por los tokens.`,
  verifyFailed: msg`No se pudo verificar el token.`,
  acquisitionFailed: msg`No se pudieron obtener los tokens.`,
  unparsable: msg`No se pudieron leer los datos guardados del inicio de sesión.`,
  stateMismatch: msg`El parámetro state no coincide; no se puede completar el proceso.`,
};

/**
 * /opencampus/callback, the provider's redirect_uri (spec §4, §8):
 *  - ?code&state  → the loading text, while the browser asks Fastify to finish (a meta refresh, no JS needed);
 *  - ?error=<reason> → 'Error Logging in: {message}' with a way to try again;
 *  - nothing      → nothing to finish: a short note (or the signed-in state).
 */
export function CallbackPage() {
  const { i18n, locale } = initRequestI18n();
  const params = requestPageUrl().searchParams;
  const code = params.get('code');
  const error = params.get('error');
  const opencampus = `/${locale}/opencampus`;
  const meta = (
    <PageMeta
      locale={locale}
      path="/opencampus/callback"
      title={i18n._(msg`Conectando tu Open Campus ID · Quest`)}
      description={i18n._(msg`Inicio de sesión con Open Campus ID.`)}
      noindex
    />
  );

  if (error !== null) {
    const reason: AuthFailure = isAuthFailure(error) ? error : 'acquisitionFailed';
    const message = AUTH_MESSAGES[reason];
    const localized = i18n._(AUTH_FAILURE_TEXT[reason]);
    return (
      <section className={wrap}>
        {meta}
        <div className={panel}>
          <span className={cx(mark, css({ bg: 'coral.100', color: 'coral.700' }))}>
            <OcidMark size={34} />
          </span>
          <h1 className={title}>{i18n._(msg`No pudimos conectar tu Open Campus ID`)}</h1>
          {locale === 'en' ? (
            <p role="alert" className={alertText} data-testid="ocid-error">
              Error Logging in: {message}
            </p>
          ) : (
            <div role="alert" className={alertText}>
              <p className={css({ m: 0 })} data-testid="ocid-error-localized">
                {i18n._(msg`Error al iniciar sesión: ${localized}`)}
              </p>
              <p lang="en" className={technicalText} data-testid="ocid-error">
                Error Logging in: {message}
              </p>
            </div>
          )}
          <p className={css({ color: 'fg.muted', m: 0 })}>
            {i18n._(
              msg`No se guardó ningún dato. Puedes intentarlo de nuevo; el proceso empieza desde cero.`,
            )}
          </p>
          <div className={actions}>
            <a href={loginHref(opencampus)} rel="nofollow" className={button()}>
              {i18n._(msg`Intentar de nuevo`)}
            </a>
            <a href={`/${locale}`} className={button({ variant: 'secondary' })}>
              {i18n._(msg`Volver al inicio`)}
            </a>
          </div>
        </div>
      </section>
    );
  }

  if (code !== null) {
    const next = `${SERVER_ROUTES.signInCallback}?${new URLSearchParams({
      code,
      state: params.get('state') ?? '',
      lang: locale,
    }).toString()}`;
    return (
      <section className={wrap}>
        {meta}
        {/* Works with JavaScript off: the browser keeps this page (and its loading text) on screen while Fastify
            exchanges the code, then follows Fastify's redirect. */}
        <meta httpEquiv="refresh" content={`0;url=${next}`} />
        <div className={panel} aria-busy="true">
          <span className={cx(mark, spinner)} aria-hidden="true" />
          <h1 className={title} role="status" data-testid="ocid-loading">
            {i18n._(msg`Conectando tu Open Campus ID…`)}
          </h1>
          <p className={css({ color: 'fg.muted', m: 0 })}>
            {i18n._(msg`Estamos comprobando tu inicio de sesión de forma segura. Solo tarda unos segundos.`)}
          </p>
          <a
            href={next}
            className={cx(button({ variant: 'secondary', size: 'sm' }), css({ alignSelf: 'center' }))}
          >
            {i18n._(msg`Continuar`)}
          </a>
        </div>
      </section>
    );
  }

  const auth = getAuthState();
  return (
    <section className={wrap}>
      {meta}
      <div className={panel}>
        <span className={mark}>
          <OcidMark size={34} />
        </span>
        <h1 className={title}>
          {auth.isAuthenticated
            ? i18n._(msg`Tu Open Campus ID ya está conectado`)
            : i18n._(msg`No hay ningún inicio de sesión en curso`)}
        </h1>
        <div className={actions}>
          {auth.isAuthenticated ? (
            <a href={opencampus} className={button()}>
              {i18n._(msg`Ver mi Open Campus ID`)}
            </a>
          ) : (
            <a href={loginHref(opencampus)} rel="nofollow" className={button()}>
              {i18n._(msg`Iniciar sesión con Open Campus ID`)}
            </a>
          )}
          <a href={`/${locale}`} className={button({ variant: 'secondary' })}>
            {i18n._(msg`Volver al inicio`)}
          </a>
        </div>
      </div>
    </section>
  );
}

const wrap = css({
  minH: '60vh',
  display: 'grid',
  placeItems: 'center',
  px: { base: '4', md: '6' },
  py: { base: '12', md: '20' },
  bg: {
    base: 'linear-gradient(180deg, token(colors.brand.50) 0%, token(colors.bg) 100%)',
    _dark: 'linear-gradient(180deg, #17113A 0%, token(colors.bg) 100%)',
  },
});
const panel = css({
  w: '100%',
  maxW: '520px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '4',
  p: { base: '6', md: '10' },
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: '24px',
  boxShadow: 'pop',
});
const mark = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '64px',
  h: '64px',
  borderRadius: 'pill',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});
const spinner = css({
  border: '5px solid',
  borderColor: 'bg.muted',
  borderTopColor: 'accent',
  bg: 'transparent',
  animation: 'spin 0.9s linear infinite',
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
});
const title = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', m: 0 });
const alertText = css({
  m: 0,
  px: '4',
  py: '3',
  w: '100%',
  borderRadius: 'lg',
  bg: { base: 'coral.100', _dark: 'rgba(240,86,62,0.14)' },
  color: 'danger',
  fontWeight: '700',
  wordBreak: 'break-word',
});
const technicalText = css({ m: 0, mt: '1', fontSize: 'xs', fontWeight: '400', opacity: 0.85 });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '2' });
