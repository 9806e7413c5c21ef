import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { OwnerLinkForm } from '../account/index.ts';
import {
  DetailRow,
  Field,
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
} from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';
import { pageStack, sectionCard, sectionTitle, summaryList } from '../subscriptions/index.ts';
import { companyMessage } from './parts.tsx';

/**
 * /subscriptions/{id}/employees: the company admin's page (a capability URL: the seats subscription's unguessable
 * id, e-mailed with the subscription). Seats and their monthly price, the invitations (one per seat), the
 * invitation form (the e-mail goes through the outbox) and the seat change from the next renewal. Plain forms
 * posting to Fastify (server/routes/company-seats.ts), so it works without JavaScript.
 */
export async function CompanyAdminPage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  const view = await domain().companySeats.adminView(id, learner?.id ?? null);
  if (!view) {
    // Only the seats' owner sees the employees (issue 27); the link's holder is offered to prove it.
    const subscription = await domain().subscriptions.view(id, learner?.id ?? null);
    if (subscription?.product !== 'company') notFound();
    const title = i18n._(msg`Administración de la empresa`);
    return (
      <div className={cx(narrowPage, pageStack)} data-testid="company-admin-locked">
        <PageMeta
          locale={locale}
          path={pagePaths.companyAdmin(id)}
          title={`${title} · Quest`}
          description={i18n._(msg`Licencias e invitaciones de tu empresa en Quest.`)}
          noindex
        />
        <h1 className={pageTitle}>{title}</h1>
        <OwnerLinkForm
          resource={{ kind: 'subscription', publicId: id }}
          returnTo={`${localePath(locale, pagePaths.companyAdmin(id))}${requestPageUrl().search}`}
          locale={locale}
          explanation={i18n._(
            msg`Esta página es de quien administra las licencias: confirma que eres tú para ver el equipo, invitar y cambiar licencias.`,
          )}
        />
      </div>
    );
  }
  const query = requestPageUrl().searchParams;
  const inviteState = getFormState('companyInvite');
  const seatState = getFormState('companySeatChange');
  const inviteErrors = (inviteState?.errors ?? {}) as Record<string, string | undefined>;
  const seatErrors = (seatState?.errors ?? {}) as Record<string, string | undefined>;
  const message = (key: string | undefined) => companyMessage(i18n, locale, key);
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  const free = Math.max(0, view.seats - view.used);
  const title = i18n._(msg`Equipo de ${view.company.name}`);
  const statusLabel = (status: 'pending' | 'accepted' | 'rejected') =>
    status === 'accepted'
      ? i18n._(msg`Aceptada`)
      : status === 'rejected'
        ? i18n._(msg`Rechazada`)
        : i18n._(msg`Pendiente`);
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="company-admin-page">
      <PageMeta
        locale={locale}
        path={pagePaths.companyAdmin(view.publicId)}
        title={`${title} · Quest`}
        description={i18n._(msg`Licencias e invitaciones de tu empresa en Quest.`)}
        noindex
      />
      <h1 className={pageTitle}>{title}</h1>
      <p className={lead}>
        {i18n._(
          msg`Invita a tu equipo: cada licencia es una invitación. Quien acepta ve los cursos privados de la empresa y paga menos en el marketplace.`,
        )}
      </p>
      {query.get('welcome') === '1' && (
        <Notice
          tone="success"
          title={i18n._(msg`¡Listo! Tus licencias están activas.`)}
          testId="company-welcome"
        >
          {i18n._(
            msg`Te enviamos un correo con el enlace de tu suscripción. Guarda también el de esta página: es tu acceso de administración.`,
          )}
        </Notice>
      )}
      {query.get('invited') === '1' && !inviteState && (
        <Notice tone="success" title={i18n._(msg`Invitación enviada.`)} testId="company-invited" />
      )}
      {query.get('seats') === '1' && !seatState && (
        <Notice
          tone="success"
          title={i18n._(msg`Cambio guardado: aplica desde la próxima renovación.`)}
          testId="company-seats-changed"
        />
      )}
      {!view.active && (
        <Notice tone="error" title={message('not_active')} testId="company-inactive">
          <a href={localePath(locale, pagePaths.subscription(view.publicId))}>
            {i18n._(msg`Ver la suscripción`)}
          </a>
        </Notice>
      )}
      <section aria-labelledby="company-seats-title" className={cx(card(), sectionCard)}>
        <h2 id="company-seats-title" className={sectionTitle}>
          {i18n._(msg`Tus licencias`)}
        </h2>
        <dl className={summaryList}>
          <DetailRow label={i18n._(msg`Empresa`)}>{view.company.name}</DetailRow>
          <DetailRow label={i18n._(msg`Licencias`)} testId="company-admin-seats">
            {i18n._(msg`${plural(view.seats, { one: '# usuario', other: '# usuarios' })}`)}
          </DetailRow>
          <DetailRow label={i18n._(msg`En uso`)} testId="company-admin-used">
            {i18n._(msg`${view.used} de ${view.seats}`)}
          </DetailRow>
          <DetailRow label={i18n._(msg`Precio mensual`)} testId="company-admin-monthly">
            {money(view.monthlyCents)}
          </DetailRow>
          {view.pendingSeats !== null && (
            <DetailRow label={i18n._(msg`Desde la próxima renovación`)} testId="company-admin-pending">
              {i18n._(msg`${plural(view.pendingSeats, { one: '# usuario', other: '# usuarios' })}`)} ·{' '}
              {money(domain().companySeats.monthlyCents(view.pendingSeats))}
            </DetailRow>
          )}
          <DetailRow label={i18n._(msg`Próxima renovación`)}>{formatDate(view.renewsAt, locale)}</DetailRow>
        </dl>
        <p>
          <a
            href={localePath(locale, pagePaths.subscription(view.publicId))}
            className={css({ textDecoration: 'underline' })}
          >
            {i18n._(msg`Estado de la suscripción y facturación`)}
          </a>
        </p>
      </section>
      {view.active && (
        <form
          method="post"
          action={postAction(SERVER_ROUTES.companyInvite, { id: view.publicId }, locale)}
          className={cx(card(), sectionCard)}
          data-testid="company-invite-form"
          noValidate
        >
          <h2 className={sectionTitle}>{i18n._(msg`Invitar a una persona`)}</h2>
          {inviteErrors._form && (
            <Notice tone="error" title={message(inviteErrors._form)} testId="company-invite-error" />
          )}
          <p className={css({ color: 'fg.muted' })}>
            {i18n._(
              msg`${plural(free, { one: 'Te queda # licencia libre.', other: 'Te quedan # licencias libres.' })}`,
            )}
          </p>
          <Field
            id="invite-invitedName"
            name="invitedName"
            label={i18n._(msg`Nombre completo`)}
            autoComplete="off"
            value={inviteState?.values.invitedName ?? ''}
            error={message(inviteErrors.invitedName)}
          />
          <Field
            id="invite-invitedEmail"
            name="invitedEmail"
            type="email"
            label={i18n._(msg`Correo electrónico`)}
            autoComplete="off"
            value={inviteState?.values.invitedEmail ?? ''}
            error={message(inviteErrors.invitedEmail)}
          />
          <button type="submit" className={button()} data-testid="company-invite-button">
            {i18n._(msg`Enviar invitación`)}
          </button>
        </form>
      )}
      <section aria-labelledby="company-invitations-title" className={cx(card(), sectionCard)}>
        <h2 id="company-invitations-title" className={sectionTitle}>
          {i18n._(msg`Invitaciones`)}
        </h2>
        {view.invitations.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{i18n._(msg`Todavía no invitaste a nadie.`)}</p>
        ) : (
          <ul
            className={css({ display: 'grid', gap: '3', listStyle: 'none', p: 0 })}
            data-testid="company-invitations"
          >
            {view.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '2',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  borderBottomWidth: '1px',
                  borderColor: 'border',
                  pb: '3',
                })}
              >
                <span className={css({ minW: 0, overflowWrap: 'anywhere' })}>
                  <strong>{invitation.invitedName}</strong>{' '}
                  <span className={css({ color: 'fg.muted' })}>{invitation.invitedEmail}</span>
                </span>
                <span
                  className={badge({
                    tone:
                      invitation.status === 'accepted'
                        ? 'mint'
                        : invitation.status === 'rejected'
                          ? 'coral'
                          : 'brand',
                  })}
                >
                  {statusLabel(invitation.status)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.active && (
        <form
          method="post"
          action={postAction(SERVER_ROUTES.companySeatChange, { id: view.publicId }, locale)}
          className={cx(card(), sectionCard)}
          data-testid="company-seat-change-form"
          noValidate
        >
          <h2 className={sectionTitle}>{i18n._(msg`Cambiar el número de licencias`)}</h2>
          {seatErrors._form && <Notice tone="error" title={message(seatErrors._form)} />}
          <Field
            id="seat-change-seats"
            name="seats"
            inputMode="numeric"
            label={i18n._(msg`Número de usuarios`)}
            value={seatState?.values.seats ?? String(view.pendingSeats ?? view.seats)}
            error={message(seatErrors.seats)}
            hint={i18n._(msg`El cambio y su precio aplican desde la próxima renovación.`)}
          />
          <button
            type="submit"
            className={button({ variant: 'secondary' })}
            data-testid="company-seat-change-button"
          >
            {i18n._(msg`Guardar el cambio`)}
          </button>
        </form>
      )}
    </div>
  );
}
