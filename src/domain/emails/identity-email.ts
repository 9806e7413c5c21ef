import type { ProofPurpose } from '../../db/schema/identity.ts';
import type { Locale } from '../../i18n/locales.ts';
import { href, pagePaths } from '../../routes.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';

// The e-mails of identity (issue 27): the single-use link that proves an address, and the notice to the old
// address when a learner's access address changed. The proof's token is never stored: the worker derives it from
// the message's nonce with the server's secret (`tokenFor`), so the outbox alone opens nothing.

export const ADDRESS_PROOF_EMAIL_KIND = 'address_proof';
export const ADDRESS_CHANGED_EMAIL_KIND = 'address_changed';

export interface AddressProofPayload {
  purpose: ProofPurpose;
  nonce: string;
  name: string;
  /** Minutes the link stays usable. */
  validMinutes: number;
}

export interface AddressChangedPayload {
  name: string;
  /** The new address, masked. */
  newAddressHint: string;
}

const COPY = {
  es: {
    sign_in: {
      subject: 'Tu enlace para entrar en Quest',
      heading: 'Confirma que este correo es tuyo',
      intro:
        'Alguien pidió entrar en Quest con esta dirección, ver sus compras o completar su registro. Si fuiste tú, abre el enlace: te lleva a una página donde confirmas con un botón.',
      action: 'Confirmar mi correo',
    },
    change_email: {
      subject: 'Confirma tu nueva dirección de acceso en Quest',
      heading: 'Confirma tu nueva dirección',
      intro:
        'Pediste usar esta dirección para entrar en Quest y recibir tus recibos y certificados. Abre el enlace y confirma el cambio.',
      action: 'Confirmar la nueva dirección',
    },
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    validity: (minutes: number) =>
      `El enlace sirve una sola vez durante ${minutes} minutos. Si no lo pediste, ignora este correo: nada cambia sin él.`,
    changed: {
      subject: 'Tu dirección de acceso a Quest cambió',
      heading: 'Tu dirección de acceso cambió',
      intro: (hint: string) =>
        `Tu cuenta de Quest usa ahora la dirección ${hint}. Los recibos, certificados y enlaces para entrar llegarán allí.`,
      note: 'Si no fuiste tú, responde a este correo y lo revisaremos enseguida.',
      action: 'Ir a mi cuenta',
    },
    tagline: 'Aprende jugando, certifícate de verdad.',
    reason: 'Recibes este correo por una acción sobre tu cuenta de Quest.',
  },
  en: {
    sign_in: {
      subject: 'Your link to sign in to Quest',
      heading: 'Confirm this address is yours',
      intro:
        'Someone asked to sign in to Quest with this address, see its purchases or complete its registration. If it was you, open the link: it takes you to a page where you confirm with one button.',
      action: 'Confirm my e-mail',
    },
    change_email: {
      subject: 'Confirm your new Quest sign-in address',
      heading: 'Confirm your new address',
      intro:
        'You asked to use this address to sign in to Quest and receive your receipts and certificates. Open the link and confirm the change.',
      action: 'Confirm the new address',
    },
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    validity: (minutes: number) =>
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail: nothing changes without it.`,
    changed: {
      subject: 'Your Quest sign-in address changed',
      heading: 'Your sign-in address changed',
      intro: (hint: string) =>
        `Your Quest account now uses ${hint}. Receipts, certificates and sign-in links will go there.`,
      note: 'If this was not you, reply to this e-mail and we will look into it at once.',
      action: 'Go to my account',
    },
    tagline: 'Learn by playing, get certified for real.',
    reason: 'You are receiving this e-mail because of an action on your Quest account.',
  },
} as const;

export function renderAddressProofEmail(
  locale: Locale,
  payload: AddressProofPayload,
  { publicUrl, tokenFor }: { publicUrl: string; tokenFor: (nonce: string) => string },
): { subject: string; html: string; text: string } {
  const copy = COPY[locale];
  const words = copy[payload.purpose];
  const origin = publicUrl.replace(/\/+$/, '');
  const content: EmailContent = {
    locale,
    preheader: words.heading,
    heading: words.heading,
    paragraphs: [copy.greeting(payload.name.trim()), words.intro],
    summary: [],
    actions: [
      {
        label: words.action,
        url: `${origin}${href(locale, pagePaths.confirmAddress(tokenFor(payload.nonce)))}`,
        primary: true,
      },
    ],
    note: copy.validity(payload.validMinutes),
    footer: {
      tagline: copy.tagline,
      reason: copy.reason,
      homeUrl: `${origin}${href(locale, pagePaths.home)}`,
    },
  };
  return { subject: words.subject, html: renderHtml(content), text: renderText(content) };
}

export function renderAddressChangedEmail(
  locale: Locale,
  payload: AddressChangedPayload,
  { publicUrl }: { publicUrl: string },
): { subject: string; html: string; text: string } {
  const copy = COPY[locale];
  const origin = publicUrl.replace(/\/+$/, '');
  const content: EmailContent = {
    locale,
    preheader: copy.changed.heading,
    heading: copy.changed.heading,
    paragraphs: [copy.greeting(payload.name.trim()), copy.changed.intro(payload.newAddressHint)],
    summary: [],
    actions: [
      { label: copy.changed.action, url: `${origin}${href(locale, pagePaths.account)}`, primary: true },
    ],
    note: copy.changed.note,
    footer: {
      tagline: copy.tagline,
      reason: copy.reason,
      homeUrl: `${origin}${href(locale, pagePaths.home)}`,
    },
  };
  return { subject: copy.changed.subject, html: renderHtml(content), text: renderText(content) };
}
