import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { queueMailStatement } from '../../db/queries/mail-outbox';
import { insertInviteStatement, invitesDueQuery } from '../../db/queries/reviews';
import { isMarketCode } from '../../locales/markets';
import { marketOrigin } from '../market';
import type { ShopSettings } from '../settings';
import { randomToken, tokenHash } from '../staff/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Orders fulfilled more than this long before they became due are never invited: switching the
 * feature on (or lengthening the delay) must not mail every buyer of the past years.
 */
const LATEST_AFTER_DUE_MS = 30 * DAY_MS;
/** Invitations written per run of the cron; the rest follow in the next runs. */
const PER_RUN = 100;

/** Where links go when the cron, which has no request, builds them: the market's host, or its development host. */
const DEVELOPMENT_ORIGIN = new URL('http://localhost:8787');

/** The page of an invitation's link (client/contract/routes.ts `review`). */
export const reviewPath = (token: string) => `/review/${token}`;

/**
 * The cron's invitations to review: each order fulfilled `REVIEW_INVITE_DAYS` days ago gets one
 * e-mail in its market's language, with a link whose token D1 keeps only as its SHA-256. The
 * invitation row and the outbox row are one batch, and both are one per order (primary key, and
 * the outbox's unique order and kind), so a second run, or two at once, send nothing again.
 * Returns the outbox ids to put on the mail queue.
 */
export async function inviteReviewers(db: Database, settings: Pick<ShopSettings, 'REVIEW_INVITE_DAYS' | 'MARKET_HOSTS'>, now: number) {
  const dueBefore = now - settings.REVIEW_INVITE_DAYS * DAY_MS;
  const due = await invitesDueQuery(db, dueBefore, dueBefore - LATEST_AFTER_DUE_MS, PER_RUN);
  const mails: string[] = [];
  for (const order of due) {
    if (!order.contact || !isMarketCode(order.market)) continue;
    const token = randomToken();
    const mail = createId();
    const [invited] = await db.batch([
      insertInviteStatement(db, { orderId: order.id, tokenHash: await tokenHash(token), now }).returning(),
      queueMailStatement(db, {
        id: mail,
        orderId: order.id,
        kind: 'review-invitation',
        recipient: order.contact,
        market: order.market,
        details: { link: marketOrigin(order.market, DEVELOPMENT_ORIGIN, settings.MARKET_HOSTS) + reviewPath(token) },
        now,
      }),
    ]);
    if (invited.length > 0) mails.push(mail);
  }
  return mails;
}
