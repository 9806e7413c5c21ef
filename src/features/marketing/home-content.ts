import type { Locale } from '../../i18n/locales.ts';

// Home page copy, one object per locale: the type makes a missing English (or Spanish) line a compile error.
export interface HomeContent {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    highlight: string;
    lead: string;
    primaryCta: string;
    secondaryCta: string;
    note: string;
  };
  stats: { students: string; reviews: string; average: string; industries: string };
  values: { title: string; lead: string; items: { title: string; text: string }[] };
  audiences: {
    title: string;
    lead: string;
    items: { key: AudienceKey; title: string; text: string; cta: string }[];
  };
  steps: { title: string; items: { title: string; text: string }[] };
  testimonials: { title: string; items: { quote: string; name: string; role: string }[] };
  press: { title: string };
  faq: { title: string; items: { q: string; a: string }[] };
  closing: { title: string; text: string; cta: string };
  illustration: {
    lessonTitle: string;
    xp: string;
    streak: string;
    question: string;
    answers: [string, string, string];
  };
}

export type AudienceKey = 'migrants' | 'professionals' | 'study' | 'creators' | 'companies' | 'insurance';

export const AUDIENCE_PATHS: Record<AudienceKey, string> = {
  migrants: '/courses-for-migrants',
  professionals: '/accredited-courses',
  study: '/study',
  creators: '/questers',
  companies: '/companies',
  insurance: '/insurance-agencies',
};

export const PRESS_OUTLETS = [
  'Noticias Hoy',
  'Emprende Magazine',
  'EdTech Review',
  'Radio Comunidad',
  'Futuro Latino',
];

