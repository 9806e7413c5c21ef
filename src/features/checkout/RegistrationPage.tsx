import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageMeta } from '../seo/index.ts';
import { getFormState } from './form-state.ts';
import {
  Field,
  lead,
  learnerEmail,
  messageFor,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
  wrapButton,
} from './parts.tsx';

/**
 * /learners/{id}/complete-registration/{transactionId}: the learner confirms the address of their account. The
 * post sends a single-use link to that address; opening it completes the registration (domain/identity), so a
 * typed address never moves the order. A 404 unless the learner exists, the order is theirs and the registration
 * is not complete yet (it completes once), so a guessed pair reveals nothing.
 */
export async function RegistrationPage({
  learnerId,
  transactionId,
}: {
  learnerId: string;
  transactionId: string;
}) {
  const { i18n, locale } = initRequestI18n();
  const orders = domain().orders;
  const [exists, order] = await Promise.all([
    orders.learnerExists(learnerId),
    orders.find(transactionId, locale),
  ]);
  if (!exists || !order || order.learnerId !== learnerId || order.learnerRegistered) notFound();
  const state = getFormState('registration');
  const linkSent = state?.notice === 'link_sent';
  const email = linkSent ? '' : (state?.values.email ?? learnerEmail(order));
  const emailConfirm = state?.values.emailConfirm ?? '';
  const receiptHref = localePath(locale, pagePaths.receipt(order.linkId));

  return (
    <div className={narrowPage}>
      <PageMeta
        locale={locale}
        path={pagePaths.completeRegistration(learnerId, transactionId)}
        title={`${i18n._(msg`Completa tu registro`)} · Quest`}
        description={i18n._(msg`Confirma el correo de tu cuenta de Quest.`)}
        noindex
      />
      <div className={cx(card(), css({ display: 'grid', gap: '5', p: { base: '6', md: '10' } }))}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              w: '12',
              h: '12',
              borderRadius: 'pill',
              bg: 'bg.brandSoft',
              color: 'fg.brand',
              mb: '1',
            })}
          >
            <Icon name="mail" size={26} />
          </span>
          <h1 className={pageTitle}>{i18n._(msg`Completa tu registro`)}</h1>
          <p className={lead}>
            {i18n._(
              msg`Confirma el correo con el que entrarás a la app de Quest: te enviaremos un enlace para comprobar que es tuyo. Allí encontrarás ${order.productTitle} y tus certificados.`,
            )}
          </p>
        </div>
        {linkSent && (
          <Notice tone="success" title={i18n._(msg`Revisa tu correo`)} testId="registration-link-sent">
            {i18n._(
              msg`Te enviamos un enlace a ${state.values.addressHint ?? ''}. Ábrelo en los próximos 30 minutos para completar tu registro.`,
            )}
          </Notice>
        )}
        <form
          method="post"
          action={postAction(SERVER_ROUTES.registration, { learnerId, transactionId: order.linkId }, locale)}
          className={css({ display: 'grid', gap: '5' })}
          noValidate
          data-testid="registration-form"
        >
          <Field
            id="registration-email"
            name="email"
            type="email"
            label={i18n._(msg`Correo electrónico`)}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={email}
            error={messageFor(locale, state?.errors.email)}
          />
          <Field
            id="registration-email-confirm"
            name="emailConfirm"
            type="email"
            label={i18n._(msg`Confirma tu correo electrónico`)}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={emailConfirm}
            error={messageFor(locale, state?.errors.emailConfirm)}
          />
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              '& > *': { flex: { base: '1 1 100%', sm: '0 0 auto' } },
            })}
          >
            <button type="submit" className={cx(button({ size: 'lg' }), wrapButton)}>
              {i18n._(msg`Completar registro`)}
            </button>
            <a href={receiptHref} className={cx(button({ variant: 'ghost', size: 'lg' }), wrapButton)}>
              {i18n._(msg`Ver recibo`)}
            </a>
          </div>
        </form>
      </div>
    </div>
  );
}
