import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { eyebrowStyle } from '../../ui/Section.tsx';
import { PageMeta } from '../seo/index.ts';
import { getFormState } from './form-state.ts';
import { Field, lead, messageFor, narrowPage, pageTitle, postAction, wrapButton } from './parts.tsx';

/** /receipts/PhoneNumber?transactionId=…: the optional phone step between paying and the success page. */
export async function PhoneStepPage() {
  const { i18n, locale } = initRequestI18n();
  const transactionId = requestPageUrl().searchParams.get('transactionId') ?? '';
  // The address alone (spec §2 lists it as a static page): say what the step is and where purchases start.
  if (!transactionId) return <PhoneStepIntro />;
  const order = await domain().orders.find(transactionId, locale);
  if (!order) notFound();
  const state = getFormState('phone');
  const error = messageFor(locale, state?.errors.phone);
  const successHref = localePath(locale, pagePaths.paymentSuccess(order.linkId));
  const pending = order.status === 'pending_payment';

  return (
    <PhoneStepFrame>
      <div className={css({ display: 'grid', gap: '2' })}>
        <p className={cx(eyebrowStyle, css({ display: 'flex', alignItems: 'center', gap: '2', mb: '0' }))}>
          <Icon name="check" size={18} />
          {pending ? i18n._(msg`Inscripción confirmada`) : i18n._(msg`Pago confirmado`)}
        </p>
        <h1 className={pageTitle}>{i18n._(msg`Un último paso: tu teléfono`)}</h1>
        <p className={lead}>
          {i18n._(
            msg`Es opcional. Lo usamos solo para ayudarte con ${order.productTitle} y avisarte de novedades de tu curso.`,
          )}
        </p>
      </div>
      <form
        method="post"
        action={postAction(SERVER_ROUTES.orderPhone, { transactionId: order.linkId }, locale)}
        className={css({ display: 'grid', gap: '5' })}
        noValidate
        data-testid="phone-form"
      >
        <Field
          id="phone"
          name="phone"
          type="tel"
          label={i18n._(msg`Teléfono con código de país`)}
          hint={i18n._(
            msg`Empieza por + y el código de tu país, por ejemplo +1 305 555 0142 en Estados Unidos.`,
          )}
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          value={state?.values.phone ?? order.phone ?? ''}
          error={error}
        />
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            alignItems: 'center',
            '& > *': { flex: { base: '1 1 100%', sm: '0 0 auto' } },
          })}
        >
          <button type="submit" className={cx(button({ size: 'lg' }), wrapButton)}>
            {i18n._(msg`Guardar y continuar`)}
          </button>
          <a
            href={successHref}
            className={cx(button({ variant: 'ghost', size: 'lg' }), wrapButton)}
            data-testid="skip-phone"
          >
            {i18n._(msg`Omitir`)}
          </a>
        </div>
      </form>
    </PhoneStepFrame>
  );
}

/** /receipts/PhoneNumber without an order: what this step is, and the way to the catalogue. */
function PhoneStepIntro() {
  const { i18n, locale } = initRequestI18n();
  return (
    <PhoneStepFrame>
      <h1 className={pageTitle}>{i18n._(msg`Tu teléfono (opcional)`)}</h1>
      <p className={lead}>
        {i18n._(
          msg`Después de pagar un curso te pedimos, si quieres, un teléfono para ayudarte con tu inscripción. Este paso se abre desde tu compra.`,
        )}
      </p>
      <a href={localePath(locale, pagePaths.catalogue)} className={cx(button({ size: 'lg' }), wrapButton)}>
        {i18n._(msg`Ver cursos acreditados`)}
      </a>
    </PhoneStepFrame>
  );
}

/** The step's page: its meta (noindex) and its one card. */
function PhoneStepFrame({ children }: { children: ReactNode }) {
  const { i18n, locale } = initRequestI18n();
  return (
    <div className={narrowPage}>
      <PageMeta
        locale={locale}
        path={pagePaths.phoneStep}
        title={`${i18n._(msg`Tu teléfono (opcional)`)} · Quest`}
        description={i18n._(msg`Un último paso opcional después de tu compra en Quest.`)}
        noindex
      />
      <div className={cx(card(), css({ display: 'grid', gap: '5', p: { base: '6', md: '10' } }))}>
        {children}
      </div>
    </div>
  );
}
