import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { questerRules } from '../../domain/identity/index.ts';
import { newAttemptKey } from '../../domain/orders/state.ts';
import { type QuesterPlan, questerSubscriptionPlan, recurringPlan } from '../../domain/plans.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES, signInHref } from '../../routes.ts';
import { domain } from '../../services.ts';
import { hintText } from '../../ui/form-styles.ts';
import { getAuthState } from '../auth/index.ts';
import {
  DetailRow,
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
  wrapButton,
} from '../checkout/index.ts';
import { getViewer } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';
import { pageStack, sectionCard, sectionTitle, subscriptionMessage, summaryList } from './parts.tsx';
import { SubscriptionBuyerFields } from './SubscriptionBuyerFields.tsx';

type PaidPlan = Exclude<QuesterPlan, 'free'>;
const PAID: readonly PaidPlan[] = ['basic', 'plus'];
const RANK: Record<QuesterPlan, number> = { free: 0, basic: 1, plus: 2 };
const DAY_MS = 24 * 60 * 60 * 1000;
const FORM_ID = 'quester-upgrade-form';

export function questerPlanLabel(i18n: I18n, plan: QuesterPlan): string {
  if (plan === 'plus') return i18n._(msg`Plus`);
  if (plan === 'basic') return i18n._(msg`Basic`);
  return i18n._(msg`Gratis`);
}

/** What a plan does to the Quester's courses (spec §1). */
export function questerPlanEffect(i18n: I18n, plan: QuesterPlan): string {
  if (plan === 'plus') return i18n._(msg`Tus cursos se publican en el marketplace de Quest.`);
  if (plan === 'basic') return i18n._(msg`Tus cursos se ven solo por enlace directo.`);
  return i18n._(msg`Hasta 5 cursos, sin publicar.`);
}

/** The upgrade page for anyone but the Quester: who may change the plan, and the way in. */
function QuesterSignIn({ name, slug }: { name: string; slug: string }) {
  const { i18n, locale } = initRequestI18n();
  const auth = getAuthState();
  const path = localePath(locale, pagePaths.questerUpgrade(slug));
  const title = i18n._(msg`Mejora el plan de ${name}`);
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="quester-upgrade-locked">
      <PageMeta
        locale={locale}
        path={pagePaths.questerUpgrade(slug)}
        title={`${title} · Quest`}
        description={i18n._(msg`Elige Basic o Plus para publicar tus cursos en Quest.`)}
        noindex
      />
      <h1 className={pageTitle}>{title}</h1>
      <Notice tone="info" title={i18n._(msg`Solo ${name} puede cambiar su plan.`)}>
        {auth.isAuthenticated
          ? i18n._(
              msg`Entraste con otra cuenta de Open Campus ID. Cierra la sesión y entra con la de este Quester.`,
            )
          : i18n._(msg`Entra con la cuenta de Open Campus ID de este Quester para ver y cambiar su plan.`)}
      </Notice>
      {!auth.isAuthenticated && (
        <a href={signInHref(path)} rel="nofollow" className={cx(button({ size: 'lg' }), wrapButton)}>
          {i18n._(msg`Entrar con Open Campus ID`)}
        </a>
      )}
    </div>
  );
}

/**
 * /payments/questerUpgrade/{id} ({id}: the Quester's public id, their slug; unknown → 404): the Quester's
 * current plan, the plans above it with their server prices and trial, and the subscribe form with the sandbox
 * card (works without JavaScript). The post buys the plan through the same subscriptions as the migrant plans
 * and answers with the subscription's status page; the Quester's courses follow the plan at once.
 */
