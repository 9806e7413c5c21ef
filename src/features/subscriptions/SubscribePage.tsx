import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { isMigrantPlanId, migrantPlan, renewalDate } from '../../domain/migrant-plans.ts';
import { newAttemptKey } from '../../domain/orders/state.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { hintText } from '../../ui/form-styles.ts';
import {
  DetailRow,
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
} from '../checkout/index.ts';
import { PageMeta } from '../seo/index.ts';
import {
  pageStack,
  periodName,
  planName,
  sectionCard,
  sectionTitle,
  subscriptionMessage,
  summaryList,
} from './parts.tsx';
import { SubscriptionBuyerFields } from './SubscriptionBuyerFields.tsx';

const SUBSCRIBE_FORM_ID = 'subscribe-form';

/**
 * /payments/subscribe/{plan}: the migrant plan's price (computed here, with the plan's campaign while it runs)
 * and the subscribe form. The offline sandbox takes the card in this form (works without JavaScript); a post is
 * answered by the status page, or by this page again with the message. With Stripe, its Payment Element takes
 * the card and confirms the subscription's first invoice.
 */
export async function SubscribePage({ plan }: { plan: string }) {
  const { i18n, locale } = initRequestI18n();
  if (!isMigrantPlanId(plan)) notFound();
  const services = domain().subscriptions;
  const quote = await services.quote(plan);
  const regular = migrantPlan(plan);
  const state = getFormState('subscribe');
  const typed = (key: string) => state?.values[key] ?? '';
  const errors = (state?.errors ?? {}) as Record<string, string | undefined>;
  const message = (key: string | undefined) => subscriptionMessage(i18n, locale, key);
  const name = planName(i18n, plan);
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="subscribe-page">
      <PageMeta
        locale={locale}
        path={pagePaths.subscribe(plan)}
        title={`${i18n._(msg`Suscribirte: ${name}`)} · Quest`}
        description={i18n._(
          msg`Suscripción para migrantes hispanohablantes en EE. UU., con renovación automática.`,
        )}
        noindex
      />
      <h1 className={pageTitle}>{i18n._(msg`Suscribirte: ${name}`)}</h1>
      <p className={lead}>
        {i18n._(
          msg`Se renueva automáticamente cada ${periodName(i18n, plan)}. Puedes cancelarla hasta un día antes de la renovación.`,
        )}
      </p>
      {errors._form && (
        <Notice tone="error" title={message(errors._form)} testId="subscribe-error">
          {message(errors.card)}
        </Notice>
      )}
      <section aria-labelledby="plan-title" className={cx(card(), sectionCard)}>
        <h2 id="plan-title" className={sectionTitle}>
          {i18n._(msg`Tu plan`)}
        </h2>
        <dl className={summaryList}>
          <DetailRow label={i18n._(msg`Plan`)}>{name}</DetailRow>
          <DetailRow label={i18n._(msg`Precio regular`)}>
            {money(regular.regularCents)}{' '}
            <span className={hintText}>
              {i18n._(msg`(${regular.discountPercent}% de ahorro con este plan)`)}
            </span>
          </DetailRow>
          {quote.discountCents > 0 && (
            <DetailRow label={i18n._(msg`Descuento de campaña`)} testId="subscribe-campaign">
              −{money(quote.discountCents)}
            </DetailRow>
          )}
          <DetailRow label={i18n._(msg`Total hoy (USD)`)} testId="subscribe-total">
            {money(quote.totalCents)}
          </DetailRow>
          <DetailRow label={i18n._(msg`Próxima renovación`)}>
            {formatDate(renewalDate(new Date(), regular.months), locale)}
          </DetailRow>
        </dl>
      </section>
      {services.configured ? (
        <form
          id={SUBSCRIBE_FORM_ID}
          method="post"
          action={postAction(SERVER_ROUTES.subscribe, { plan }, locale)}
          className={cx(card(), sectionCard)}
          data-testid="subscribe-form"
          noValidate
        >
          <h2 className={sectionTitle}>{i18n._(msg`Tus datos y tu tarjeta`)}</h2>
          <input type="hidden" name="attempt" value={typed('attempt') || newAttemptKey()} />
          <SubscriptionBuyerFields
            i18n={i18n}
            locale={locale}
            idPrefix="subscribe"
            formId={SUBSCRIBE_FORM_ID}
            typed={typed}
            errors={errors}
            message={message}
            cardEntry={services.cardEntry}
            amountCents={quote.totalCents}
          />
          <p className={hintText}>
            {i18n._(
              msg`Al suscribirte autorizas el cobro de ${money(quote.totalCents)} hoy y en cada renovación, hasta que la canceles.`,
            )}
          </p>
          <button type="submit" className={button({ size: 'lg' })} data-testid="subscribe-button">
            {i18n._(msg`Suscribirme por ${money(quote.totalCents)}`)}
          </button>
        </form>
      ) : (
        <Notice tone="info" title={i18n._(msg`Las suscripciones no están disponibles por ahora.`)} />
      )}
      <p>
        <a
          href={`${localePath(locale, '/courses-for-migrants')}#plans`}
          className={css({ textDecoration: 'underline' })}
        >
          {i18n._(msg`Ver todos los planes`)}
        </a>
      </p>
    </div>
  );
}
