import type { Locale } from '../../../i18n/locales.ts';
import type { LegalText } from '../../legal/index.ts';

export const questersTerms: Record<Locale, LegalText & { toc: string }> = {
  es: {
    toc: 'Contenido',
    title: 'Términos para Questers',
    description:
      'Las condiciones para crear, publicar y vender cursos en Quest como Quester: planes, contenido, pagos, retiros y conducta.',
    updated: 'Última actualización: 1 de noviembre de 2026',
    intro:
      'Estos términos se aplican a quienes crean y venden cursos en Quest («Questers») y complementan los Términos y condiciones generales de Quest Learning, Inc. Al crear una cuenta de Quester aceptas ambos documentos.',
    sections: [
      {
        heading: 'Planes y publicación',
        paragraphs: [
          'La cuenta gratuita permite crear hasta 5 cursos, que no se publican. El plan Basic hace que tus cursos sean visibles solo mediante enlace directo. El plan Plus publica tus cursos en el marketplace de Quest.',
          'La cuota mensual de $99.99 mantiene tus cursos públicos. Si la suscripción termina o no se paga, tus cursos dejan de estar visibles en el marketplace, pero los estudiantes que ya los compraron conservan su acceso.',
        ],
      },
      {
        heading: 'Tu contenido',
        paragraphs: [
          'Conservas todos los derechos sobre tu contenido. Nos concedes una licencia no exclusiva para alojarlo, adaptarlo al formato de Quest, mostrarlo a tus estudiantes y promocionarlo dentro y fuera de la plataforma.',
          'Declaras que tienes los derechos de todo lo que subes y que no infringe derechos de terceros. Retiraremos contenido que infrinja derechos o estas normas.',
        ],
        list: [
          'Nada de contenido engañoso o que prometa resultados garantizados',
          'Nada de discurso de odio, acoso ni contenido sexual explícito',
          'Cita tus fuentes y respeta las licencias de imágenes y música',
        ],
      },
      {
        heading: 'Precios, ganancias y retiros',
        paragraphs: [
          'Tú eliges el precio de tus cursos en dólares estadounidenses. Las ganancias se acreditan en tu saldo cuando la venta queda firme, pasado el plazo de reembolso de 14 días.',
          'El retiro mínimo es de $10 y se paga a PayPal o a una cuenta bancaria de Estados Unidos a tu nombre. Eres responsable de declarar tus ingresos y pagar tus impuestos.',
        ],
      },
      {
        heading: 'Reembolsos a estudiantes',
        paragraphs: [
          'Los estudiantes pueden pedir reembolso dentro de los 14 días posteriores a la inscripción si completaron como máximo el 25% del contenido. El importe reembolsado se descuenta de tu saldo.',
        ],
      },
      {
        heading: 'Estimaciones de ganancias',
        paragraphs: [
          'La calculadora de ganancias muestra lo que obtuvo el 25% de educadores con mejores resultados en cada categoría durante 12 meses. Es una referencia y no garantiza ingresos.',
        ],
      },
      {
        heading: 'Suspensión y cierre',
        paragraphs: [
          'Puedes cerrar tu cuenta cuando quieras; retiraremos tus cursos del marketplace y pagaremos el saldo disponible por encima del mínimo. Podemos suspender cuentas que incumplan estos términos, con aviso previo salvo en casos graves.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: ['Para cualquier duda sobre estos términos escríbenos a support@quest.how.'],
      },
    ],
  },
  en: {
    toc: 'Contents',
    title: 'Terms for Questers',
    description:
      'The conditions for creating, publishing and selling courses on Quest as a Quester: plans, content, payments, withdrawals and conduct.',
    updated: 'Last updated: November 1, 2026',
    intro:
      'These terms apply to people who create and sell courses on Quest (“Questers”) and complement the general Terms and conditions of Quest Learning, Inc. By creating a Quester account you accept both documents.',
    sections: [
      {
        heading: 'Plans and publishing',
        paragraphs: [
          'A free account may create up to 5 courses, which are not published. The Basic plan makes your courses visible by direct link only. The Plus plan publishes your courses on the Quest marketplace.',
          'The $99.99 monthly fee keeps your courses public. If the subscription ends or is unpaid, your courses stop being visible on the marketplace, but students who already bought them keep their access.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You keep all rights to your content. You grant us a non-exclusive licence to host it, adapt it to the Quest format, show it to your students and promote it on and off the platform.',
          'You confirm you hold the rights to everything you upload and that it does not infringe anyone else’s rights. We remove content that infringes rights or these rules.',
        ],
        list: [
          'No misleading content or promises of guaranteed results',
          'No hate speech, harassment or sexually explicit content',
          'Cite your sources and respect image and music licences',
        ],
      },
      {
        heading: 'Prices, earnings and withdrawals',
        paragraphs: [
          'You set your course prices in US dollars. Earnings are credited to your balance once a sale is final, after the 14-day refund period.',
          'The minimum withdrawal is $10, paid to PayPal or to a United States bank account in your name. You are responsible for reporting your income and paying your taxes.',
        ],
      },
      {
        heading: 'Student refunds',
        paragraphs: [
          'Students may request a refund within 14 days of enrollment if they have completed at most 25% of the content. Refunded amounts are deducted from your balance.',
        ],
      },
      {
        heading: 'Earnings estimates',
        paragraphs: [
          'The earnings calculator shows what the top 25% of educators in each category earned over 12 months. It is a reference and does not guarantee income.',
        ],
      },
      {
        heading: 'Suspension and closure',
        paragraphs: [
          'You may close your account at any time; we remove your courses from the marketplace and pay out the available balance above the minimum. We may suspend accounts that break these terms, with prior notice except in serious cases.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['For any question about these terms write to support@quest.how.'],
      },
    ],
  },
};
