import type { Locale } from '../../../i18n/locales.ts';
import type { FaqItem, LandingContent } from '../types.ts';

export interface FormPageCopy {
  meta: { title: string; description: string };
  name: string;
  eyebrow: string;
  title: string;
  lead: string;
  bullets: string[];
  faq?: FaqItem[];
}

export const questersApplyCopy: Record<Locale, FormPageCopy> = {
  es: {
    meta: {
      title: 'Postúlate como Quester y enseña en Quest',
      description:
        'Envía tu postulación para crear y vender cursos gamificados en Quest. Te respondemos en 3 días hábiles.',
    },
    name: 'Postulación',
    eyebrow: 'Postulación para Questers',
    title: 'Cuéntanos qué quieres enseñar',
    lead: 'Buscamos educadores, profesionales y creadores con conocimiento útil para la comunidad hispanohablante. Si tu propuesta encaja, te ayudamos a lanzar tu primer curso.',
    bullets: [
      'Respuesta en 3 días hábiles',
      'Acompañamiento para tu primer curso',
      'Retiros desde $10 a PayPal o banco de EE.\u00a0UU.',
    ],
    faq: [
      {
        q: '¿Necesito experiencia como docente?',
        a: 'No. Necesitas dominar tu tema y ganas de enseñar. Studio y nuestro equipo te ayudan con el formato.',
      },
      {
        q: '¿Cuánto tarda la revisión?',
        a: 'Revisamos cada postulación en un máximo de 3 días hábiles y te respondemos por correo.',
      },
    ],
  },
  en: {
    meta: {
      title: 'Apply as a Quester and teach on Quest',
      description:
        'Send your application to create and sell gamified courses on Quest. We answer within 3 business days.',
    },
    name: 'Application',
    eyebrow: 'Quester application',
    title: 'Tell us what you want to teach',
    lead: 'We are looking for educators, professionals and creators with knowledge that helps the Spanish-speaking community. If your proposal fits, we help you launch your first course.',
    bullets: [
      'Answer within 3 business days',
      'Guidance for your first course',
      'Withdraw from $10 to PayPal or a US bank',
    ],
    faq: [
      {
        q: 'Do I need teaching experience?',
        a: 'No. You need to master your topic and want to teach. Studio and our team help you with the format.',
      },
      {
        q: 'How long does the review take?',
        a: 'We review every application within 3 business days and answer by e-mail.',
      },
    ],
  },
};

export const questersSignupCopy: Record<Locale, FormPageCopy> = {
  es: {
    meta: {
      title: 'Crea tu cuenta de Quester gratis | Quest Studio',
      description:
        'Abre tu cuenta de Quester gratis: crea hasta 5 cursos, pasa a Basic o Plus cuando quieras publicar y cobra desde $10.',
    },
    name: 'Crear cuenta',
    eyebrow: 'Cuenta de Quester',
    title: 'Empieza a crear tu curso hoy',
    lead: 'Tu cuenta gratuita incluye Quest Studio con IA y hasta 5 cursos. Cuando estés listo para vender, elige Basic (por enlace) o Plus (marketplace).',
    bullets: ['Gratis, sin tarjeta', 'Hasta 5 cursos en el plan gratuito', 'Cambia de plan cuando quieras'],
  },
  en: {
    meta: {
      title: 'Create your free Quester account | Quest Studio',
      description:
        'Open your free Quester account: create up to 5 courses, move to Basic or Plus when you want to publish and withdraw from $10.',
    },
    name: 'Sign up',
    eyebrow: 'Quester account',
    title: 'Start building your course today',
    lead: 'Your free account includes AI-powered Quest Studio and up to 5 courses. When you are ready to sell, choose Basic (by link) or Plus (marketplace).',
    bullets: ['Free, no card needed', 'Up to 5 courses on the free plan', 'Switch plans whenever you want'],
  },
};

export const affiliatesApplyCopy: Record<
  Locale,
  FormPageCopy & {
    bundle: { title: string; text: string; price: string; was: string; off: string; items: string[] };
  }
