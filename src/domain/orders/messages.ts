import type { Locale } from '../../i18n/locales.ts';

// Every message checkout, the phone step, registration and refunds show (spec §5, §8). The English strings are
// the spec's, verbatim; Spanish pages get the Spanish ones.

export type CheckoutMessageKey =
  | 'code_empty'
  | 'code_invalid'
  | 'code_already_applied'
  | 'card_incomplete'
  | 'email_mismatch'
  | 'email_invalid'
  | 'empty_data'
  | 'name_required'
  | 'phone_code'
  | 'phone_invalid'
  | 'state_required'
  | 'payment_error'
  | 'card_declined'
  | 'insufficient_funds'
  | 'invited_incomplete'
  | 'refund_window_closed'
  | 'refund_too_much_completed'
  | 'refund_not_paid'
  | 'refund_credits_used'
  | 'refund_owner_only'
  | 'registration_other_address'
  | 'address_unchanged'
  | 'address_taken'
  | 'rate_limited';

export const CHECKOUT_MESSAGES: Record<Locale, Record<CheckoutMessageKey, string>> = {
  en: {
    code_empty: 'You must enter the code',
    code_invalid: 'The code entered is invalid',
    code_already_applied: 'The discount code has already been applied',
    card_incomplete: 'Please fill in your card details.',
    email_mismatch: 'You must enter the same email',
    email_invalid: 'A valid email is required',
    empty_data: 'Empty data exists',
    name_required: 'Enter your full name',
    phone_code: 'You must enter the phone number with his code',
    phone_invalid: 'You must enter a valid phone number',
    state_required: 'You must select a state',
    payment_error: 'An error has occurred',
    card_declined: 'Your card was declined. Try another card or choose pay later.',
    insufficient_funds: 'Your card has insufficient funds. Try another card or choose pay later.',
    invited_incomplete: 'Enter the name and a valid email of the person who will take the course',
    refund_window_closed: 'Refunds can be requested within 14 days of enrolment; that period has ended.',
    refund_too_much_completed:
      'More than 25% of the content has been completed, so this order cannot be refunded.',
    refund_not_paid: 'Only paid orders can be refunded.',
    refund_credits_used: 'Credit packages can be refunded only while none of their credits have been used.',
    refund_owner_only: 'Only the buyer, signed in, can ask for a refund.',
    registration_other_address:
      'Enter the address this purchase was made for. To use another one, sign in and change it in your account.',
    address_unchanged: 'This is already your address.',
    address_taken: 'This address already belongs to a Quest account. Sign in with it to add its purchases.',
    rate_limited: 'We have sent several links already. Wait a few minutes and try again.',
  },
  es: {
    code_empty: 'Debes ingresar el código',
    code_invalid: 'El código ingresado no es válido',
    code_already_applied: 'El código de descuento ya fue aplicado',
    card_incomplete: 'Por favor, completa los datos de tu tarjeta.',
    email_mismatch: 'Debes ingresar el mismo correo electrónico',
    email_invalid: 'Se requiere un correo electrónico válido',
    empty_data: 'Hay datos vacíos',
    name_required: 'Ingresa tu nombre completo',
    phone_code: 'Debes ingresar el número de teléfono con su código',
    phone_invalid: 'Debes ingresar un número de teléfono válido',
    state_required: 'Debes seleccionar un estado',
    payment_error: 'Ha ocurrido un error',
    card_declined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta o elige pagar después.',
    insufficient_funds:
      'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta o elige pagar después.',
    invited_incomplete: 'Ingresa el nombre y un correo válido de la persona que tomará el curso',
    refund_window_closed:
      'El reembolso se puede solicitar dentro de los 14 días de la inscripción; ese plazo terminó.',
    refund_too_much_completed:
      'Se completó más del 25% del contenido, por lo que este pedido no se puede reembolsar.',
    refund_not_paid: 'Solo se pueden reembolsar pedidos pagados.',
    refund_credits_used:
      'Los paquetes de créditos solo se reembolsan mientras no se haya usado ninguno de sus créditos.',
    refund_owner_only: 'Solo quien compró, con su sesión iniciada, puede pedir el reembolso.',
    registration_other_address:
      'Escribe la dirección para la que se hizo esta compra. Para usar otra, inicia sesión y cámbiala en tu cuenta.',
    address_unchanged: 'Esta ya es tu dirección.',
    address_taken:
      'Esta dirección ya pertenece a una cuenta de Quest. Entra con ella para sumar sus compras.',
    rate_limited: 'Ya enviamos varios enlaces. Espera unos minutos y vuelve a intentarlo.',
  },
};

export function checkoutMessage(locale: Locale, key: CheckoutMessageKey): string {
  return CHECKOUT_MESSAGES[locale][key];
}
