import type { EarningsAudience, EarningsCategory } from '../../../domain/earnings-estimate.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { LandingContent } from '../types.ts';

interface PlanCopy {
  name: string;
  price: string;
  period?: string;
  note: string;
  features: string[];
  cta: string;
}

export interface QuestersContent extends LandingContent {
  plans: {
    eyebrow: string;
    title: string;
    lead: string;
    free: PlanCopy;
    basic: PlanCopy;
    plus: PlanCopy;
    payouts: string;
  };
  earnings: {
    eyebrow: string;
    title: string;
    lead: string;
    category: string;
    audience: string;
    categories: Record<EarningsCategory, string>;
    audiences: Record<EarningsAudience, string>;
    result: string;
    perMonth: string;
    basis: string;
    calculate: string;
  };
}

const categoriesEs: Record<EarningsCategory, string> = {
  1: 'Idiomas',
  2: 'Finanzas',
  3: 'Tecnología',
  4: 'Preparación de exámenes',
  5: 'Marketing',
  6: 'Matemáticas',
  7: 'Otra',
};
const categoriesEn: Record<EarningsCategory, string> = {
  1: 'Languages',
  2: 'Finance',
  3: 'Technology',
  4: 'Test Prep',
  5: 'Marketing',
  6: 'Math',
  7: 'Other',
};

