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
import {
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
  SandboxCardFields,
} from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';
import { pageStack, planName, sectionCard, sectionTitle, subscriptionMessage } from './parts.tsx';

/**
 * /subscriptions/{id}/portal: the offline sandbox's customer portal (with Stripe, a Fastify route answers this
 * address first with a 303 to Stripe's billing portal: server/routes/subscriptions.ts): the card on file,
 * changing it (a past-due period is charged again at once) and the payment history. The owner only.
 */
export async function PortalPage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  const view = await domain().subscriptions.view(id, learner ? learner.id : null);
  // The portal changes the card and shows the payments: the owner's only (issue 27), a 404 for anyone else.
  if (!view?.owner) notFound();
  const state = getFormState('card');
  const cardResult = requestPageUrl().searchParams.get('card');
  const error = subscriptionMessage(i18n, locale, state?.errors.card);
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="portal-page">
      <PageMeta
        locale={locale}
        path={pagePaths.subscriptionPortal(id)}
        title={`${i18n._(msg`Portal de cliente`)} · Quest`}
        description={i18n._(msg`Tu tarjeta y tus pagos de la suscripción.`)}
        noindex
      />
      <h1 className={pageTitle}>{i18n._(msg`Portal de cliente`)}</h1>
      <p className={lead}>{i18n._(msg`${planName(i18n, view.plan)}: tu tarjeta y el historial de pagos.`)}</p>
      {cardResult === 'saved' && (
        <Notice tone="success" title={i18n._(msg`Tarjeta actualizada.`)} testId="card-saved" />
      )}
      {cardResult === 'declined' && (
        <Notice tone="error" title={i18n._(msg`Tarjeta guardada, pero el cobro pendiente fue rechazado.`)} />
      )}
      {view.status !== 'canceled' && (
        <form
          method="post"
          action={postAction(SERVER_ROUTES.subscriptionCard, { id }, locale)}
          className={cx(card(), sectionCard)}
          data-testid="card-form"
          noValidate
        >
          <h2 className={sectionTitle}>{i18n._(msg`Tarjeta de pago`)}</h2>
          <p className={hintText}>
            {view.cardLast4
              ? i18n._(msg`Tarjeta actual terminada en ${view.cardLast4}.`)
              : i18n._(msg`No hay tarjeta guardada.`)}
          </p>
          {error && <Notice tone="error" title={error} testId="card-error" />}
          <SandboxCardFields i18n={i18n} idPrefix="portal" />
          <button type="submit" className={button()} data-testid="card-button">
            {i18n._(msg`Guardar tarjeta`)}
          </button>
        </form>
      )}
      <section aria-labelledby="payments-title" className={cx(card(), sectionCard)}>
        <h2 id="payments-title" className={sectionTitle}>
          {i18n._(msg`Pagos`)}
        </h2>
        <ul className={css({ display: 'grid', gap: '2' })} data-testid="portal-payments">
          {view.payments.map((payment) => (
            <li
              key={`${payment.at.toISOString()}-${payment.succeeded}`}
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '4',
                flexWrap: 'wrap',
              })}
            >
              <span>{formatDate(payment.at, locale)}</span>
              <span>
                {payment.amountCents !== null
                  ? formatMoney(payment.amountCents, locale, { cents: 'always' })
                  : ''}{' '}
                {payment.succeeded ? i18n._(msg`Pagado`) : i18n._(msg`Rechazado`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a
          href={localePath(locale, pagePaths.subscription(id))}
          className={css({ textDecoration: 'underline' })}
          data-testid="back-to-status"
        >
          {i18n._(msg`Volver a tu suscripción`)}
        </a>
      </p>
    </div>
  );
}
