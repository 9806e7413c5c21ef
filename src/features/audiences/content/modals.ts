// The landing pages' modal copy (the e-mail field's labels and the footer block's copy: src/features/email-forms/newsletter.ts).
import type { Locale } from '../../../i18n/locales.ts';

export const modalCopy = {
  es: {
    close: 'Cerrar',
    band: {
      title: 'No te pierdas nada',
      text: 'Recibe cursos nuevos, consejos para aprender mejor y ofertas exclusivas, o llévate un 10% de descuento en tu primera compra.',
    },
    newsletter: {
      trigger: 'Suscribirme al boletín',
      title: 'Aprende algo nuevo cada semana',
      text: 'Un correo a la semana con cursos nuevos, historias de estudiantes y ofertas. Puedes darte de baja cuando quieras.',
    },
    discount: {
      trigger: 'Obtener 10% de descuento',
      title: 'Tu 10% de descuento te espera',
      text: 'Déjanos tu correo y te damos un código único del 10% para tu primera compra, válido durante un año.',
      yourCode: 'Tu código de descuento',
      validUntil: 'Válido hasta el',
      howTo: 'Escríbelo en el campo «Código de descuento» al pagar. Se puede usar una sola vez.',
      copy: 'Copiar código',
      copied: 'Código copiado al portapapeles',
    },
    getCode: 'Obtener mi código',
  },
  en: {
    close: 'Close',
    band: {
      title: 'Don’t miss a thing',
      text: 'Get new courses, tips to learn better and exclusive offers, or take 10% off your first purchase.',
    },
    newsletter: {
      trigger: 'Subscribe to the newsletter',
      title: 'Learn something new every week',
      text: 'One e-mail a week with new courses, student stories and offers. Unsubscribe anytime.',
    },
    discount: {
      trigger: 'Get 10% off',
      title: 'Your 10% discount is waiting',
      text: 'Leave your e-mail and we give you a unique 10% code for your first purchase, valid for one year.',
      yourCode: 'Your discount code',
      validUntil: 'Valid until',
      howTo: 'Enter it in the “Discount code” field at checkout. It can be used once.',
      copy: 'Copy code',
      copied: 'Code copied to clipboard',
    },
    getCode: 'Get my code',
  },
} satisfies Record<Locale, unknown>;
