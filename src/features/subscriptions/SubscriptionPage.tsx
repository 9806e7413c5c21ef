import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { hintText } from '../../ui/form-styles.ts';
import { OwnerLinkForm } from '../account/index.ts';
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
import { CompanySeatsSection } from './CompanySeatsSection.tsx';
import {
  pageStack,
  planName,
  sectionCard,
  sectionTitle,
  subscriptionMessage,
  summaryList,
} from './parts.tsx';
import { questerPlanEffect, questerPlanLabel } from './QuesterUpgradePage.tsx';

/**
 * /subscriptions/{id}: the subscription's status (spec §2, §3, §4): plan, status, until date, cancel requested,
 * next billing date, trial days remaining, cancel (up to one day before renewal), upgrade to a longer plan and the
 * customer-portal link. The address is unguessable (a capability, like a receipt): its link reads the status; the
 * changes show only to the owner (issue 27), others are offered to prove it. A signed-in learner sees only their
 * own subscriptions, anyone else gets the 404 an unknown id gets. Personal: no-store, noindex.
 */
export async function SubscriptionPage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  const view = await domain().subscriptions.view(id, learner ? learner.id : null);
  if (!view) notFound();
  const query = requestPageUrl().searchParams;
  const cancelState = getFormState('cancel');
  const upgradeState = getFormState('upgrade');
  const refusal = cancelState?.errors._form ?? upgradeState?.errors._form;
  const date = (value: Date) => formatDate(value, locale);
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  const name = planName(i18n, view.plan);
  const statusText = {
    incomplete: i18n._(msg`Confirmando el primer pago`),
    active: i18n._(msg`Activa`),
    cancel_requested: i18n._(msg`Cancelación solicitada`),
    trialing: i18n._(msg`Periodo de prueba`),
    past_due: i18n._(msg`Pago pendiente`),
    canceled: i18n._(msg`Cancelada`),
  }[view.display];
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="subscription-page">
      <PageMeta
        locale={locale}
        path={pagePaths.subscription(id)}
        title={`${i18n._(msg`Tu suscripción`)} · Quest`}
        description={i18n._(msg`Estado de tu suscripción de Quest.`)}
        noindex
      />
      <h1 className={pageTitle}>{i18n._(msg`Tu suscripción`)}</h1>
      {view.display === 'incomplete' && (
        <Notice
          tone="info"
          title={i18n._(msg`Estamos confirmando tu pago.`)}
          testId="subscription-confirming"
        >
          {i18n._(
            msg`Stripe nos avisará en unos momentos; vuelve a cargar esta página. Si el pago no se completó, no se te cobrará nada.`,
          )}
        </Notice>
      )}
      {query.get('welcome') === '1' && view.display !== 'incomplete' && (
        <Notice
          tone="success"
          title={i18n._(msg`¡Listo! Tu suscripción está activa.`)}
          testId="subscription-welcome"
        >
          {i18n._(msg`Guarda esta página: es la dirección para ver y administrar tu suscripción.`)}
        </Notice>
      )}
      {query.get('cancel') === 'done' && view.display === 'cancel_requested' && (
        <Notice tone="success" title={i18n._(msg`Cancelación solicitada`)} testId="subscription-cancelled">
          {i18n._(msg`Tu suscripción sigue activa hasta el ${date(view.until)}. No se te cobrará de nuevo.`)}
        </Notice>
      )}
      {query.get('upgrade') === 'done' && view.pendingPlan && (
        <Notice tone="success" title={i18n._(msg`Cambio de plan programado`)} testId="subscription-upgraded">
          {i18n._(
            msg`Pasarás al ${planName(i18n, view.pendingPlan)} en tu próxima renovación, el ${date(view.until)}.`,
          )}
        </Notice>
      )}
      {refusal && (
        <Notice tone="error" title={subscriptionMessage(i18n, locale, refusal)} testId="subscription-error" />
      )}
      <section aria-labelledby="status-title" className={cx(card(), sectionCard)}>
        <h2 id="status-title" className={sectionTitle}>
          {name}
        </h2>
        <dl className={summaryList}>
          <DetailRow label={i18n._(msg`Estado de la suscripción`)} testId="subscription-status">
            {statusText}
          </DetailRow>
          <DetailRow label={i18n._(msg`Precio`)}>{money(view.priceCents)}</DetailRow>
          {view.display !== 'incomplete' && (
            // Not active yet while the first payment is being confirmed.
            <DetailRow label={i18n._(msg`Activa hasta`)} testId="subscription-until">
              {date(view.until)}
            </DetailRow>
          )}
          {view.cancelRequestedAt && (
            <DetailRow label={i18n._(msg`Cancelación solicitada`)} testId="subscription-cancel-requested">
              {i18n._(msg`El ${date(view.cancelRequestedAt)} (activa hasta el ${date(view.until)})`)}
            </DetailRow>
          )}
          <DetailRow label={i18n._(msg`Próxima facturación`)} testId="subscription-next-billing">
            {view.nextBilling ? date(view.nextBilling) : i18n._(msg`Ninguna`)}
          </DetailRow>
          {view.trialDaysRemaining !== null && (
            <DetailRow label={i18n._(msg`Días de prueba restantes`)} testId="subscription-trial">
              {view.trialDaysRemaining}
            </DetailRow>
          )}
          {view.pendingPlan && (
            <DetailRow label={i18n._(msg`Cambio de plan`)}>
              {i18n._(msg`${planName(i18n, view.pendingPlan)} desde el ${date(view.until)}`)}
            </DetailRow>
          )}
          {view.cardLast4 && (
            <DetailRow label={i18n._(msg`Tarjeta`)}>{i18n._(msg`Terminada en ${view.cardLast4}`)}</DetailRow>
          )}
        </dl>
        {view.display === 'past_due' && (
          <Notice tone="error" title={i18n._(msg`El cobro de la renovación fue rechazado.`)}>
            {i18n._(msg`Actualiza tu tarjeta en el portal de cliente para seguir con acceso.`)}
          </Notice>
        )}
        {view.owner ? (
          <div className={actionsRow}>
            <a
              href={localePath(locale, pagePaths.subscriptionPortal(id))}
              className={cx(button({ variant: 'secondary' }), wrapButton)}
              data-testid="portal-link"
            >
              {i18n._(msg`Portal de cliente`)}
            </a>
          </div>
        ) : (
          <OwnerLinkForm
            resource={{ kind: 'subscription', publicId: id }}
            returnTo={localePath(locale, pagePaths.subscription(id))}
            locale={locale}
            explanation={i18n._(
              msg`Para cancelar, cambiar de plan o de tarjeta, confirma que la suscripción es tuya: entra con tu cuenta o recibe un enlace en su correo.`,
            )}
          />
        )}
      </section>

      {view.product === 'quester' && view.subjectId && <QuesterPlanSection slug={view.subjectId} />}

      {view.product === 'company' && view.owner && <CompanySeatsSection id={id} />}

      {view.owner && view.upgrades.length > 0 && (
        <section aria-labelledby="upgrade-title" className={cx(card(), sectionCard)}>
          <h2 id="upgrade-title" className={sectionTitle}>
            {i18n._(msg`Mejorar tu plan`)}
          </h2>
          <p className={lead}>
            {i18n._(
              msg`Un plan más largo cuesta menos por mes. El cambio se aplica en tu próxima renovación.`,
            )}
          </p>
          <div className={actionsRow}>
            {view.upgrades.map((plan) => (
              <form
                key={plan}
                method="post"
                action={postAction(SERVER_ROUTES.subscriptionUpgrade, { id }, locale)}
              >
                <input type="hidden" name="plan" value={plan} />
                <button type="submit" className={cx(button(), wrapButton)} data-testid={`upgrade-${plan}`}>
                  {i18n._(msg`Cambiar al ${planName(i18n, plan)}`)}
                </button>
              </form>
            ))}
          </div>
        </section>
      )}

      {view.owner && view.cancelDeadline && (
        <section aria-labelledby="cancel-title" className={cx(card(), sectionCard)}>
          <h2 id="cancel-title" className={sectionTitle}>
            {i18n._(msg`Cancelar la renovación`)}
          </h2>
          <p className={hintText}>
            {i18n._(
              msg`Puedes cancelar hasta un día antes de la renovación (hasta el ${formatDate(view.cancelDeadline, locale)}). Seguirás con acceso hasta el final del periodo pagado.`,
            )}
          </p>
          {view.canCancel ? (
            <form method="post" action={postAction(SERVER_ROUTES.subscriptionCancel, { id }, locale)}>
              <button
                type="submit"
                className={cx(button({ variant: 'secondary' }), wrapButton)}
                data-testid="cancel-button"
              >
                {i18n._(msg`Cancelar la suscripción`)}
              </button>
            </form>
          ) : (
            <p data-testid="cancel-closed">
              {subscriptionMessage(i18n, locale, view.display === 'past_due' ? 'past_due' : 'too_late')}
            </p>
          )}
        </section>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {i18n._(
          msg`Pagos de esta suscripción: ${view.payments.filter((payment) => payment.succeeded).length}`,
        )}
      </p>
    </div>
  );
}

