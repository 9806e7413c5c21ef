import type { Locale } from '../../i18n/locales.ts';
import type { LegalText } from './LegalDocument.tsx';

export const privacy: Record<Locale, LegalText> = {
  es: {
    title: 'Aviso de privacidad',
    description:
      'Qué datos recoge Quest, para qué los usa, con quién los comparte y cómo ejercer tus derechos.',
    updated: 'Última actualización: 1 de noviembre de 2026',
    intro:
      'Tu privacidad importa. Este aviso explica qué datos personales trata Quest Learning, Inc., con qué fines y qué derechos tienes. Solo recogemos lo que necesitamos para darte el servicio.',
    sections: [
      {
        heading: 'Datos que recogemos',
        paragraphs: ['Según cómo uses Quest, tratamos:'],
        list: [
          'datos de cuenta: nombre, correo electrónico, idioma y, si conectas Open Campus ID, tu identificador y dirección pública;',
          'datos de compra: productos, importes, fechas y recibos (los datos de tarjeta los procesa directamente nuestro proveedor de pagos; nunca los almacenamos);',
          'datos de aprendizaje: progreso, puntuaciones, logros, certificados y, para cursos acreditados, número de licencia;',
          'datos técnicos: dirección IP, tipo de dispositivo y registros de seguridad.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para prestar el servicio (acceso a cursos, certificados, recibos), cumplir obligaciones con las juntas estatales que acreditan los cursos, prevenir fraude, atender soporte y, si lo aceptas, enviarte novedades. Puedes darte de baja del boletín en cualquier momento.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos cookies necesarias para recordar tu idioma, mantener tu sesión de forma segura y proteger los formularios. Las cookies de sesión son httpOnly: el código de la página no puede leerlas. Solo cargamos herramientas de terceros (como el chat) cuando están configuradas.',
        ],
      },
      {
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Con proveedores que nos ayudan a operar (pagos, correo, alojamiento), bajo contrato y solo para ese fin; con las juntas estatales cuando la acreditación de un curso lo exige; con la empresa que te invitó, si accedes a través de ella, en cuanto a tu progreso en sus cursos. No vendemos tus datos personales.',
        ],
      },
      {
        heading: 'Cuánto tiempo los guardamos',
        paragraphs: [
          'Mientras tengas una cuenta y, después, el tiempo que exijan las leyes fiscales y las juntas de acreditación (por ejemplo, los registros de educación continua se conservan al menos cinco años).',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes pedir acceso, corrección, portabilidad o eliminación de tus datos, y oponerte a su uso para marketing, escribiendo a privacy@quest.how. Los residentes de California tienen además los derechos de la CCPA/CPRA.',
        ],
      },
      {
        heading: 'Menores',
        paragraphs: [
          'Quest no está dirigido a menores de 13 años y no recogemos a sabiendas sus datos. Si crees que un menor nos dio datos, escríbenos y los eliminaremos.',
        ],
      },
      {
        heading: 'Seguridad y contacto',
        paragraphs: [
          'Ciframos las comunicaciones, limitamos el acceso interno y registramos los accesos sin guardar secretos en los registros. Para cualquier pregunta sobre privacidad escribe a privacy@quest.how.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy notice',
    description:
      'What data Quest collects, what it is used for, who it is shared with and how to exercise your rights.',
    updated: 'Last updated: November 1, 2026',
    intro:
      'Your privacy matters. This notice explains what personal data Quest Learning, Inc. processes, for what purposes and what rights you have. We only collect what we need to provide the service.',
    sections: [
      {
        heading: 'Data we collect',
        paragraphs: ['Depending on how you use Quest, we process:'],
        list: [
          'account data: name, e-mail, language and, if you connect an Open Campus ID, your identifier and public address;',
          'purchase data: products, amounts, dates and receipts (card details are processed directly by our payment provider; we never store them);',
          'learning data: progress, scores, achievements, certificates and, for accredited courses, license number;',
          'technical data: IP address, device type and security logs.',
        ],
      },
      {
        heading: 'What we use it for',
        paragraphs: [
          'To provide the service (course access, certificates, receipts), meet our obligations to the state boards that accredit courses, prevent fraud, answer support and, if you agree, send you news. You can unsubscribe from the newsletter at any time.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use necessary cookies to remember your language, keep your session secure and protect forms. Session cookies are httpOnly: page code cannot read them. We only load third-party tools (such as chat) when they are configured.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'With providers that help us operate (payments, e-mail, hosting), under contract and only for that purpose; with state boards when the accreditation of a course requires it; with the company that invited you, if you access through it, regarding your progress in its courses. We do not sell your personal data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'While you have an account and, afterwards, for as long as tax laws and accreditation boards require (continuing-education records, for example, are kept at least five years).',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for access, correction, portability or deletion of your data, and object to its use for marketing, by writing to privacy@quest.how. California residents also have their CCPA/CPRA rights.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'Quest is not directed at children under 13 and we do not knowingly collect their data. If you believe a child gave us data, write to us and we will delete it.',
        ],
      },
      {
        heading: 'Security and contact',
        paragraphs: [
          'We encrypt communications, limit internal access and log access without keeping secrets in the logs. For any privacy question write to privacy@quest.how.',
        ],
      },
    ],
  },
};
