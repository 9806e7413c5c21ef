import type { Locale } from '../../i18n/locales.ts';

export interface AboutContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  story: { title: string; paragraphs: string[] };
  /** Labels for the claims strip: students, average rating, industries, languages. */
  numbers: [string, string, string, string];
  values: { title: string; items: { title: string; text: string }[] };
  accreditation: { title: string; text: string; items: string[] };
  contact: { title: string; text: string; cta: string };
}

export const aboutContent: Record<Locale, AboutContent> = {
  es: {
    meta: {
      title: 'Sobre Quest · Nuestra misión',
      description:
        'Quest nació para que millones de hispanohablantes en Estados Unidos aprendan lo que necesitan para crecer, con cursos gamificados y credenciales acreditadas.',
    },
    hero: {
      eyebrow: 'Sobre nosotros',
      title: 'Hacemos que aprender se sienta como ganar',
      lead: 'Somos un equipo de educadores, ingenieros y diseñadores de juegos, la mayoría inmigrantes, que construye la plataforma de aprendizaje que nos habría gustado tener al llegar.',
    },
    story: {
      title: 'Nuestra historia',
      paragraphs: [
        'Quest empezó en Miami con una pregunta sencilla: ¿por qué una persona puede pasar horas en un juego del celular, pero abandona un curso a los diez minutos? Respondimos construyendo lecciones cortas, con retos, puntos y rachas, en el idioma de quien aprende.',
        'Hoy más de 2 millones de estudiantes usan Quest para aprender inglés, entender sus finanzas, prepararse para la ciudadanía y obtener o renovar licencias profesionales en seguros, bienes raíces y salud mental.',
        'Y con Study y el programa de Questers, cualquier persona puede convertir lo que sabe en un curso jugable y compartirlo con el mundo.',
      ],
    },
    numbers: ['estudiantes', 'calificación promedio', 'industrias acreditadas', 'idiomas, una cuenta'],
    values: {
      title: 'Lo que nos guía',
      items: [
        {
          title: 'Primero quien aprende',
          text: 'Cada decisión empieza por la persona que estudia después de un turno de trabajo.',
        },
        {
          title: 'Rigor que se nota',
          text: 'Trabajamos con proveedores aprobados por las juntas estatales y cuidamos cada hora crédito.',
        },
        {
          title: 'Diversión con propósito',
          text: 'El juego es el medio; la meta es que aprendas y avances en tu vida.',
        },
        { title: 'Transparencia', text: 'Precios claros, reembolsos justos y tus datos protegidos.' },
      ],
    },
    accreditation: {
      title: 'Cursos acreditados',
      text: 'Ofrecemos pre-licencia y educación continua a través de tres proveedores de Florida aprobados por sus juntas:',
      items: [
        'Seguros: licencias 2-14, 2-15, 2-20 y 2-40, y educación continua para agentes.',
        'Bienes raíces: 63 horas de pre-licencia para asociados de ventas y 14 horas de educación continua.',
        'Salud mental: educación continua para LCSW, LMFT y LMHC.',
      ],
    },
    contact: {
      title: '¿Hablamos?',
      text: 'Prensa, alianzas o soporte: escríbenos y te respondemos en español o en inglés.',
      cta: 'Escribir a Quest',
    },
  },
  en: {
    meta: {
      title: 'About Quest · Our mission',
      description:
        'Quest was born so that millions of Spanish speakers in the United States can learn what they need to get ahead, with gamified courses and accredited credentials.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'We make learning feel like winning',
      lead: 'We are a team of educators, engineers and game designers, most of us immigrants, building the learning platform we wish we had had when we arrived.',
    },
    story: {
      title: 'Our story',
      paragraphs: [
        'Quest started in Miami with a simple question: why can someone spend hours on a phone game but drop a course after ten minutes? We answered by building short lessons, with challenges, points and streaks, in the learner’s own language.',
        'Today over 2 million learners use Quest to learn English, understand their finances, prepare for citizenship and earn or renew professional licenses in insurance, real estate and mental health.',
        'And with Study and the Questers program, anyone can turn what they know into a playable course and share it with the world.',
      ],
    },
    numbers: ['learners', 'average rating', 'accredited industries', 'languages, one account'],
    values: {
      title: 'What guides us',
      items: [
        {
          title: 'Learners first',
          text: 'Every decision starts with the person studying after a work shift.',
        },
        {
          title: 'Rigor you can see',
          text: 'We work with providers approved by state boards and care for every credit hour.',
        },
        {
          title: 'Fun with a purpose',
          text: 'The game is the means; the goal is that you learn and move forward in life.',
        },
        { title: 'Transparency', text: 'Clear prices, fair refunds and your data protected.' },
      ],
    },
    accreditation: {
      title: 'Accredited courses',
      text: 'We offer pre-licensing and continuing education through three Florida providers approved by their boards:',
      items: [
        'Insurance: 2-14, 2-15, 2-20 and 2-40 licenses, and continuing education for agents.',
        'Real estate: 63 hours of sales-associate pre-licensing and 14 hours of continuing education.',
        'Mental health: continuing education for LCSW, LMFT and LMHC.',
      ],
    },
    contact: {
      title: 'Shall we talk?',
      text: 'Press, partnerships or support: write to us and we will answer in Spanish or English.',
      cta: 'Write to Quest',
    },
  },
};
