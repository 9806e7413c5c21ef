import type { Locale } from '../../../i18n/locales.ts';
import type { LandingContent } from '../types.ts';

export interface InsuranceContent extends LandingContent {
  codes: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { code: string; title: string; text: string }[];
    cta: string;
  };
}

export const insuranceContent: Record<Locale, InsuranceContent> = {
  es: {
    meta: {
      title: 'Agencias de seguros: pre-licencia y educación continua | Quest',
      description:
        'Prepara a tus agentes para las licencias 214, 215, 220 y 240 y mantén al día su educación continua con cursos acreditados, en español e inglés, desde el teléfono.',
    },
    name: 'Agencias de seguros',
    hero: {
      eyebrow: 'Para agencias de seguros',
      title: 'Agentes con licencia más rápido, y siempre al día',
      lead: 'Quest acompaña a tu agencia desde la pre-licencia hasta cada renovación: cursos acreditados, jugables y en español, con certificados de horas crédito listos para presentar.',
      primary: { label: 'Ver cursos acreditados', href: '/accredited-courses' },
      secondary: { label: 'Precios para agencias', href: '/companies#pricing' },
      bullets: [
        'Cursos 214, 215, 220 y 240',
        'Certificado con horas crédito',
        'Reportes de cumplimiento por agente',
      ],
      art: {
        scene: 'certificate',
        tone: 'mint',
        icon: 'shield',
        chips: ['Licencia 2-15 aprobada', '24 horas CE completadas'],
        label: 'Certificado de finalización de un curso de seguros con sello de aprobación',
      },
    },
    codes: {
      eyebrow: 'Catálogo para agentes',
      title: 'Los cursos que tu agencia más necesita',
      lead: 'Preparación de pre-licencia para los exámenes de agente en Florida y educación continua para mantener cada licencia activa.',
      items: [
        {
          code: '214',
          title: 'Vida, incluidas anualidades variables',
          text: 'Pre-licencia para agentes de seguros de vida con anualidades variables.',
        },
        {
          code: '215',
          title: 'Vida, salud y anualidades variables',
          text: 'La licencia más completa para agentes de vida y salud.',
        },
        {
          code: '220',
          title: 'Líneas generales: propiedad y accidentes',
          text: 'Preparación para agentes de seguros de propiedad, auto y responsabilidad civil.',
        },
        {
          code: '240',
          title: 'Salud',
          text: 'Pre-licencia para agentes dedicados exclusivamente a seguros de salud.',
        },
      ],
      cta: 'Ver curso',
    },
    features: {
      eyebrow: 'Para la agencia',
      title: 'Menos papeleo, más agentes productivos',
      items: [
        {
          icon: 'certificate',
          title: 'Certificados al instante',
          text: 'Cada agente descarga su certificado con horas crédito y número de proveedor al terminar.',
        },
        {
          icon: 'chart',
          title: 'Cumplimiento visible',
          text: 'Mira qué agentes tienen horas pendientes antes de la fecha de renovación.',
        },
        {
          icon: 'phone',
          title: 'Estudio en ratos libres',
          text: 'Lecciones cortas entre citas con clientes, desde la app.',
        },
        {
          icon: 'gift',
          title: 'Precio de agencia',
          text: 'Descuento del 25% o más en cursos del marketplace para tus agentes.',
        },
      ],
    },
    steps: {
      title: 'Cómo trabajamos con tu agencia',
      items: [
        { title: 'Elige cursos', text: 'Pre-licencia, educación continua o ambos.' },
        { title: 'Invita a tus agentes', text: 'Cada agente recibe su acceso por correo.' },
        { title: 'Sigue su avance', text: 'Reportes y certificados en un solo panel.' },
      ],
    },
    faq: {
      title: 'Preguntas de agencias de seguros',
      items: [
        {
          q: '¿Los cursos están acreditados?',
          a: 'Sí. Los cursos acreditados indican el proveedor, su número de proveedor y las horas crédito que otorgan.',
        },
        {
          q: '¿En qué idioma están los cursos?',
          a: 'La mayoría está disponible en español e inglés. Cada curso indica su idioma en la ficha.',
        },
        {
          q: '¿Qué significan 214, 215, 220 y 240?',
          a: 'Son los códigos de las licencias de agente de seguros: vida con anualidades variables (214), vida, salud y anualidades variables (215), líneas generales (220) y salud (240).',
        },
      ],
    },
    cta: {
      title: 'Haz crecer tu agencia con agentes mejor preparados',
      text: 'Habla con nuestro equipo y recibe una propuesta para tu agencia en un día hábil.',
      primary: { label: 'Hablar con ventas', href: '/companies#contact' },
    },
  },
  en: {
    meta: {
      title: 'Insurance agencies: pre-licensing and continuing education | Quest',
      description:
        'Prepare your agents for the 214, 215, 220 and 240 licenses and keep their continuing education current with accredited courses in English and Spanish, on their phones.',
    },
    name: 'Insurance agencies',
    hero: {
      eyebrow: 'For insurance agencies',
      title: 'Licensed agents faster, and always up to date',
      lead: 'Quest supports your agency from pre-licensing through every renewal: accredited, playable courses in English and Spanish, with credit-hour certificates ready to submit.',
      primary: { label: 'See accredited courses', href: '/accredited-courses' },
      secondary: { label: 'Agency pricing', href: '/companies#pricing' },
      bullets: [
        'Courses 214, 215, 220 and 240',
        'Certificate with credit hours',
        'Compliance reports per agent',
      ],
      art: {
        scene: 'certificate',
        tone: 'mint',
        icon: 'shield',
        chips: ['2-15 license passed', '24 CE hours completed'],
        label: 'An insurance course completion certificate with an approval seal',
      },
    },
    codes: {
      eyebrow: 'Agent catalogue',
      title: 'The courses your agency needs most',
      lead: 'Pre-licensing preparation for Florida agent exams and continuing education to keep every license active.',
      items: [
        {
          code: '214',
          title: 'Life including variable annuities',
          text: 'Pre-licensing for life insurance agents with variable annuities.',
        },
        {
          code: '215',
          title: 'Life, health and variable annuities',
          text: 'The most complete license for life and health agents.',
        },
        {
          code: '220',
          title: 'General lines: property and casualty',
          text: 'Preparation for property, auto and liability insurance agents.',
        },
        {
          code: '240',
          title: 'Health',
          text: 'Pre-licensing for agents who focus only on health insurance.',
        },
      ],
      cta: 'See course',
    },
    features: {
      eyebrow: 'For the agency',
      title: 'Less paperwork, more productive agents',
      items: [
        {
          icon: 'certificate',
          title: 'Instant certificates',
          text: 'Each agent downloads a certificate with credit hours and provider number on completion.',
        },
        {
          icon: 'chart',
          title: 'Visible compliance',
          text: 'See which agents still owe hours before their renewal date.',
        },
        {
          icon: 'phone',
          title: 'Study between meetings',
          text: 'Short lessons between client appointments, in the app.',
        },
        {
          icon: 'gift',
          title: 'Agency pricing',
          text: '25% or more off marketplace courses for your agents.',
        },
      ],
    },
    steps: {
      title: 'How we work with your agency',
      items: [
        { title: 'Choose courses', text: 'Pre-licensing, continuing education or both.' },
        { title: 'Invite your agents', text: 'Each agent gets access by e-mail.' },
        { title: 'Follow their progress', text: 'Reports and certificates in one dashboard.' },
      ],
    },
    faq: {
      title: 'Insurance agency questions',
      items: [
        {
          q: 'Are the courses accredited?',
          a: 'Yes. Accredited courses state the provider, its provider number and the credit hours they grant.',
        },
        {
          q: 'What language are the courses in?',
          a: 'Most are available in English and Spanish. Each course shows its language on its page.',
        },
        {
          q: 'What do 214, 215, 220 and 240 mean?',
          a: 'They are insurance agent license codes: life including variable annuities (214), life, health and variable annuities (215), general lines (220) and health (240).',
        },
      ],
    },
    cta: {
      title: 'Grow your agency with better-prepared agents',
      text: 'Talk to our team and get a proposal for your agency within one business day.',
      primary: { label: 'Talk to sales', href: '/companies#contact' },
    },
  },
};