/** A Quester plan's effect now: the Quester's plan (it follows the subscription) and where their courses show. */
async function QuesterPlanSection({ slug }: { slug: string }) {
  const { i18n, locale } = initRequestI18n();
  const quester = await domain().catalog.questerPlan(slug);
  if (!quester) return null;
  return (
    <section
      aria-labelledby="quester-title"
      className={cx(card(), sectionCard)}
      data-testid="subscription-quester"
    >
      <h2 id="quester-title" className={sectionTitle}>
        {i18n._(msg`Tu plan de Quester`)}
      </h2>
      <dl className={summaryList}>
        <DetailRow label={i18n._(msg`Quester`)}>
          <a
            href={localePath(locale, pagePaths.quester(quester.slug))}
            className={css({ textDecoration: 'underline' })}
            data-testid="subscription-quester-link"
          >
            {quester.name}
          </a>
        </DetailRow>
        <DetailRow label={i18n._(msg`Plan`)} testId="subscription-quester-plan">
          {questerPlanLabel(i18n, quester.plan)}
        </DetailRow>
        <DetailRow label={i18n._(msg`Tus cursos`)} testId="subscription-quester-effect">
          {questerPlanEffect(i18n, quester.plan)}
        </DetailRow>
      </dl>
    </section>
  );
}
