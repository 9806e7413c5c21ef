import nodemailer from 'nodemailer';

// Outgoing e-mail behind one small interface: the outbox worker (server/jobs/outbox-worker.ts) sends through it and
// tests may hand in their own. Knows nothing of orders or templates.

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Our own Message-ID (`<…@…>`), stable per outbox row, so a resend after a crash reads as the same mail. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with the server's or the network's error. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Closes pooled connections; a delivery in progress finishes first. */
  close(): Promise<void>;
}

export interface SmtpTransportOptions {
  /** Longest wait for the TCP (or TLS) connection, for the greeting, and for any reply on an open socket. */
  timeoutMs?: number;
  /** Upper bound on one whole delivery: a server trickling its replies is not caught by the socket timeout. */
  sendTimeoutMs?: number;
}

/**
 * SMTP through nodemailer from an `smtp://` or `smtps://` URL (user and password in the URL, options such as
 * `?ignoreTLS=true` in its query). Pooled: one connection carries many messages.
 */
export function createSmtpTransport(
  smtpUrl: string,
  { timeoutMs = 5_000, sendTimeoutMs = 30_000 }: SmtpTransportOptions = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}
