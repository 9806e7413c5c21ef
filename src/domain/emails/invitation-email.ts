import type { Locale } from '../../i18n/locales.ts';
import { href, pagePaths } from '../../routes.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';

// A company's invitation to an employee (issue 12, the invitation flow of issue 11): the invitation page's
// unguessable address, where the employee accepts (with Open Campus ID) or denies it. Rendered from the outbox
// row's snapshot alone.

export const INVITATION_EMAIL_KIND = 'company_invitation';

export interface RenderedInvitationEmail {
  subject: string;
  html: string;
  text: string;
}

export interface InvitationEmailPayload {
  invitationId: string;
  invitedName: string;
  inviterName: string;
  company: string;
}

const COPY = {
  es: {
    subject: (company: string) => `${company} te invita a capacitarte en Quest`,
    preheader: 'Acepta la invitación para ver los cursos de tu empresa y su descuento.',
    heading: 'Tienes una invitación',
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (inviter: string, company: string) =>
      `${inviter} te invitó a unirte a ${company} en Quest: verás los cursos privados de tu empresa y tendrás descuento en los cursos del marketplace.`,
    company: 'Empresa',
    inviter: 'Te invita',
    open: 'Ver la invitación',
    note: 'Para aceptar necesitas iniciar sesión con Open Campus ID. Si no esperabas este correo, puedes rechazar la invitación o ignorarlo.',
    tagline: 'Capacitación para equipos que crecen.',
    reason: 'Recibes este correo porque una empresa te invitó a Quest.',
  },
  en: {
    subject: (company: string) => `${company} invites you to train on Quest`,
    preheader: "Accept the invitation to see your company's courses and its discount.",
    heading: 'You have an invitation',
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    intro: (inviter: string, company: string) =>
      `${inviter} invited you to join ${company} on Quest: you will see your company's private courses and get a discount on marketplace courses.`,
    company: 'Company',
    inviter: 'Invited by',
    open: 'View the invitation',
    note: 'Accepting needs an Open Campus ID sign-in. If you did not expect this e-mail, you can deny the invitation or ignore it.',
    tagline: 'Training for growing teams.',
    reason: 'You are receiving this e-mail because a company invited you to Quest.',
  },
} as const;

export function renderInvitationEmail(
  locale: Locale,
  payload: InvitationEmailPayload,
  { publicUrl }: { publicUrl: string },
): RenderedInvitationEmail {
  const copy = COPY[locale];
  const origin = publicUrl.replace(/\/+$/, '');
  const content: EmailContent = {
    locale,
    preheader: copy.preheader,
    heading: copy.heading,
    paragraphs: [copy.greeting(payload.invitedName.trim()), copy.intro(payload.inviterName, payload.company)],
    summary: [
      { label: copy.company, value: payload.company },
      { label: copy.inviter, value: payload.inviterName },
    ],
    actions: [
      {
        label: copy.open,
        url: `${origin}${href(locale, pagePaths.invitation(payload.invitationId))}`,
        primary: true,
      },
    ],
    note: copy.note,
    footer: {
      tagline: copy.tagline,
      reason: copy.reason,
      homeUrl: `${origin}${href(locale, pagePaths.home)}`,
    },
  };
  return { subject: copy.subject(payload.company), html: renderHtml(content), text: renderText(content) };
}
