import type { LeadKind } from '../../../domain/leads.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { FieldView } from '../forms/LeadForm.tsx';

interface FormCopy {
  fields: FieldView[];
  submit: string;
  success: { title: string; text: string };
}

const categoriesEs = [
  'Idiomas',
  'Finanzas',
  'Tecnología',
  'Preparación de exámenes',
  'Marketing',
  'Matemáticas',
  'Otra',
];
const categoriesEn = ['Languages', 'Finance', 'Technology', 'Test Prep', 'Marketing', 'Math', 'Other'];
const numbered = (labels: string[]) => labels.map((label, index) => ({ value: String(index + 1), label }));

const base = {
  es: {
    fullName: {
      name: 'fullName',
      label: 'Nombre completo',
      type: 'text',
      required: true,
      autoComplete: 'name',
    },
    email: {
      name: 'email',
      label: 'Correo electrónico',
      type: 'email',
      required: true,
      autoComplete: 'email',
      placeholder: 'tu@correo.com',
    },
    phone: {
      name: 'phone',
      label: 'Teléfono con código de país',
      type: 'phone',
      required: true,
      autoComplete: 'tel',
      placeholder: '+1 305 555 0142',
    },
  },
  en: {
    fullName: { name: 'fullName', label: 'Full name', type: 'text', required: true, autoComplete: 'name' },
    email: {
      name: 'email',
      label: 'Email',
      type: 'email',
      required: true,
      autoComplete: 'email',
      placeholder: 'you@email.com',
    },
    phone: {
      name: 'phone',
      label: 'Phone with country code',
      type: 'phone',
      required: true,
      autoComplete: 'tel',
      placeholder: '+1 305 555 0142',
    },
  },
} satisfies Record<Locale, Record<string, FieldView>>;

const audienceEs = [
  { value: '1', label: 'Menos de 1,000 seguidores' },
  { value: '2', label: 'Más de 50,000 seguidores' },
];
const audienceEn = [
  { value: '1', label: 'Under 1,000 followers' },
  { value: '2', label: 'Over 50,000 followers' },
];

