import { createId } from '@paralleldrive/cuid2';
import type { BatchItem } from 'drizzle-orm/batch';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import { isEmail } from '../../../client/pages/checkout/email';
import { queueNewsletterMailStatement } from '../../../db/queries/mail-outbox';
import { confirmSubscriptionStatement, subscriberQuery, subscribeStatements } from '../../../db/queries/newsletter';
import { isMarketCode } from '../../../locales/markets';
import { clientAddress, withinLimit } from '../../checkout/rate-limit';
import type { ShopEnv } from '../../env';
import { readForm } from '../../form-body';
import { errorFields, logEvent } from '../../log';
import { queueMail } from '../../mail/outbox';
import { marketOrigin } from '../../market';
import { readSettings } from '../../settings';
import { wantsJson } from '../../wants-json';
import type { NewsletterResult } from '../types';

/**
 * Newsletter sign-up: one subscription per address, each with its own single-use code for 20%
 * off all items, shown once the address is confirmed through the link in an e-mail (double
 * opt-in, every market: the link is also what proves the address is the shopper's own).
 *
 * The answer never tells whether an address was known: a new address, one waiting for its
 * confirmation and one subscribed long ago all get the same "look in your inbox", down to the
 * status, the JSON and the D1 round trips; only the e-mail, which the address's owner alone
 * reads, differs (the confirmation link, again for one still waiting, or a note that it is
 * subscribed already). Signing up again issues no new code.
 */
export const newsletter = new Hono<ShopEnv>();

export const NEWSLETTER_PERCENT = 20;
const RESULT_COOKIE = 'newsletter_result';
const SIGNUPS_PER_CLIENT = 5;
const TEN_MINUTES = 10 * 60 * 1000;
/**
 * Every sign-up now sends a mail, so a stranger could send one to any address again and again;
 * past this many a day an address gets no more (the answer stays the same).
 */
const MAILS_PER_ADDRESS = 3;
const ONE_DAY = 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

type SignupResult = NewsletterResult;

const signupResult: z.ZodType<SignupResult> = z.discriminatedUnion('status', [
  z.object({ status: z.literal('subscribed'), code: z.string().regex(/^NEWS-[A-Z0-9]{10}$/) }),
  z.object({ status: z.literal('check-inbox') }),
  z.object({ status: z.literal('failed') }),
  z.object({ status: z.literal('link-invalid') }),
]);

/** A code nobody can guess: 10 characters from an alphabet without look-alikes. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `NEWS-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

function answer(c: Context<ShopEnv>, result: SignupResult, status: 200 | 422 | 429 | 503 = 200) {
  if (wantsJson(c)) return c.json(result, status);
  // Without JavaScript the result page shows it; the code travels in a short-lived cookie, not the URL.
  setCookie(c, RESULT_COOKIE, JSON.stringify(result), { path: '/newsletter', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 300 });
  return c.redirect('/newsletter', 303);
}

newsletter.post('/', async (c) => {
  const form = (await readForm(c)) ?? {};
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
  const source = form.source === 'home' ? 'home' : 'footer';
  if (!isEmail(email)) return answer(c, { status: 'failed' }, 422);
  const db = c.get('db');
  const client = clientAddress(c);
  try {
    if (!(await withinLimit(db, `newsletter:${client}`, SIGNUPS_PER_CLIENT, TEN_MINUTES))) return answer(c, { status: 'failed' }, 429);
    const [existing] = await subscriberQuery(db, email);
    const now = Date.now();
    const subscriberId = existing?.id ?? createId();
    // Counted for a new address too, so that both take the same round trips.
    const mail = (await withinLimit(db, `newsletter-mail:${subscriberId}`, MAILS_PER_ADDRESS, ONE_DAY, now)) ? createId() : null;
    // A known address hears in its own market (language, and the host its link goes to), wherever this sign-up came from.
    const market = existing && isMarketCode(existing.market) ? existing.market : c.get('market').code;
    const token = existing ? existing.confirmToken : newToken();
    const writes: BatchItem<'sqlite'>[] = existing
      ? []
      : [
          ...subscribeStatements(db, {
            id: subscriberId,
            email,
            market,
            source,
            code: newCode(),
            percent: NEWSLETTER_PERCENT,
            now,
            confirmToken: token ?? '',
          }),
        ];
    if (mail) {
      const origin = marketOrigin(market, new URL(c.req.url), readSettings(c.env).MARKET_HOSTS);
      const waiting = existing?.confirmedAt == null && token !== null;
      writes.push(
        queueNewsletterMailStatement(db, {
          id: mail,
          subscriberId,
          recipient: email,
          market,
          now,
          ...(waiting
            ? { kind: 'newsletter-confirmation', link: `${origin}/newsletter/confirm/${token}` }
            : { kind: 'newsletter-already' }),
        }),
      );
    }
    if (writes.length > 0) await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    if (mail) c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [mail]));
    return answer(c, { status: 'check-inbox' });
  } catch (error) {
    // Two sign-ups of one address at once: the unique e-mail lets one through, whose e-mail goes out.
    if (String(error).includes('UNIQUE')) return answer(c, { status: 'check-inbox' });
    logEvent('newsletter.error', { requestId: c.get('requestId'), step: 'sign-up', ...errorFields(error) }, 'error');
    return answer(c, { status: 'failed' }, 503);
  }
});

/**
 * The confirm button of the link's page (a page of the route table: worker/routes/newsletter/
 * loader.ts). Only this POST confirms: mail scanners and link previews follow the e-mail's link
 * with GET, and would otherwise confirm addresses nobody confirmed. Once, then a used link says so.
 */
newsletter.post('/confirm/:token', async (c) => {
  const token = c.req.param('token');
  if (!TOKEN.test(token)) return answer(c, { status: 'link-invalid' });
  try {
    const [confirmed] = await confirmSubscriptionStatement(c.get('db'), token, Date.now());
    return answer(c, confirmed ? { status: 'subscribed', code: confirmed.code } : { status: 'link-invalid' });
  } catch (error) {
    logEvent('newsletter.error', { requestId: c.get('requestId'), step: 'confirmation', ...errorFields(error) }, 'error');
    return answer(c, { status: 'failed' }, 503);
  }
});

/** 128 random bits, URL-safe. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The result of a sign-up posted without JavaScript (read once). */
export function takeSignupResult(c: Context<ShopEnv>): SignupResult | null {
  const raw = getCookie(c, RESULT_COOKIE);
  if (!raw) return null;
  setCookie(c, RESULT_COOKIE, '', { path: '/newsletter', maxAge: 0 });
  try {
    // The cookie came back from the browser: it is input like any other, checked field by field.
    const parsed = signupResult.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
