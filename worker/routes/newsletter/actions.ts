import { createId } from '@paralleldrive/cuid2';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import { isEmail } from '../../../client/pages/checkout/email';
import { queueNewsletterMailStatement } from '../../../db/queries/mail-outbox';
import { confirmSubscriptionStatement, subscriberQuery, subscribeStatements } from '../../../db/queries/newsletter';
import { clientAddress, withinLimit } from '../../checkout/rate-limit';
import type { ShopEnv } from '../../env';
import { queueMail } from '../../mail/outbox';
import { marketOrigin, parseMarketHosts } from '../../market';
import { wantsJson } from '../../wants-json';
import type { NewsletterResult } from '../types';

/**
 * Newsletter sign-up: one subscription per address, each with its own single-use code for 20%
 * off all items. Signing up again shows the existing state and issues nothing new. Where the
 * market asks for double opt-in, the sign-up waits for the link in a confirmation e-mail (sent
 * through the mail outbox and queue) and the code is shown when the link is followed.
 */
export const newsletter = new Hono<ShopEnv>();

export const NEWSLETTER_PERCENT = 20;
const RESULT_COOKIE = 'newsletter_result';
const SIGNUPS_PER_CLIENT = 5;
const TEN_MINUTES = 10 * 60 * 1000;

type SignupResult = NewsletterResult;

const signupResult: z.ZodType<SignupResult> = z.discriminatedUnion('status', [
  z.object({ status: z.literal('subscribed'), code: z.string().regex(/^NEWS-[A-Z0-9]{10}$/) }),
  z.object({ status: z.literal('confirm') }),
  z.object({ status: z.literal('already') }),
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
  const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
  const source = form.source === 'home' ? 'home' : 'footer';
  if (!isEmail(email)) return answer(c, { status: 'failed' }, 422);
  const db = c.get('db');
  const client = clientAddress(c);
  try {
    if (!(await withinLimit(db, `newsletter:${client}`, SIGNUPS_PER_CLIENT, TEN_MINUTES))) return answer(c, { status: 'failed' }, 429);
    const [existing] = await subscriberQuery(db, email);
    // Waiting for confirmation: the e-mail went out once; a second sign-up sends no other.
    if (existing) return answer(c, { status: existing.confirmedAt === null ? 'confirm' : 'already' });
    const market = c.get('market');
    const subscription = { email, market: market.code, source, code: newCode(), percent: NEWSLETTER_PERCENT, now: Date.now() } as const;
    if (!market.newsletterDoubleOptIn) {
      await db.batch(subscribeStatements(db, subscription));
      return answer(c, { status: 'subscribed', code: subscription.code });
    }
    const [id, mail, token] = [createId(), createId(), newToken()];
    const origin = marketOrigin(market.code, new URL(c.req.url), parseMarketHosts(c.env.MARKET_HOSTS));
    await db.batch([
      ...subscribeStatements(db, { ...subscription, id, confirmToken: token }),
      queueNewsletterMailStatement(db, {
        id: mail,
        subscriberId: id,
        recipient: email,
        market: market.code,
        link: `${origin}/newsletter/confirm/${token}`,
        now: subscription.now,
      }),
    ]);
    c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [mail]));
    return answer(c, { status: 'confirm' });
  } catch (error) {
    // Two sign-ups of one address at once: the unique e-mail lets only one through.
    if (String(error).includes('UNIQUE')) return answer(c, { status: 'already' });
    console.error(`[${c.get('requestId')}] newsletter sign-up failed`, error);
    return answer(c, { status: 'failed' }, 503);
  }
});

/**
 * The link in the confirmation e-mail: confirms the address once and shows the code; a used or
 * unknown link says so. Its secret is 128 random bits, in the path so no query string is logged.
 */
newsletter.get('/confirm/:token', async (c) => {
  const token = c.req.param('token');
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return answer(c, { status: 'link-invalid' });
  const [confirmed] = await confirmSubscriptionStatement(c.get('db'), token, Date.now());
  return answer(c, confirmed ? { status: 'subscribed', code: confirmed.code } : { status: 'link-invalid' });
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