export const continuingEducationContent: Record<Locale, LandingContent> = {
  es: {
    meta: {
      title: 'Educación continua acreditada en línea | Quest',
      description:
        'Cursos de educación continua acreditados para profesionales de salud mental, seguros y bienes raíces. Elige tu estado, completa tus horas y descarga tu certificado.',
    },
    name: 'Educación continua',
    hero: {
      eyebrow: 'Educación continua',
      title: 'Renueva tu licencia sin sacrificar tus fines de semana',
      lead: 'Completa tus horas de educación continua con cursos acreditados que se juegan desde el teléfono. Elige tu estado, tu industria y tu especialidad; al terminar descargas tu certificado y tu transcript.',
      primary: { label: 'Buscar cursos por estado', href: '/accredited-courses' },
      secondary: { label: 'Paquetes de horas', href: '/accredited-courses' },
      bullets: [
        'Salud mental, seguros y bienes raíces',
        'Proveedores aprobados en Florida',
        'Certificado con horas crédito',
      ],
      art: {
        scene: 'certificate',
        tone: 'brand',
        icon: 'certificate',
        chips: ['12 horas CE listas', 'Certificado descargado'],
        label: 'Certificado de educación continua con horas crédito',
      },
    },
    features: {
      eyebrow: 'Lo que obtienes',
      title: 'Educación continua hecha para profesionales ocupados',
      items: [
        {
          icon: 'map',
          title: 'Por estado',
          text: 'Selecciona tu estado y te mostramos solo los cursos que cuentan para tu licencia.',
        },
        {
          icon: 'certificate',
          title: 'Certificado y transcript',
          text: 'Certificado de finalización con horas crédito y un transcript de educación continua.',
        },
        {
          icon: 'book',
          title: 'Paquetes completos',
          text: 'Bundles con todas las horas que exige tu renovación, a mejor precio.',
        },
        {
          icon: 'clock',
          title: 'A tu ritmo',
          text: 'Avanza en sesiones de minutos y retoma justo donde lo dejaste.',
        },
        {
          icon: 'wallet',
          title: 'Paga después',
          text: 'Acceso completo de inmediato; la factura llega por correo y el certificado se entrega al pagar.',
        },
        {
          icon: 'shield',
          title: 'Proveedores aprobados',
          text: 'Tres entidades de Florida con número de proveedor en cada curso.',
        },
      ],
    },
    steps: {
      title: 'Tu renovación en tres pasos',
      items: [
        { title: 'Elige estado y especialidad', text: 'Te mostramos los cursos que aplican a tu licencia.' },
        { title: 'Completa tus horas', text: 'Lecciones jugables desde la app, a tu ritmo.' },
        { title: 'Descarga tu certificado', text: 'Con horas crédito y número de proveedor.' },
      ],
    },
    faq: {
      title: 'Preguntas sobre educación continua',
      items: [
        {
          q: '¿Qué profesiones cubren los cursos?',
          a: 'Salud mental, seguros y bienes raíces, con cursos de pre-licencia y de educación continua.',
        },
        {
          q: '¿Cómo sé si un curso vale para mi estado?',
          a: 'Cada curso indica los estados en los que es válido. En cursos multiestado debes elegir tu estado antes de comprar.',
        },
        {
          q: '¿Puedo pedir un reembolso?',
          a: 'Sí, dentro de los 14 días posteriores a la inscripción y si completaste como máximo el 25% del contenido.',
        },
      ],
    },
    cta: {
      title: 'Completa tus horas este mes',
      text: 'Elige tu estado y empieza hoy: acceso inmediato y certificado al terminar.',
      primary: { label: 'Ver cursos acreditados', href: '/accredited-courses' },
    },
  },
  en: {
    meta: {
      title: 'Accredited online continuing education | Quest',
      description:
        'Accredited continuing education for mental health, insurance and real estate professionals. Choose your state, complete your hours and download your certificate.',
    },
    name: 'Continuing education',
    hero: {
      eyebrow: 'Continuing education',
      title: 'Renew your license without giving up your weekends',
      lead: 'Complete your continuing-education hours with accredited courses you play on your phone. Choose your state, industry and specialty; when you finish, download your certificate and transcript.',
      primary: { label: 'Find courses by state', href: '/accredited-courses' },
      secondary: { label: 'Hour bundles', href: '/accredited-courses' },
      bullets: [
        'Mental health, insurance and real estate',
        'Approved Florida providers',
        'Certificate with credit hours',
      ],
      art: {
        scene: 'certificate',
        tone: 'brand',
        icon: 'certificate',
        chips: ['12 CE hours done', 'Certificate downloaded'],
        label: 'A continuing-education certificate with credit hours',
      },
    },
    features: {
      eyebrow: 'What you get',
      title: 'Continuing education built for busy professionals',
      items: [
        {
          icon: 'map',
          title: 'By state',
          text: 'Pick your state and we show only the courses that count for your license.',
        },
        {
          icon: 'certificate',
          title: 'Certificate and transcript',
          text: 'A completion certificate with credit hours and a continuing-education transcript.',
        },
        {
          icon: 'book',
          title: 'Complete bundles',
          text: 'Bundles with every hour your renewal requires, at a better price.',
        },
        {
          icon: 'clock',
          title: 'At your pace',
          text: 'Progress in minute-long sessions and pick up right where you left off.',
        },
        {
          icon: 'wallet',
          title: 'Pay later',
          text: 'Full access at once; the invoice is e-mailed and the certificate is delivered once paid.',
        },
        {
          icon: 'shield',
          title: 'Approved providers',
          text: 'Three Florida bodies, with the provider number on every course.',
        },
      ],
    },
    steps: {
      title: 'Your renewal in three steps',
      items: [
        { title: 'Pick state and specialty', text: 'We show the courses that apply to your license.' },
        { title: 'Complete your hours', text: 'Playable lessons in the app, at your own pace.' },
        { title: 'Download your certificate', text: 'With credit hours and provider number.' },
      ],
    },
    faq: {
      title: 'Continuing education questions',
      items: [
        {
          q: 'Which professions do the courses cover?',
          a: 'Mental health, insurance and real estate, with both pre-licensing and continuing-education courses.',
        },
        {
          q: 'How do I know a course counts in my state?',
          a: 'Each course lists the states where it is valid. For multi-state courses you choose your state before buying.',
        },
        {
          q: 'Can I get a refund?',
          a: 'Yes, within 14 days of enrollment and if you have completed at most 25% of the content.',
        },
      ],
    },
    cta: {
      title: 'Finish your hours this month',
      text: 'Pick your state and start today: instant access and a certificate when you finish.',
      primary: { label: 'See accredited courses', href: '/accredited-courses' },
    },
  },
};

