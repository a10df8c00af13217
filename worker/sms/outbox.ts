import { createDatabase, type Database } from '../../db/client';
import { claimSmsStatement, dueSmsQuery, smsFailedStatement, smsSentStatement } from '../../db/queries/sms-outbox';
import { readConfig } from '../config';
import type { Bindings } from '../env';
import { errorFields, logEvent } from '../log';
import { MAIL_TRIES, OVERDUE_MS, retryDelaySeconds } from '../mail/outbox';
import { marketOrigin } from '../market';
import { smsSender } from '../services/sms';
import { RefusedNumber, type SmsSender } from '../services/sms/sender';
import { readSettings } from '../settings';
import { counted, smsFailedCount, smsSentCount } from '../signals/count';
import type { DeliveryFailure } from '../signals/names';
import { composeSms, type SmsTextDeps } from './compose';

/**
 * Order confirmations by SMS, beside the mail outbox (decision 037): the row is written with the
 * order (one D1 batch, worker/checkout/place-order.ts), tried once as the shopper's answer goes
 * out, and after that by the cron's sweep, with the e-mails' tries and delays (at the sweep's
 * five minutes at the least). Each try is first claimed ('sending') in one guarded update, so the
 * answer's try, a doubled request and two sweeps at once text it once; a claim whose sender died
 * is taken again after OVERDUE_MS. After MAIL_TRIES the row stays 'dead' with its last error (the
 * back office's order timeline shows it, with "Send again"; the dashboard counts it), and so does,
 * at once, an SMS to a number the provider refuses.
 */

export const SMS_TRIES = MAIL_TRIES;

export type SmsOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

export type SmsDeps = SmsTextDeps & { sender: SmsSender; now: () => number };

/** One SMS: claimed, composed, sent, recorded. Never throws: the outcome says what happened. */
export async function deliverSms(deps: SmsDeps, id: string): Promise<{ outcome: SmsOutcome; tries: number }> {
  const now = deps.now();
  const [sms] = await claimSmsStatement(deps.db, id, now, now - OVERDUE_MS);
  if (!sms) return { outcome: 'skipped', tries: 0 };
  const tries = sms.attempts + 1;
  // A dead SMS (`dead`: why it is) is counted in the batch that marks it.
  const failed = async (error: string, dead: DeliveryFailure | null) => {
    const at = deps.now();
    const update = smsFailedStatement(deps.db, id, {
      error,
      dead: dead !== null,
      nextTryAt: at + retryDelaySeconds(tries) * 1000,
      now: at,
    });
    if (dead) counted((await deps.db.batch([smsFailedCount(deps.db, id, dead, at), update]))[0]);
    else await update;
    return { outcome: dead ? ('dead' as const) : ('retry' as const), tries };
  };
  try {
    const body = await composeSms(deps, sms);
    if (!body) return await failed('The order no longer exists', 'gone');
    const { reference } = await deps.sender.send({ to: sms.recipient, body });
    const at = deps.now();
    const [sent] = await deps.db.batch([smsSentCount(deps.db, id, at), smsSentStatement(deps.db, id, reference, at)]);
    counted(sent);
    return { outcome: 'sent', tries };
  } catch (error) {
    const dead = error instanceof RefusedNumber ? 'refused' : tries >= SMS_TRIES ? 'tries' : null;
    const result = await failed(String((error as Error)?.message ?? error), dead);
    logEvent(dead ? 'sms.dead' : 'sms.failed', { smsId: id, tries, ...errorFields(error) }, 'warn');
    return result;
  }
}

/** The cron's sweep: every SMS that is due (a failed try's wait is over, or its first try was lost). */
export async function sweepSms(deps: SmsDeps): Promise<Record<SmsOutcome, number>> {
  const now = deps.now();
  const counts = { sent: 0, retry: 0, dead: 0, skipped: 0 };
  for (const { id } of await dueSmsQuery(deps.db, now, now - OVERDUE_MS)) counts[(await deliverSms(deps, id)).outcome] += 1;
  return counts;
}

/** Where links go when there is no request: the market's host, or its development host. */
const DEVELOPMENT_ORIGIN = new URL('http://localhost:8787');

/** The sweep's and the checkout's dependencies from the environment; null when no SMS can be sent (SMS_PROVIDER off, settings wrong). */
export function smsDeps(env: Bindings, db: Database = createDatabase(env.DB), origin?: URL): SmsDeps | null {
  const config = readConfig(env);
  if (!config.ok) return null;
  const sender = smsSender(config.config);
  if (!sender) return null;
  const hosts = readSettings(env).MARKET_HOSTS;
  return {
    db,
    kv: env.LOCALES,
    sender,
    orderSecret: config.config.ORDER_SECRET,
    origin: (code) => marketOrigin(code, origin ?? DEVELOPMENT_ORIGIN, hosts),
    now: Date.now,
  };
}

/** The checkout's first try of the SMS it wrote with the order (in waitUntil: the shopper does not wait). */
export async function sendSmsNow(deps: SmsDeps | null, ids: (string | null)[]) {
  if (!deps) return;
  for (const id of ids) if (id) await deliverSms(deps, id);
}
