import { createDatabase, type Database } from '../../db/client';
import { mailDeadAlertStatement, STAFF_ALERT_MAIL } from '../../db/queries/alerts';
import { mailFailedStatement, mailQuery, mailSentStatement, overdueMailQuery, requeuedStatement } from '../../db/queries/mail-outbox';
import { readConfig } from '../config';
import type { Bindings, MailMessage } from '../env';
import { errorFields, logEvent } from '../log';
import { type MailTransport, RefusedRecipient, smtpTransport } from '../services/mail/transport';
import { counted, mailFailedCount, mailSentCount } from '../signals/count';
import type { DeliveryFailure } from '../signals/names';
import { raiseAlerts } from '../staff/alerts';

/**
 * Order e-mails after the fact: the outbox row is written with the order (one D1 batch), its id
 * goes on the mail queue, and the queue's consumer renders and sends it. Checkout never waits
 * on mail; a mail server that is down costs retries with growing delays, not the e-mail; a
 * queue message that was lost is put back by the cron's sweep; after the last try the row stays
 * 'dead' with its error, listed by `GET /admin/api/mail?status=dead`, and so does, at the first
 * try, a mail whose recipient the transport refuses (not a mailbox: no retry can change that).
 * A dead e-mail raises a staff alert (worker/staff/alerts.ts), itself an e-mail of this outbox.
 */

/** Tries per e-mail (the queue's max_retries in wrangler.toml allows as many deliveries). */
export const MAIL_TRIES = 6;

/** 30 s, 2 min, 8 min, 32 min, 2 h: the wait before try n + 1. */
export const retryDelaySeconds = (triesSoFar: number) => Math.min(30 * 4 ** (triesSoFar - 1), 12 * 60 * 60);

/** A pending e-mail older than this without a try is queued again by the sweep. */
export const OVERDUE_MS = 10 * 60 * 1000;

/** Puts outbox ids on the queue; a failure here is harmless (the sweep queues them later). */
export async function queueMail(queue: Queue<MailMessage>, ids: (string | null)[]) {
  const messages = ids.filter((id): id is string => id !== null).map((id) => ({ body: { id } }));
  if (messages.length === 0) return;
  try {
    await queue.sendBatch(messages);
  } catch (error) {
    logEvent('mail.queue-unavailable', errorFields(error), 'error');
  }
}

export type DeliveryOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

type DeliveryDeps = {
  db: Database;
  kv: KVNamespace;
  transport: MailTransport;
  from: string;
  now: () => number;
  /** Where the alert e-mails of a dead e-mail go; without it the sweep sends them. */
  queue?: Queue<MailMessage>;
};

/**
 * A failed try; a dead e-mail (`dead`: why it is) raises its staff alert and is counted in the
 * same batch, so it alerts and counts exactly once.
 */
async function markFailed(deps: DeliveryDeps, id: string, error: string, dead: DeliveryFailure | null) {
  const now = deps.now();
  if (!dead) return mailFailedStatement(deps.db, id, error, false, now);
  const raised = await raiseAlerts(
    deps.db,
    [mailFailedCount(deps.db, id, dead, now), mailFailedStatement(deps.db, id, error, true, now)],
    [mailDeadAlertStatement(deps.db, id, now)],
    now,
  );
  counted(raised.results[0]);
  if (deps.queue) await queueMail(deps.queue, raised.mails);
}

/** One outbox row: rendered, sent, recorded. Never throws: the outcome says what the queue should do. */
export async function deliverOne(deps: DeliveryDeps, id: string): Promise<{ outcome: DeliveryOutcome; tries: number }> {
  const [mail] = await mailQuery(deps.db, id);
  if (mail?.status !== 'pending') return { outcome: 'skipped', tries: mail?.attempts ?? 0 };
  try {
    const alert = mail.kind === STAFF_ALERT_MAIL;
    // The renderers (React to HTML, HTML to text) are loaded by the first delivery: only the
    // queue's consumer and the sweep send, not the requests that write the outbox (decision 048).
    const composed = alert
      ? await (await import('./staff-alert')).composeStaffAlert(mail.details, deps.from)
      : await (await import('./compose')).composeMail(deps, mail);
    if (!composed) {
      await markFailed(deps, id, alert ? 'The alert lists nothing' : 'The order no longer exists', 'gone');
      return { outcome: 'dead', tries: mail.attempts + 1 };
    }
    const { sender, replyTo, subject, html, text } = composed;
    await deps.transport.send({ from: { name: sender, email: deps.from }, to: mail.recipient, replyTo, subject, html, text });
    const at = deps.now();
    const [sent] = await deps.db.batch([mailSentCount(deps.db, id, at), mailSentStatement(deps.db, id, at)]);
    counted(sent);
    return { outcome: 'sent', tries: mail.attempts + 1 };
  } catch (error) {
    const tries = mail.attempts + 1;
    const dead = error instanceof RefusedRecipient ? 'refused' : tries >= MAIL_TRIES ? 'tries' : null;
    await markFailed(deps, id, String((error as Error)?.message ?? error), dead);
    return { outcome: dead ? 'dead' : 'retry', tries };
  }
}

/** The queue consumer (wrangler.toml [[queues.consumers]]). */
export async function deliverMailBatch(batch: MessageBatch<MailMessage>, env: Bindings, _ctx?: ExecutionContext) {
  const outcomes = { sent: 0, retry: 0, dead: 0, skipped: 0 };
  const config = readConfig(env);
  if (!config.ok || !config.config.MAIL_FROM) {
    // Settings are wrong: nothing can be sent now; the messages come back later.
    batch.retryAll({ delaySeconds: 300 });
    return { ...outcomes, retry: batch.messages.length };
  }
  const transport = smtpTransport(config.config);
  const deps = {
    db: createDatabase(env.DB),
    kv: env.LOCALES,
    transport,
    from: config.config.MAIL_FROM,
    now: Date.now,
    queue: env.MAIL_QUEUE,
  };
  try {
    for (const message of batch.messages) {
      const { outcome, tries } = await deliverOne(deps, message.body.id);
      if (outcome === 'retry') message.retry({ delaySeconds: retryDelaySeconds(tries) });
      else message.ack();
      if (outcome === 'sent' || outcome === 'retry' || outcome === 'dead') outcomes[outcome]++;
      else outcomes.skipped++;
      if (outcome === 'dead') logEvent('mail.dead', { mailId: message.body.id, tries }, 'error');
    }
  } finally {
    await transport.close();
  }
  return outcomes;
}

/** The cron's sweep: pending e-mails whose message was lost go on the queue again. */
export async function requeueOverdueMail(db: Database, queue: Queue<MailMessage>, now: number) {
  const ids = (await overdueMailQuery(db, now - OVERDUE_MS)).map((m) => m.id);
  if (ids.length === 0) return 0;
  await requeuedStatement(db, ids, now);
  await queueMail(queue, ids);
  return ids.length;
}
