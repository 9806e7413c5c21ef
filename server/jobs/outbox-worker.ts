import type { Logger } from 'pino';
import { CRM_LEAD_KIND, parseCrmPayload } from '../../src/domain/crm.ts';
import { outboxMessageId, renderOutboxEmail } from '../../src/domain/emails/index.ts';
import type { KindFilter, StoredMessage } from '../../src/domain/outbox.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import type { CrmClient } from '../../src/integrations/crm/index.ts';
import type { MailTransport } from '../../src/integrations/mail/index.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';

// Delivers the outbox (ARCHITECTURE.md "Scale-out"): e-mails over SMTP and leads to the CRM, each kind by its own
// deliverer, claimed separately so one being down or unconfigured never holds the other back. A message is claimed for a lease, rendered from its
// snapshot, sent, and marked sent; a failure is recorded and retried with backoff by whichever worker claims it
// next. Delivery is at least once: a crash between the SMTP server's "250 OK" and markSent sends the message again
// after the lease, with the same Message-ID so mail clients show it once. Server background jobs
// (server/jobs/background-jobs.ts) call drain() on a timer; tests call it directly.

export interface OutboxWorker {
  /** Delivers every message due now (e-mails without a transport and leads without a CRM stay) and resolves with
   * how many were delivered. */
  drain(): Promise<number>;
  /** Waits for a delivery in progress, then closes the transport; drain() does nothing afterwards. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  domain: Pick<DomainServices, 'outbox' | 'identity'>;
  /** null without SMTP_URL: messages stay in the outbox, announced in the log with a preview link. */
  transport: MailTransport | null;
  /** The CRM's forms API when a widget is configured; null or absent: CRM leads stay in the outbox. */
  crm?: CrmClient | null;
  logger: Logger;
  /** The site's public origin, for the links in the e-mails and the preview link. */
  publicUrl: string;
  /** The From header (MAIL_FROM). */
  from: string;
  /** No preview links in production (the preview routes exist only outside it). */
  production: boolean;
  /**
   * How long a claimed message is held. One message is claimed at a time, so this only has to outlast one
   * delivery (the SMTP transport gives up after 30 s); a worker that dies holding it delays it this long.
   */
  leaseMs?: number;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
}

const EMAIL_ADDRESS = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g;

/**
 * An SMTP error as it may be stored and logged: servers quote the recipient ("550 <ana@example.com>: unknown"),
 * and addresses never reach the logs.
 */
