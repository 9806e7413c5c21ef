import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { CHECKOUT_MESSAGES, type CheckoutMessageKey } from '../../domain/orders/messages.ts';
import { newAttemptKey } from '../../domain/orders/state.ts';
import { checkoutParams } from '../../domain/purchase-params.ts';
import { findCreditPackage } from '../../domain/study-credits.ts';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES, serverPath } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { errorText, hintText, inputStyle, labelStyle } from '../../ui/form-styles.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { noBreaks } from '../../ui/no-break.ts';
import { loadingAnimationRive } from '../../ui/rive.ts';
import { container } from '../../ui/Section.tsx';
import { SubmitLoading } from '../../ui/SubmitLoading.tsx';
import { Cover, creditHoursText, getCourseViewer } from '../catalog/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';
import { getFormState } from './form-state.ts';
import { Field, Notice, SandboxCardFields } from './parts.tsx';
import { StripeCardPayment } from './StripePayment.tsx';

// /courses/buy/{product}: the checkout of one course or bundle (?type=bundle). A plain form that posts to
// Fastify (server/routes/checkout.ts) and works without JavaScript; a refused post comes back here with what was
// typed and the spec's messages (getFormState). Prices shown here and charged there are both computed on the
// server from the database; the form carries no price.

const page = css({ py: { base: '6', md: '10' } });
// The order summary comes first in the page (first on a phone, above the form); on a desktop it sits beside the
// form, in the second column. It holds nothing focusable, so the tab order is the form's, top to bottom.
const layout = css({
  display: 'grid',
  gap: { base: '6', lg: '10' },
  alignItems: 'start',
  lg: { gridTemplateColumns: 'minmax(0, 1fr) 400px' },
});
const formColumn = css({ lg: { gridColumn: '1', gridRow: '1' } });
const summaryColumn = css({ lg: { gridColumn: '2', gridRow: '1', position: 'sticky', top: '6' } });
// The first submit button of a form answers Enter in any field: it must be 'pay', not the code's 'apply'.
const defaultSubmit = css({
  position: 'absolute',
  w: '1px',
  h: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
const errorSummary = css({
  display: 'grid',
  gap: '2',
  p: '4',
  mb: '6',
  borderRadius: '14px',
  border: '2px solid',
  borderColor: 'danger',
  bg: 'bg.card',
  '& h2': {
    fontSize: 'lg',
    fontWeight: '800',
    _focus: { outline: 'none' },
    _focusVisible: { outline: 'none' },
  },
  '&:has(h2:focus)': { outline: '3px solid token(colors.brand.400)', outlineOffset: '2px' },
  '& ul': { display: 'grid', gap: '1', pl: '5', listStyleType: 'disc' },
  '& a': { color: 'danger', fontWeight: '700', textDecoration: 'underline' },
});
const panel = css({
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '5', md: '7' },
  display: 'grid',
  gap: '6',
});
const fieldset = css({ display: 'grid', gap: '4', border: 'none', p: '0', m: '0', minW: '0' });
const legend = css({ fontSize: 'lg', fontWeight: '800', mb: '1', fontFamily: 'heading' });
const twoColumns = css({ display: 'grid', gap: '4', md: { gridTemplateColumns: '1fr 1fr' } });
const field = css({ display: 'grid', gap: '1.5', minW: '0' });
const choice = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  border: '2px solid',
  borderColor: 'border',
  borderRadius: '14px',
  cursor: 'pointer',
  bg: 'bg',
  _hover: { borderColor: 'accent' },
  '&:has(input:checked)': { borderColor: 'accent', bg: 'bg.brandSoft' },
  '& input': { mt: '1', accentColor: 'token(colors.accent)', w: '4', h: '4', flexShrink: 0 },
});
const summaryRow = css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'sm' });
const noticeBox = css({
  p: '3',
  borderRadius: '12px',
  bg: 'mint.100',
  color: 'mint.700',
  fontWeight: '700',
  fontSize: 'sm',
});

