import { REFUND_MAX_COMPLETION_PERCENT, REFUND_WINDOW_DAYS } from '../../domain/refunds.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { LegalText } from './LegalDocument.tsx';

export const refundPolicy: Record<Locale, LegalText> = {
  es: {
    title: 'Política de reembolso',
    description: `Puedes pedir el reembolso de un curso dentro de los ${REFUND_WINDOW_DAYS} días posteriores a tu inscripción si completaste como máximo el ${REFUND_MAX_COMPLETION_PERCENT}% del contenido.`,
    updated: 'Última actualización: 1 de noviembre de 2026',
    intro: `Queremos que aprendas con confianza. Si un curso no es lo que esperabas, puedes pedir el reembolso completo dentro de los ${REFUND_WINDOW_DAYS} días siguientes a tu inscripción, siempre que no hayas completado más del ${REFUND_MAX_COMPLETION_PERCENT}% de su contenido.`,
    sections: [
      {
        heading: 'Quién puede pedir un reembolso',
        paragraphs: [
          'Tienes derecho a un reembolso completo de un curso o paquete cuando se cumplen las dos condiciones:',
        ],
        list: [
          `La solicitud llega dentro de los ${REFUND_WINDOW_DAYS} días naturales posteriores a la fecha de inscripción.`,
          `Completaste como máximo el ${REFUND_MAX_COMPLETION_PERCENT}% del contenido del curso (en un paquete, se mide en cada curso incluido).`,
        ],
      },
      {
        heading: 'Cómo pedirlo',
        paragraphs: [
          'Escríbenos a support@quest.how desde el correo con el que compraste, con el número de tu recibo. Respondemos en un máximo de dos días hábiles.',
          'Aprobado el reembolso, lo devolvemos al mismo medio de pago. Según tu banco, puede tardar de 5 a 10 días hábiles en verse en tu estado de cuenta.',
        ],
      },
      {
        heading: 'Certificados y horas crédito',
        paragraphs: [
          'Al reembolsar un curso acreditado se anulan su certificado y las horas crédito asociadas.',
        ],
      },
      {
        heading: 'Pagar después',
        paragraphs: [
          'Si elegiste pagar después y aún no pagaste, puedes cancelar la inscripción en el mismo plazo de 14 días sin ningún cargo. Los certificados solo se entregan una vez pagado el curso.',
        ],
      },
      {
        heading: 'Suscripciones',
        paragraphs: [
          'Los planes de 1, 6 y 12 meses se renuevan automáticamente. Para evitar la siguiente renovación, cancélalos al menos un día antes de la fecha de renovación; seguirás teniendo acceso hasta el final del periodo pagado.',
          `Un plan recién contratado puede reembolsarse en los primeros ${REFUND_WINDOW_DAYS} días si usaste como máximo el ${REFUND_MAX_COMPLETION_PERCENT}% de su contenido.`,
        ],
      },
      {
        heading: 'Empresas y códigos de descuento',
        paragraphs: [
          'Las licencias para empresas se rigen por su contrato. Si pagaste con un código de descuento, el reembolso corresponde al importe efectivamente pagado y el código no se vuelve a activar.',
        ],
      },
    ],
  },
  en: {
    title: 'Refund policy',
    description: `You can ask for a course refund within ${REFUND_WINDOW_DAYS} days of enrolling if you have completed no more than ${REFUND_MAX_COMPLETION_PERCENT}% of the content.`,
    updated: 'Last updated: November 1, 2026',
    intro: `We want you to learn with confidence. If a course is not what you expected, you can ask for a full refund within ${REFUND_WINDOW_DAYS} days of enrolling, as long as you have completed no more than ${REFUND_MAX_COMPLETION_PERCENT}% of its content.`,
    sections: [
      {
        heading: 'Who can ask for a refund',
        paragraphs: ['You are entitled to a full refund of a course or bundle when both conditions are met:'],
        list: [
          `The request arrives within ${REFUND_WINDOW_DAYS} calendar days of the enrollment date.`,
          `You have completed no more than ${REFUND_MAX_COMPLETION_PERCENT}% of the course content (for a bundle, measured for each included course).`,
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [
          'Write to support@quest.how from the address you bought with, including your receipt number. We answer within two business days.',
          'Once approved, the refund goes back to the same payment method. Depending on your bank it can take 5 to 10 business days to show on your statement.',
        ],
      },
      {
        heading: 'Certificates and credit hours',
        paragraphs: ['Refunding an accredited course voids its certificate and the credit hours it carries.'],
      },
      {
        heading: 'Pay later',
        paragraphs: [
          'If you chose pay later and have not paid yet, you can cancel the enrollment within the same 14 days at no charge. Certificates are only delivered once the course is paid.',
        ],
      },
      {
        heading: 'Subscriptions',
        paragraphs: [
          'The 1-, 6- and 12-month plans renew automatically. To avoid the next renewal, cancel at least one day before the renewal date; you keep access until the end of the paid period.',
          `A newly started plan can be refunded in its first ${REFUND_WINDOW_DAYS} days if you have used no more than ${REFUND_MAX_COMPLETION_PERCENT}% of its content.`,
        ],
      },
      {
        heading: 'Companies and discount codes',
        paragraphs: [
          'Company licenses follow their contract. If you paid with a discount code, the refund is the amount actually paid and the code is not reactivated.',
        ],
      },
    ],
  },
};
