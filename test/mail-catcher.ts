import { createServer } from 'node:net';
import { MailDev } from 'maildev';

/** A free port on 127.0.0.1 (asked of the system, then released for the server that takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * MailDev on 127.0.0.1 at free ports: the SMTP server the shop sends to in tests, and its web
 * API (`GET /api/email`) to read what arrived.
 */
export async function startMailCatcher() {
  const smtp = await freePort();
  const web = await freePort();
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return { smtp, web: `http://127.0.0.1:${web}`, stop: () => maildev.stop() };
}
