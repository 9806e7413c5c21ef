import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { OrderView } from '../../domain/orders/queries.ts';
import { REFUND_MAX_COMPLETION_PERCENT, REFUND_WINDOW_DAYS } from '../../domain/refunds.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { OwnerLinkForm } from '../account/index.ts';
import { cardTitle, messageFor, postAction, wrapButton } from './parts.tsx';

/**
 * The receipt's refund panel (spec §5: within 14 days of enrolment, at most 25% completed). Eligible: a disclosure
 * that explains what happens and a confirm button posting to orderRefund (two steps, no JavaScript). Not eligible:
 * the reason. Refunded: when and how much.
 */
export function RefundPanel({
  i18n,
  locale,
  order,
  owner,
}: {
  i18n: I18n;
  locale: Locale;
  order: OrderView;
  /** The viewer owns the order (identity orderRules.refund): only the owner asks for a refund. */
  owner: boolean;
}) {
  const amount = formatMoney(order.totalCents, locale);
  const policy = localePath(locale, '/refund-policy');
  const days = REFUND_WINDOW_DAYS;
  const percent = REFUND_MAX_COMPLETION_PERCENT;
  return (
    <section
      aria-labelledby="refund-title"
      className={cx(card(), css({ display: 'grid', gap: '3' }))}
      data-testid="refund-panel"
    >
      <h2 id="refund-title" className={cardTitle}>
        {i18n._(msg`Reembolso`)}
      </h2>
      {order.status === 'refunded' ? (
        <p className={css({ fontSize: 'sm' })} data-testid="refunded-state">
          {order.refundedAt
            ? i18n._(
                msg`Reembolsamos ${amount} el ${formatDate(order.refundedAt, locale)}. El acceso al curso terminó con el reembolso.`,
              )
            : i18n._(msg`Reembolsamos ${amount}. El acceso al curso terminó con el reembolso.`)}
        </p>
      ) : order.refund.eligible && !owner ? (
        <OwnerLinkForm
          resource={{ kind: 'order', linkId: order.linkId }}
          returnTo={localePath(locale, pagePaths.receipt(order.linkId))}
          locale={locale}
          testId="refund-owner-link"
          explanation={i18n._(
            msg`Puedes pedir el reembolso de ${amount}. Antes, confirma que la compra es tuya: entra con tu cuenta o recibe un enlace en el correo de la compra.`,
          )}
        />
      ) : order.refund.eligible ? (
        <details className={css({ '&[open] > summary svg': { transform: 'rotate(180deg)' } })}>
          <summary
            className={cx(
              button({ variant: 'secondary' }),
              wrapButton,
              css({ w: '100%', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }),
            )}
            data-testid="refund-open"
          >
            {i18n._(msg`Solicitar reembolso`)}
            <ChevronDownIcon size={18} />
          </summary>
          <div className={css({ display: 'grid', gap: '3', mt: '3' })}>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {i18n._(
                msg`Devolveremos ${amount} a tu método de pago y perderás el acceso al curso. Se puede pedir dentro de los ${days} días de la inscripción si completaste como máximo el ${percent}% del contenido.`,
              )}
            </p>
            <form
              method="post"
              action={postAction(SERVER_ROUTES.orderRefund, { transactionId: order.linkId }, locale)}
              data-testid="refund-form"
            >
              <button type="submit" className={cx(button(), wrapButton, dangerButton)}>
                {i18n._(msg`Confirmar reembolso de ${amount}`)}
              </button>
            </form>
          </div>
        </details>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="refund-reason">
          {messageFor(locale, order.refund.reason)}
        </p>
      )}
      <a
        href={policy}
        className={css({
          fontSize: 'sm',
          color: 'fg.brand',
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
          justifySelf: 'start',
        })}
      >
        {i18n._(msg`Política de reembolso`)}
      </a>
    </section>
  );
}

const dangerButton = css({
  w: '100%',
  bg: 'coral.700',
  color: 'white',
  _hover: { bg: 'coral.500', color: 'ink.950' },
});
