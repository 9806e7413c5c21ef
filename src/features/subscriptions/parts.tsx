import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import type { SubscriptionPlanId } from '../../domain/plans.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messageFor } from '../checkout/index.ts';

export function planName(i18n: I18n, plan: SubscriptionPlanId): string {
  switch (plan) {
    case 'monthly':
      return i18n._(msg`Plan mensual`);
    case 'semiannual':
      return i18n._(msg`Plan semestral`);
    case 'annual':
      return i18n._(msg`Plan anual`);
    case 'quester_basic':
      return i18n._(msg`Plan Basic de Quester`);
    case 'quester_plus':
      return i18n._(msg`Plan Plus de Quester`);
    case 'company_seats':
      return i18n._(msg`Plan de empresa`);
  }
}

export function periodName(i18n: I18n, plan: SubscriptionPlanId): string {
  if (plan === 'semiannual') return i18n._(msg`6 meses`);
  if (plan === 'annual') return i18n._(msg`12 meses`);
  return i18n._(msg`1 mes`);
}

/** The text of a refusal's key: the subscription's own, else checkout's (the spec's card messages). */
export function subscriptionMessage(i18n: I18n, locale: Locale, key: string | undefined): string | undefined {
  switch (key) {
    case undefined:
      return undefined;
    case 'too_late':
      return i18n._(
        msg`Ya no se puede cancelar esta renovación: la cancelación debe hacerse al menos un día antes de la fecha de renovación.`,
      );
    case 'past_due':
      return i18n._(
        msg`El último cobro fue rechazado. Actualiza tu tarjeta en el portal de cliente antes de cancelar.`,
      );
    case 'ended':
      return i18n._(msg`Esta suscripción ya terminó.`);
    case 'incomplete':
      return i18n._(msg`El primer pago de esta suscripción aún no se ha confirmado.`);
    case 'card_declined':
      return i18n._(msg`Tu tarjeta fue rechazada. Prueba con otra tarjeta.`);
    case 'plan_not_available':
      return i18n._(msg`Elige un plan mayor que el plan actual del Quester.`);
    case 'upgrade_not_allowed':
      return i18n._(msg`Solo puedes cambiar a un plan más largo que el actual.`);
    default:
      return messageFor(locale, key);
  }
}

export const summaryList = css({ display: 'grid', m: 0 });
export const sectionCard = css({ display: 'grid', gap: '4', p: { base: '5', md: '8' } });
export const sectionTitle = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: '800' });
export const pageStack = css({ display: 'grid', gap: { base: '5', md: '6' }, alignContent: 'start' });