export const formCopy: Record<Locale, Record<LeadKind, FormCopy> & { sending: string; choose: string }> = {
  es: {
    sending: 'Enviando…',
    choose: 'Selecciona una opción',
    'questers-apply': {
      fields: [
        base.es.fullName,
        base.es.email,
        base.es.phone,
        {
          name: 'category',
          label: 'Categoría',
          type: 'select',
          required: true,
          options: numbered(categoriesEs),
        },
        { name: 'audience', label: 'Tu audiencia', type: 'select', required: true, options: audienceEs },
        {
          name: 'link',
          label: 'Tu web o red social (opcional)',
          type: 'url',
          required: false,
          placeholder: 'instagram.com/tu-cuenta',
        },
        {
          name: 'idea',
          label: '¿Qué quieres enseñar?',
          type: 'textarea',
          required: true,
          placeholder: 'Cuéntanos el tema, a quién va dirigido y tu experiencia.',
        },
      ],
      submit: 'Enviar postulación',
      success: {
        title: '¡Postulación recibida!',
        text: 'Gracias por querer enseñar con Quest. Revisaremos tu propuesta y te escribiremos en un plazo de 3 días hábiles.',
      },
    },
    'questers-signup': {
      fields: [
        base.es.fullName,
        base.es.email,
        base.es.phone,
        {
          name: 'plan',
          label: 'Plan con el que quieres empezar',
          type: 'select',
          required: true,
          wide: true,
          options: [
            { value: 'free', label: 'Gratis: hasta 5 cursos, sin publicar' },
            { value: 'basic', label: 'Basic: visibles por enlace directo' },
            { value: 'plus', label: 'Plus: publica en el marketplace' },
          ],
        },
      ],
      submit: 'Crear mi cuenta de Quester',
      success: {
        title: '¡Tu cuenta está en camino!',
        text: 'Te enviamos un correo con el enlace para entrar a Quest Studio y crear tu primer curso.',
      },
    },
    'affiliates-apply': {
      fields: [
        base.es.fullName,
        base.es.email,
        base.es.phone,
        {
          name: 'channel',
          label: 'Dónde compartirás los cursos',
          type: 'url',
          required: true,
          placeholder: 'tiktok.com/@tu-cuenta',
        },
        {
          name: 'audience',
          label: 'Tamaño de tu audiencia',
          type: 'select',
          required: true,
          options: audienceEs,
        },
        {
          name: 'message',
          label: 'Cuéntanos sobre tu comunidad (opcional)',
          type: 'textarea',
          required: false,
        },
      ],
      submit: 'Quiero ser afiliado',
      success: {
        title: '¡Solicitud enviada!',
        text: 'Te escribiremos en menos de 48 horas con el enlace a tu panel de afiliado y tu paquete de afiliado.',
      },
    },
    companies: {
      fields: [
        base.es.fullName,
        { ...base.es.email, label: 'Correo de trabajo' },
        base.es.phone,
        { name: 'company', label: 'Empresa', type: 'text', required: true, autoComplete: 'organization' },
        {
          name: 'employees',
          label: 'Número de empleados a capacitar',
          type: 'number',
          required: true,
          placeholder: '25',
        },
        { name: 'message', label: '¿Qué necesitas enseñar? (opcional)', type: 'textarea', required: false },
      ],
      submit: 'Solicitar una demostración',
      success: {
        title: '¡Gracias! Hablamos muy pronto',
        text: 'Un especialista en capacitación te contactará en un día hábil con una propuesta para tu equipo.',
      },
    },
  },
  en: {
    sending: 'Sending…',
    choose: 'Choose an option',
    'questers-apply': {
      fields: [
        base.en.fullName,
        base.en.email,
        base.en.phone,
        {
          name: 'category',
          label: 'Category',
          type: 'select',
          required: true,
          options: numbered(categoriesEn),
        },
        { name: 'audience', label: 'Your audience', type: 'select', required: true, options: audienceEn },
        {
          name: 'link',
          label: 'Your website or social profile (optional)',
          type: 'url',
          required: false,
          placeholder: 'instagram.com/your-account',
        },
        {
          name: 'idea',
          label: 'What do you want to teach?',
          type: 'textarea',
          required: true,
          placeholder: 'Tell us the topic, who it is for and your experience.',
        },
      ],
      submit: 'Send application',
      success: {
        title: 'Application received!',
        text: 'Thank you for wanting to teach with Quest. We will review your proposal and write to you within 3 business days.',
      },
    },
    'questers-signup': {
      fields: [
        base.en.fullName,
        base.en.email,
        base.en.phone,
        {
          name: 'plan',
          label: 'Plan you want to start with',
          type: 'select',
          required: true,
          wide: true,
          options: [
            { value: 'free', label: 'Free: up to 5 courses, not published' },
            { value: 'basic', label: 'Basic: visible by direct link' },
            { value: 'plus', label: 'Plus: publish on the marketplace' },
          ],
        },
      ],
      submit: 'Create my Quester account',
      success: {
        title: 'Your account is on its way!',
        text: 'We sent you an e-mail with the link to enter Quest Studio and create your first course.',
      },
    },
    'affiliates-apply': {
      fields: [
        base.en.fullName,
        base.en.email,
        base.en.phone,
        {
          name: 'channel',
          label: 'Where you will share the courses',
          type: 'url',
          required: true,
          placeholder: 'tiktok.com/@your-account',
        },
        { name: 'audience', label: 'Audience size', type: 'select', required: true, options: audienceEn },
        {
          name: 'message',
          label: 'Tell us about your community (optional)',
          type: 'textarea',
          required: false,
        },
      ],
      submit: 'Become an affiliate',
      success: {
        title: 'Application sent!',
        text: 'We will write to you within 48 hours with the link to your affiliate dashboard and your affiliate bundle.',
      },
    },
    companies: {
      fields: [
        base.en.fullName,
        { ...base.en.email, label: 'Work email' },
        base.en.phone,
        { name: 'company', label: 'Company', type: 'text', required: true, autoComplete: 'organization' },
        { name: 'employees', label: 'Employees to train', type: 'number', required: true, placeholder: '25' },
        {
          name: 'message',
          label: 'What do you need to teach? (optional)',
          type: 'textarea',
          required: false,
        },
      ],
      submit: 'Request a demo',
      success: {
        title: 'Thank you! We will talk soon',
        text: 'A training specialist will contact you within one business day with a proposal for your team.',
      },
    },
  },
};