export const questersContent: Record<Locale, QuestersContent> = {
  es: {
    meta: {
      title: 'Questers: crea y vende cursos gamificados | Quest',
      description:
        'Convierte lo que sabes en cursos que se juegan. Crea gratis hasta 5 cursos, publica en el marketplace con Plus y cobra desde $10 a PayPal o a tu banco en EE.\u00a0UU.',
    },
    name: 'Questers',
    hero: {
      eyebrow: 'Para educadores y creadores',
      title: 'Enseña lo que sabes. Cobra por cada estudiante que aprende contigo',
      lead: 'Con Quest Studio conviertes tus videos, guías y experiencia en cursos gamificados que la gente termina. Nosotros ponemos la plataforma, los pagos y más de 2 millones de estudiantes; tú pones el conocimiento.',
      primary: { label: 'Postularme como Quester', href: '/questers/apply' },
      secondary: { label: 'Calcular mis ganancias', href: '/questers#earnings' },
      bullets: [
        'Crea hasta 5 cursos gratis',
        'Retiros desde $10 a PayPal o banco de EE.\u00a0UU.',
        'Sin conocimientos técnicos',
      ],
      art: {
        scene: 'dashboard',
        tone: 'brand',
        icon: 'wallet',
        chips: ['+$1,240 este mes', '4.9 ★ de tus alumnos'],
        label: 'Panel de ganancias de un Quester con ventas mensuales en aumento',
      },
    },
    features: {
      eyebrow: 'Por qué Quest',
      title: 'Todo lo que necesitas para vivir de enseñar',
      items: [
        {
          icon: 'gamepad',
          title: 'Cursos que se terminan',
          text: 'Retos, puntos y rachas multiplican la tasa de finalización frente a los videos tradicionales.',
        },
        {
          icon: 'sparkles',
          title: 'Studio con IA',
          text: 'Sube un video o un PDF y Studio propone lecciones, preguntas y actividades listas para editar.',
        },
        {
          icon: 'users',
          title: 'Audiencia incluida',
          text: 'Con el plan Plus tus cursos aparecen en el marketplace frente a más de 2 millones de estudiantes.',
        },
        {
          icon: 'wallet',
          title: 'Pagos sin fricción',
          text: 'Retira desde $10 a PayPal o a una cuenta bancaria de Estados Unidos, cuando quieras.',
        },
        {
          icon: 'chart',
          title: 'Métricas claras',
          text: 'Ventas, finalización y respuestas difíciles por lección para mejorar cada versión de tu curso.',
        },
        {
          icon: 'link',
          title: 'Vende por enlace',
          text: 'Con Basic compartes tu curso solo por enlace directo: ideal para tu comunidad o tus clientes.',
        },
      ],
    },
    plans: {
      eyebrow: 'Planes',
      title: 'Empieza gratis y crece a tu ritmo',
      lead: 'Cambia de plan cuando lo necesites. Tus cursos y tus estudiantes siempre son tuyos.',
      free: {
        name: 'Gratis',
        price: '$0',
        note: 'Para probar Studio sin compromiso',
        features: ['Crea hasta 5 cursos', 'Editor con IA incluido', 'Los cursos no se publican'],
        cta: 'Crear cuenta gratis',
      },
      basic: {
        name: 'Basic',
        price: '$29.99',
        period: '/mes',
        note: 'Para vender a tu propia comunidad',
        features: ['Cursos ilimitados', 'Visibles solo por enlace directo', 'Cobros y retiros desde $10'],
        cta: 'Elegir Basic',
      },
      plus: {
        name: 'Plus',
        price: '$99.99',
        period: '/mes',
        note: 'La cuota mensual mantiene tus cursos públicos',
        features: [
          'Publica en el marketplace de Quest',
          'Cursos públicos mientras el plan esté activo',
          'Promoción en búsquedas y categorías',
        ],
        cta: 'Elegir Plus',
      },
      payouts: 'Retiro mínimo de $10 a PayPal o a una cuenta bancaria de EE.\u00a0UU. Precios en USD.',
    },
    earnings: {
      eyebrow: 'Calculadora',
      title: '¿Cuánto podrías ganar?',
      lead: 'Elige tu categoría y el tamaño de tu audiencia. La estimación se basa en el 25% de educadores con mejores resultados durante sus últimos 12 meses.',
      category: 'Categoría de tu curso',
      audience: 'Tamaño de tu audiencia',
      categories: categoriesEs,
      audiences: { 1: 'Menos de 1,000 seguidores', 2: 'Más de 50,000 seguidores' },
      result: 'Ganancia estimada en 12 meses',
      perMonth: 'al mes',
      basis:
        'Estimación basada en el 25% superior de educadores durante 12 meses. No es una garantía de ingresos.',
      calculate: 'Calcular',
    },
    steps: {
      eyebrow: 'Cómo empezar',
      title: 'De la idea a tu primera venta',
      items: [
        { title: 'Postúlate', text: 'Cuéntanos qué enseñas y a quién. Respondemos en pocos días hábiles.' },
        {
          title: 'Crea en Studio',
          text: 'Sube tu material y deja que la IA te ayude a convertirlo en lecciones jugables.',
        },
        {
          title: 'Publica y comparte',
          text: 'Comparte tu enlace o publica en el marketplace con el plan Plus.',
        },
        { title: 'Cobra', text: 'Sigue tus ventas en tiempo real y retira desde $10.' },
      ],
    },
    faq: {
      title: 'Preguntas frecuentes para Questers',
      items: [
        {
          q: '¿Cuántos cursos puedo crear gratis?',
          a: 'Con la cuenta gratuita puedes crear hasta 5 cursos. Para publicarlos necesitas el plan Basic (visibles por enlace) o Plus (marketplace).',
        },
        {
          q: '¿Qué diferencia hay entre Basic y Plus?',
          a: 'Con Basic tus cursos solo son visibles para quien tenga el enlace directo. Con Plus se publican en el marketplace de Quest. La cuota mensual de $99.99 mantiene tus cursos públicos.',
        },
        {
          q: '¿Cómo y cuándo cobro?',
          a: 'Puedes retirar tus ganancias cuando alcances el mínimo de $10, a PayPal o a una cuenta bancaria de Estados Unidos.',
        },
        {
          q: '¿De dónde sale la estimación de ganancias?',
          a: 'Del 25% de educadores con mejores resultados en cada categoría durante sus últimos 12 meses, según el tamaño de su audiencia. Es una referencia, no una promesa.',
        },
      ],
    },
    cta: {
      title: 'Tu conocimiento vale más de lo que crees',
      text: 'Únete a los Questers que ya enseñan a miles de estudiantes hispanohablantes y cobran cada mes.',
      primary: { label: 'Postularme ahora', href: '/questers/apply' },
      secondary: { label: 'Crear cuenta', href: '/questers/signup' },
    },
  },
  en: {
    meta: {
      title: 'Questers: create and sell gamified courses | Quest',
      description:
        'Turn what you know into courses people play. Create up to 5 courses free, publish on the marketplace with Plus and withdraw from $10 to PayPal or a US bank.',
    },
    name: 'Questers',
    hero: {
      eyebrow: 'For educators and creators',
      title: 'Teach what you know. Get paid for every student who learns with you',
      lead: 'Quest Studio turns your videos, guides and experience into gamified courses people actually finish. We bring the platform, the payments and over 2 million students; you bring the knowledge.',
      primary: { label: 'Apply as a Quester', href: '/questers/apply' },
      secondary: { label: 'Estimate my earnings', href: '/questers#earnings' },
      bullets: [
        'Create up to 5 courses for free',
        'Withdraw from $10 to PayPal or a US bank',
        'No technical skills needed',
      ],
      art: {
        scene: 'dashboard',
        tone: 'brand',
        icon: 'wallet',
        chips: ['+$1,240 this month', '4.9 ★ from your students'],
        label: 'A Quester earnings dashboard with monthly sales going up',
      },
    },
    features: {
      eyebrow: 'Why Quest',
      title: 'Everything you need to make a living teaching',
      items: [
        {
          icon: 'gamepad',
          title: 'Courses people finish',
          text: 'Challenges, points and streaks multiply completion rates compared with traditional video courses.',
        },
        {
          icon: 'sparkles',
          title: 'AI-powered Studio',
          text: 'Upload a video or a PDF and Studio drafts lessons, questions and activities ready to edit.',
        },
        {
          icon: 'users',
          title: 'An audience included',
          text: 'With the Plus plan your courses appear on the marketplace in front of over 2 million students.',
        },
        {
          icon: 'wallet',
          title: 'Frictionless payouts',
          text: 'Withdraw from $10 to PayPal or a United States bank account, whenever you want.',
        },
        {
          icon: 'chart',
          title: 'Clear metrics',
          text: 'Sales, completion and the hardest questions per lesson, so every version of your course gets better.',
        },
        {
          icon: 'link',
          title: 'Sell by link',
          text: 'With Basic your course is shared by direct link only: perfect for your community or clients.',
        },
      ],
    },
    plans: {
      eyebrow: 'Plans',
      title: 'Start free and grow at your own pace',
      lead: 'Switch plans whenever you need to. Your courses and your students are always yours.',
      free: {
        name: 'Free',
        price: '$0',
        note: 'Try Studio with no commitment',
        features: ['Create up to 5 courses', 'AI editor included', 'Courses are not published'],
        cta: 'Create a free account',
      },
      basic: {
        name: 'Basic',
        price: '$29.99',
        period: '/month',
        note: 'Sell to your own community',
        features: ['Unlimited courses', 'Visible by direct link only', 'Payments and withdrawals from $10'],
        cta: 'Choose Basic',
      },
      plus: {
        name: 'Plus',
        price: '$99.99',
        period: '/month',
        note: 'The monthly fee keeps your courses public',
        features: [
          'Publish on the Quest marketplace',
          'Courses stay public while the plan is active',
          'Promotion in search and categories',
        ],
        cta: 'Choose Plus',
      },
      payouts: 'Minimum withdrawal $10 to PayPal or a US bank account. Prices in USD.',
    },
    earnings: {
      eyebrow: 'Calculator',
      title: 'How much could you earn?',
      lead: 'Pick your category and audience size. The estimate is based on the top 25% of educators over their last 12 months.',
      category: 'Your course category',
      audience: 'Your audience size',
      categories: categoriesEn,
      audiences: { 1: 'Under 1,000 followers', 2: 'Over 50,000 followers' },
      result: 'Estimated earnings over 12 months',
      perMonth: 'a month',
      basis: 'Estimate based on the top 25% of educators over 12 months. Not a guarantee of income.',
      calculate: 'Calculate',
    },
    steps: {
      eyebrow: 'Getting started',
      title: 'From idea to your first sale',
      items: [
        { title: 'Apply', text: 'Tell us what you teach and to whom. We answer within a few business days.' },
        {
          title: 'Build in Studio',
          text: 'Upload your material and let AI help you turn it into playable lessons.',
        },
        {
          title: 'Publish and share',
          text: 'Share your link, or publish on the marketplace with the Plus plan.',
        },
        { title: 'Get paid', text: 'Follow your sales in real time and withdraw from $10.' },
      ],
    },
    faq: {
      title: 'Questers FAQ',
      items: [
        {
          q: 'How many courses can I create for free?',
          a: 'A free account can create up to 5 courses. To publish them you need the Basic plan (visible by link) or Plus (marketplace).',
        },
        {
          q: 'What is the difference between Basic and Plus?',
          a: 'With Basic your courses are visible only to people with the direct link. With Plus they are published on the Quest marketplace. The $99.99 monthly fee keeps your courses public.',
        },
        {
          q: 'How and when do I get paid?',
          a: 'You can withdraw your earnings once you reach the $10 minimum, to PayPal or to a United States bank account.',
        },
        {
          q: 'Where does the earnings estimate come from?',
          a: 'From the top 25% of educators in each category over their last 12 months, by audience size. It is a reference, not a promise.',
        },
      ],
    },
    cta: {
      title: 'Your knowledge is worth more than you think',
      text: 'Join the Questers already teaching thousands of Spanish-speaking students and getting paid every month.',
      primary: { label: 'Apply now', href: '/questers/apply' },
      secondary: { label: 'Create an account', href: '/questers/signup' },
    },
  },
};

