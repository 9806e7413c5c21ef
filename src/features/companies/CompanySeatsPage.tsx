import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { COMPANY_MARKETPLACE_DISCOUNT_PERCENT, parseCompanyUsers } from '../../domain/company-pricing.ts';
import { newAttemptKey } from '../../domain/orders/state.ts';
import { recurringPlan } from '../../domain/plans.ts';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { hintText } from '../../ui/form-styles.ts';
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
import { PageMeta } from '../seo/index.ts';
import {
  pageStack,
  SubscriptionBuyerFields,
  sectionCard,
  sectionTitle,
  summaryList,
} from '../subscriptions/index.ts';
import { companyMessage } from './parts.tsx';

const FORM_ID = 'company-seats-form';

/**
 * /payments/companySeats?users=N: the monthly price of N seats (computed here from the plan catalogue) and the
 * form that buys them: company, admin, seats and the card (the sandbox's fields, which work without JavaScript, or
 * Stripe's Payment Element). A post is answered by the company's admin page (with Stripe, the subscription's
 * status page once the first invoice is confirmed), or by this page again with the message.
 */
export async function CompanySeatsPage() {
  const { i18n, locale } = initRequestI18n();
  const query = requestPageUrl().searchParams;
  const state = getFormState('companySeats');
  const typed = (key: string) => state?.values[key] ?? '';
  const errors = (state?.errors ?? {}) as Record<string, string | undefined>;
  const message = (key: string | undefined) => companyMessage(i18n, locale, key);
  const seats = parseCompanyUsers(typed('seats') || query.get('users'));
  const seatsService = domain().companySeats;
  const monthly = seatsService.monthlyCents(seats);
  const plan = recurringPlan('company_seats');
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  const renews = new Date();
  renews.setUTCMonth(renews.getUTCMonth() + 1);
  const title = i18n._(msg`Licencias para tu empresa`);
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="company-seats-page">
      <PageMeta
        locale={locale}
        path={pagePaths.companySeats}
        title={`${title} · Quest`}
        description={i18n._(
          msg`Compra licencias de Quest para tu equipo: precio por usuario al mes más la tarifa de administración.`,
        )}
        noindex
      />
      <h1 className={pageTitle}>{title}</h1>
      <p className={lead}>
        {i18n._(
          msg`Cada licencia permite invitar a una persona. Tu equipo ve los cursos privados de la empresa y paga al menos ${COMPANY_MARKETPLACE_DISCOUNT_PERCENT}% menos en los cursos del marketplace. Se renueva cada mes.`,
        )}
      </p>
      {errors._form && (
        <Notice tone="error" title={message(errors._form)} testId="company-seats-error">
          {message(errors.card)}
        </Notice>
      )}
      <section aria-labelledby="seats-price-title" className={cx(card(), sectionCard)}>
        <h2 id="seats-price-title" className={sectionTitle}>
          {i18n._(msg`Tu precio`)}
        </h2>
        <dl className={summaryList}>
          <DetailRow label={i18n._(msg`Licencias`)}>
            {i18n._(msg`${plural(seats, { one: '# usuario', other: '# usuarios' })}`)} ×{' '}
            {money(plan.priceCents)}
          </DetailRow>
          <DetailRow label={i18n._(msg`Tarifa de administración`)}>{money(plan.flatCents)}</DetailRow>
          <DetailRow label={i18n._(msg`Total al mes (USD)`)} testId="company-seats-total">
            {money(monthly)}
          </DetailRow>
          <DetailRow label={i18n._(msg`Próxima renovación`)}>{formatDate(renews, locale)}</DetailRow>
        </dl>
      </section>
      {seatsService.configured ? (
        <form
          id={FORM_ID}
          method="post"
          action={postAction(SERVER_ROUTES.companySeats, {}, locale)}
          className={cx(card(), sectionCard)}
          data-testid="company-seats-form"
          noValidate
        >
          <h2 className={sectionTitle}>{i18n._(msg`Tu empresa y tu tarjeta`)}</h2>
          <input type="hidden" name="attempt" value={typed('attempt') || newAttemptKey()} />
          <Field
            id="seats-companyName"
            name="companyName"
            label={i18n._(msg`Nombre de la empresa`)}
            autoComplete="organization"
            value={typed('companyName')}
            error={message(errors.companyName)}
            maxLength={120}
          />
          <Field
            id="seats-seats"
            name="seats"
            inputMode="numeric"
            label={i18n._(msg`Número de usuarios`)}
            value={typed('seats') || String(seats)}
            error={message(errors.seats)}
            hint={i18n._(
              msg`Entre 1 y ${formatNumber(10_000, locale)}. Puedes cambiarlo después: aplica desde la siguiente renovación.`,
            )}
          />
          <SubscriptionBuyerFields
            i18n={i18n}
            locale={locale}
            idPrefix="seats"
            formId={FORM_ID}
            typed={typed}
            errors={errors}
            message={message}
            labels={{
              fullName: msg`Nombre de quien administra`,
              email: msg`Correo electrónico de quien administra`,
              emailConfirm: msg`Confirma el correo electrónico`,
            }}
            cardEntry={seatsService.cardEntry}
            amountCents={monthly}
          />
          <p className={hintText}>
            {i18n._(
              msg`Al comprar autorizas un cobro mensual de ${money(plan.priceCents)} por usuario más ${money(plan.flatCents)} de administración, hoy y en cada renovación, hasta que canceles.`,
            )}
          </p>
          <button type="submit" className={button({ size: 'lg' })} data-testid="company-seats-button">
            {i18n._(msg`Comprar licencias`)}
          </button>
        </form>
      ) : (
        <Notice tone="info" title={i18n._(msg`Las suscripciones no están disponibles por ahora.`)} />
      )}
      <p>
        <a
          href={`${localePath(locale, '/companies')}#pricing`}
          className={css({ textDecoration: 'underline' })}
        >
          {i18n._(msg`Volver a los precios para empresas`)}
        </a>
      </p>
    </div>
  );
}