function describeFailure(error: unknown): { message: string; code?: string; responseCode?: number } {
  const failure = error as { message?: unknown; code?: unknown; responseCode?: unknown } | null;
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  return {
    message: message.replace(EMAIL_ADDRESS, '[address]').slice(0, 300),
    ...(typeof failure?.code === 'string' ? { code: failure.code } : {}),
    ...(typeof failure?.responseCode === 'number' ? { responseCode: failure.responseCode } : {}),
  };
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { domain, transport, logger, from, production } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const inFlight = new Set<Promise<number>>();
  let stopped = false;
  /** Without SMTP: the highest message id already announced in the log (each is announced once). */
  let announcedUpTo = 0;
  if (!transport) {
    if (production) logger.warn('SMTP_URL is not set: e-mails stay in the outbox and are not sent');
    else
      logger.info(
        { previewUrl: `${publicUrl}${SERVER_ROUTES.devOutbox}` },
        'No SMTP_URL: e-mails stay in the outbox',
      );
  }

  /** Renders and sends one claimed e-mail; resolves when the SMTP server accepted it. */
  async function sendEmail(mailer: MailTransport, message: StoredMessage): Promise<void> {
    const locale = isLocale(message.locale) ? message.locale : 'es';
    const email = renderOutboxEmail(message, locale, { publicUrl, linkToken: domain.identity.linkToken });
    if (!email) throw new Error(`Unknown e-mail kind '${message.kind}'`);
    await mailer.send({
      from,
      to: message.recipient,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: outboxMessageId(message.id),
      headers: { 'Content-Language': locale, ...email.headers },
    });
  }

  /** Posts one claimed lead to the CRM's forms API; resolves when the CRM accepted it. */
  async function sendLead(client: CrmClient, message: StoredMessage): Promise<void> {
    const payload = parseCrmPayload(message.payload);
    if (!payload) throw new Error('Malformed CRM lead payload');
    const locale = isLocale(message.locale) ? message.locale : 'es';
    await client.submit({
      portalId: payload.portalId,
      formId: payload.formId,
      fields: payload.fields,
      submittedAt: payload.submittedAt,
      pageUri: `${publicUrl}/${locale}${payload.pagePath === '/' ? '' : payload.pagePath}`,
    });
  }

  interface Deliverer {
    /** The words of the log lines: 'E-mail', 'CRM lead'. */
    what: string;
    kinds: KindFilter;
    send(message: StoredMessage): Promise<void>;
  }

  /** Delivers one claimed message; true when it was accepted. A failure is recorded for a retry with backoff. */
  async function deliver(deliverer: Deliverer, message: StoredMessage): Promise<boolean> {
    const context = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      await deliverer.send(message);
    } catch (error) {
      const failure = describeFailure(error);
      const outcome = await domain.outbox.markFailed(message, failure.message, now());
      logger[outcome === 'dead' ? 'error' : 'warn'](
        { ...context, outcome, failure },
        outcome === 'dead'
          ? `${deliverer.what} delivery failed for the last time`
          : `${deliverer.what} delivery failed; will retry`,
      );
      return false;
    }
    await domain.outbox.markSent(message.id, now());
    logger.info(context, `${deliverer.what} sent`);
    return true;
  }

  async function sendDue(deliverer: Deliverer): Promise<number> {
    let sent = 0;
    // One at a time: the lease covers a single delivery, and stopping never strands a claimed batch.
    while (!stopped) {
      const [message] = await domain.outbox.claimDue({
        limit: 1,
        leaseMs,
        now: now(),
        kinds: deliverer.kinds,
      });
      if (!message) break;
      if (await deliver(deliverer, message)) sent += 1;
    }
    return sent;
  }

  const emailKinds: KindFilter = { except: [CRM_LEAD_KIND] };
  const mailer = transport;
  const emailDeliverer: Deliverer | null = mailer
    ? { what: 'E-mail', kinds: emailKinds, send: (message) => sendEmail(mailer, message) }
    : null;
  const crmClient = options.crm ?? null;
  const crmDeliverer: Deliverer | null = crmClient
    ? { what: 'CRM lead', kinds: { only: [CRM_LEAD_KIND] }, send: (message) => sendLead(crmClient, message) }
    : null;

  async function drainAll(): Promise<number> {
    const emails = emailDeliverer ? await sendDue(emailDeliverer) : await announcePending();
    const leads = crmDeliverer ? await sendDue(crmDeliverer) : 0;
    return emails + leads;
  }

  /** Without SMTP: each new pending message is logged once, with where to read it in development. */
  async function announcePending(): Promise<number> {
    const pending = await domain.outbox.pendingAfter(announcedUpTo, { kinds: emailKinds });
    for (const message of pending) {
      announcedUpTo = Math.max(announcedUpTo, message.id);
      logger.info(
        {
          outboxId: message.id,
          kind: message.kind,
          ...(production ? {} : { previewUrl: `${publicUrl}${SERVER_ROUTES.devOutbox}/${message.id}` }),
        },
        'E-mail kept in the outbox (no SMTP_URL)',
      );
    }
    return 0;
  }

  return {
    drain() {
      if (stopped) return Promise.resolve(0);
      const run = drainAll();
      inFlight.add(run);
      const forget = () => inFlight.delete(run);
      run.then(forget, forget);
      return run;
    },
    async stop() {
      stopped = true;
      await Promise.allSettled([...inFlight]);
      await transport?.close();
    },
  };
}