export const preLicensingContent: Record<Locale, LandingContent> = {
  es: {
    meta: {
      title: 'Cursos de pre-licencia en línea: seguros, bienes raíces y salud mental | Quest',
      description:
        'Prepárate para tu examen de licencia con cursos de pre-licencia acreditados, prácticas tipo examen y lecciones jugables en español e inglés.',
    },
    name: 'Pre-licencia',
    hero: {
      eyebrow: 'Pre-licencia',
      title: 'Aprueba tu examen de licencia a la primera',
      lead: 'Cursos de pre-licencia acreditados con preguntas tipo examen, repaso inteligente de tus errores y explicaciones claras en tu idioma. Estudia desde el teléfono y llega al examen con confianza.',
      primary: { label: 'Elegir mi curso', href: '/accredited-courses' },
      secondary: { label: 'Para agencias de seguros', href: '/insurance-agencies' },
      bullets: [
        'Seguros (214, 215, 220, 240) y bienes raíces',
        'Simulacros con tiempo real',
        'Certificado de finalización',
      ],
      art: {
        scene: 'phone',
        tone: 'sun',
        icon: 'trophy',
        chips: ['Simulacro: 88%', 'Listo para el examen'],
        label: 'Un teléfono con un simulacro de examen de licencia',
      },
    },
    features: {
      eyebrow: 'Preparación completa',
      title: 'Todo lo que te pide el examen, y nada más',
      items: [
        {
          icon: 'book',
          title: 'Temario oficial',
          text: 'Contenido alineado con el temario del examen de tu estado y tu licencia.',
        },
        {
          icon: 'gamepad',
          title: 'Práctica que engancha',
          text: 'Cientos de preguntas con retos, puntos y rachas para repasar todos los días.',
        },
        {
          icon: 'chart',
          title: 'Sabe cuándo estás listo',
          text: 'Tu puntaje por tema te dice qué repasar y cuándo reservar tu examen.',
        },
      ],
    },
    steps: {
      title: 'Tu camino a la licencia',
      items: [
        { title: 'Elige estado y licencia', text: 'Te mostramos el curso exacto que exige tu estado.' },
        { title: 'Estudia y practica', text: 'Lecciones cortas y simulacros hasta dominar cada tema.' },
        { title: 'Certifícate', text: 'Descarga tu certificado y preséntate al examen.' },
      ],
    },
    faq: {
      title: 'Preguntas sobre pre-licencia',
      items: [
        {
          q: '¿El curso cumple con los requisitos del estado?',
          a: 'Los cursos acreditados muestran el proveedor aprobado, su número y las horas que otorgan para la licencia.',
        },
        {
          q: '¿Cuánto tiempo tengo para terminar?',
          a: 'Tienes acceso completo desde la compra y avanzas a tu ritmo desde la app.',
        },
        {
          q: '¿Puedo pagar después?',
          a: 'Sí. Con pago diferido tienes acceso completo de inmediato, la factura llega por correo y el certificado se entrega al pagar.',
        },
      ],
    },
    cta: {
      title: 'Empieza hoy a prepararte',
      text: 'Elige tu curso de pre-licencia y estudia desde el primer minuto.',
      primary: { label: 'Ver cursos de pre-licencia', href: '/accredited-courses' },
    },
  },
  en: {
    meta: {
      title: 'Online pre-licensing courses: insurance, real estate and mental health | Quest',
      description:
        'Prepare for your license exam with accredited pre-licensing courses, exam-style practice and playable lessons in English and Spanish.',
    },
    name: 'Pre-licensing',
    hero: {
      eyebrow: 'Pre-licensing',
      title: 'Pass your license exam on the first try',
      lead: 'Accredited pre-licensing courses with exam-style questions, smart review of your mistakes and clear explanations in your language. Study on your phone and walk into the exam with confidence.',
      primary: { label: 'Choose my course', href: '/accredited-courses' },
      secondary: { label: 'For insurance agencies', href: '/insurance-agencies' },
      bullets: [
        'Insurance (214, 215, 220, 240) and real estate',
        'Timed practice exams',
        'Completion certificate',
      ],
      art: {
        scene: 'phone',
        tone: 'sun',
        icon: 'trophy',
        chips: ['Practice exam: 88%', 'Ready for the exam'],
        label: 'A phone showing a license practice exam',
      },
    },
    features: {
      eyebrow: 'Complete preparation',
      title: 'Everything the exam asks, and nothing more',
      items: [
        {
          icon: 'book',
          title: 'Official outline',
          text: 'Content aligned with your state’s exam outline for your license.',
        },
        {
          icon: 'gamepad',
          title: 'Practice that hooks you',
          text: 'Hundreds of questions with challenges, points and streaks to review every day.',
        },
        {
          icon: 'chart',
          title: 'Know when you are ready',
          text: 'Your score per topic tells you what to review and when to book your exam.',
        },
      ],
    },
    steps: {
      title: 'Your path to the license',
      items: [
        { title: 'Pick state and license', text: 'We show the exact course your state requires.' },
        {
          title: 'Study and practise',
          text: 'Short lessons and practice exams until you master every topic.',
        },
        { title: 'Get certified', text: 'Download your certificate and sit the exam.' },
      ],
    },
    faq: {
      title: 'Pre-licensing questions',
      items: [
        {
          q: 'Does the course meet state requirements?',
          a: 'Accredited courses show the approved provider, its number and the hours they grant toward the license.',
        },
        {
          q: 'How long do I have to finish?',
          a: 'You get full access from purchase and progress at your own pace in the app.',
        },
        {
          q: 'Can I pay later?',
          a: 'Yes. With pay later you get full access at once, the invoice is e-mailed and the certificate is delivered once paid.',
        },
      ],
    },
    cta: {
      title: 'Start preparing today',
      text: 'Choose your pre-licensing course and study from minute one.',
      primary: { label: 'See pre-licensing courses', href: '/accredited-courses' },
    },
  },
};