> = {
  es: {
    meta: {
      title: 'Solicitud de afiliados: paquete de afiliado a $119.99 | Quest',
      description:
        'Hazte afiliado de Quest y recibe el paquete de afiliado por $119.99 (50% de descuento): 6 cursos más un paquete de 3 cursos.',
    },
    name: 'Solicitud',
    eyebrow: 'Programa de afiliados',
    title: 'Solicita tu lugar como afiliado',
    lead: 'Comparte cursos que cambian vidas y gana comisiones por cada venta. Empieza con el paquete de afiliado para conocer a fondo lo que recomiendas.',
    bullets: ['Panel de afiliado con tu enlace', 'Comisión por cada venta', 'Materiales listos para redes'],
    bundle: {
      title: 'Paquete de afiliado',
      text: '6 cursos más un paquete de 3 cursos para que domines lo que vas a recomendar.',
      price: '$119.99',
      was: '$239.98',
      off: '50% de descuento',
      items: ['6 cursos completos', '1 paquete de 3 cursos', 'Acceso desde la app móvil'],
    },
  },
  en: {
    meta: {
      title: 'Affiliate application: affiliate bundle for $119.99 | Quest',
      description:
        'Become a Quest affiliate and get the affiliate bundle for $119.99 (50% off): 6 courses plus a 3-course bundle.',
    },
    name: 'Application',
    eyebrow: 'Affiliate programme',
    title: 'Apply for your place as an affiliate',
    lead: 'Share courses that change lives and earn a commission on every sale. Start with the affiliate bundle to know exactly what you recommend.',
    bullets: [
      'Affiliate dashboard with your link',
      'Commission on every sale',
      'Ready-made social media assets',
    ],
    bundle: {
      title: 'Affiliate bundle',
      text: '6 courses plus a 3-course bundle so you master what you will recommend.',
      price: '$119.99',
      was: '$239.98',
      off: '50% off',
      items: ['6 full courses', '1 bundle of 3 courses', 'Access from the mobile app'],
    },
  },
};