export const homeContent: Record<Locale, HomeContent> = {
  es: {
    meta: {
      title: 'Quest · Aprende jugando: inglés, finanzas y cursos acreditados en español',
      description:
        'Cursos gamificados en español para crecer en Estados Unidos: inglés, finanzas, ciudadanía y educación continua acreditada para profesionales de seguros, bienes raíces y salud mental.',
    },
    hero: {
      eyebrow: 'Más de 2 millones de estudiantes',
      title: 'Aprende lo que necesitas para crecer en EE.\u00a0UU.',
      highlight: 'jugando.',
      lead: 'Lecciones de cinco minutos que se sienten como un videojuego: inglés, finanzas personales, ciudadanía y cursos acreditados para tu licencia profesional. En español, desde tu celular.',
      primaryCta: 'Ver cursos acreditados',
      secondaryCta: 'Descargar la app',
      note: 'Empieza gratis. Sin tarjeta de crédito.',
    },
    stats: {
      students: 'estudiantes',
      reviews: 'reseñas',
      average: 'calificación promedio',
      industries: 'industrias con cursos acreditados',
    },
    values: {
      title: 'Aprender no tiene que ser aburrido',
      lead: 'Combinamos ciencia del aprendizaje con mecánicas de juego para que termines lo que empiezas.',
      items: [
        {
          title: 'Lecciones que se juegan',
          text: 'Puntos, rachas, niveles y logros convierten cada tema en un reto corto que quieres repetir.',
        },
        {
          title: 'En tu idioma',
          text: 'Todo el contenido está pensado para hispanohablantes, con apoyo en inglés cuando lo necesitas.',
        },
        {
          title: 'Credenciales que cuentan',
          text: 'Cursos aprobados por juntas estatales, con certificado de horas crédito y transcript de educación continua.',
        },
        {
          title: 'Donde estés',
          text: 'Aprende en la app móvil en el bus, en el descanso o antes de dormir. Tu progreso te sigue.',
        },
      ],
    },
    audiences: {
      title: 'Un camino para cada meta',
      lead: 'Elige por dónde empezar. Todo vive en una sola cuenta.',
      items: [
        {
          key: 'migrants',
          title: 'Recién llegados a EE.\u00a0UU.',
          text: 'Inglés práctico, trámites, finanzas y ciudadanía con un plan mensual, semestral o anual.',
          cta: 'Ver planes',
        },
        {
          key: 'professionals',
          title: 'Profesionales con licencia',
          text: 'Pre-licencia y educación continua acreditada en seguros, bienes raíces y salud mental.',
          cta: 'Buscar mi curso',
        },
        {
          key: 'study',
          title: 'Estudiantes',
          text: 'Convierte una idea, un video, un PDF o un enlace en una lección jugable en menos de 3 minutos.',
          cta: 'Probar Study',
        },
        {
          key: 'creators',
          title: 'Educadores y creadores',
          text: 'Crea, publica y vende tus cursos como Quester, con pagos a PayPal o a tu cuenta bancaria.',
          cta: 'Ser Quester',
        },
        {
          key: 'companies',
          title: 'Empresas',
          text: 'Capacita a tu equipo con cursos privados y del marketplace con 25% de descuento o más.',
          cta: 'Capacitar a mi equipo',
        },
        {
          key: 'insurance',
          title: 'Agencias de seguros',
          text: 'Prepara a tus agentes para las licencias 2-14, 2-15, 2-20 y 2-40 y mantén su educación continua al día.',
          cta: 'Ver programa',
        },
      ],
    },
    steps: {
      title: 'Así funciona',
      items: [
        {
          title: 'Elige tu meta',
          text: 'Un curso, un plan o tu propio material: te decimos por dónde empezar.',
        },
        {
          title: 'Juega cinco minutos al día',
          text: 'Preguntas, retos y repasos que se adaptan a lo que ya sabes.',
        },
        {
          title: 'Gana tu certificado',
          text: 'Completa el curso y descarga tu certificado con horas crédito.',
        },
      ],
    },
    testimonials: {
      title: 'Lo que dicen nuestros estudiantes',
      items: [
        {
          quote:
            'Pasé el examen 2-20 a la primera. Estudiaba en el celular durante mi hora de almuerzo y las preguntas de práctica eran idénticas en dificultad.',
          name: 'Mariela G.',
          role: 'Agente de seguros, Miami',
        },
        {
          quote:
            'Por fin entiendo mi crédito y mis impuestos. Las lecciones son cortas y mi hija y yo competimos por la racha más larga.',
          name: 'José L.',
          role: 'Estudiante del plan para migrantes, Houston',
        },
        {
          quote:
            'Completé mis 14 horas de educación continua de bienes raíces en una semana, y el certificado llegó al instante.',
          name: 'Andrea P.',
          role: 'Asociada de ventas, Orlando',
        },
      ],
    },
    press: { title: 'Han hablado de nosotros' },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          q: '¿Los cursos acreditados son válidos para renovar mi licencia?',
          a: 'Sí. Cada curso indica la junta que lo aprueba, el número de proveedor y las horas crédito. Al terminar recibes un certificado con tus horas crédito, y tu cuenta guarda tu historial de horas. En Florida, Quest reporta tus horas al regulador de tu licencia (DFS para seguros, DBPR para bienes raíces, CE Broker para salud mental); en los demás estados, el certificado es tu comprobante.',
        },
        {
          q: '¿Puedo tomar los cursos en inglés?',
          a: 'Muchos cursos están disponibles en español y en inglés, y algunos en portugués. El idioma aparece en la ficha de cada curso.',
        },
        {
          q: '¿Cómo accedo a mis cursos?',
          a: 'Los cursos se toman en la app móvil de Quest para iOS y Android. Desde la computadora puedes comprar, ver tus recibos y descargar tus certificados.',
        },
        {
          q: '¿Puedo pedir un reembolso?',
          a: 'Sí, dentro de los 14 días posteriores a tu inscripción y siempre que hayas completado como máximo el 25% del contenido. Consulta la política de reembolso para los detalles.',
        },
        {
          q: '¿Puedo pagar después?',
          a: 'En los cursos que lo permiten, eliges pagar después: tienes acceso completo de inmediato, te enviamos la factura por correo y entregamos el certificado cuando se completa el pago.',
        },
      ],
    },
    closing: {
      title: 'Tu próxima meta empieza con una lección de cinco minutos',
      text: 'Únete a más de 2 millones de personas que aprenden jugando con Quest.',
      cta: 'Explorar cursos',
    },
    illustration: {
      lessonTitle: 'Inglés para el trabajo',
      xp: '+20 XP',
      streak: '12 días',
      question: '¿Cómo dices «turno de noche»?',
      answers: ['Night shift', 'Late turn', 'Dark hours'],
    },
  },
  en: {
    meta: {
      title: 'Quest · Learn by playing: English, finance and accredited courses in Spanish',
      description:
        'Gamified courses in Spanish for getting ahead in the United States: English, finance, citizenship and accredited continuing education for insurance, real-estate and mental-health professionals.',
    },
    hero: {
      eyebrow: 'Over 2 million learners',
      title: 'Learn what you need to get ahead in the US,',
      highlight: 'by playing.',
      lead: 'Five-minute lessons that feel like a video game: English, personal finance, citizenship and accredited courses for your professional license. In Spanish, on your phone.',
      primaryCta: 'See accredited courses',
      secondaryCta: 'Get the app',
      note: 'Start free. No credit card needed.',
    },
    stats: {
      students: 'learners',
      reviews: 'reviews',
      average: 'average rating',
      industries: 'industries with accredited courses',
    },
    values: {
      title: 'Learning does not have to be boring',
      lead: 'We blend learning science with game mechanics so you finish what you start.',
      items: [
        {
          title: 'Lessons you play',
          text: 'Points, streaks, levels and achievements turn every topic into a short challenge you want to repeat.',
        },
        {
          title: 'In your language',
          text: 'Everything is designed for Spanish speakers, with English support whenever you need it.',
        },
        {
          title: 'Credentials that count',
          text: 'Courses approved by state boards, with a credit-hour certificate and a continuing-education transcript.',
        },
        {
          title: 'Wherever you are',
          text: 'Learn in the mobile app on the bus, on a break or before bed. Your progress follows you.',
        },
      ],
    },
    audiences: {
      title: 'A path for every goal',
      lead: 'Choose where to start. It all lives in one account.',
      items: [
        {
          key: 'migrants',
          title: 'New to the US',
          text: 'Practical English, paperwork, finance and citizenship with a monthly, six-month or yearly plan.',
          cta: 'See plans',
        },
        {
          key: 'professionals',
          title: 'Licensed professionals',
          text: 'Accredited pre-licensing and continuing education in insurance, real estate and mental health.',
          cta: 'Find my course',
        },
        {
          key: 'study',
          title: 'Students',
          text: 'Turn an idea, a video, a PDF or a link into a playable lesson in under 3 minutes.',
          cta: 'Try Study',
        },
        {
          key: 'creators',
          title: 'Educators and creators',
          text: 'Build, publish and sell your courses as a Quester, with payouts to PayPal or your bank account.',
          cta: 'Become a Quester',
        },
        {
          key: 'companies',
          title: 'Companies',
          text: 'Train your team with private courses and marketplace courses at 25% off or more.',
          cta: 'Train my team',
        },
        {
          key: 'insurance',
          title: 'Insurance agencies',
          text: 'Prepare your agents for the 2-14, 2-15, 2-20 and 2-40 licenses and keep their continuing education current.',
          cta: 'See the program',
        },
      ],
    },
    steps: {
      title: 'How it works',
      items: [
        {
          title: 'Pick your goal',
          text: 'A course, a plan or your own material: we show you where to start.',
        },
        {
          title: 'Play five minutes a day',
          text: 'Questions, challenges and reviews that adapt to what you already know.',
        },
        {
          title: 'Earn your certificate',
          text: 'Finish the course and download your certificate with credit hours.',
        },
      ],
    },
    testimonials: {
      title: 'What our learners say',
      items: [
        {
          quote:
            'I passed the 2-20 exam on my first try. I studied on my phone during lunch and the practice questions matched the real difficulty.',
          name: 'Mariela G.',
          role: 'Insurance agent, Miami',
        },
        {
          quote:
            'I finally understand my credit and my taxes. The lessons are short and my daughter and I compete for the longest streak.',
          name: 'José L.',
          role: 'Migrant plan learner, Houston',
        },
        {
          quote:
            'I finished my 14 hours of real-estate continuing education in a week, and the certificate arrived instantly.',
          name: 'Andrea P.',
          role: 'Sales associate, Orlando',
        },
      ],
    },
    press: { title: 'As featured in' },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          q: 'Do accredited courses count toward renewing my license?',
          a: 'Yes. Each course shows the approving board, the provider number and the credit hours. When you finish you get a certificate with your credit hours, and your account keeps your credit-hour transcript. In Florida, Quest reports your hours to the regulator of your license (DFS for insurance, DBPR for real estate, CE Broker for mental health); in other states, the certificate is your proof.',
        },
        {
          q: 'Can I take the courses in English?',
          a: 'Many courses are available in Spanish and English, and some in Portuguese. The language is shown on each course page.',
        },
        {
          q: 'How do I access my courses?',
          a: 'Courses are taken in the Quest mobile app for iOS and Android. On a computer you can buy, see your receipts and download your certificates.',
        },
        {
          q: 'Can I get a refund?',
          a: 'Yes, within 14 days of enrolling and as long as you have completed no more than 25% of the content. See the refund policy for details.',
        },
        {
          q: 'Can I pay later?',
          a: 'On courses that allow it, choose pay later: you get full access right away, we e-mail you the invoice and deliver the certificate once payment is complete.',
        },
      ],
    },
    closing: {
      title: 'Your next goal starts with a five-minute lesson',
      text: 'Join over 2 million people learning by playing with Quest.',
      cta: 'Explore courses',
    },
    illustration: {
      lessonTitle: 'English for work',
      xp: '+20 XP',
      streak: '12 days',
      question: 'How do you say «turno de noche»?',
      answers: ['Night shift', 'Late turn', 'Dark hours'],
    },
  },
};
