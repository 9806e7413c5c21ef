import type { Locale } from '../../../i18n/locales.ts';
import type { IconName } from '../../../ui/icons.tsx';

export interface Partner {
  name: string;
  icon: IconName;
  /** The partner's site; none for the fictional partners, whose card then has no link. */
  website?: string;
  description: Record<Locale, string>;
  services: Record<Locale, string[]>;
}

// Fictional partners (spec §3 "Partner: description, website link, key services"): no website, since a link to a
// made-up or placeholder host would lead visitors nowhere; a real partner gets its link.
export const partners: Partner[] = [
  {
    name: 'Puente Laboral',
    icon: 'briefcase',
    description: {
      es: 'Red de empleo que conecta a trabajadores hispanohablantes con empresas de construcción, logística y hostelería en Florida y Texas.',
      en: 'Job network connecting Spanish-speaking workers with construction, logistics and hospitality employers in Florida and Texas.',
    },
    services: {
      es: ['Bolsa de empleo bilingüe', 'Preparación de entrevistas', 'Certificaciones de oficios con Quest'],
      en: ['Bilingual job board', 'Interview preparation', 'Trade certifications with Quest'],
    },
  },
  {
    name: 'Florida Insurance Academy',
    icon: 'shield',
    description: {
      es: 'Escuela de seguros que prepara agentes para las licencias 214, 215, 220 y 240 con instructores certificados.',
      en: 'Insurance school preparing agents for the 214, 215, 220 and 240 licenses with certified instructors.',
    },
    services: {
      es: ['Clases de repaso en vivo', 'Simulacros de examen', 'Educación continua acreditada'],
      en: ['Live review classes', 'Practice exams', 'Accredited continuing education'],
    },
  },
  {
    name: 'Crédito Claro',
    icon: 'wallet',
    description: {
      es: 'Organización sin fines de lucro de educación financiera para familias migrantes: crédito, ahorro y envíos de dinero.',
      en: 'Non-profit financial education organisation for migrant families: credit, savings and money transfers.',
    },
    services: {
      es: ['Asesoría financiera gratuita', 'Talleres de crédito', 'Cursos de finanzas personales en Quest'],
      en: ['Free financial counselling', 'Credit workshops', 'Personal finance courses on Quest'],
    },
  },
  {
    name: 'MindCare CE Institute',
    icon: 'heart',
    description: {
      es: 'Instituto de formación continua para profesionales de salud mental, con cursos de ética, trauma y telepsicología.',
      en: 'Continuing-education institute for mental health professionals, with ethics, trauma and telehealth courses.',
    },
    services: {
      es: ['Cursos CE para consejeros', 'Supervisión clínica', 'Transcript de horas crédito'],
      en: ['CE courses for counsellors', 'Clinical supervision', 'Credit-hour transcripts'],
    },
  },
  {
    name: 'Casa Propia Realty School',
    icon: 'home',
    description: {
      es: 'Escuela de bienes raíces que forma agentes bilingües, desde la pre-licencia hasta la renovación.',
      en: 'Real estate school training bilingual agents, from pre-licensing through renewal.',
    },
    services: {
      es: ['Pre-licencia de bienes raíces', 'Mentoría para nuevos agentes', 'Educación continua'],
      en: ['Real estate pre-licensing', 'Mentoring for new agents', 'Continuing education'],
    },
  },
  {
    name: 'English Ready',
    icon: 'globe',
    description: {
      es: 'Centro comunitario de inglés para adultos con clases nocturnas y de fin de semana en cinco ciudades.',
      en: 'Community English centre for adults with evening and weekend classes in five cities.',
    },
    services: {
      es: [
        'Clases presenciales de conversación',
        'Evaluación de nivel',
        'Práctica diaria con la app de Quest',
      ],
      en: ['In-person conversation classes', 'Level assessment', 'Daily practice with the Quest app'],
    },
  },
];

export const partnersCopy = {
  es: {
    meta: {
      title: 'Socios de Quest: organizaciones que aprenden con nosotros',
      description:
        'Conoce a los socios de Quest: escuelas, organizaciones sin fines de lucro y redes de empleo que acercan la educación a la comunidad hispanohablante.',
    },
    name: 'Socios',
    eyebrow: 'Socios',
    title: 'Juntos llevamos la educación más lejos',
    lead: 'Trabajamos con escuelas, organizaciones comunitarias y empresas que comparten nuestra misión: que cada persona aprenda lo que necesita para crecer.',
    services: 'Servicios clave',
    visit: 'Visitar sitio',
    become: {
      title: '¿Quieres ser socio de Quest?',
      text: 'Si tu organización forma o acompaña a la comunidad hispanohablante, hablemos.',
      label: 'Escríbenos',
    },
  },
  en: {
    meta: {
      title: 'Quest partners: organisations that learn with us',
      description:
        'Meet Quest’s partners: schools, non-profits and job networks bringing education closer to the Spanish-speaking community.',
    },
    name: 'Partners',
    eyebrow: 'Partners',
    title: 'Together we take education further',
    lead: 'We work with schools, community organisations and companies that share our mission: that everyone learns what they need to grow.',
    services: 'Key services',
    visit: 'Visit website',
    become: {
      title: 'Want to partner with Quest?',
      text: 'If your organisation trains or supports the Spanish-speaking community, let’s talk.',
      label: 'Write to us',
    },
  },
} as const;
