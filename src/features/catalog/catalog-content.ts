import type { Locale } from '../../i18n/locales.ts';

// Long-form copy of the catalogue pages, complete in both languages (type-checked).

interface CatalogContent {
  faq: { q: string; a: string }[];
  payLater: { title: string; points: string[] };
}

export const catalogContent: Record<Locale, CatalogContent> = {
  es: {
    faq: [
      {
        q: '¿Los cursos están aprobados por la junta de mi estado?',
        a: 'Sí. Cada curso indica el proveedor que lo imparte y su número de proveedor ante la junta o el departamento estatal. Los cursos multiestado muestran todos los estados donde están acreditados.',
      },
      {
        q: '¿Cómo acredito mis horas de educación continua?',
        a: 'Al terminar el curso recibes un certificado de finalización con las horas de crédito y el número de proveedor. En Florida, Quest reporta por ti tus horas de educación continua: al DFS las de seguros, al DBPR las de bienes raíces y a CE Broker las de salud mental (capítulo 491); tu certificado y tu cuenta muestran el estado del reporte. En los demás estados, el certificado es tu comprobante ante la junta. Tu cuenta guarda tus certificados y tu historial de horas.',
      },
      {
        q: '¿Cuántas horas necesito para renovar mi licencia en Florida?',
        a: 'Los agentes de seguros necesitan 24 horas cada dos años, incluida la actualización de 4 horas de leyes y ética de su licencia. Los asociados de ventas de bienes raíces necesitan 14 horas: 3 de ley básica, 3 de ética y 8 de especialidad. Los profesionales del capítulo 491 necesitan 30 horas, con ética, errores médicos y violencia doméstica.',
      },
      {
        q: '¿Puedo estudiar en español?',
        a: 'Sí. Muchos cursos están en español y algunos en portugués; el idioma aparece en cada tarjeta.',
      },
      {
        q: '¿Qué es la opción de pagar después?',
        a: 'Obtienes acceso completo de inmediato, te enviamos la factura por correo electrónico y los certificados se entregan cuando se completa el pago.',
      },
    ],
    payLater: {
      title: 'Paga después',
      points: [
        'Acceso completo al curso de inmediato.',
        'Te enviamos la factura por correo electrónico.',
        'Los certificados se entregan una vez completado el pago.',
      ],
    },
  },
  en: {
    faq: [
      {
        q: "Are the courses approved by my state's board?",
        a: 'Yes. Every course names the provider that teaches it and its provider number with the state board or department. Multi-state courses list every state they are accredited in.',
      },
      {
        q: 'How do I prove my continuing-education hours?',
        a: 'When you finish you receive a completion certificate with the credit hours and the provider number. In Florida, Quest reports your continuing-education hours for you: insurance hours to the DFS, real estate hours to the DBPR and mental health (Chapter 491) hours to CE Broker; your certificate and your account show the status of each report. In other states, the certificate is your proof for the board. Your account keeps your certificates and your credit-hour transcript.',
      },
      {
        q: 'How many hours do I need to renew my Florida license?',
        a: 'Insurance agents need 24 hours every two years, including the 4-hour law and ethics update for their license. Real estate sales associates need 14 hours: 3 core law, 3 ethics and 8 specialty. Chapter 491 professionals need 30 hours, including ethics, medical errors and domestic violence.',
      },
      {
        q: 'Can I study in Spanish?',
        a: 'Yes. Many courses are in Spanish and some in Portuguese; the language is shown on every card.',
      },
      {
        q: 'What is the pay-later option?',
        a: 'You get full access at once, the invoice is e-mailed to you, and certificates are delivered once payment is complete.',
      },
    ],
    payLater: {
      title: 'Pay later',
      points: [
        'Full access to the course at once.',
        'The invoice is e-mailed to you.',
        'Certificates are delivered once the payment is complete.',
      ],
    },
  },
};
