import type { Locale } from '../../i18n/locales.ts';
import type { LegalText } from './LegalDocument.tsx';

export const terms: Record<Locale, LegalText> = {
  es: {
    title: 'Términos y condiciones',
    description:
      'Las condiciones para usar Quest: cuentas, compras, cursos acreditados, certificados, suscripciones y contenido.',
    updated: 'Última actualización: 1 de noviembre de 2026',
    intro:
      'Estos términos regulan el uso del sitio web y de las aplicaciones de Quest Learning, Inc. («Quest»). Al crear una cuenta, comprar un curso o usar la plataforma aceptas estas condiciones. Si no estás de acuerdo, no uses el servicio.',
    sections: [
      {
        heading: 'Tu cuenta',
        paragraphs: [
          'Debes tener al menos 13 años (o la edad mínima de tu estado) para crear una cuenta, y 18 años para comprar. Eres responsable de mantener segura tu contraseña o tu Open Campus ID y de toda la actividad de tu cuenta.',
          'Los datos que nos das deben ser reales y actuales: de ellos dependen tus certificados y tus horas crédito.',
        ],
      },
      {
        heading: 'Compras y precios',
        paragraphs: [
          'Los precios se muestran en dólares estadounidenses e incluyen los descuentos vigentes. Un descuento o campaña vence en la fecha indicada; después se aplica el precio regular.',
          'El precio final se calcula siempre en nuestros servidores en el momento del pago. Si eliges pagar después, recibes acceso completo de inmediato, te enviamos la factura por correo y entregamos los certificados cuando se completa el pago.',
        ],
      },
      {
        heading: 'Cursos acreditados y certificados',
        paragraphs: [
          'Los cursos acreditados se ofrecen a través de proveedores aprobados por las juntas estatales correspondientes; cada curso indica el proveedor, su número y las horas crédito.',
          'Para obtener el certificado debes completar el contenido y, cuando el curso lo exige, las evaluaciones supervisadas con la contraseña de monitor. Es tu responsabilidad confirmar que un curso cumple los requisitos de tu licencia y estado.',
        ],
      },
      {
        heading: 'Suscripciones',
        paragraphs: [
          'Los planes de 1, 6 y 12 meses se renuevan automáticamente al final de cada periodo con el mismo medio de pago. Puedes cancelar en cualquier momento hasta un día antes de la renovación; conservas el acceso hasta el final del periodo pagado.',
        ],
      },
      {
        heading: 'Reembolsos',
        paragraphs: [
          'Puedes pedir un reembolso dentro de los 14 días posteriores a la inscripción si completaste como máximo el 25% del contenido. Los detalles están en la política de reembolso.',
        ],
      },
      {
        heading: 'Uso aceptable',
        paragraphs: ['Al usar Quest te comprometes a no:'],
        list: [
          'compartir tu cuenta ni las respuestas de evaluaciones supervisadas;',
          'copiar, revender o distribuir el contenido de los cursos;',
          'intentar acceder a sistemas o datos que no te corresponden, o interferir con el servicio;',
          'publicar contenido ilegal, engañoso o que infrinja derechos de terceros.',
        ],
      },
      {
        heading: 'Contenido de Questers',
        paragraphs: [
          'Los cursos creados por Questers son responsabilidad de sus autores, que garantizan tener los derechos sobre su contenido. Quest puede retirar contenido que incumpla estos términos. Las condiciones para Questers están en los términos para Questers.',
        ],
      },
      {
        heading: 'Limitación de responsabilidad',
        paragraphs: [
          'Quest se ofrece «tal cual». En la medida en que la ley lo permite, no respondemos por daños indirectos ni por resultados de exámenes oficiales, y nuestra responsabilidad total se limita al importe que pagaste en los últimos 12 meses.',
        ],
      },
      {
        heading: 'Cambios y contacto',
        paragraphs: [
          'Podemos actualizar estos términos; te avisaremos de los cambios importantes con antelación. Estos términos se rigen por las leyes del estado de Florida. Para cualquier duda escribe a support@quest.how.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms and conditions',
    description:
      'The conditions for using Quest: accounts, purchases, accredited courses, certificates, subscriptions and content.',
    updated: 'Last updated: November 1, 2026',
    intro:
      'These terms govern the use of the website and apps of Quest Learning, Inc. ("Quest"). By creating an account, buying a course or using the platform you accept these conditions. If you do not agree, do not use the service.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You must be at least 13 (or the minimum age in your state) to create an account, and 18 to buy. You are responsible for keeping your password or Open Campus ID safe and for all activity on your account.',
          'The details you give us must be real and current: your certificates and credit hours depend on them.',
        ],
      },
      {
        heading: 'Purchases and prices',
        paragraphs: [
          'Prices are shown in US dollars and include the discounts in force. A discount or campaign ends on the date shown; after it the regular price applies.',
          'The final price is always computed on our servers at the moment of payment. If you choose pay later, you get full access at once, we e-mail you the invoice and deliver certificates once payment is complete.',
        ],
      },
      {
        heading: 'Accredited courses and certificates',
        paragraphs: [
          'Accredited courses are offered through providers approved by the relevant state boards; each course shows the provider, its number and the credit hours.',
          'To get the certificate you must complete the content and, where the course requires it, the proctored assessments with the monitor password. It is your responsibility to confirm that a course meets the requirements of your license and state.',
        ],
      },
      {
        heading: 'Subscriptions',
        paragraphs: [
          'The 1-, 6- and 12-month plans renew automatically at the end of each period with the same payment method. You can cancel at any time up to one day before renewal; you keep access until the end of the paid period.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'You can ask for a refund within 14 days of enrolling if you have completed no more than 25% of the content. The details are in the refund policy.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: ['When using Quest you agree not to:'],
        list: [
          'share your account or the answers to proctored assessments;',
          'copy, resell or distribute course content;',
          'try to access systems or data that are not yours, or interfere with the service;',
          'post illegal or misleading content or content that infringes the rights of others.',
        ],
      },
      {
        heading: 'Questers content',
        paragraphs: [
          'Courses created by Questers are the responsibility of their authors, who warrant that they hold the rights to their content. Quest may remove content that breaks these terms. The conditions for Questers are in the Questers terms.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'Quest is provided "as is". To the extent the law allows, we are not liable for indirect damages or for the results of official exams, and our total liability is limited to the amount you paid in the last 12 months.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms; we will give notice of important changes in advance. These terms are governed by the laws of the State of Florida. For any question write to support@quest.how.',
        ],
      },
    ],
  },
};
