import { createId } from '@paralleldrive/cuid2';
import { Hono } from 'hono';
import { REVIEW_LIMITS, type ReviewField } from '../../../client/contract/pages/review';
import { insertBuyerReviewStatement, inviteByHashQuery, orderProductsForReviewQuery } from '../../../db/queries/reviews';
import { textLanguages } from '../../../locales/text-variants';
import type { ShopEnv } from '../../env';
import { readForm } from '../../form-body';
import { pageFor } from '../../pages';
import { tokenHash } from '../../staff/sessions';
import { wantsJson } from '../../wants-json';
import { todayIn } from './loader';

/**
 * A buyer's review, posted from the invitation's page (worker/routes/review/loader.ts). It is
 * stored pending, for the back office to approve; the link works once per product of the order
 * (the unique order and product of a review). Without JavaScript a refused post shows the page
 * again with what was typed, and a saved one redirects to the page's thanks.
 */
export const reviewActions = new Hono<ShopEnv>();

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max + 1) : '');

/** The date as typed if it is a real calendar date from 2000 to `today`; null otherwise. */
function experienceDate(raw: string, today: string): string | null {
  if (!DATE.test(raw)) return null;
  const parsed = new Date(`${raw}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== raw) return null;
  return raw >= '2000-01-01' && raw <= today ? raw : null;
}

reviewActions.post('/:token', async (c) => {
  const token = c.req.param('token');
  if (!TOKEN.test(token)) return pageFor(c, 'review', { token: 'invalid' }, 404);
  const db = c.get('db');
  const market = c.get('market');
  const [invite] = await inviteByHashQuery(db, await tokenHash(token));
  if (!invite) return wantsJson(c) ? c.json({ error: 'link-invalid' }, 404) : pageFor(c, 'review', { token }, 404);

  const form = (await readForm(c)) ?? {};
  const sku = typeof form.sku === 'string' ? form.sku : '';
  const products = await orderProductsForReviewQuery(db, invite.orderId, textLanguages(market));
  const product = products.find((p) => p.sku === sku);
  if (!product) return wantsJson(c) ? c.json({ error: 'not-in-order' }, 422) : pageFor(c, 'review', { token }, 422);

  const values = {
    rating: text(form.rating, 1),
    title: text(form.title, REVIEW_LIMITS.title),
    body: text(form.body, REVIEW_LIMITS.body),
    author: text(form.author, REVIEW_LIMITS.author),
    experiencedOn: text(form.experiencedOn, 10),
  } satisfies Record<ReviewField, string>;
  const rating = /^[1-5]$/.test(values.rating) ? Number(values.rating) : null;
  const experiencedOn = experienceDate(values.experiencedOn, todayIn(market.timeZone, new Date()));
  const errors: ReviewField[] = [
    ...(rating === null ? (['rating'] as const) : []),
    ...(['title', 'body', 'author'] as const).filter((f) => values[f].length === 0 || values[f].length > REVIEW_LIMITS[f]),
    ...(experiencedOn === null ? (['experiencedOn'] as const) : []),
  ];
  if (errors.length > 0 || rating === null || experiencedOn === null) {
    if (wantsJson(c)) return c.json({ error: 'invalid', fields: errors }, 422);
    return pageFor(c, 'review', { token }, 422, {
      attempt: sku,
      values,
      errors: Object.fromEntries(errors.map((f) => [f, f])),
      formError: null,
    });
  }

  const [saved] = await insertBuyerReviewStatement(db, {
    id: createId(),
    orderId: invite.orderId,
    productSku: sku,
    language: market.language,
    rating,
    title: values.title,
    body: values.body,
    author: values.author,
    experiencedOn,
    now: Date.now(),
  });
  // Reviewed through this link already (a second tab, a double click): the first one stands.
  if (!saved) return wantsJson(c) ? c.json({ error: 'already-reviewed' }, 409) : pageFor(c, 'review', { token }, 409);
  if (wantsJson(c)) return c.json({ status: 'pending' });
  return c.redirect(`/review/${token}?done=${encodeURIComponent(sku)}`, 303);
});
