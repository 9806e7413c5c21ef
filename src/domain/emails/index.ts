// Order e-mails rendered from an outbox row's snapshot (framework-free; the worker in server/ sends them).
export { escapeHtml } from './html.ts';
export {
  ADDRESS_CHANGED_EMAIL_KIND,
  ADDRESS_PROOF_EMAIL_KIND,
  type AddressChangedPayload,
  type AddressProofPayload,
} from './identity-email.ts';
export {
  INVITATION_EMAIL_KIND,
  type InvitationEmailPayload,
  renderInvitationEmail,
} from './invitation-email.ts';
export { isEmailKind, outboxMessageId, type RenderedEmail, renderOrderEmail } from './order-email.ts';
export { type EmailContext, renderOutboxEmail } from './render.ts';
export {
  RENEWAL_REMINDER_EMAIL_KIND,
  renderRenewalReminderEmail,
} from './renewal-reminder-email.ts';
export {
  renderSubscriptionEmail,
  SUBSCRIPTION_EMAIL_KIND,
  type SubscriptionEmailPayload,
} from './subscription-email.ts';
