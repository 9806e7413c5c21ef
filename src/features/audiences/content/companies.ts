import { COMPANY_ADMIN_FEE_CENTS, COMPANY_PRICE_PER_USER_CENTS } from '../../../domain/company-pricing.ts';
import { formatMoney } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { CompanyCalculatorLabels } from '../CompanyCalculator.tsx';
import type { LandingContent } from '../types.ts';

export interface CompaniesContent extends LandingContent {
  pricing: {
    eyebrow: string;
    title: string;
    lead: string;
    labels: CompanyCalculatorLabels;
    includes: string[];
  };
  contact: { eyebrow: string; title: string; lead: string };
}

// The prices in the copy come from the pricing rules, formatted like every other amount ($9.99 in both languages).
const perUser = (locale: Locale) => formatMoney(COMPANY_PRICE_PER_USER_CENTS, locale);
const adminFee = (locale: Locale) => formatMoney(COMPANY_ADMIN_FEE_CENTS, locale);

export const companiesContent: Record<Locale, CompaniesContent> = {
  es: {
    meta: {
      title: `Capacitación para empresas: ${perUser('es')} por usuario al mes | Quest`,
      description: `Capacita a tu equipo con cursos gamificados por ${perUser('es')} por usuario al mes más ${adminFee('es')} de administración. Cursos privados, 25% o más de descuento en el marketplace.`,
    },
    name: 'Empresas',
    hero: {
      eyebrow: 'Quest para empresas',
      title: 'Capacitación que tu equipo sí termina',
      lead: 'Forma a tus empleados con cursos cortos y jugables desde el teléfono. Crea cursos privados con tus propios procesos, asigna contenidos del marketplace con descuento y sigue el avance de cada persona.',
      primary: { label: 'Calcular mi precio', href: '/companies#pricing' },
      secondary: { label: 'Hablar con ventas', href: '/companies#contact' },
      bullets: [
        `${perUser('es')} por usuario al mes`,
        `${adminFee('es')} fijos de administración`,
        'Sin contratos anuales',
      ],
      art: {
        scene: 'dashboard',
        tone: 'sky',
        icon: 'building',
        chips: ['92% de finalización', 'Equipo de ventas: nivel 4'],
        label: 'Panel de una empresa con el progreso de capacitación de su equipo',
      },
    },
    features: {
      eyebrow: 'Beneficios',
      title: 'Todo tu plan de formación en un solo lugar',
      items: [
        {
          icon: 'lock',
          title: 'Cursos privados',
          text: 'Sube tus manuales y procesos. Cada persona invitada ve solo los cursos privados que la empresa le permite.',
        },
        {
          icon: 'gift',
          title: '25% o más de descuento',
          text: 'Los cursos del marketplace cuestan al menos un 25% menos para tu empresa.',
        },
        {
          icon: 'chart',
          title: 'Reportes por persona',
          text: 'Avance, puntajes y certificados de cada empleado, exportables cuando los necesites.',
        },
        {
          icon: 'phone',
          title: 'Aprendizaje móvil',
          text: 'Lecciones de 5 minutos en la app: ideal para equipos en terreno, tiendas o turnos.',
        },
        {
          icon: 'globe',
          title: 'Español e inglés',
          text: 'Contenidos en ambos idiomas para equipos diversos en Estados Unidos y Latinoamérica.',
        },
        {
          icon: 'users',
          title: 'Invitaciones en un clic',
          text: 'Invita por correo a cada persona; cada una acepta y empieza en minutos.',
        },
      ],
    },
    pricing: {
      eyebrow: 'Precio transparente',
      title: 'Calcula lo que pagarías',
      lead: `Pagas ${perUser('es')} por usuario al mes más una tarifa fija de administración de ${adminFee('es')}. Sin costos ocultos.`,
      labels: {
        users: 'Número de usuarios',
        usersHint: 'Entre 1 y 10,000 personas. Puedes sumar o quitar usuarios cada mes.',
        result: 'Tu precio mensual',
        perMonth: '/mes',
        breakdownUsers: 'usuarios',
        adminFee: 'Tarifa de administración',
        yearly: 'Total en 12 meses',
        calculate: 'Calcular',
        buy: 'Comprar licencias',
      },
      includes: ['Panel de administración', 'Cursos privados ilimitados', 'Soporte por correo en español'],
    },
    contact: {
      eyebrow: 'Ventas',
      title: 'Cuéntanos sobre tu equipo',
      lead: 'Déjanos tus datos y un especialista te contactará en un día hábil con una demostración a la medida.',
    },
    steps: {
      title: 'Empieza en tres pasos',
      items: [
        { title: 'Crea la cuenta de empresa', text: 'En Quest Studio, en menos de 5 minutos.' },
        { title: 'Elige o crea cursos', text: 'Del marketplace con descuento o privados con tu contenido.' },
        {
          title: 'Invita a tu equipo',
          text: 'Cada persona recibe su invitación y empieza a aprender desde el teléfono.',
        },
      ],
    },
    faq: {
      title: 'Preguntas de empresas',
      items: [
        {
          q: '¿Cuánto cuesta Quest para empresas?',
          a: `${perUser('es')} (redondeado, $10) por usuario al mes, más una tarifa fija de administración de ${adminFee('es')} al mes.`,
        },
        {
          q: '¿Qué ve un usuario invitado?',
          a: 'Solo los cursos privados que la empresa le permite, además de los cursos del marketplace que le asignes.',
        },
        {
          q: '¿Hay descuento en el marketplace?',
          a: 'Sí, las empresas obtienen un descuento del 25% o más en los cursos del marketplace.',
        },
        {
          q: '¿Puedo cambiar el número de usuarios?',
          a: 'Sí, puedes sumar o quitar usuarios cada mes y el precio se ajusta en la siguiente factura.',
        },
      ],
    },
    cta: {
      title: 'Forma a tu equipo desde este mes',
      text: 'Crea tu cuenta de empresa y lanza tu primer curso privado hoy mismo.',
      primary: { label: 'Crear cuenta de empresa', href: 'https://studio.quest.how/signup/company' },
    },
  },
  en: {
    meta: {
      title: `Employee training for companies: ${perUser('en')} per user a month | Quest`,
      description: `Train your team with gamified courses for ${perUser('en')} per user per month plus a ${adminFee('en')} admin fee. Private courses and 25% or more off marketplace courses.`,
    },
    name: 'Companies',
    hero: {
      eyebrow: 'Quest for companies',
      title: 'Training your team actually finishes',
      lead: 'Upskill your employees with short, playable courses on their phones. Build private courses from your own processes, assign discounted marketplace courses and follow everyone’s progress.',
      primary: { label: 'Calculate my price', href: '/companies#pricing' },
      secondary: { label: 'Talk to sales', href: '/companies#contact' },
      bullets: [
        `${perUser('en')} per user per month`,
        `${adminFee('en')} flat admin fee`,
        'No annual contracts',
      ],
      art: {
        scene: 'dashboard',
        tone: 'sky',
        icon: 'building',
        chips: ['92% completion', 'Sales team: level 4'],
        label: 'A company dashboard with the training progress of its team',
      },
    },
    features: {
      eyebrow: 'Benefits',
      title: 'Your whole training plan in one place',
      items: [
        {
          icon: 'lock',
          title: 'Private courses',
          text: 'Upload your manuals and processes. Each invited user sees only the private courses the company allows.',
        },
        {
          icon: 'gift',
          title: '25% or more off',
          text: 'Marketplace courses cost your company at least 25% less.',
        },
        {
          icon: 'chart',
          title: 'Per-person reports',
          text: 'Progress, scores and certificates for every employee, exportable whenever you need them.',
        },
        {
          icon: 'phone',
          title: 'Mobile learning',
          text: '5-minute lessons in the app: ideal for field teams, stores and shift workers.',
        },
        {
          icon: 'globe',
          title: 'Spanish and English',
          text: 'Content in both languages for diverse teams in the United States and Latin America.',
        },
        {
          icon: 'users',
          title: 'One-click invitations',
          text: 'Invite each person by e-mail; they accept and start within minutes.',
        },
      ],
    },
    pricing: {
      eyebrow: 'Transparent pricing',
      title: 'Calculate what you would pay',
      lead: `You pay ${perUser('en')} per user per month plus a ${adminFee('en')} flat admin fee. No hidden costs.`,
      labels: {
        users: 'Number of users',
        usersHint: 'Between 1 and 10,000 people. Add or remove users every month.',
        result: 'Your monthly price',
        perMonth: '/month',
        breakdownUsers: 'users',
        adminFee: 'Admin fee',
        yearly: 'Total over 12 months',
        calculate: 'Calculate',
        buy: 'Buy seats',
      },
      includes: ['Admin dashboard', 'Unlimited private courses', 'E-mail support in English and Spanish'],
    },
    contact: {
      eyebrow: 'Sales',
      title: 'Tell us about your team',
      lead: 'Leave your details and a specialist will contact you within one business day with a tailored demo.',
    },
    steps: {
      title: 'Get started in three steps',
      items: [
        { title: 'Create the company account', text: 'In Quest Studio, in under 5 minutes.' },
        {
          title: 'Pick or build courses',
          text: 'Discounted marketplace courses or private ones with your content.',
        },
        {
          title: 'Invite your team',
          text: 'Everyone gets an invitation and starts learning from their phone.',
        },
      ],
    },
    faq: {
      title: 'Company questions',
      items: [
        {
          q: 'How much does Quest for companies cost?',
          a: `${perUser('en')} (about $10) per user per month, plus a ${adminFee('en')} flat admin fee per month.`,
        },
        {
          q: 'What does an invited user see?',
          a: 'Only the private courses the company allows, plus any marketplace courses you assign.',
        },
        {
          q: 'Is there a marketplace discount?',
          a: 'Yes, companies get 25% or more off marketplace courses.',
        },
        {
          q: 'Can I change the number of users?',
          a: 'Yes, add or remove users every month and the price adjusts on the next invoice.',
        },
      ],
    },
    cta: {
      title: 'Train your team starting this month',
      text: 'Create your company account and launch your first private course today.',
      primary: { label: 'Create a company account', href: 'https://studio.quest.how/signup/company' },
    },
  },
};