export const affiliatesContent: Record<Locale, LandingContent> = {
  es: {
    meta: {
      title: 'Programa de afiliados: gana recomendando cursos | Quest',
      description:
        'Únete al programa de afiliados de Quest: comparte cursos con tu comunidad, sigue tus ventas en tu panel y cobra comisiones cada mes.',
    },
    name: 'Afiliados',
    hero: {
      eyebrow: 'Programa de afiliados',
      title: 'Recomienda cursos que sí ayudan. Gana con cada venta',
      lead: 'Si tu comunidad confía en ti, recomiéndale cursos que mejoran su vida: inglés, finanzas, licencias profesionales. Tú compartes tu enlace; nosotros nos encargamos de los pagos, la plataforma y el soporte.',
      primary: { label: 'Solicitar ser afiliado', href: '/affiliates/apply' },
      secondary: { label: 'Ver el paquete de afiliado', href: '/affiliates/apply' },
      bullets: [
        'Panel con ventas en tiempo real',
        'Paquete de afiliado con 50% de descuento',
        'Pagos mensuales',
      ],
      art: {
        scene: 'dashboard',
        tone: 'sun',
        icon: 'handshake',
        chips: ['+38 ventas este mes', 'Comisión pagada'],
        label: 'Panel de afiliado con ventas y comisiones',
      },
    },
    features: {
      eyebrow: 'Ventajas',
      title: 'Todo listo para que empieces a ganar',
      items: [
        {
          icon: 'link',
          title: 'Tu enlace único',
          text: 'Cada venta que llega por tu enlace se registra en tu panel de afiliado.',
        },
        {
          icon: 'chart',
          title: 'Panel de afiliado',
          text: 'Clics, ventas y comisiones en tiempo real, desde cualquier dispositivo.',
        },
        {
          icon: 'gift',
          title: 'Paquete de afiliado',
          text: '6 cursos más un paquete de 3 cursos por $119.99, con 50% de descuento.',
        },
        {
          icon: 'share',
          title: 'Materiales para redes',
          text: 'Videos, imágenes y textos listos para tus historias y publicaciones.',
        },
      ],
    },
    steps: {
      title: 'Cómo funciona',
      items: [
        { title: 'Solicita', text: 'Llena el formulario y cuéntanos sobre tu comunidad.' },
        { title: 'Recibe tu panel', text: 'Te enviamos el enlace a tu panel de afiliado.' },
        { title: 'Comparte y gana', text: 'Recomienda cursos y cobra comisiones cada mes.' },
      ],
    },
    faq: {
      title: 'Preguntas de afiliados',
      items: [
        {
          q: '¿Cuánto cuesta unirse?',
          a: 'Solicitar es gratis. Te recomendamos el paquete de afiliado ($119.99, 50% de descuento) para conocer los cursos que vas a recomendar.',
        },
        {
          q: '¿Qué incluye el paquete de afiliado?',
          a: '6 cursos más un paquete de 3 cursos, con acceso desde la app móvil.',
        },
        {
          q: '¿Dónde veo mis ventas?',
          a: 'En tu panel de afiliado, al que accedes con el enlace que te enviamos al aprobar tu solicitud.',
        },
      ],
    },
    cta: {
      title: 'Convierte tu influencia en ingresos',
      text: 'Solicita hoy y recibe tu panel de afiliado en menos de 48 horas.',
      primary: { label: 'Solicitar ahora', href: '/affiliates/apply' },
    },
  },
  en: {
    meta: {
      title: 'Affiliate programme: earn by recommending courses | Quest',
      description:
        'Join the Quest affiliate programme: share courses with your community, follow your sales in your dashboard and earn commissions every month.',
    },
    name: 'Affiliates',
    hero: {
      eyebrow: 'Affiliate programme',
      title: 'Recommend courses that truly help. Earn on every sale',
      lead: 'If your community trusts you, recommend courses that improve their lives: English, money, professional licenses. You share your link; we handle payments, the platform and support.',
      primary: { label: 'Apply to be an affiliate', href: '/affiliates/apply' },
      secondary: { label: 'See the affiliate bundle', href: '/affiliates/apply' },
      bullets: ['Real-time sales dashboard', 'Affiliate bundle at 50% off', 'Monthly payouts'],
      art: {
        scene: 'dashboard',
        tone: 'sun',
        icon: 'handshake',
        chips: ['+38 sales this month', 'Commission paid'],
        label: 'An affiliate dashboard with sales and commissions',
      },
    },
    features: {
      eyebrow: 'Advantages',
      title: 'Everything ready for you to start earning',
      items: [
        {
          icon: 'link',
          title: 'Your unique link',
          text: 'Every sale that comes through your link is recorded in your affiliate dashboard.',
        },
        {
          icon: 'chart',
          title: 'Affiliate dashboard',
          text: 'Clicks, sales and commissions in real time, from any device.',
        },
        {
          icon: 'gift',
          title: 'Affiliate bundle',
          text: '6 courses plus a 3-course bundle for $119.99, 50% off.',
        },
        {
          icon: 'share',
          title: 'Social media assets',
          text: 'Videos, images and copy ready for your stories and posts.',
        },
      ],
    },
    steps: {
      title: 'How it works',
      items: [
        { title: 'Apply', text: 'Fill in the form and tell us about your community.' },
        { title: 'Get your dashboard', text: 'We send you the link to your affiliate dashboard.' },
        { title: 'Share and earn', text: 'Recommend courses and collect commissions every month.' },
      ],
    },
    faq: {
      title: 'Affiliate questions',
      items: [
        {
          q: 'How much does it cost to join?',
          a: 'Applying is free. We recommend the affiliate bundle ($119.99, 50% off) so you know the courses you recommend.',
        },
        {
          q: 'What does the affiliate bundle include?',
          a: '6 courses plus a 3-course bundle, with access from the mobile app.',
        },
        {
          q: 'Where do I see my sales?',
          a: 'In your affiliate dashboard, reached through the link we send you when your application is approved.',
        },
      ],
    },
    cta: {
      title: 'Turn your influence into income',
      text: 'Apply today and get your affiliate dashboard within 48 hours.',
      primary: { label: 'Apply now', href: '/affiliates/apply' },
    },
  },
};

export const referralContent: Record<
  Locale,
  LandingContent & { share: { title: string; text: string; button: string; copied: string } }