export const creatorsContent: Record<Locale, LandingContent> = {
  es: {
    meta: {
      title: 'Creadores de contenido: monetiza tu audiencia con cursos | Quest',
      description:
        'Si tienes seguidores en YouTube, TikTok o Instagram, convierte tu contenido en cursos gamificados y gana ingresos recurrentes con Quest.',
    },
    name: 'Creadores',
    hero: {
      eyebrow: 'Para creadores de contenido',
      title: 'Tu audiencia ya aprende contigo. Ahora también puede pagarte por ello',
      lead: 'Convierte tus mejores videos y publicaciones en un curso jugable en una tarde. Tus seguidores obtienen una experiencia guiada y tú, ingresos que no dependen del algoritmo.',
      primary: { label: 'Empezar como creador', href: '/questers/signup' },
      secondary: { label: 'Ver planes y ganancias', href: '/questers#earnings' },
      art: {
        scene: 'phone',
        tone: 'coral',
        icon: 'heart',
        chips: ['3,200 alumnos nuevos', 'Curso en tendencia'],
        label: 'Un teléfono con el curso de un creador de contenido y su comunidad',
      },
    },
    features: {
      eyebrow: 'Hecho para creadores',
      title: 'Más que un link en la bio',
      items: [
        {
          icon: 'upload',
          title: 'Reutiliza tu contenido',
          text: 'Importa tus videos y Studio crea preguntas y retos a partir de ellos, sin grabar nada nuevo.',
        },
        {
          icon: 'share',
          title: 'Comparte en un toque',
          text: 'Un enlace directo para tu bio, tus historias o tu newsletter, con vista previa atractiva.',
        },
        {
          icon: 'trophy',
          title: 'Comunidad que compite',
          text: 'Tablas de puntos y logros compartibles convierten a tus alumnos en tus mejores promotores.',
        },
        {
          icon: 'wallet',
          title: 'Ingresos recurrentes',
          text: 'Cada nuevo seguidor es un posible alumno. Retira desde $10 a PayPal o a tu banco en EE.\u00a0UU.',
        },
      ],
    },
    steps: {
      title: 'Lanza tu curso esta semana',
      items: [
        { title: 'Crea tu cuenta', text: 'Gratis, con hasta 5 cursos para experimentar.' },
        {
          title: 'Importa tu contenido',
          text: 'Videos, guiones o PDF se transforman en lecciones jugables.',
        },
        { title: 'Anúncialo', text: 'Comparte tu enlace y mira las inscripciones en tiempo real.' },
      ],
    },
    faq: {
      title: 'Preguntas de creadores',
      items: [
        {
          q: '¿Necesito muchos seguidores?',
          a: 'No. Muchos Questers empiezan con menos de 1,000 seguidores. Nuestra calculadora muestra lo que logran los mejores en cada tamaño de audiencia.',
        },
        {
          q: '¿Quién es dueño del curso?',
          a: 'Tú. Conservas los derechos de tu contenido y puedes despublicarlo cuando quieras.',
        },
        {
          q: '¿Puedo vender solo a mi comunidad?',
          a: 'Sí, con el plan Basic tu curso es visible solo por enlace directo.',
        },
      ],
    },
    cta: {
      title: 'Convierte seguidores en alumnos',
      text: 'Crea gratis, publica cuando estés listo y cobra desde $10.',
      primary: { label: 'Crear mi cuenta de creador', href: '/questers/signup' },
    },
  },
  en: {
    meta: {
      title: 'Content creators: monetise your audience with courses | Quest',
      description:
        'If you have followers on YouTube, TikTok or Instagram, turn your content into gamified courses and earn recurring income with Quest.',
    },
    name: 'Creators',
    hero: {
      eyebrow: 'For content creators',
      title: 'Your audience already learns from you. Now it can pay you for it',
      lead: 'Turn your best videos and posts into a playable course in one afternoon. Your followers get a guided experience and you get income that does not depend on the algorithm.',
      primary: { label: 'Start as a creator', href: '/questers/signup' },
      secondary: { label: 'See plans and earnings', href: '/questers#earnings' },
      art: {
        scene: 'phone',
        tone: 'coral',
        icon: 'heart',
        chips: ['3,200 new students', 'Trending course'],
        label: 'A phone showing a content creator course and its community',
      },
    },
    features: {
      eyebrow: 'Built for creators',
      title: 'More than a link in bio',
      items: [
        {
          icon: 'upload',
          title: 'Reuse your content',
          text: 'Import your videos and Studio creates questions and challenges from them, with nothing new to record.',
        },
        {
          icon: 'share',
          title: 'Share in one tap',
          text: 'A direct link for your bio, stories or newsletter, with an attractive preview.',
        },
        {
          icon: 'trophy',
          title: 'A community that competes',
          text: 'Leaderboards and shareable achievements turn your students into your best promoters.',
        },
        {
          icon: 'wallet',
          title: 'Recurring income',
          text: 'Every new follower is a potential student. Withdraw from $10 to PayPal or your US bank.',
        },
      ],
    },
    steps: {
      title: 'Launch your course this week',
      items: [
        { title: 'Create your account', text: 'Free, with up to 5 courses to experiment.' },
        { title: 'Import your content', text: 'Videos, scripts or PDFs become playable lessons.' },
        { title: 'Announce it', text: 'Share your link and watch enrolments in real time.' },
      ],
    },
    faq: {
      title: 'Creator questions',
      items: [
        {
          q: 'Do I need a lot of followers?',
          a: 'No. Many Questers start with under 1,000 followers. Our calculator shows what the best achieve at each audience size.',
        },
        {
          q: 'Who owns the course?',
          a: 'You do. You keep the rights to your content and can unpublish it whenever you want.',
        },
        {
          q: 'Can I sell only to my community?',
          a: 'Yes, with the Basic plan your course is visible by direct link only.',
        },
      ],
    },
    cta: {
      title: 'Turn followers into students',
      text: 'Create for free, publish when you are ready and withdraw from $10.',
      primary: { label: 'Create my creator account', href: '/questers/signup' },
    },
  },
};
