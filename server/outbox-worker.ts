import type { Logger } from 'pino';
import { isEmailKind, outboxMessageId, renderOrderEmail } from '../src/domain/emails/index.ts';
import type { OrderEmailPayload, StoredMessage } from '../src/domain/outbox.ts';
import type { DomainServices } from '../src/domain/services.ts';
import { isLocale } from '../src/i18n/locales.ts';
import type { MailTransport } from '../src/integrations/mail/index.ts';
import { SERVER_ROUTES } from '../src/routes.ts';

// Delivers the e-mail outbox (ARCHITECTURE.md "Scale-out"). A message is claimed for a lease, rendered from its
// snapshot, sent, and marked sent; a failure is recorded and retried with backoff by whichever worker claims it
// next. Delivery is at least once: a crash between the SMTP server's "250 OK" and markSent sends the message again
// after the lease, with the same Message-ID so mail clients show it once. Server background jobs
// (server/background-jobs.ts) call drain() on a timer; tests call it directly.

export interface OutboxWorker {
  /** Sends every message due now (none without a transport) and resolves with how many were sent. */
  drain(): Promise<number>;
  /** Waits for a delivery in progress, then closes the transport; drain() does nothing afterwards. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  domain: Pick<DomainServices, 'outbox'>;
  /** null without SMTP_URL: messages stay in the outbox, announced in the log with a preview link. */
  transport: MailTransport | null;
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

  /** Renders and sends one claimed message; true when the SMTP server accepted it. */
  async function deliver(mailer: MailTransport, message: StoredMessage): Promise<boolean> {
    const context = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      if (!isEmailKind(message.kind)) throw new Error(`Unknown e-mail kind '${message.kind}'`);
      const locale = isLocale(message.locale) ? message.locale : 'es';
      const email = renderOrderEmail(message.kind, locale, message.payload as unknown as OrderEmailPayload, {
        publicUrl,
      });
      await mailer.send({
        from,
        to: message.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: outboxMessageId(message.id),
        headers: { 'Content-Language': locale },
      });
    } catch (error) {
      const failure = describeFailure(error);
      const outcome = await domain.outbox.markFailed(message, failure.message, now());
      logger[outcome === 'dead' ? 'error' : 'warn'](
        { ...context, outcome, failure },
        outcome === 'dead'
          ? 'E-mail delivery failed for the last time'
          : 'E-mail delivery failed; will retry',
      );
      return false;
    }
    await domain.outbox.markSent(message.id, now());
    logger.info(context, 'E-mail sent');
    return true;
  }

  async function sendDue(mailer: MailTransport): Promise<number> {
    let sent = 0;
    // One at a time: the lease covers a single delivery, and stopping never strands a claimed batch.
    while (!stopped) {
      const [message] = await domain.outbox.claimDue({ limit: 1, leaseMs, now: now() });
      if (!message) break;
      if (await deliver(mailer, message)) sent += 1;
    }
    return sent;
  }

  /** Without SMTP: each new pending message is logged once, with where to read it in development. */
  async function announcePending(): Promise<number> {
    const pending = await domain.outbox.pendingAfter(announcedUpTo);
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
      const run = transport ? sendDue(transport) : announcePending();
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
