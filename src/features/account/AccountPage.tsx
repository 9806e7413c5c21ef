import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import type { AccountOverview } from '../../domain/learners/account-area.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES, signInHref } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { getAuthState } from '../auth/index.ts';
import { licenceName } from '../ce/index.ts';
import { channelName, plainDateText, ReportingBadge, reportingExplanation } from '../certificates/index.ts';
import {
  AppAccess,
  Field,
  getFormState,
  lead,
  messageFor,
  Notice,
  pageTitle,
  postAction,
  widePage,
  wrapButton,
} from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * /account (issue 27): what a buyer of a course marketplace expects in one place, for the learner the browser acts
 * for (Open Campus ID, or an e-mail sign-in from a link sent to their address). Signed out: the two ways in, each
 * coming back here. Plain links and forms: it works without JavaScript.
 */
export async function AccountPage() {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  const path = localePath(locale, pagePaths.account);
  const meta = (
    <PageMeta
      locale={locale}
      path={pagePaths.account}
      title={`${i18n._(msg`Mi cuenta`)} · Quest`}
      description={i18n._(msg`Tus cursos, pedidos, certificados y suscripciones en Quest.`)}
      noindex
    />
  );
  const auth = getAuthState();
  if (!learner && auth.isAuthenticated)
    return <Unlinked i18n={i18n} locale={locale} ocid={auth.OCId ?? ''} meta={meta} />;
  const overview = learner ? await domain().learners.account(learner.id, locale) : undefined;
  if (!overview) return <SignedOut i18n={i18n} locale={locale} returnTo={path} meta={meta} />;
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  const sections = [
    { id: 'courses', label: i18n._(msg`Mis cursos`) },
    { id: 'orders', label: i18n._(msg`Pedidos`) },
    { id: 'certificates', label: i18n._(msg`Certificados`) },
    { id: 'reports', label: i18n._(msg`Reportes al regulador`) },
    { id: 'subscriptions', label: i18n._(msg`Suscripciones y créditos`) },
    { id: 'licences', label: i18n._(msg`Licencias y recordatorios`) },
    { id: 'profile', label: i18n._(msg`Perfil`) },
  ];

  return (
    <div className={widePage} data-testid="account-page">
      {meta}
      <header className={css({ display: 'grid', gap: '2', mb: '6' })}>
        <h1 className={pageTitle}>{i18n._(msg`Mi cuenta`)}</h1>
        <p className={lead} data-testid="account-identity">
          {auth.isAuthenticated && auth.OCId
            ? i18n._(
                msg`Hola, ${overview.profile.fullName || overview.profile.email}. Entraste con Open Campus ID (${auth.OCId}).`,
              )
            : i18n._(
                msg`Hola, ${overview.profile.fullName || overview.profile.email}. Entraste con un enlace enviado a tu correo.`,
              )}
        </p>
        <nav aria-label={i18n._(msg`Secciones de tu cuenta`)}>
          <ul className={tabs}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={tabLink}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className={css({ display: 'grid', gap: '6' })}>
        <Section id="courses" title={sections[0]?.label ?? ''}>
          {overview.courses.length === 0 ? (
            <Empty>{i18n._(msg`Aún no tienes cursos. Explora el catálogo para empezar.`)}</Empty>
          ) : (
            <ul className={list} data-testid="account-courses">
              {overview.courses.map((course) => (
                <li key={course.slug} className={row}>
                  <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
                    <a href={localePath(locale, pagePaths.course(course.slug))} className={rowTitle}>
                      {course.title}
                    </a>
                    <span className={muted}>
                      {i18n._(
                        msg`Acceso desde el ${formatDate(course.grantedAt, locale)} · en la app de Quest en tu móvil`,
                      )}
                    </span>
                  </div>
                  <Progress
                    value={course.progressPercent}
                    label={i18n._(msg`${course.progressPercent}% completado`)}
                  />
                </li>
              ))}
            </ul>
          )}
          {overview.courses.length > 0 && <AppAccess i18n={i18n} email={overview.profile.email} />}
        </Section>

        <Section id="orders" title={sections[1]?.label ?? ''}>
          {overview.orders.length === 0 ? (
            <Empty>{i18n._(msg`No tienes pedidos.`)}</Empty>
          ) : (
            <ul className={list} data-testid="account-orders">
              {overview.orders.map((order) => (
                <li key={order.linkId} className={row} data-testid="account-order">
                  <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
                    <span className={rowTitle}>{order.productTitle}</span>
                    <span className={muted}>
                      {formatDate(order.createdAt, locale)} · {money(order.totalCents)} ·{' '}
                      <OrderStatus i18n={i18n} status={order.status} />
                    </span>
                    {order.status === 'paid' && (
                      <span className={muted} data-testid="account-refund-rule">
                        {order.refund.eligible
                          ? i18n._(msg`Puedes pedir el reembolso desde el recibo.`)
                          : messageFor(locale, order.refund.reason)}
                      </span>
                    )}
                  </div>
                  <div className={actions}>
                    <a href={localePath(locale, pagePaths.receipt(order.linkId))} className={smallButton}>
                      {order.status === 'pending_payment'
                        ? i18n._(msg`Pagar ahora`)
                        : i18n._(msg`Ver recibo`)}
                    </a>
                    <a
                      href={postAction(SERVER_ROUTES.invoice, { transactionId: order.linkId }, locale)}
                      className={smallButton}
                    >
                      {i18n._(msg`Factura PDF`)}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="certificates" title={sections[2]?.label ?? ''}>
          {overview.certificates.length === 0 ? (
            <Empty>{i18n._(msg`Cuando completes un curso, su certificado aparecerá aquí.`)}</Empty>
          ) : (
            <ul className={list} data-testid="account-certificates">
              {overview.certificates.map((certificate) => (
                <li key={certificate.id} className={row}>
                  <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
                    <a href={localePath(locale, pagePaths.certificate(certificate.id))} className={rowTitle}>
                      {certificate.title}
                    </a>
                    <span className={muted}>
                      {formatDate(certificate.completedAt, locale)} ·{' '}
                      {i18n._(msg`${certificate.creditHours} h`)}
                    </span>
                    {certificate.status === 'issued' && (
                      <a
                        href={localePath(locale, pagePaths.writeReview(certificate.courseSlug))}
                        className={css({ fontSize: 'sm', color: 'fg.brand', fontWeight: '600' })}
                        data-testid="account-write-review"
                      >
                        {i18n._(msg`Escribir una reseña del curso`)}
                      </a>
                    )}
                  </div>
                  <CertificateStatus i18n={i18n} status={certificate.status} />
                </li>
              ))}
            </ul>
          )}
          <a href={localePath(locale, pagePaths.transcript(overview.profile.id))} className={smallButton}>
            {i18n._(msg`Ver mi historial de educación continua`)}
          </a>
        </Section>

        <Section id="reports" title={sections[3]?.label ?? ''}>
          <Reports i18n={i18n} locale={locale} reports={overview.reports} />
        </Section>

        <Section id="subscriptions" title={sections[4]?.label ?? ''}>
          {overview.subscriptions.length === 0 ? (
            <Empty>{i18n._(msg`No tienes suscripciones.`)}</Empty>
          ) : (
            <ul className={list} data-testid="account-subscriptions">
              {overview.subscriptions.map((subscription) => (
                <li key={subscription.publicId} className={row}>
                  <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
                    <span className={rowTitle}>{productName(i18n, subscription.product)}</span>
                    <span className={muted}>
                      {subscription.cancelAtPeriodEnd
                        ? i18n._(msg`Activa hasta el ${formatDate(subscription.currentPeriodEnd, locale)}`)
                        : i18n._(msg`Próximo cobro el ${formatDate(subscription.currentPeriodEnd, locale)}`)}
                    </span>
                  </div>
                  <a
                    href={localePath(locale, pagePaths.subscription(subscription.publicId))}
                    className={smallButton}
                  >
                    {i18n._(msg`Administrar`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {overview.credits && (
            <p data-testid="account-credits">
              {i18n._(
                msg`Créditos de estudio: ${plural(overview.credits.total, { one: '# crédito', other: '# créditos' })} (${overview.credits.free} gratis este mes, ${overview.credits.bought} comprados).`,
              )}{' '}
              <a href={`${localePath(locale, pagePaths.study)}#credits`} className={inlineLink}>
                {i18n._(msg`Comprar más`)}
              </a>
            </p>
          )}
        </Section>

        <Section id="licences" title={sections[5]?.label ?? ''}>
          {overview.licences.length === 0 ? (
            <Empty>{i18n._(msg`Añade tu licencia para recibir recordatorios antes de renovarla.`)}</Empty>
          ) : (
            <ul className={list} data-testid="account-licences">
              {overview.licences.map((licence) => (
                <li key={licence.id} className={row}>
                  <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
                    <span className={rowTitle}>
                      {licence.stateCode} · {licence.number}
                    </span>
                    <span className={muted}>
                      {licence.expiresOn
                        ? i18n._(
                            msg`Vence el ${formatDate(new Date(`${licence.expiresOn}T12:00:00Z`), locale)}`,
                          )
                        : i18n._(msg`Sin fecha de vencimiento`)}{' '}
                      ·{' '}
                      {licence.remindersOn
                        ? i18n._(msg`Recordatorios activados`)
                        : i18n._(msg`Recordatorios desactivados`)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <a href={localePath(locale, pagePaths.ceRequirements)} className={smallButton}>
            {i18n._(msg`Revisar requisitos y recordatorios`)}
          </a>
        </Section>

        <Section id="profile" title={sections[6]?.label ?? ''}>
          <Profile i18n={i18n} locale={locale} overview={overview} />
        </Section>
      </div>
    </div>
  );
}

/** The learner's CE reports to the regulators (issue 31): status, deadline, course, regulator; a missing licence. */
function Reports({
  i18n,
  locale,
  reports,
}: {
  i18n: I18n;
  locale: Locale;
  reports: AccountOverview['reports'];
}) {
  if (reports.length === 0)
    return (
      <Empty>
        {i18n._(
          msg`Cuando completes un curso cuya licencia reporta Quest (seguros y bienes raíces de Florida, salud mental 491 de Florida), verás aquí su reporte al regulador.`,
        )}
      </Empty>
    );
  return (
    <ul className={list} data-testid="account-reports">
      {reports.map((report) => {
        const reporting = {
          kind: 'report' as const,
          status: report.status,
          channel: report.channel,
          dueOn: report.dueOn,
          overdue: report.overdue,
          regulatorReference: report.regulatorReference,
          resolvedAt: null,
        };
        const due = plainDateText(report.dueOn, locale);
        const reference = report.regulatorReference;
        const licence = licenceName(i18n, report.licenceKey);
        const addLicence = `${localePath(locale, pagePaths.ceRequirements)}?${new URLSearchParams({ licence: report.licenceKey })}#ce-licences`;
        return (
          <li key={report.certificateId} className={row} data-testid="account-report">
            <div className={css({ display: 'grid', gap: '1', minW: 0, flex: '1 1 18rem' })}>
              <a href={localePath(locale, pagePaths.certificate(report.certificateId))} className={rowTitle}>
                {report.courseTitle}
              </a>
              <span className={muted}>
                {channelName(locale, report.channel)} · {i18n._(msg`Plazo para reportar: ${due}`)}
                {reference && ` · ${i18n._(msg`Referencia del regulador: ${reference}`)}`}
              </span>
              {report.status === 'pending' && report.overdue && (
                <span className={muted}>{reportingExplanation(i18n, locale, reporting)}</span>
              )}
              {report.licenceNumberMissing && (
                <span className={css({ fontSize: 'sm' })} data-testid="account-report-licence-missing">
                  {i18n._(
                    msg`Falta tu número de licencia de ${licence}: el regulador lo necesita para acreditar estas horas.`,
                  )}{' '}
                  <a href={addLicence} className={inlineLink} data-testid="account-report-add-licence">
                    {i18n._(msg`Añadir mi licencia`)}
                  </a>
                </span>
              )}
            </div>
            <ReportingBadge i18n={i18n} reporting={reporting} testId="account-report-status" />
          </li>
        );
      })}
    </ul>
  );
}

function Profile({ i18n, locale, overview }: { i18n: I18n; locale: Locale; overview: AccountOverview }) {
  const state = getFormState('address');
  const { profile } = overview;
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <dl className={facts} data-testid="account-profile">
        <div>
          <dt>{i18n._(msg`Nombre`)}</dt>
          <dd>{profile.fullName || '—'}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Correo de acceso`)}</dt>
          <dd data-testid="account-email">{profile.email}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Idioma de los correos`)}</dt>
          <dd>{profile.locale === 'en' ? 'English' : 'Español'}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Perfil público`)}</dt>
          <dd>
            <a href={localePath(locale, pagePaths.learner(profile.id))} className={inlineLink}>
              {profile.profilePublic ? i18n._(msg`Visible para todos`) : i18n._(msg`Solo para ti`)}
            </a>
          </dd>
        </div>
      </dl>
      <form
        method="post"
        action={postAction(SERVER_ROUTES.identityAddress, {}, locale)}
        className={cx(card(), css({ display: 'grid', gap: '4', p: { base: '4', md: '6' } }))}
        noValidate
        data-testid="address-form"
      >
        <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>
          {i18n._(msg`Cambiar mi correo de acceso`)}
        </h3>
        <p className={muted}>
          {i18n._(
            msg`Te enviaremos un enlace a la nueva dirección; el cambio se hace al abrirlo, y avisaremos a la actual.`,
          )}
        </p>
        {state?.notice === 'sent' && (
          <Notice tone="success" title={i18n._(msg`Revisa tu correo`)} testId="address-link-sent">
            {i18n._(
              msg`Si esa dirección puede usarse, te enviamos un enlace a ${state.values.addressHint ?? ''}. Ábrelo en los próximos 30 minutos.`,
            )}
          </Notice>
        )}
        <Field
          id="account-email"
          name="email"
          type="email"
          label={i18n._(msg`Nuevo correo electrónico`)}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={state?.notice ? '' : state?.values.email}
          error={messageFor(locale, state?.errors.email)}
        />
        <Field
          id="account-email-confirm"
          name="emailConfirm"
          type="email"
          label={i18n._(msg`Confirma el nuevo correo`)}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={state?.notice ? '' : state?.values.emailConfirm}
          error={messageFor(locale, state?.errors.emailConfirm)}
        />
        <button
          type="submit"
          className={cx(button({ variant: 'secondary' }), wrapButton, css({ justifySelf: 'start' }))}
        >
          {i18n._(msg`Enviar enlace de confirmación`)}
        </button>
      </form>
      <AttachAddress i18n={i18n} locale={locale} />
      <ReplaceLinks i18n={i18n} locale={locale} />
      <form method="post" action={postAction(SERVER_ROUTES.identitySignOut, {}, locale)}>
        <button
          type="submit"
          className={cx(button({ variant: 'ghost' }), wrapButton)}
          data-testid="account-sign-out"
        >
          {i18n._(msg`Cerrar la sesión de correo en este navegador`)}
        </button>
      </form>
    </div>
  );
}

/** Purchases made signed out with another address join the account once that address is proven. */
function AttachAddress({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  const state = getFormState('signInLink');
  return (
    <form
      method="post"
      action={postAction(SERVER_ROUTES.identitySignInLink, {}, locale)}
      className={cx(card(), css({ display: 'grid', gap: '4', p: { base: '4', md: '6' } }))}
      noValidate
      data-testid="attach-form"
    >
      <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>
        {i18n._(msg`¿Compraste con otro correo?`)}
      </h3>
      <p className={muted}>
        {i18n._(
          msg`Escribe esa dirección: te enviaremos un enlace. Ábrelo con tu sesión de Open Campus ID iniciada y sus compras se sumarán a esta cuenta.`,
        )}
      </p>
      {state?.notice === 'sent' && (
        <Notice tone="success" title={i18n._(msg`Revisa tu correo`)} testId="attach-link-sent">
          {i18n._(
            msg`Si esa dirección tiene compras, te enviamos un enlace a ${state.values.addressHint ?? ''}.`,
          )}
        </Notice>
      )}
      <Field
        id="attach-email"
        name="email"
        type="email"
        label={i18n._(msg`Correo con el que compraste`)}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={state?.notice ? '' : state?.values.email}
        error={messageFor(locale, state?.errors.email)}
      />
      <input type="hidden" name="returnTo" value={localePath(locale, pagePaths.account)} />
      <button
        type="submit"
        className={cx(button({ variant: 'secondary' }), wrapButton, css({ justifySelf: 'start' }))}
      >
        {i18n._(msg`Enviar enlace`)}
      </button>
    </form>
  );
}

/** A forwarded e-mail or a shared mailbox leaked a link: new addresses for every document, the old ones 404. */
function ReplaceLinks({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  const state = getFormState('links');
  return (
    <form
      method="post"
      action={postAction(SERVER_ROUTES.identityReplaceLinks, {}, locale)}
      className={cx(card(), css({ display: 'grid', gap: '4', p: { base: '4', md: '6' } }))}
      data-testid="replace-links-form"
    >
      <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>
        {i18n._(msg`Anular los enlaces de mis correos`)}
      </h3>
      <p className={muted}>
        {i18n._(
          msg`Los enlaces a tus recibos, certificados, suscripciones y recordatorios que te enviamos dejarán de funcionar, y se cerrarán las sesiones abiertas con un enlace de correo en otros navegadores. Los nuevos enlaces están en tu cuenta.`,
        )}
      </p>
      {state?.notice === 'replaced' && (
        <Notice tone="success" title={i18n._(msg`Enlaces anulados`)} testId="links-replaced">
          {i18n._(msg`Los enlaces anteriores ya no abren nada. Usa los de esta página.`)}
        </Notice>
      )}
      <button
        type="submit"
        className={cx(button({ variant: 'secondary' }), wrapButton, css({ justifySelf: 'start' }))}
      >
        {i18n._(msg`Anular enlaces`)}
      </button>
    </form>
  );
}

/** Signed in with an Open Campus ID account that holds no address yet: the way to add the one bought with. */
function Unlinked({
  i18n,
  locale,
  ocid,
  meta,
}: {
  i18n: I18n;
  locale: Locale;
  ocid: string;
  meta: ReactNode;
}) {
  return (
    <div className={widePage} data-testid="account-unlinked">
      {meta}
      <div className={css({ display: 'grid', gap: '5', maxW: '640px', mx: 'auto' })}>
        <h1 className={pageTitle}>{i18n._(msg`Mi cuenta`)}</h1>
        <p className={lead}>
          {i18n._(
            msg`Entraste con Open Campus ID (${ocid}), pero tu cuenta aún no tiene compras en Quest. Si compraste con tu correo, súmalo aquí.`,
          )}
        </p>
        <AttachAddress i18n={i18n} locale={locale} />
      </div>
    </div>
  );
}

function SignedOut({
  i18n,
  locale,
  returnTo,
  meta,
}: {
  i18n: I18n;
  locale: Locale;
  returnTo: string;
  meta: ReactNode;
}) {
  const state = getFormState('signInLink');
  return (
    <div className={widePage} data-testid="account-signed-out">
      {meta}
      <div
        className={cx(
          card(),
          css({ display: 'grid', gap: '5', p: { base: '6', md: '10' }, maxW: '640px', mx: 'auto' }),
        )}
      >
        <span className={iconBadge}>
          <Icon name="mail" size={26} />
        </span>
        <h1 className={pageTitle}>{i18n._(msg`Entra en tu cuenta`)}</h1>
        <p className={lead}>
          {i18n._(msg`Tus cursos, pedidos, certificados y suscripciones, en un solo lugar.`)}
        </p>
        <a
          href={signInHref(returnTo)}
          rel="nofollow"
          className={cx(button({ size: 'lg' }), wrapButton)}
          data-testid="account-ocid"
        >
          {i18n._(msg`Entrar con Open Campus ID`)}
        </a>
        <form
          method="post"
          action={postAction(SERVER_ROUTES.identitySignInLink, {}, locale)}
          className={css({ display: 'grid', gap: '4' })}
          noValidate
          data-testid="sign-in-link-form"
        >
          <p className={muted}>
            {i18n._(msg`¿Compraste sin cuenta? Te enviamos un enlace de acceso a tu correo.`)}
          </p>
          {state?.notice === 'sent' && (
            <Notice tone="success" title={i18n._(msg`Revisa tu correo`)} testId="sign-in-link-sent">
              {i18n._(
                msg`Si esa dirección es de Quest, te enviamos un enlace a ${state.values.addressHint ?? ''}. Vale 30 minutos.`,
              )}
            </Notice>
          )}
          <Field
            id="sign-in-email"
            name="email"
            type="email"
            label={i18n._(msg`Correo electrónico`)}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={state?.notice ? '' : state?.values.email}
            error={messageFor(locale, state?.errors.email)}
          />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={cx(button({ variant: 'secondary' }), wrapButton)}>
            {i18n._(msg`Enviarme un enlace de acceso`)}
          </button>
        </form>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cx(
        card(),
        css({ display: 'grid', gap: '4', p: { base: '4', md: '6' }, scrollMarginTop: '24' }),
      )}
    >
      <h2 id={`${id}-title`} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className={muted}>{children}</p>;
}

function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className={css({ display: 'grid', gap: '1', minW: '140px' })}>
      <span className={css({ fontSize: 'sm', fontWeight: '700' })}>{label}</span>
      <span
        aria-hidden="true"
        className={css({ h: '2', borderRadius: 'pill', bg: 'bg.muted', overflow: 'hidden' })}
      >
        <span
          className={css({ display: 'block', h: '100%', bg: 'accent' })}
          style={{ width: `${clamped}%` }}
        />
      </span>
    </div>
  );
}

function OrderStatus({ i18n, status }: { i18n: I18n; status: AccountOverview['orders'][number]['status'] }) {
  const labels = {
    created: i18n._(msg`Creado`),
    pending_payment: i18n._(msg`Pago pendiente`),
    paid: i18n._(msg`Pagado`),
    failed: i18n._(msg`Fallido`),
    refunded: i18n._(msg`Reembolsado`),
  } as const;
  return <span>{labels[status]}</span>;
}

function CertificateStatus({
  i18n,
  status,
}: {
  i18n: I18n;
  status: AccountOverview['certificates'][number]['status'];
}) {
  const labels = {
    pending_payment: [i18n._(msg`Pago pendiente`), 'sun'],
    awaiting_monitor: [i18n._(msg`Falta el monitor`), 'sun'],
    issued: [i18n._(msg`Emitido`), 'mint'],
    revoked: [i18n._(msg`Revocado`), 'coral'],
  } as const;
  const [label, tone] = labels[status];
  return <span className={badge({ tone })}>{label}</span>;
}

function productName(i18n: I18n, product: AccountOverview['subscriptions'][number]['product']): string {
  switch (product) {
    case 'quester':
      return i18n._(msg`Plan de Quester`);
    case 'company':
      return i18n._(msg`Licencias de empresa`);
    default:
      return i18n._(msg`Plan para migrantes`);
  }
}

const sectionTitle = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800', fontFamily: 'heading' });
const list = css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '3',
  borderBottom: '1px solid',
  borderColor: 'border',
  _last: { borderBottom: 'none' },
});
const rowTitle = css({ fontWeight: '700', color: 'fg', overflowWrap: 'anywhere' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const smallButton = cx(
  button({ variant: 'secondary', size: 'sm' }),
  wrapButton,
  css({ justifySelf: 'start' }),
);
const inlineLink = css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' });
const tabs = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });
const tabLink = cx(button({ variant: 'ghost', size: 'sm' }), css({ textDecoration: 'none' }));
const facts = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  '& dt': {
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: '700',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  '& dd': { fontWeight: '600', overflowWrap: 'anywhere', m: 0 },
});
const iconBadge = css({
  display: 'grid',
  placeItems: 'center',
  w: '12',
  h: '12',
  borderRadius: 'pill',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});
