import type { SubscriptionPlanId } from '../../db/schema/subscriptions.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { href, pagePaths } from '../../routes.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';

// The migrant subscription's confirmation (issue 12): the first payment and, above all, the status page's
// unguessable address (where the subscriber sees, upgrades or cancels it), so a subscriber who never signed in
// can always get back to it. Rendered from the outbox row's snapshot alone.

export const SUBSCRIPTION_EMAIL_KIND = 'subscription';

/** Same shape as order-email.ts's (kept here: that module depends on outbox.ts, which depends on this one). */
export interface RenderedSubscriptionEmail {
  subject: string;
  html: string;
  text: string;
}

export interface SubscriptionEmailPayload {
  publicId: string;
  fullName: string;
  plan: SubscriptionPlanId;
  priceCents: number;
  /** A plan with a trial: nothing was charged yet, the first charge is then (ISO). */
  trialEndsAt?: string;
  /** What the plan is for (the Quester's slug, the company's id). */
  subjectId?: string;
  /** First payment and renewal dates (ISO). */
  paidAt: string;
  renewsAt: string;
  /** Paid with a test card (the offline sandbox): no real money moved, and the e-mail says so (issue 28). */
  testMode?: boolean;
}

const COPY = {
  es: {
    plans: {
      monthly: 'Plan mensual',
      semiannual: 'Plan semestral',
      annual: 'Plan anual',
      quester_basic: 'Plan Basic de Quester',
      quester_plus: 'Plan Plus de Quester',
      company_seats: 'Plan de empresa',
    },
    subject: 'Tu suscripción de Quest está activa',
    preheader: 'Recibimos tu pago. Aquí tienes el enlace para administrar tu suscripción.',
    heading: '¡Tu suscripción está activa!',
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro:
      'Recibimos tu pago. Tu suscripción se renueva automáticamente y puedes cancelarla hasta un día antes de la renovación.',
    plan: 'Plan',
    paid: 'Total pagado',
    date: 'Fecha de pago',
    renews: 'Próxima renovación',
    manage: 'Ver tu suscripción',
    note: 'Guarda este correo: el enlace es tu acceso a la suscripción. No lo compartas.',
    tagline: 'Cursos en español para crecer en Estados Unidos.',
    reason: 'Recibes este correo porque te suscribiste en Quest.',
    test: {
      subject: '[Prueba]',
      notice: 'Suscripción de prueba: se usó una tarjeta de prueba y no se movió dinero real.',
      intro:
        'Activamos tu suscripción de prueba. Se renueva automáticamente (sin cargo real) y puedes cancelarla hasta un día antes de la renovación.',
      paid: 'Total (prueba, sin cargo real)',
    },
  },
  en: {
    plans: {
      monthly: 'Monthly plan',
      semiannual: 'Semi-annual plan',
      annual: 'Annual plan',
      quester_basic: 'Quester Basic plan',
      quester_plus: 'Quester Plus plan',
      company_seats: 'Company plan',
    },
    subject: 'Your Quest subscription is active',
    preheader: 'We received your payment. Here is the link to manage your subscription.',
    heading: 'Your subscription is active!',
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    intro:
      'We received your payment. Your subscription renews automatically and you can cancel it up to one day before the renewal.',
    plan: 'Plan',
    paid: 'Total paid',
    date: 'Payment date',
    renews: 'Next renewal',
    manage: 'View your subscription',
    note: 'Keep this e-mail: the link is your access to the subscription. Do not share it.',
    tagline: 'Courses in Spanish to grow in the United States.',
    reason: 'You are receiving this e-mail because you subscribed on Quest.',
    test: {
      subject: '[Test]',
      notice: 'Test subscription: a test card was used and no real money moved.',
      intro:
        'We activated your test subscription. It renews automatically (no real charge) and you can cancel it up to one day before the renewal.',
      paid: 'Total (test, no real charge)',
    },
  },
} as const;

export function renderSubscriptionEmail(
  locale: Locale,
  payload: SubscriptionEmailPayload,
  { publicUrl }: { publicUrl: string },
): RenderedSubscriptionEmail {
  const copy = COPY[locale];
  const origin = publicUrl.replace(/\/+$/, '');
  const content: EmailContent = {
    locale,
    // A test subscription's e-mail never claims that money moved (issue 28).
    preheader: payload.testMode ? copy.test.notice : copy.preheader,
    heading: copy.heading,
    paragraphs: [
      copy.greeting(payload.fullName.trim()),
      payload.testMode ? copy.test.intro : copy.intro,
      ...(payload.testMode ? [copy.test.notice] : []),
    ],
    summary: [
      { label: copy.plan, value: copy.plans[payload.plan] ?? payload.plan },
      { label: copy.date, value: formatDate(new Date(payload.paidAt), locale) },
      { label: copy.renews, value: formatDate(new Date(payload.renewsAt), locale) },
      {
        label: payload.testMode ? copy.test.paid : copy.paid,
        value: formatMoney(payload.priceCents, locale, { cents: 'always' }),
        strong: true,
      },
    ],
    actions: [
      {
        label: copy.manage,
        url: `${origin}${href(locale, pagePaths.subscription(payload.publicId))}`,
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
  const subject = payload.testMode ? `${copy.test.subject} ${copy.subject}` : copy.subject;
  return { subject, html: renderHtml(content), text: renderText(content) };
}
