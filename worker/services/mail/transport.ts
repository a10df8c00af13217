import type { WorkerMailer } from 'worker-mailer';
import { isEmail } from '../../../client/pages/checkout/email';
import type { ShopConfig } from '../../config';

/** One e-mail as the shop sends it: always both parts, HTML and plain text. */
export interface OutgoingMail {
  from: { name: string; email: string };
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/** The boundary to whoever delivers the shop's e-mail: one call, and it throws when not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * A recipient no SMTP server should be given: trying again cannot help, so the outbox records the
 * mail as dead at once (worker/mail/outbox.ts).
 */
export class RefusedRecipient extends Error {
  constructor(address: string) {
    super(`Refused to send: the recipient ${JSON.stringify(address.slice(0, 100))} is not a mailbox`);
    this.name = 'RefusedRecipient';
  }
}

/**
 * The address as it goes into `MAIL FROM:`, `RCPT TO:` and the headers, or null: checked again
 * here whatever let it into the outbox (an order placed before the check was strict, a
 * hand-written row), because worker-mailer writes addresses as they are, and a `>` or a line break
 * would add recipients or commands. An internationalised domain is written in its ASCII form,
 * which every server accepts.
 */
export function envelopeAddress(address: string): string | null {
  if (!isEmail(address)) return null;
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (/^[\x21-\x7E]+$/.test(domain)) return address;
  try {
    return `${address.slice(0, at + 1)}${new URL(`http://${domain}`).hostname}`;
  } catch {
    // Letters IDNA does not allow in a host name (the check takes any letter).
    return null;
  }
}

type SmtpConfig = Pick<ShopConfig, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURITY' | 'SMTP_USER' | 'SMTP_PASS'>;

/**
 * SMTP over Cloudflare's TCP sockets (worker-mailer), to any provider that offers SMTP, and to
 * MailDev locally. A connection per batch of the queue: opened, used, closed.
 */
export function smtpTransport(config: SmtpConfig): MailTransport & { close(): Promise<void> } {
  let connection: Promise<WorkerMailer> | null = null;
  const connect = () => {
    const { SMTP_HOST: host, SMTP_PORT: port } = config;
    if (!host || !port) throw new Error('SMTP_HOST and SMTP_PORT are not set');
    // The SMTP client is loaded by the first e-mail: only the queue's consumer sends (decision 048).
    connection ??= import('worker-mailer').then(({ WorkerMailer }) =>
      WorkerMailer.connect({
        host,
        port,
        secure: config.SMTP_SECURITY === 'tls',
        startTls: config.SMTP_SECURITY !== 'none',
        ...(config.SMTP_USER ? { credentials: { username: config.SMTP_USER, password: config.SMTP_PASS ?? '' } } : {}),
        socketTimeoutMs: 15_000,
        responseTimeoutMs: 15_000,
      }),
    );
    // A connection that failed is not kept: the next message tries afresh.
    connection.catch(() => {
      connection = null;
    });
    return connection;
  };
  return {
    async send(mail) {
      // Before connecting: a refused address opens no connection.
      const to = envelopeAddress(mail.to);
      if (!to) throw new RefusedRecipient(mail.to);
      // The shop's own addresses (settings, market data): wrong until someone fixes them, so retried.
      const sender = envelopeAddress(mail.from.email);
      const reply = mail.replyTo === undefined ? null : envelopeAddress(mail.replyTo);
      if (!sender || (mail.replyTo !== undefined && !reply)) throw new Error('The sender or reply-to address is not a mailbox');
      const from = { ...mail.from, email: sender };
      const mailer = await connect();
      await mailer.send({
        from,
        to,
        ...(reply ? { reply } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    async close() {
      const open = connection;
      connection = null;
      if (open) await (await open).close().catch(() => undefined);
    },
  };
}
