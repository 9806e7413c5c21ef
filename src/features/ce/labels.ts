import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CannotJudge, NoCreditReason } from '../../domain/ce/engine.ts';
import type { RequirementsFieldError } from '../../domain/ce/form.ts';
import type { CeCategory } from '../../domain/ce/requirements/types.ts';
import { formatDate, formatDateParts } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';

// Plain words for the engine's keys, in both languages (es is the source locale).

export function stateName(i18n: I18n, state: string): string {
  switch (state) {
    case 'FL':
      return i18n._(msg`Florida`);
    case 'TX':
      return i18n._(msg`Texas`);
    case 'CA':
      return i18n._(msg`California`);
    default:
      return state;
  }
}

export function licenceName(i18n: I18n, key: string): string {
  switch (key) {
    case 'fl-insurance-2-14':
      return i18n._(msg`Agente de seguros 2-14 (vida y anualidades)`);
    case 'fl-insurance-2-15':
      return i18n._(msg`Agente de seguros 2-15 (vida, salud y anualidades)`);
    case 'fl-insurance-2-20':
      return i18n._(msg`Agente de seguros 2-20 (líneas generales)`);
    case 'fl-insurance-2-40':
      return i18n._(msg`Agente de seguros 2-40 (salud)`);
    case 'fl-real-estate-sales-associate':
      return i18n._(msg`Asociado de ventas de bienes raíces`);
    case 'fl-real-estate-broker':
      return i18n._(msg`Corredor de bienes raíces (broker)`);
    case 'fl-lcsw':
      return i18n._(msg`Trabajador social clínico (LCSW)`);
    case 'fl-lmft':
      return i18n._(msg`Terapeuta matrimonial y familiar (LMFT)`);
    case 'fl-lmhc':
      return i18n._(msg`Consejero de salud mental (LMHC)`);
    case 'tx-insurance':
      return i18n._(msg`Agente de seguros`);
    case 'tx-real-estate-sales-agent':
      return i18n._(msg`Agente de ventas de bienes raíces`);
    case 'tx-real-estate-sponsoring-broker':
      return i18n._(msg`Corredor patrocinador de bienes raíces`);
    case 'ca-insurance':
      return i18n._(msg`Agente de seguros`);
    case 'ca-real-estate':
      return i18n._(msg`Licenciatario de bienes raíces`);
    default:
      return key;
  }
}

export function categoryName(i18n: I18n, category: CeCategory): string {
  switch (category) {
    case 'fl-ins-law-ethics-2-14':
      return i18n._(msg`Actualización de leyes y ética 2-14`);
    case 'fl-ins-law-ethics-2-15':
      return i18n._(msg`Actualización de leyes y ética 2-15`);
    case 'fl-ins-law-ethics-2-20':
      return i18n._(msg`Actualización de leyes y ética 2-20`);
    case 'fl-ins-law-ethics-2-40':
      return i18n._(msg`Actualización de leyes y ética 2-40`);
    case 'fl-re-post-licensing-sales-associate':
      return i18n._(msg`Curso de poslicencia de asociado de ventas`);
    case 'fl-re-post-licensing-broker':
      return i18n._(msg`Curso de poslicencia de corredor`);
    case 'fl-re-core-law':
      return i18n._(msg`Ley básica (core law)`);
    case 'fl-re-ethics-business':
      return i18n._(msg`Ética y prácticas comerciales`);
    case 'fl-re-specialty':
      return i18n._(msg`Especialidad`);
    case 'fl-491-medical-errors':
      return i18n._(msg`Prevención de errores médicos`);
    case 'fl-491-ethics-boundaries':
      return i18n._(msg`Ética profesional y límites`);
    case 'fl-491-laws-rules':
      return i18n._(msg`Leyes y reglas (capítulo 491)`);
    case 'fl-491-domestic-violence':
      return i18n._(msg`Violencia doméstica`);
    case 'insurance-ethics':
      return i18n._(msg`Ética`);
    case 'tx-re-legal-update-1':
      return i18n._(msg`Legal Update I`);
    case 'tx-re-legal-update-2':
      return i18n._(msg`Legal Update II`);
    case 'tx-re-contracts':
      return i18n._(msg`Contratos`);
    case 'tx-re-broker-responsibility':
      return i18n._(msg`Responsabilidad del corredor`);
    case 'ca-re-ethics':
      return i18n._(msg`Ética`);
    case 'ca-re-agency':
      return i18n._(msg`Agencia`);
    case 'ca-re-trust-funds':
      return i18n._(msg`Fondos en fideicomiso`);
    case 'ca-re-fair-housing':
      return i18n._(msg`Vivienda justa (interactivo)`);
    case 'ca-re-risk-management':
      return i18n._(msg`Gestión de riesgos`);
    case 'ca-re-management-supervision':
      return i18n._(msg`Gestión y supervisión`);
    case 'ca-re-implicit-bias':
      return i18n._(msg`Sesgo implícito`);
    case 'ca-re-consumer-protection':
      return i18n._(msg`Protección del consumidor (mínimo)`);
  }
}