> = {
  es: {
    meta: {
      title: 'Programa de referidos: invita amigos y ganen los dos | Quest',
      description:
        'Invita a tus amigos a Quest con tu enlace: ellos reciben 10% de descuento en su primer curso y tú un mes gratis de tu plan por cada amigo que se inscribe.',
    },
    name: 'Referidos',
    hero: {
      eyebrow: 'Programa de referidos',
      title: 'Aprender es mejor con amigos. Y con recompensas',
      lead: 'Comparte tu enlace personal. Tu amigo recibe 10% de descuento en su primer curso y tú ganas un mes gratis de tu plan por cada amigo que se inscriba.',
      primary: { label: 'Obtener mi enlace', href: 'https://app.quest.how/referrals' },
      secondary: { label: 'Cómo funciona', href: '/referral-program#steps' },
      art: {
        scene: 'phone',
        tone: 'mint',
        icon: 'gift',
        chips: ['Ana se unió con tu enlace', '+1 mes gratis'],
        label: 'Un teléfono mostrando una invitación de referido aceptada',
      },
    },
    features: {
      title: 'Ganan los dos',
      items: [
        {
          icon: 'gift',
          title: '10% para tu amigo',
          text: 'Descuento en su primer curso o suscripción al usar tu enlace.',
        },
        {
          icon: 'trophy',
          title: 'Un mes gratis para ti',
          text: 'Por cada amigo que se inscribe, sumas un mes gratis a tu plan.',
        },
        {
          icon: 'users',
          title: 'Sin límite',
          text: 'Invita a todas las personas que quieras: las recompensas se acumulan.',
        },
      ],
    },
    steps: {
      title: 'Cómo funciona',
      items: [
        { title: 'Copia tu enlace', text: 'Lo encuentras en tu perfil de la app.' },
        { title: 'Compártelo', text: 'Por WhatsApp, redes o correo.' },
        { title: 'Recibe tu premio', text: 'Cuando tu amigo se inscribe, ambos ganan.' },
      ],
    },
    share: {
      title: 'Comparte Quest ahora',
      text: 'Copia el enlace de esta página y envíalo a quien quiera aprender contigo.',
      button: 'Copiar enlace',
      copied: 'Enlace copiado al portapapeles',
    },
    faq: {
      title: 'Preguntas sobre referidos',
      items: [
        {
          q: '¿Cuándo recibo mi mes gratis?',
          a: 'Cuando tu amigo completa su primera compra o suscripción con tu enlace, el mes se suma a tu plan automáticamente.',
        },
        { q: '¿Hay un límite de invitaciones?', a: 'No, puedes invitar a tantas personas como quieras.' },
      ],
    },
    cta: {
      title: 'Invita hoy, aprendan juntos mañana',
      text: 'Tu enlace personal está en la app de Quest.',
      primary: { label: 'Abrir la app', href: 'https://app.quest.how/referrals' },
    },
  },
  en: {
    meta: {
      title: 'Referral programme: invite friends and you both win | Quest',
      description:
        'Invite your friends to Quest with your link: they get 10% off their first course and you get a free month of your plan for every friend who enrols.',
    },
    name: 'Referrals',
    hero: {
      eyebrow: 'Referral programme',
      title: 'Learning is better with friends. And with rewards',
      lead: 'Share your personal link. Your friend gets 10% off their first course and you earn a free month of your plan for every friend who enrols.',
      primary: { label: 'Get my link', href: 'https://app.quest.how/referrals' },
      secondary: { label: 'How it works', href: '/referral-program#steps' },
      art: {
        scene: 'phone',
        tone: 'mint',
        icon: 'gift',
        chips: ['Ana joined with your link', '+1 free month'],
        label: 'A phone showing an accepted referral invitation',
      },
    },
    features: {
      title: 'You both win',
      items: [
        {
          icon: 'gift',
          title: '10% for your friend',
          text: 'A discount on their first course or subscription when they use your link.',
        },
        {
          icon: 'trophy',
          title: 'A free month for you',
          text: 'For every friend who enrols, you add a free month to your plan.',
        },
        { icon: 'users', title: 'No limit', text: 'Invite as many people as you like: rewards add up.' },
      ],
    },
    steps: {
      title: 'How it works',
      items: [
        { title: 'Copy your link', text: 'You find it in your profile in the app.' },
        { title: 'Share it', text: 'By WhatsApp, social media or e-mail.' },
        { title: 'Get your reward', text: 'When your friend enrols, you both win.' },
      ],
    },
    share: {
      title: 'Share Quest now',
      text: 'Copy this page’s link and send it to anyone who wants to learn with you.',
      button: 'Copy link',
      copied: 'Link copied to clipboard',
    },
    faq: {
      title: 'Referral questions',
      items: [
        {
          q: 'When do I get my free month?',
          a: 'When your friend completes their first purchase or subscription with your link, the month is added to your plan automatically.',
        },
        { q: 'Is there a limit on invitations?', a: 'No, you can invite as many people as you want.' },
      ],
    },
    cta: {
      title: 'Invite today, learn together tomorrow',
      text: 'Your personal link is in the Quest app.',
      primary: { label: 'Open the app', href: 'https://app.quest.how/referrals' },
    },
  },
};
