import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../i18n/locales.ts';
import { subscriptionMessage } from '../subscriptions/index.ts';

/** The text of a company form's refusal key: the seats' own, else the subscription's and checkout's. */
export function companyMessage(i18n: I18n, locale: Locale, key: string | undefined): string | undefined {
  switch (key) {
    case 'company_required':
      return i18n._(msg`Escribe el nombre de la empresa`);
    case 'seats_invalid':
      return i18n._(msg`Escribe un número de usuarios entre 1 y 10,000`);
    case 'seats_full':
      return i18n._(
        msg`Ya usaste todas tus licencias. Agrega licencias (desde la próxima renovación) o espera a que alguien rechace su invitación.`,
      );
    case 'already_invited':
      return i18n._(msg`Esta persona ya tiene una invitación de tu empresa`);
    case 'not_active':
      return i18n._(msg`Las licencias de tu empresa no están activas`);
    default:
      return subscriptionMessage(i18n, locale, key);
  }
}
