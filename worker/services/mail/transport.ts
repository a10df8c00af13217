import { WorkerMailer } from 'worker-mailer';
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

type SmtpConfig = Pick<ShopConfig, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURITY' | 'SMTP_USER' | 'SMTP_PASS'>;

/**
 * SMTP over Cloudflare's TCP sockets (worker-mailer), to any provider that offers SMTP, and to
 * MailDev locally. A connection per batch of the queue: opened, used, closed.
 */
export function smtpTransport(config: SmtpConfig): MailTransport & { close(): Promise<void> } {
  let connection: Promise<WorkerMailer> | null = null;
  const connect = () => {
    if (!config.SMTP_HOST || !config.SMTP_PORT) throw new Error('SMTP_HOST and SMTP_PORT are not set');
    connection ??= WorkerMailer.connect({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURITY === 'tls',
      startTls: config.SMTP_SECURITY !== 'none',
      ...(config.SMTP_USER ? { credentials: { username: config.SMTP_USER, password: config.SMTP_PASS ?? '' } } : {}),
      socketTimeoutMs: 15_000,
      responseTimeoutMs: 15_000,
    });
    // A connection that failed is not kept: the next message tries afresh.
    connection.catch(() => {
      connection = null;
    });
    return connection;
  };
  return {
    async send(mail) {
      const mailer = await connect();
      await mailer.send({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { reply: mail.replyTo } : {}),
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
