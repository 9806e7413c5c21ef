import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { OrderView } from '../../domain/orders/queries.ts';
import { findCreditPackage } from '../../domain/study-credits.ts';
import { formatNumber } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths } from '../../routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { cardTitle, wrapButton } from './parts.tsx';

/**
 * A paid study credit package (issue 12): how many credits it added and where the balance is shown (the
 * learner's own profile, once signed in with Open Campus ID). Nothing for other orders.
 */
export function CreditsAdded({ i18n, locale, order }: { i18n: I18n; locale: Locale; order: OrderView }) {
  if (order.productType !== 'credits' || order.status !== 'paid' || !order.learnerId) return null;
  const pkg = findCreditPackage(order.productSlug);
  if (!pkg) return null;
  return (
    <section
      aria-labelledby="credits-added-title"
      className={cx(card(), css({ display: 'grid', gap: '3', _print: { display: 'none' } }))}
      data-testid="credits-added"
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={css({ color: 'fg.brand', flexShrink: 0 })}>
          <Icon name="bolt" size={26} />
        </span>
        <h2 id="credits-added-title" className={cardTitle}>
          {i18n._(
            msg`${formatNumber(pkg.credits, locale)} ${plural(pkg.credits, { one: 'crédito añadido', other: 'créditos añadidos' })}`,
          )}
        </h2>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {i18n._(
          msg`Ya están en tu saldo de Study y no caducan. 1 crédito = 1 lección: úsalos en la app de Quest con el correo de tu compra.`,
        )}
      </p>
      <a
        href={localePath(locale, pagePaths.learner(order.learnerId))}
        className={cx(button({ variant: 'secondary' }), wrapButton, css({ justifySelf: { sm: 'start' } }))}
        data-testid="credits-balance-link"
      >
        {i18n._(msg`Ver mi saldo de créditos`)}
      </a>
    </section>
  );
}
