import type { Locale } from '../../../i18n/locales.ts';

export interface StatusCopy {
  meta: { title: string; description: string };
  name: string;
  title: string;
  lead: string;
  points: string[];
  primary: string;
  secondary?: string;
}

export const deferredSuccessCopy: Record<Locale, StatusCopy> = {
  es: {
    meta: {
      title: 'Inscripción confirmada: paga después | Quest',
      description:
        'Tu inscripción con pago diferido está confirmada: tienes acceso completo al curso y la factura llegará a tu correo.',
    },
    name: 'Inscripción confirmada',
    title: '¡Listo! Ya puedes empezar tu curso',
    lead: 'Elegiste pagar después: tienes acceso completo desde ahora. Te enviamos la factura por correo electrónico.',
    points: [
      'Acceso completo al curso desde este momento',
      'La factura llegará a tu correo en unos minutos',
      'Tu certificado se entrega en cuanto se registre el pago',
    ],
    primary: 'Ir a la app',
    secondary: 'Volver al catálogo',
  },
  en: {
    meta: {
      title: 'Enrolment confirmed: pay later | Quest',
      description:
        'Your pay-later enrolment is confirmed: you have full access to the course and the invoice is on its way to your inbox.',
    },
    name: 'Enrolment confirmed',
    title: 'All set! You can start your course',
    lead: 'You chose to pay later: you have full access right now. We have e-mailed you the invoice.',
    points: [
      'Full access to the course from now on',
      'The invoice will reach your inbox in a few minutes',
      'Your certificate is delivered as soon as the payment is recorded',
    ],
    primary: 'Go to the app',
    secondary: 'Back to the catalogue',
  },
};

export const purchaseSuccessCopy: Record<Locale, StatusCopy> = {
  es: {
    meta: {
      title: 'Compra realizada con éxito | Quest',
      description: 'Gracias por tu compra en Quest. Descarga la app para empezar tu curso desde tu teléfono.',
    },
    name: 'Compra exitosa',
    title: '¡Gracias por tu compra!',
    lead: 'Tu pago se procesó correctamente y tu recibo va camino a tu correo. Descarga la app de Quest y entra con el mismo correo para empezar.',
    points: [
      'Recibo enviado a tu correo',
      'Acceso inmediato desde la app',
      'Certificado al completar el curso',
    ],
    primary: 'Descargar para iPhone',
    secondary: 'Descargar para Android',
  },
  en: {
    meta: {
      title: 'Purchase successful | Quest',
      description: 'Thank you for your Quest purchase. Get the app to start your course on your phone.',
    },
    name: 'Purchase successful',
    title: 'Thank you for your purchase!',
    lead: 'Your payment went through and your receipt is on its way to your inbox. Get the Quest app and sign in with the same e-mail to start.',
    points: [
      'Receipt sent to your e-mail',
      'Instant access from the app',
      'Certificate when you complete the course',
    ],
    primary: 'Download for iPhone',
    secondary: 'Download for Android',
  },
};

export const redirectCopy: Record<Locale, StatusCopy & { desktop: string; desktopHelp: string }> = {
  es: {
    meta: {
      title: 'Abre tu curso en la app de Quest',
      description:
        'Los cursos de Quest se toman desde la app móvil. Descárgala para iPhone o Android y entra con tu correo.',
    },
    name: 'Acceso al curso',
    title: 'Tu curso te espera en la app',
    lead: 'Los cursos de Quest se juegan desde el teléfono: así guardas tu progreso, tus rachas y tus certificados en un solo lugar.',
    points: [
      'Descarga la app de Quest',
      'Entra con el correo de tu compra',
      'Tu curso aparece en “Mis cursos”',
    ],
    primary: 'Abrir en la app',
    secondary: 'Descargar la app',
    desktop: 'Debes acceder al curso desde un dispositivo móvil',
    desktopHelp: 'Abre esta página desde tu teléfono para continuar.',
  },
  en: {
    meta: {
      title: 'Open your course in the Quest app',
      description:
        'Quest courses are taken in the mobile app. Get it for iPhone or Android and sign in with your e-mail.',
    },
    name: 'Course access',
    title: 'Your course is waiting in the app',
    lead: 'Quest courses are played on your phone: that keeps your progress, streaks and certificates in one place.',
    points: [
      'Get the Quest app',
      'Sign in with the e-mail you bought with',
      'Your course appears under “My courses”',
    ],
    primary: 'Open in the app',
    secondary: 'Get the app',
    desktop: 'You must access the course from a mobile device',
    desktopHelp: 'Open this page on your phone to continue.',
  },
};

export const studioPricingCopy = {
  es: {
    meta: {
      title: 'Precios de Quest Studio: planes Gratis, Basic y Plus',
      description:
        'Compara los planes de Quest Studio: Gratis con hasta 5 cursos, Basic con cursos por enlace y Plus para publicar en el marketplace por $99.99 al mes.',
    },
    name: 'Planes de Studio',
    eyebrow: 'Quest Studio',
    title: 'Elige el plan para tus cursos',
    lead: 'Todos los planes incluyen el editor con IA, cursos gamificados y pagos en USD. Retira desde $10 a PayPal o a un banco de EE.\u00a0UU.',
    compare: 'Comparar planes',
    rows: [
      ['Cursos', 'Hasta 5', 'Ilimitados', 'Ilimitados'],
      ['Publicación', 'No se publican', 'Solo por enlace directo', 'Marketplace de Quest'],
      ['Editor con IA', '✓', '✓', '✓'],
      ['Cobros y retiros desde $10', '—', '✓', '✓'],
      ['Promoción en búsquedas', '—', '—', '✓'],
    ],
    feature: 'Característica',
    portal:
      '¿Ya tienes un plan? Gestiona tu suscripción, facturas y método de pago desde el portal de cliente en Studio.',
    portalLink: 'Ir al portal de cliente',
  },
  en: {
    meta: {
      title: 'Quest Studio pricing: Free, Basic and Plus plans',
      description:
        'Compare Quest Studio plans: Free with up to 5 courses, Basic with link-only courses and Plus to publish on the marketplace for $99.99 a month.',
    },
    name: 'Studio plans',
    eyebrow: 'Quest Studio',
    title: 'Choose the plan for your courses',
    lead: 'Every plan includes the AI editor, gamified courses and payments in USD. Withdraw from $10 to PayPal or a US bank.',
    compare: 'Compare plans',
    rows: [
      ['Courses', 'Up to 5', 'Unlimited', 'Unlimited'],
      ['Publishing', 'Not published', 'Direct link only', 'Quest marketplace'],
      ['AI editor', '✓', '✓', '✓'],
      ['Payments and withdrawals from $10', '—', '✓', '✓'],
      ['Promotion in search', '—', '—', '✓'],
    ],
    feature: 'Feature',
    portal:
      'Already on a plan? Manage your subscription, invoices and payment method from the customer portal in Studio.',
    portalLink: 'Go to the customer portal',
  },
} as const;
