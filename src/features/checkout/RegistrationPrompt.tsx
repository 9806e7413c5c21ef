import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { OrderView } from '../../domain/orders/queries.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths } from '../../routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { cardTitle, wrapButton } from './parts.tsx';

/** "Complete your registration" for a learner who has not confirmed their account's address yet. */
export function RegistrationPrompt({
  i18n,
  locale,
  order,
}: {
  i18n: I18n;
  locale: Locale;
  order: OrderView;
}) {
  if (!order.learnerId || order.learnerRegistered) return null;
  if (order.status !== 'paid' && order.status !== 'pending_payment') return null;
  return (
    <section
      aria-labelledby="registration-title"
      className={cx(
        card(),
        css({
          display: 'grid',
          gap: '3',
          bg: 'bg.brandSoft',
          borderColor: 'transparent',
          boxShadow: 'none',
          _print: { display: 'none' },
        }),
      )}
      data-testid="registration-prompt"
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={css({ color: 'fg.brand', flexShrink: 0 })}>
          <Icon name="mail" size={26} />
        </span>
        <h2 id="registration-title" className={cardTitle}>
          {i18n._(msg`Completa tu registro`)}
        </h2>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {i18n._(
          msg`Confirma el correo con el que entrarás a la app: así tus cursos y certificados quedan en tu cuenta.`,
        )}
      </p>
      <a
        href={localePath(locale, pagePaths.completeRegistration(order.learnerId, order.linkId))}
        className={cx(button({ variant: 'secondary' }), wrapButton, css({ justifySelf: { sm: 'start' } }))}
        data-testid="complete-registration-link"
      >
        {i18n._(msg`Completar registro`)}
      </a>
    </section>
  );
}