export async function QuesterUpgradePage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const services = domain();
  const quester = await services.catalog.questerPlan(id);
  if (!quester) notFound();
  // Only the Quester, signed in, sees and changes their plan and subscription (issue 27).
  if (!questerRules.changePlan(quester, await getViewer()))
    return <QuesterSignIn name={quester.name} slug={quester.slug} />;
  const earlier = await services.subscriptions.subjectSubscriptions('quester', quester.slug);
  const existing = earlier.find((row) => row.status !== 'canceled');
  const options = PAID.filter((plan) => RANK[plan] > RANK[quester.plan]);
  const state = getFormState('questerUpgrade');
  const typed = (key: string) => state?.values[key] ?? '';
  const errors = (state?.errors ?? {}) as Record<string, string | undefined>;
  const message = (key: string | undefined) => subscriptionMessage(i18n, locale, key);
  const asked = typed('plan') || requestPageUrl().searchParams.get('plan') || 'plus';
  const chosen = options.find((plan) => plan === asked) ?? options.at(-1);
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  const priced = await Promise.all(
    options.map(async (plan) => ({
      plan,
      quote: await services.subscriptions.quote(questerSubscriptionPlan(plan)),
    })),
  );
  // The trial is once per Quester (subscriptions/index.ts): after an earlier plan, the first month is paid today.
  const trialDays = earlier.length === 0 ? recurringPlan('quester_plus').trialDays : 0;
  const firstCharge = formatDate(new Date(Date.now() + trialDays * DAY_MS), locale);
  const title = i18n._(msg`Mejora el plan de ${quester.name}`);
  return (
    <div className={cx(narrowPage, pageStack)} data-testid="quester-upgrade-page">
      <PageMeta
        locale={locale}
        path={pagePaths.questerUpgrade(quester.slug)}
        title={`${title} · Quest`}
        description={i18n._(msg`Elige Basic o Plus para publicar tus cursos en Quest.`)}
        noindex
      />
      <h1 className={pageTitle}>{title}</h1>
      <p className={lead}>
        {i18n._(
          msg`Basic hace que tus cursos se vean por enlace directo; Plus los publica en el marketplace. La cuota mensual mantiene tus cursos públicos.`,
        )}
      </p>
      {errors._form && (
        <Notice tone="error" title={message(errors._form)} testId="quester-upgrade-error">
          {message(errors.card)}
        </Notice>
      )}
      <section aria-labelledby="current-title" className={cx(card(), sectionCard)}>
        <h2 id="current-title" className={sectionTitle}>
          {i18n._(msg`Tu plan actual`)}
        </h2>
        <dl className={summaryList}>
          <DetailRow label={i18n._(msg`Quester`)}>
            <a
              href={localePath(locale, pagePaths.quester(quester.slug))}
              className={css({ textDecoration: 'underline' })}
            >
              {quester.name}
            </a>
          </DetailRow>
          <DetailRow label={i18n._(msg`Plan`)} testId="quester-current-plan">
            {questerPlanLabel(i18n, quester.plan)}
          </DetailRow>
          <DetailRow label={i18n._(msg`Tus cursos`)}>{questerPlanEffect(i18n, quester.plan)}</DetailRow>
        </dl>
      </section>
      {existing ? (
        <Notice
          tone="info"
          title={i18n._(msg`Este Quester ya tiene una suscripción.`)}
          testId="quester-upgrade-existing"
        >
          <a
            href={localePath(locale, pagePaths.subscription(existing.publicId))}
            className={css({ textDecoration: 'underline' })}
          >
            {i18n._(msg`Ver la suscripción`)}
          </a>
        </Notice>
      ) : options.length === 0 || !chosen ? (
        <Notice
          tone="success"
          title={i18n._(msg`Este Quester ya tiene el plan Plus: sus cursos están en el marketplace.`)}
          testId="quester-upgrade-top"
        />
      ) : services.subscriptions.cardEntry ? (
        <form
          id={FORM_ID}
          method="post"
          action={postAction(SERVER_ROUTES.questerUpgrade, { id: quester.slug }, locale)}
          className={cx(card(), sectionCard)}
          data-testid="quester-upgrade-form"
          noValidate
        >
          <input type="hidden" name="attempt" value={typed('attempt') || newAttemptKey()} />
          <fieldset className={css({ display: 'grid', gap: '3', border: 'none', p: 0, m: 0 })}>
            <legend className={cx(sectionTitle, css({ mb: '3' }))}>{i18n._(msg`Elige tu plan`)}</legend>
            {priced.map(({ plan, quote }) => (
              <label
                key={plan}
                className={css({
                  display: 'flex',
                  gap: '3',
                  alignItems: 'flex-start',
                  p: '4',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'lg',
                  cursor: 'pointer',
                  _hover: { borderColor: 'accent' },
                })}
                data-testid={`quester-plan-${plan}`}
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan}
                  defaultChecked={plan === chosen}
                  className={css({ mt: '1', w: '4', h: '4', accentColor: 'accent' })}
                />
                <span className={css({ display: 'grid', gap: '1' })}>
                  <span className={css({ fontWeight: '700' })}>
                    {questerPlanLabel(i18n, plan)} · {i18n._(msg`${money(quote.totalCents)} al mes`)}
                  </span>
                  <span className={hintText}>{questerPlanEffect(i18n, plan)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {trialDays > 0 && (
            <dl className={summaryList}>
              <DetailRow label={i18n._(msg`Prueba gratis`)} testId="quester-upgrade-trial">
                {i18n._(msg`${trialDays} días`)}
              </DetailRow>
              <DetailRow label={i18n._(msg`Total hoy (USD)`)} testId="quester-upgrade-today">
                {money(0)}
              </DetailRow>
              <DetailRow label={i18n._(msg`Primer cobro`)}>{firstCharge}</DetailRow>
            </dl>
          )}
          <h2 className={sectionTitle}>{i18n._(msg`Tus datos y tu tarjeta`)}</h2>
          <SubscriptionBuyerFields
            i18n={i18n}
            locale={locale}
            idPrefix="quester"
            formId={FORM_ID}
            typed={typed}
            errors={errors}
            message={message}
            cardEntry={services.subscriptions.cardEntry}
            amountCents={priced.find((option) => option.plan === chosen)?.quote.totalCents ?? 0}
            mode={trialDays > 0 ? 'setup' : 'subscription'}
          />
          <p className={hintText}>
            {trialDays > 0
              ? i18n._(
                  msg`Hoy no se te cobra nada. Al terminar la prueba se cobra la cuota mensual del plan elegido en cada renovación, hasta que la canceles (al menos un día antes de la renovación).`,
                )
              : i18n._(
                  msg`Hoy se cobra la cuota mensual del plan elegido, y después en cada renovación, hasta que la canceles (al menos un día antes de la renovación).`,
                )}
          </p>
          <button type="submit" className={button({ size: 'lg' })} data-testid="quester-upgrade-button">
            {trialDays > 0 ? i18n._(msg`Empezar la prueba gratis`) : i18n._(msg`Suscribirme`)}
          </button>
        </form>
      ) : (
        <Notice tone="info" title={i18n._(msg`Las suscripciones no están disponibles por ahora.`)} />
      )}
      <p>
        <a
          href={localePath(locale, pagePaths.studioPricing)}
          className={css({ textDecoration: 'underline' })}
        >
          {i18n._(msg`Comparar los planes`)}
        </a>
      </p>
    </div>
  );
}
