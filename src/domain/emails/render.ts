import type { Locale } from '../../i18n/locales.ts';
import type { OrderEmailPayload } from '../outbox.ts';
import {
  CE_OPERATOR_REMINDER_KIND,
  CE_REPORT_EMAIL_KIND,
  type CeOperatorReminderPayload,
  type CeReportEmailPayload,
  renderCeOperatorReminderEmail,
  renderCeReportEmail,
} from './ce-report-email.ts';
import {
  ADDRESS_CHANGED_EMAIL_KIND,
  ADDRESS_PROOF_EMAIL_KIND,
  type AddressChangedPayload,
  type AddressProofPayload,
  renderAddressChangedEmail,
  renderAddressProofEmail,
} from './identity-email.ts';
import {
  INVITATION_EMAIL_KIND,
  type InvitationEmailPayload,
  renderInvitationEmail,
} from './invitation-email.ts';
import { isEmailKind, type RenderedEmail, renderOrderEmail } from './order-email.ts';
import {
  RENEWAL_REMINDER_EMAIL_KIND,
  type RenewalReminderPayload,
  renderRenewalReminderEmail,
} from './renewal-reminder-email.ts';
import {
  renderSubscriptionEmail,
  SUBSCRIPTION_EMAIL_KIND,
  type SubscriptionEmailPayload,
} from './subscription-email.ts';

/** What rendering an outbox e-mail needs besides its row: the site's origin and the proof links' tokens. */
export interface EmailContext {
  publicUrl: string;
  /** The token of an address proof's link from its nonce (identity: derived with the server's secret). */
  linkToken: (nonce: string) => string;
}

/**
 * The one dispatch from an outbox row's kind to its e-mail, used by the delivery worker and the development
 * preview alike; undefined for a kind that is not an e-mail (a CRM lead).
 */
export function renderOutboxEmail(
  message: { kind: string; payload: unknown },
  locale: Locale,
  { publicUrl, linkToken }: EmailContext,
): (RenderedEmail & { headers?: Record<string, string> }) | undefined {
  const payload = message.payload as never;
  switch (message.kind) {
    case RENEWAL_REMINDER_EMAIL_KIND:
      return renderRenewalReminderEmail(locale, payload as RenewalReminderPayload, { publicUrl });
    case CE_REPORT_EMAIL_KIND:
      return renderCeReportEmail(locale, payload as CeReportEmailPayload, { publicUrl });
    case CE_OPERATOR_REMINDER_KIND:
      return renderCeOperatorReminderEmail(locale, payload as CeOperatorReminderPayload, { publicUrl });
    case INVITATION_EMAIL_KIND:
      return renderInvitationEmail(locale, payload as InvitationEmailPayload, { publicUrl });
    case SUBSCRIPTION_EMAIL_KIND:
      return renderSubscriptionEmail(locale, payload as SubscriptionEmailPayload, { publicUrl });
    case ADDRESS_PROOF_EMAIL_KIND:
      return renderAddressProofEmail(locale, payload as AddressProofPayload, {
        publicUrl,
        tokenFor: linkToken,
      });
    case ADDRESS_CHANGED_EMAIL_KIND:
      return renderAddressChangedEmail(locale, payload as AddressChangedPayload, { publicUrl });
    default:
      return isEmailKind(message.kind)
        ? renderOrderEmail(message.kind, locale, payload as OrderEmailPayload, { publicUrl })
        : undefined;
  }
}
