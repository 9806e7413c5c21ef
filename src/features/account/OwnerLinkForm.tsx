import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { OwnedResource } from '../../domain/identity/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { SERVER_ROUTES, signInHref } from '../../routes.ts';
import { getFormState, messageFor, Notice, postAction, wrapButton } from '../checkout/index.ts';

/**
 * On a personal page read through its link: what only the owner may do (refund, manage a subscription, the
 * company's employees, accepting an invitation) asks the visitor to prove they are the owner. Either sign in with
 * Open Campus ID, or get a single-use link at the owner's address, which the visitor never sees nor types: the
 * link signs that browser in and comes back here.
 */
export function OwnerLinkForm({
  resource,
  returnTo,
  locale,
  explanation,
  testId = 'owner-link',
}: {
  resource: OwnedResource;
  /** This page (path and query), where the link comes back to. */
  returnTo: string;
  locale: Locale;
  /** Why the page asks (one sentence). */
  explanation: string;
  testId?: string;
}) {
  const { i18n } = initRequestI18n();
  const state = getFormState('ownerLink');
  const id =
    resource.kind === 'order'
      ? resource.linkId
      : resource.kind === 'subscription'
        ? resource.publicId
        : resource.id;
  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid={testId}>
      {state?.notice === 'sent' && (
        <Notice tone="success" title={i18n._(msg`Revisa tu correo`)} testId="owner-link-sent">
          {i18n._(
            msg`Te enviamos un enlace a ${state.values.addressHint ?? ''}. Ábrelo en este navegador en los próximos 30 minutos para continuar aquí.`,
          )}
        </Notice>
      )}
      {state?.errors._form && (
        <Notice tone="error" testId="owner-link-error">
          {messageFor(locale, state.errors._form)}
        </Notice>
      )}
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{explanation}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <form
          method="post"
          action={postAction(SERVER_ROUTES.identityOwnerLink, {}, locale)}
          className={css({ m: 0 })}
        >
          <input type="hidden" name="kind" value={resource.kind} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            className={cx(button({ variant: 'secondary' }), wrapButton)}
            data-testid={`${testId}-submit`}
          >
            {i18n._(msg`Enviarme un enlace de acceso`)}
          </button>
        </form>
        <a
          href={signInHref(returnTo)}
          rel="nofollow"
          className={cx(button({ variant: 'ghost' }), wrapButton)}
        >
          {i18n._(msg`Entrar con Open Campus ID`)}
        </a>
      </div>
    </div>
  );
}