export function noCreditReason(i18n: I18n, reason: NoCreditReason): string {
  switch (reason) {
    case 'repeat-within-24-months':
      return i18n._(msg`El mismo curso del mismo proveedor dentro de 24 meses: no suma horas.`);
    case 'outside-period':
      return i18n._(msg`Completado fuera de este período de renovación.`);
    case 'not-accredited-in-state':
      return i18n._(msg`El curso no está acreditado en este estado.`);
    case 'pre-licensing':
      return i18n._(msg`Un curso de prelicencia no cuenta como educación continua.`);
  }
}

export function cannotJudgeText(i18n: I18n, item: CannotJudge): string {
  switch (item.part) {
    case 'rule-version':
      return i18n._(msg`No tenemos cifras confirmadas para esa fecha.`);
    case 'due-date':
      if (item.needs?.includes('expires-on')) {
        return i18n._(
          msg`La fecha de vencimiento de esta licencia no sale de una regla que podamos confirmar: escribe la fecha de vencimiento impresa en tu licencia.`,
        );
      }
      if (item.needs?.includes('birth-month') && item.needs.includes('issue-date')) {
        return i18n._(
          msg`Para calcular la fecha límite necesitamos la fecha de emisión y tu mes de nacimiento.`,
        );
      }
      if (item.needs?.includes('birth-month')) {
        return i18n._(msg`Para calcular la fecha límite necesitamos tu mes de nacimiento.`);
      }
      return i18n._(msg`Para calcular la fecha límite necesitamos la fecha de emisión de la licencia.`);
    case 'years-licensed':
      return i18n._(
        msg`Son 24 horas, o 20 si tienes la licencia desde hace 6 años o más: indica la fecha de emisión o los años con licencia.`,
      );
    case 'first-renewal':
      return i18n._(
        msg`No podemos confirmar qué exige la primera renovación de esta licencia con las cifras que tenemos.`,
      );
    case 'category-hours':
      return i18n._(
        msg`${categoryName(i18n, item.category)}: es obligatorio, pero no tenemos confirmadas sus horas.`,
      );
    case 'which-period':
      return i18n._(
        msg`${categoryName(i18n, item.category)}: se exige cada tercer período; indica la fecha de emisión para saber si te toca ahora.`,
      );
    case 'unconfirmed':
      switch (item.what) {
        case 'law-ethics-effective-date':
          return i18n._(
            msg`La actualización de leyes y ética pasó de 5 a 4 horas con el cambio de 2022; la fecha exacta no está confirmada.`,
          );
        case 'twenty-five-year-reduction':
          return i18n._(
            msg`Una posible reducción tras 25 años con licencia no está confirmada: no la aplicamos.`,
          );
        case 'carry-over':
          return i18n._(msg`No sabemos si las horas de más pasan al período siguiente: no las contamos.`);
        case 'suicide-prevention':
          return i18n._(msg`Un posible requisito de prevención del suicidio no está confirmado.`);
        case 'human-trafficking':
          return i18n._(msg`Un posible requisito sobre trata de personas no está confirmado.`);
        case 'sponsoring-broker':
          return i18n._(msg`Los requisitos de corredor patrocinador no están confirmados.`);
        default:
          return i18n._(msg`Parte de esta regla no está confirmada.`);
      }
  }
}

export function fieldErrorText(i18n: I18n, error: RequirementsFieldError): string {
  switch (error) {
    case 'licence_unknown':
      return i18n._(msg`Elige una licencia de la lista.`);
    case 'state_unknown':
      return i18n._(msg`Elige un estado de la lista.`);
    case 'issued_invalid':
      return i18n._(msg`Escribe una fecha válida (AAAA-MM-DD).`);
    case 'issued_future':
      return i18n._(msg`La fecha de emisión no puede ser futura.`);
    case 'birth_month_invalid':
      return i18n._(msg`Elige un mes de la lista.`);
    case 'years_invalid':
      return i18n._(msg`Escribe un número entero de años entre 0 y 80.`);
    case 'expires_invalid':
      return i18n._(msg`Escribe una fecha válida (AAAA-MM-DD).`);
  }
}

/** A calendar date of the engine (YYYY-MM-DD), written out. */
export function dateText(value: string, locale: Locale): string {
  return formatDate(new Date(`${value}T00:00:00Z`), locale);
}

/** A month (1-12) by its name. */
export function monthName(month: number, locale: Locale): string {
  return formatDateParts(new Date(Date.UTC(2000, month - 1, 1)), locale, { month: 'long' });
}
