import type { Locale } from '../../../i18n/locales.ts';
import type { MigrantPlanLabels } from '../MigrantPlans.tsx';
import type { LandingContent } from '../types.ts';

export interface MigrantsContent extends LandingContent {
  plans: { eyebrow: string; title: string; lead: string; labels: MigrantPlanLabels; terms: string };
  topics: {
    title: string;
    items: {
      icon: 'home' | 'briefcase' | 'wallet' | 'globe' | 'heart' | 'book';
      title: string;
      text: string;
    }[];
  };
}

export const migrantsContent: Record<Locale, MigrantsContent> = {
  es: {
    meta: {
      title: 'Cursos para migrantes en EE.\u00a0UU.: inglés, trabajo y finanzas | Quest',
      description:
        'Cursos gamificados en español para migrantes en Estados Unidos: inglés práctico, trámites, finanzas y empleo. Planes de 1, 6 y 12 meses con descuento.',
    },
    name: 'Cursos para migrantes',
    hero: {
      eyebrow: 'Para hispanohablantes en EE.\u00a0UU.',
      title: 'Todo lo que necesitas para salir adelante en Estados Unidos, en tu idioma',
      lead: 'Inglés para el trabajo, cómo construir tu crédito, tus derechos laborales y cómo conseguir mejores empleos. Cursos cortos, prácticos y jugables, pensados para tu día a día.',
      primary: { label: 'Ver planes', href: '/courses-for-migrants#plans' },
      secondary: { label: 'Qué vas a aprender', href: '/courses-for-migrants#topics' },
      bullets: [
        'Más de 100 cursos en español',
        'Aprende desde el teléfono en 10 minutos al día',
        'Cancela cuando quieras',
      ],
      art: {
        scene: 'map',
        tone: 'coral',
        icon: 'globe',
        chips: ['Inglés para entrevistas', 'Nuevo empleo ✓'],
        label: 'Mapa con un camino desde el país de origen hasta una nueva vida en Estados Unidos',
      },
    },
    topics: {
      title: 'Lo que vas a aprender',
      items: [
        {
          icon: 'globe',
          title: 'Inglés práctico',
          text: 'Para entrevistas, el trabajo, el médico y la escuela de tus hijos.',
        },
        {
          icon: 'wallet',
          title: 'Finanzas y crédito',
          text: 'Abre tu cuenta, construye tu historial de crédito y envía dinero sin perder en comisiones.',
        },
        {
          icon: 'briefcase',
          title: 'Empleo y oficios',
          text: 'Cómo preparar tu currículum, certificarte y ganar más en tu oficio.',
        },
        {
          icon: 'home',
          title: 'Vida en EE.\u00a0UU.',
          text: 'Vivienda, transporte, impuestos y trámites explicados paso a paso.',
        },
        {
          icon: 'heart',
          title: 'Salud y bienestar',
          text: 'Cómo usar el sistema de salud y cuidar de tu familia.',
        },
        {
          icon: 'book',
          title: 'Tus derechos',
          text: 'Derechos laborales y recursos de apoyo en tu comunidad.',
        },
      ],
    },
    plans: {
      eyebrow: 'Planes',
      title: 'Elige tu plan y ahorra',
      lead: 'Acceso a todos los cursos para migrantes. Cuanto más largo el plan, mayor el descuento.',
      labels: {
        choose: 'Elige la duración',
        names: { monthly: 'Mensual', semiannual: 'Semestral', annual: 'Anual' },
        periods: { monthly: '1 mes', semiannual: '6 meses', annual: '1 año' },
        perMonth: 'al mes',
        save: 'Ahorras',
        regular: 'Precio regular',
        renews: {
          monthly: 'Se renueva automáticamente cada mes.',
          semiannual: 'Se renueva automáticamente cada 6 meses.',
          annual: 'Se renueva automáticamente cada año.',
        },
        cancel: 'Cancela al menos un día antes de la renovación y no se te cobrará de nuevo.',
        subscribe: 'Suscribirme',
        calculate: 'Ver precio',
        bestValue: 'Mejor precio',
      },
      terms:
        'Precios en USD. Todos los planes se renuevan automáticamente al final del periodo. Puedes cancelar en cualquier momento, al menos un día antes de la fecha de renovación.',
    },
    steps: {
      title: 'Empieza hoy mismo',
      items: [
        { title: 'Elige tu plan', text: 'Mensual, semestral o anual.' },
        { title: 'Descarga la app', text: 'Disponible para iPhone y Android.' },
        { title: 'Aprende 10 minutos al día', text: 'Gana puntos y mantén tu racha.' },
      ],
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          q: '¿La suscripción se renueva sola?',
          a: 'Sí. Todos los planes se renuevan automáticamente al terminar el periodo: cada mes, cada 6 meses o cada año.',
        },
        {
          q: '¿Cómo cancelo?',
          a: 'Desde tu cuenta, en cualquier momento. Para que no se te cobre la renovación, cancela al menos un día antes de la fecha de renovación.',
        },
        {
          q: '¿Necesito saber inglés?',
          a: 'No. Todos los cursos están en español y los de inglés empiezan desde cero.',
        },
        {
          q: '¿Puedo usarlo en el teléfono?',
          a: 'Sí, los cursos se toman en la app móvil de Quest, disponible para iPhone y Android.',
        },
      ],
    },
    cta: {
      title: 'Tu nueva vida merece las mejores herramientas',
      text: 'Únete a miles de hispanohablantes que aprenden con Quest cada día.',
      primary: { label: 'Elegir mi plan', href: '/courses-for-migrants#plans' },
    },
  },
  en: {
    meta: {
      title: 'Courses for migrants in the US: English, work and money | Quest',
      description:
        'Gamified courses in Spanish for migrants in the United States: practical English, paperwork, finances and jobs. 1, 6 and 12-month plans with discounts.',
    },
    name: 'Courses for migrants',
    hero: {
      eyebrow: 'For Spanish speakers in the US',
      title: 'Everything you need to get ahead in the United States, in your language',
      lead: 'English for work, building your credit, your labour rights and landing better jobs. Short, practical, playable courses designed for your everyday life.',
      primary: { label: 'See plans', href: '/courses-for-migrants#plans' },
      secondary: { label: 'What you will learn', href: '/courses-for-migrants#topics' },
      bullets: ['Over 100 courses in Spanish', 'Learn on your phone in 10 minutes a day', 'Cancel anytime'],
      art: {
        scene: 'map',
        tone: 'coral',
        icon: 'globe',
        chips: ['English for interviews', 'New job ✓'],
        label: 'A map with a path from a home country to a new life in the United States',
      },
    },
    topics: {
      title: 'What you will learn',
      items: [
        {
          icon: 'globe',
          title: 'Practical English',
          text: 'For interviews, work, the doctor and your children’s school.',
        },
        {
          icon: 'wallet',
          title: 'Money and credit',
          text: 'Open an account, build your credit history and send money without losing it to fees.',
        },
        {
          icon: 'briefcase',
          title: 'Jobs and trades',
          text: 'Prepare your résumé, get certified and earn more in your trade.',
        },
        {
          icon: 'home',
          title: 'Life in the US',
          text: 'Housing, transport, taxes and paperwork explained step by step.',
        },
        {
          icon: 'heart',
          title: 'Health and wellbeing',
          text: 'How to use the health system and care for your family.',
        },
        {
          icon: 'book',
          title: 'Your rights',
          text: 'Labour rights and support resources in your community.',
        },
      ],
    },
    plans: {
      eyebrow: 'Plans',
      title: 'Choose your plan and save',
      lead: 'Access to every course for migrants. The longer the plan, the bigger the discount.',
      labels: {
        choose: 'Choose the length',
        names: { monthly: 'Monthly', semiannual: 'Semi-annual', annual: 'Annual' },
        periods: { monthly: '1 month', semiannual: '6 months', annual: '1 year' },
        perMonth: 'a month',
        save: 'You save',
        regular: 'Regular price',
        renews: {
          monthly: 'Renews automatically every month.',
          semiannual: 'Renews automatically every 6 months.',
          annual: 'Renews automatically every year.',
        },
        cancel: 'Cancel at least one day before renewal and you will not be charged again.',
        subscribe: 'Subscribe',
        calculate: 'See price',
        bestValue: 'Best value',
      },
      terms:
        'Prices in USD. All plans renew automatically at the end of the period. You can cancel anytime, at least one day before the renewal date.',
    },
    steps: {
      title: 'Start today',
      items: [
        { title: 'Choose your plan', text: 'Monthly, semi-annual or annual.' },
        { title: 'Get the app', text: 'Available for iPhone and Android.' },
        { title: 'Learn 10 minutes a day', text: 'Earn points and keep your streak.' },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          q: 'Does the subscription renew by itself?',
          a: 'Yes. Every plan renews automatically at the end of its period: every month, every 6 months or every year.',
        },
        {
          q: 'How do I cancel?',
          a: 'From your account, at any time. To avoid the renewal charge, cancel at least one day before the renewal date.',
        },
        {
          q: 'Do I need to know English?',
          a: 'No. Every course is in Spanish and the English courses start from zero.',
        },
        {
          q: 'Can I use it on my phone?',
          a: 'Yes, courses are taken in the Quest mobile app, available for iPhone and Android.',
        },
      ],
    },
    cta: {
      title: 'Your new life deserves the best tools',
      text: 'Join thousands of Spanish speakers who learn with Quest every day.',
      primary: { label: 'Choose my plan', href: '/courses-for-migrants#plans' },
    },
  },
};