export async function CheckoutPage({ reference }: { reference: string }) {
  const { i18n, locale } = initRequestI18n();
  const url = requestPageUrl();
  const query = url.searchParams;
  const typeParam = query.get('type');
  const productType = typeParam === 'bundle' || typeParam === 'credits' ? typeParam : 'course';
  // A study credit package (issue 12): card only, for the buyer, no state, no courses.
  const credits = productType === 'credits';
  const state = getFormState('checkout');
  const values = state?.values ?? {};
  const errors = (state?.errors ?? {}) as Record<string, CheckoutMessageKey>;
  const appliedCode = values.appliedCode ?? '';
  const preview = await domain().checkout.preview({
    productType,
    slug: reference,
    campaignParam: query.get('campaignId'),
    code: appliedCode,
    // A private course is for sale only to members of a company that allows it: 404 for everyone else.
    viewer: await getCourseViewer(),
  });
  if (!preview) notFound();
  const { product, quote } = preview;
  const codeApplied = Boolean(appliedCode) && preview.code?.ok === true;
  const messages = CHECKOUT_MESSAGES[locale];
  const message = (key: string | undefined) => (key ? messages[key as CheckoutMessageKey] : undefined);
  const title = locale === 'en' ? product.titleEn : product.titleEs;
  const { config } = getServices();
  const paymentMode = domain().checkout.paymentMode;

  // Prefill: what was typed (a refused post), else the link's email/firstname/lastname (spec §3 user parameters).
  const linkName = [query.get('firstname'), query.get('lastname')].filter(Boolean).join(' ');
  const typed = (key: string, fallback = '') => values[key] ?? fallback;
  const stateChoice = typed('state', query.get('state') ?? '').toUpperCase();
  const multiState = product.states.length > 1;
  const chosenState = product.states.find((option) => option.code === stateChoice);
  // Florida's repeat-course rule (domain/certificates/repeat-course): warn a signed-in learner who already earned
  // credit for this course in the last 24 months, when the purchase is for Florida (chosen, the only state, or
  // a state still to choose among which Florida is). A warning, not a block.
  const ruleState =
    chosenState?.code ??
    (product.states.some((option) => option.code === 'FL') && (!multiState || !stateChoice)
      ? 'FL'
      : undefined);
  const learner = ruleState || credits ? await getSignedInLearner() : null;
  // Credits go to the learner of the e-mail typed: a signed-in learner's own name and address come prefilled.
  const buyerName = linkName || (credits ? (learner?.fullName ?? '') : '');
  const buyerEmail = query.get('email') ?? (credits ? (learner?.email ?? '') : '');
  const repeats =
    learner && ruleState
      ? await domain().certificates.recentCompletions({
          learnerId: learner.id,
          courseIds: product.courseIds,
          stateCode: ruleState,
          locale,
        })
      : [];
  const payLater = !credits && typed('paymentMethod') === 'pay_later';
  const creditPackage = credits ? findCreditPackage(product.slug) : undefined;
  const affiliateParam = typed('affiliate', query.get('affiliate') ?? '');
  const affiliate = /^[a-z0-9][a-z0-9-]{0,59}$/.test(affiliateParam) ? affiliateParam : '';

  // The post carries the page's purchase parameters in its address, so a refused post renders the same page.
  const carried = new URLSearchParams({ lang: locale });
  if (productType !== 'course') carried.set('type', productType);
  for (const [key, value] of checkoutParams(query)) carried.set(key, value);
  const action = `${serverPath(SERVER_ROUTES.checkout, { slug: product.slug })}?${carried.toString()}`;
  const productHref = credits
    ? `${localePath(locale, pagePaths.study)}#credits`
    : localePath(
        locale,
        productType === 'bundle' ? pagePaths.bundle(product.slug) : pagePaths.course(product.slug),
      );
  const formId = 'checkout-form';
  const errorFor = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className={errorText} data-testid={`${name}-error`}>
        {message(errors[name])}
      </p>
    ) : null;
  // A declined card is said once, in the error summary; an incomplete one under the card fields too.
  const cardIncomplete = errors.card === 'card_incomplete';
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
  // The error summary (a refused post, with or without JavaScript): one link per invalid field, to its id.
  const fieldIds: Record<string, string> = {
    fullName: 'checkout-fullName',
    email: 'checkout-email',
    emailConfirm: 'checkout-emailConfirm',
    state: 'checkout-state',
    invitedName: 'checkout-invitedName',
    invitedEmail: 'checkout-invitedEmail',
    card: paymentMode === 'form' ? 'checkout-cardNumber' : 'card-element',
    code: 'checkout-code',
  };
  const invalidFields = Object.keys(fieldIds).filter((name) => errors[name]);
  const hasErrors = invalidFields.length > 0 || Boolean(errors._form);
  const sandboxNote =
    paymentMode === 'form' ? (
      <p
        className={cx(hintText, css({ p: '3', borderRadius: '12px', bg: 'bg.muted' }))}
        data-testid="sandbox-note"
      >
        {i18n._(
          msg`Modo de prueba: no se cobra dinero real. Usa la tarjeta 4242 4242 4242 4242 con cualquier fecha futura y cualquier CVC.`,
        )}
      </p>
    ) : null;

  return (
    <div className={page}>
      <PageMeta
        locale={locale}
        path={pagePaths.buy(product.slug)}
        title={`${hasErrors ? `${i18n._(msg`Error`)}: ` : ''}${i18n._(msg`Pago`)} · ${title} · Quest`}
        description={
          credits ? i18n._(msg`Compra ${title}.`) : i18n._(msg`Completa tu inscripción en ${title}.`)
        }
        noindex
      />
      <div className={container}>
        <p className={css({ fontSize: 'sm', mb: '2' })}>
          <a href={productHref} className={css({ color: 'fg.brand', fontWeight: '600' })}>
            ← {noBreaks(title)}
          </a>
        </p>
        <h1
          className={css({
            fontSize: { base: '2xl', md: '4xl' },
            fontWeight: '800',
            fontFamily: 'heading',
            mb: '6',
          })}
        >
          {credits ? i18n._(msg`Compra tus créditos de Study`) : i18n._(msg`Completa tu inscripción`)}
        </h1>
        {hasErrors && (
          <section className={errorSummary} aria-labelledby="error-summary-title" data-testid="error-summary">
            {/* Focused as the page loads (autofocus works without JavaScript): the first thing read is what to fix. */}
            {/* biome-ignore lint/a11y/noAutofocus: the error summary of a refused post takes focus (WCAG 3.3.1). */}
            <h2 id="error-summary-title" tabIndex={-1} autoFocus>
              {invalidFields.length > 0
                ? i18n._(msg`Revisa estos datos para continuar`)
                : i18n._(msg`No pudimos completar el pago`)}
            </h2>
            {errors._form && (
              <div data-testid="payment-error">
                <p>{message(errors._form)}</p>
                {errors.card && !cardIncomplete && <p>{message(errors.card)}</p>}
              </div>
            )}
            {invalidFields.length > 0 && (
              <ul>
                {invalidFields.map((name) => (
                  <li key={name}>
                    <a href={`#${fieldIds[name]}`} data-testid="error-summary-link">
                      {message(errors[name])}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {repeats.length > 0 && (
          <div className={css({ mb: '6' })}>
            <Notice
              tone="info"
              title={i18n._(msg`Ya completaste este curso en los últimos 24 meses`)}
              testId="repeat-course-warning"
            >
              <ul className={css({ display: 'grid', gap: '1', pl: '5', listStyleType: 'disc' })}>
                {repeats.map((repeat) => (
                  <li key={repeat.courseId}>
                    {i18n._(
                      msg`«${repeat.courseTitle}», completado el ${formatDate(repeat.completedAt, locale)}.`,
                    )}
                  </li>
                ))}
              </ul>
              <p className={css({ mt: '2' })}>
                {i18n._(
                  msg`En Florida, el mismo curso del mismo proveedor dentro de 24 meses aparece en tu historial, pero no da horas de crédito de educación continua. Puedes comprarlo igualmente.`,
                )}
              </p>
            </Notice>
          </div>
        )}
        <form
          id={formId}
          method="post"
          action={action}
          noValidate
          className={layout}
          data-testid="checkout-form"
        >
          <input type="hidden" name="attempt" value={typed('attempt') || newAttemptKey()} />
          {/* The affiliate link's id (issue 12), checked by the server against active affiliates; never a price. */}
          {affiliate && <input type="hidden" name="affiliate" value={affiliate} />}
          {codeApplied && <input type="hidden" name="appliedCode" value={appliedCode} />}
          {/* Enter in any field pays (the first submit button is the default one); not in the tab order. */}
          <button
            type="submit"
            name="intent"
            value="pay"
            className={defaultSubmit}
            tabIndex={-1}
            aria-hidden="true"
          >
            {credits ? i18n._(msg`Pagar y añadir créditos`) : i18n._(msg`Confirmar inscripción`)}
          </button>

          <aside
            className={cx(panel, summaryColumn)}
            aria-labelledby="order-summary"
            data-testid="order-summary"
          >
            <h2 id="order-summary" className={legend}>
              {i18n._(msg`Resumen del pedido`)}
            </h2>
            {creditPackage ? (
              <div data-testid="summary-credits">
                <p className={css({ fontWeight: '700' })} data-testid="summary-title">
                  {title}
                </p>
                <p className={hintText}>
                  {i18n._(
                    msg`${formatNumber(creditPackage.credits, locale)} créditos · 1 crédito = 1 lección · no caducan`,
                  )}
                </p>
              </div>
            ) : (
              <div
                className={css({
                  display: 'grid',
                  gap: '3',
                  gridTemplateColumns: '96px 1fr',
                  alignItems: 'center',
                })}
              >
                <div className={css({ borderRadius: '12px', overflow: 'hidden' })}>
                  <Cover image={product.image} hours={product.creditHours} />
                </div>
                <div>
                  <p className={css({ fontWeight: '700' })} data-testid="summary-title">
                    {noBreaks(title)}
                  </p>
                  <p className={hintText}>
                    {productType === 'bundle' ? i18n._(msg`Paquete`) : i18n._(msg`Curso`)} ·{' '}
                    {creditHoursText(i18n, product.creditHours)}
                    {chosenState && ` · ${locale === 'en' ? chosenState.nameEn : chosenState.nameEs}`}
                  </p>
                </div>
              </div>
            )}
            <dl
              className={css({ display: 'grid', gap: '2', '& dd': { fontVariantNumeric: 'tabular-nums' } })}
            >
              <SummaryRow
                label={i18n._(msg`Precio de lista`)}
                value={formatMoney(quote.listPriceCents, locale, { cents: 'always' })}
              />
              {quote.priceDiscountCents > 0 && (
                <SummaryRow
                  label={
                    quote.appliedCompany
                      ? i18n._(
                          msg`Descuento de empresa, ${quote.appliedCompany.name} (${quote.priceDiscountPercent}%)`,
                        )
                      : quote.offerEndsAt
                        ? i18n._(
                            msg`Descuento (${quote.priceDiscountPercent}%, hasta el ${formatDate(quote.offerEndsAt, locale)})`,
                          )
                        : i18n._(msg`Descuento (${quote.priceDiscountPercent}%)`)
                  }
                  value={`−${formatMoney(quote.priceDiscountCents, locale, { cents: 'always' })}`}
                  testId="summary-discount"
                />
              )}
              {codeApplied && (
                <SummaryRow
                  label={i18n._(msg`Código ${appliedCode} (−${quote.codePercent}%)`)}
                  value={`−${formatMoney(quote.codeDiscountCents, locale, { cents: 'always' })}`}
                  testId="summary-code"
                />
              )}
              <div
                className={cx(
                  summaryRow,
                  css({
                    borderTop: '1px solid',
                    borderColor: 'border',
                    pt: '3',
                    mt: '1',
                    fontSize: 'lg',
                    fontWeight: '800',
                  }),
                )}
              >
                <dt>{i18n._(msg`Total (USD)`)}</dt>
                <dd data-testid="summary-total">
                  {formatMoney(quote.totalCents, locale, { cents: 'always' })}
                </dd>
              </div>
            </dl>
            <ul className={css({ display: 'grid', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
              {(credits
                ? [
                    i18n._(msg`Pago seguro; el precio lo calcula Quest, nunca tu navegador.`),
                    i18n._(msg`Los créditos se suman a tu saldo en cuanto se confirma el pago.`),
                    i18n._(msg`Úsalos en Study, en la app de Quest: 1 crédito = 1 lección.`),
                  ]
                : [
                    i18n._(msg`Pago seguro; el precio lo calcula Quest, nunca tu navegador.`),
                    i18n._(msg`Certificado con horas de crédito al completar el curso.`),
                    i18n._(msg`Accede desde la app de Quest en tu teléfono.`),
                  ]
              ).map((line) => (
                <li key={line} className={css({ display: 'flex', gap: '2' })}>
                  <span className={css({ color: 'success', flexShrink: 0 })}>
                    <CheckIcon size={16} />
                  </span>
                  {line}
                </li>
              ))}
            </ul>
          </aside>

          <div className={cx(panel, formColumn)}>
            <fieldset className={fieldset}>
              <legend className={legend}>{i18n._(msg`Tus datos`)}</legend>
              <Field
                id="checkout-fullName"
                name="fullName"
                label={i18n._(msg`Nombre completo`)}
                autoComplete="name"
                value={typed('fullName', buyerName)}
                error={message(errors.fullName)}
              />
              <div className={twoColumns}>
                <Field
                  id="checkout-email"
                  name="email"
                  type="email"
                  label={i18n._(msg`Correo electrónico`)}
                  autoComplete="email"
                  value={typed('email', buyerEmail)}
                  error={message(errors.email)}
                />
                <Field
                  id="checkout-emailConfirm"
                  name="emailConfirm"
                  type="email"
                  label={i18n._(msg`Confirma tu correo electrónico`)}
                  autoComplete="email"
                  value={typed('emailConfirm', buyerEmail)}
                  error={message(errors.emailConfirm)}
                />
              </div>
              {multiState && (
                <div className={field}>
                  <label htmlFor="checkout-state" className={labelStyle}>
                    {i18n._(msg`Estado de tu licencia`)}
                  </label>
                  <select
                    id="checkout-state"
                    name="state"
                    defaultValue={chosenState?.code ?? ''}
                    className={inputStyle}
                    {...described('state')}
                  >
                    <option value="">{i18n._(msg`Selecciona un estado`)}</option>
                    {product.states.map((option) => (
                      <option key={option.code} value={option.code}>
                        {locale === 'en' ? option.nameEn : option.nameEs}
                      </option>
                    ))}
                  </select>
                  {errorFor('state')}
                </div>
              )}
              {!multiState && product.states[0] && (
                <input type="hidden" name="state" value={product.states[0].code} />
              )}
            </fieldset>

            {!credits && (
              <details
                className={css({ '& summary': { cursor: 'pointer', fontWeight: '700', color: 'fg.brand' } })}
                open={Boolean(
                  typed('invitedName') || typed('invitedEmail') || errors.invitedEmail || errors.invitedName,
                )}
              >
                <summary>{i18n._(msg`¿Compras para otra persona? (opcional)`)}</summary>
                <div className={cx(twoColumns, css({ mt: '4' }))}>
                  <Field
                    id="checkout-invitedName"
                    name="invitedName"
                    label={i18n._(msg`Nombre de quien tomará el curso`)}
                    autoComplete="off"
                    value={typed('invitedName')}
                    error={message(errors.invitedName)}
                  />
                  <Field
                    id="checkout-invitedEmail"
                    name="invitedEmail"
                    type="email"
                    label={i18n._(msg`Correo de quien tomará el curso`)}
                    autoComplete="off"
                    value={typed('invitedEmail')}
                    error={message(errors.invitedEmail)}
                  />
                </div>
              </details>
            )}

            <fieldset className={fieldset}>
              <legend className={legend}>{i18n._(msg`Pago`)}</legend>
              {credits ? (
                <input type="hidden" name="paymentMethod" value="card" />
              ) : (
                <>
                  <label className={choice}>
                    <input type="radio" name="paymentMethod" value="card" defaultChecked={!payLater} />
                    <span>
                      <strong>{i18n._(msg`Pagar ahora con tarjeta`)}</strong>
                      <span className={cx(hintText, css({ display: 'block' }))}>
                        {i18n._(msg`Acceso inmediato y certificado en cuanto completes el curso.`)}
                      </span>
                    </span>
                  </label>
                  <label className={choice} data-testid="pay-later-choice">
                    <input type="radio" name="paymentMethod" value="pay_later" defaultChecked={payLater} />
                    <span>
                      <strong>{i18n._(msg`Pagar después`)}</strong>
                      <span className={cx(hintText, css({ display: 'block' }))}>
                        {i18n._(
                          msg`Acceso completo desde hoy. Te enviamos la factura por correo; tus certificados se entregan cuando la pagues.`,
                        )}
                      </span>
                    </span>
                  </label>
                </>
              )}
              {paymentMode === 'form' ? (
                <div className={css({ display: 'grid', gap: '4' })} data-testid="card-fields">
                  {sandboxNote}
                  <SandboxCardFields
                    i18n={i18n}
                    idPrefix="checkout"
                    error={cardIncomplete ? message(errors.card) : undefined}
                  />
                  {!credits && (
                    <p className={hintText}>
                      {i18n._(msg`Si eliges pagar después, no necesitas la tarjeta.`)}
                    </p>
                  )}
                </div>
              ) : (
                <div id="card-element" tabIndex={-1} data-testid="card-element">
                  <noscript>
                    <p className={errorText}>
                      {i18n._(
                        msg`El pago con tarjeta necesita JavaScript. Sin JavaScript puedes elegir pagar después.`,
                      )}
                    </p>
                  </noscript>
                  {errorFor('card')}
                  <StripeCardPayment
                    publishableKey={config.STRIPE_PUBLISHABLE_KEY}
                    amountCents={quote.totalCents}
                    locale={locale}
                    formId={formId}
                    labels={{ error: messages.payment_error, cardIncomplete: messages.card_incomplete }}
                    fieldErrorsRepost
                  />
                </div>
              )}
            </fieldset>

            <div className={field}>
              <label htmlFor="checkout-code" className={labelStyle}>
                {i18n._(msg`Código de descuento (opcional)`)}
              </label>
              {state?.notice === 'code_applied' && codeApplied && (
                <p className={noticeBox} role="status" data-testid="code-applied">
                  <CheckIcon size={16} /> {i18n._(msg`Código aplicado: ${appliedCode}`)}
                </p>
              )}
              <div className={css({ display: 'flex', gap: '2' })}>
                <input
                  id="checkout-code"
                  name="code"
                  className={inputStyle}
                  autoComplete="off"
                  defaultValue={codeApplied ? '' : typed('code', query.get('code') ?? '')}
                  {...described('code')}
                />
                <button
                  type="submit"
                  name="intent"
                  value="apply_code"
                  className={button({ variant: 'secondary' })}
                  data-testid="apply-code"
                >
                  {i18n._(msg`Aplicar`)}
                </button>
              </div>
              {errorFor('code')}
            </div>

            <div className={css({ display: 'grid', gap: '3' })}>
              <p
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  fontWeight: '800',
                  fontSize: 'lg',
                })}
              >
                <span>{i18n._(msg`Total (USD)`)}</span>
                <span data-testid="total-inline">
                  {formatMoney(quote.totalCents, locale, { cents: 'always' })}
                </span>
              </p>
              <button
                type="submit"
                name="intent"
                value="pay"
                className={button({ size: 'lg' })}
                data-testid="pay-button"
              >
                {credits ? i18n._(msg`Pagar y añadir créditos`) : i18n._(msg`Confirmar inscripción`)}
              </button>
              <SubmitLoading
                formId={formId}
                label={credits ? i18n._(msg`Procesando tu pago…`) : i18n._(msg`Procesando tu inscripción…`)}
                rive={loadingAnimationRive(config)}
              />
              <p className={hintText}>
                {credits
                  ? i18n._(msg`Reembolso dentro de 14 días mientras no hayas usado ninguno de los créditos.`)
                  : i18n._(msg`Reembolso dentro de 14 días si completaste como máximo el 25% del contenido.`)}
              </p>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}

function SummaryRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={summaryRow}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
