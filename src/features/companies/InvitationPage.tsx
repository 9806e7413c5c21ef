import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES, signInHref } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { OwnerLinkForm } from '../account/index.ts';
import { getAuthState } from '../auth/index.ts';
import {
  actionsRow,
  DetailRow,
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
  wrapButton,
} from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * /invitations/{id} (spec §2, §3 Invitation, §4): who invites whom into which company's app, and the decision.
 * Plain forms posting to Fastify (server/routes/companies.ts), so it works without JavaScript. Accepting needs
 * Open Campus ID (a sign-in link that comes back here); denying does not. A decided invitation only says so.
 */
export async function InvitationPage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const invitation = await domain().companies.findInvitation(id);
  if (!invitation) notFound();
  const auth = getAuthState();
  const learner = auth.isAuthenticated ? await getSignedInLearner() : null;
  const formState = getFormState('invitation');
  const decision = requestPageUrl().searchParams.get('decision');
  const pagePath = localePath(locale, pagePaths.invitation(invitation.id));
  const justAccepted = decision === 'accepted' && invitation.status === 'accepted';
  const justRejected = decision === 'rejected' && invitation.status === 'rejected';
  const pending = invitation.status === 'pending';
  const { company, appName } = invitation;
  const ocid = auth.OCId ?? '';

  return (
    <div className={narrowPage} data-testid="invitation-page" data-status={invitation.status}>
      <PageMeta
        locale={locale}
        path={pagePaths.invitation(invitation.id)}
        title={`${i18n._(msg`Invitación a ${appName}`)} · Quest`}
        description={i18n._(msg`${invitation.inviterName} te invita a ${appName} de ${company}.`)}
        noindex
      />
      <section
        aria-labelledby="invitation-title"
        className={cx(card(), css({ display: 'grid', gap: '5', p: { base: '6', md: '8' } }))}
      >
        <span className={css({ color: 'fg.brand' })}>
          <Icon name="building" size={36} />
        </span>
        <h1 id="invitation-title" className={pageTitle}>
          {i18n._(msg`Invitación a ${appName}`)}
        </h1>
        {justAccepted && (
          <Notice tone="success" title={i18n._(msg`Te uniste a ${company}.`)} testId="invitation-accepted">
            {i18n._(msg`Los cursos privados que ${company} te habilita ya aparecen en el catálogo.`)}
          </Notice>
        )}
        {justRejected && (
          <Notice tone="info" title={i18n._(msg`Rechazaste la invitación.`)} testId="invitation-rejected" />
        )}
        {!pending && !justAccepted && !justRejected && (
          <Notice
            tone="info"
            title={i18n._(msg`Esta invitación ya fue aceptada o rechazada.`)}
            testId="invitation-decided"
          />
        )}
        {formState?.errors._form === 'address_proof_required' && (
          <Notice
            tone="error"
            title={i18n._(msg`Antes, confirma el correo de la invitación.`)}
            testId="invitation-error"
          >
            {i18n._(
              msg`Tu cuenta de Open Campus ID aún no tiene un correo de Quest. Te enviaremos un enlace al correo invitado: ábrelo con tu sesión iniciada y vuelve a aceptar.`,
            )}
          </Notice>
        )}
        {pending &&
          auth.isAuthenticated &&
          (!learner || formState?.errors._form === 'address_proof_required') && (
            <OwnerLinkForm
              resource={{ kind: 'invitation', id: invitation.id }}
              returnTo={pagePath}
              locale={locale}
              testId="invitation-proof"
              explanation={i18n._(
                msg`Para aceptar, tu cuenta necesita el correo al que llegó la invitación: recibe un enlace en ese correo y ábrelo con tu sesión iniciada.`,
              )}
            />
          )}
        {pending && (
          <p className={lead}>
            {i18n._(msg`${invitation.inviterName} te invita a unirte a ${appName}, de ${company}, en Quest.`)}
          </p>
        )}
        <dl data-testid="invitation-details">
          <DetailRow label={i18n._(msg`Empresa`)} testId="invitation-company">
            {company}
          </DetailRow>
          <DetailRow label={i18n._(msg`Aplicación`)} testId="invitation-app">
            {appName}
          </DetailRow>
          <DetailRow label={i18n._(msg`Invita`)} testId="invitation-inviter">
            {invitation.inviterName}
          </DetailRow>
          <DetailRow label={i18n._(msg`Correo de quien invita`)} testId="invitation-inviter-email">
            {invitation.inviterEmail}
          </DetailRow>
          <DetailRow label={i18n._(msg`Persona invitada`)} testId="invitation-invited">
            {invitation.invitedName}
          </DetailRow>
        </dl>
        {pending && (
          <div className={css({ display: 'grid', gap: '3' })}>
            {auth.isAuthenticated ? (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="invitation-account">
                {learner
                  ? i18n._(msg`Aceptarás como ${learner.fullName}.`)
                  : i18n._(msg`Aceptarás con tu cuenta de Open Campus ID (${ocid}).`)}
              </p>
            ) : (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {i18n._(
                  msg`Para aceptar, inicia sesión con Open Campus ID. Para rechazar no necesitas cuenta.`,
                )}
              </p>
            )}
            <div className={actionsRow}>
              {auth.isAuthenticated ? (
                <form
                  method="post"
                  action={postAction(SERVER_ROUTES.invitationAccept, { id: invitation.id }, locale)}
                >
                  <button type="submit" className={cx(button(), wrapButton)} data-testid="invitation-accept">
                    {i18n._(msg`Aceptar invitación`)}
                  </button>
                </form>
              ) : (
                <a
                  href={signInHref(pagePath)}
                  className={cx(button(), wrapButton)}
                  data-testid="invitation-sign-in"
                >
                  {i18n._(msg`Iniciar sesión para aceptar`)}
                </a>
              )}
              <form
                method="post"
                action={postAction(SERVER_ROUTES.invitationReject, { id: invitation.id }, locale)}
              >
                <button
                  type="submit"
                  className={cx(button({ variant: 'secondary' }), wrapButton)}
                  data-testid="invitation-reject"
                >
                  {i18n._(msg`Rechazar`)}
                </button>
              </form>
            </div>
          </div>
        )}
        {justAccepted && (
          <div className={actionsRow}>
            <a href={localePath(locale, pagePaths.catalogue)} className={cx(button(), wrapButton)}>
              {i18n._(msg`Ver el catálogo`)}
            </a>
          </div>
        )}
      </section>
    </div>
  );
}
