import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { auditStatement, bumpCatalogStatement } from '../../../db/queries/operations';
import { reviewQuery, reviewReplyStatement, reviewStatusStatement, reviewsByStatusQuery } from '../../../db/queries/reviews';
import { clearCatalogCache } from '../../catalog-cache';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { invalid, validQuery } from './input';

/**
 * /admin/api/reviews: the moderation of buyers' reviews. A review shows on the product page, and
 * counts in its rating, only once approved; hiding takes it off both. Every change bumps the
 * catalog version, so kept product pages follow at once.
 */
export const adminReviews = new Hono<ShopEnv>();

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
/** The longest reply the shop may write under a review. */
export const REPLY_MAX = 2000;

const listQuery = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

adminReviews.get('/', allow('catalog.read'), validQuery(listQuery), async (c) => {
  const { status, limit } = c.req.valid('query');
  return c.json({ status, reviews: await reviewsByStatusQuery(c.get('db'), status, limit) });
});

type Change = ReturnType<typeof reviewStatusStatement> | ReturnType<typeof reviewReplyStatement>;

/** One moderation: the change, the catalog version and the audit line in one batch; 404 for a review that is not there. */
async function moderate(
  c: Context<ShopEnv>,
  action: string,
  change: (id: string, now: number) => Change,
  details: Record<string, unknown>,
) {
  const id = c.req.param('id') ?? '';
  const db = c.get('db');
  if (id.length > 80 || (await reviewQuery(db, id)).length === 0) return c.json({ error: `No review ${id.slice(0, 80)}` }, 404);
  const now = Date.now();
  await db.batch([
    change(id, now),
    bumpCatalogStatement(db, now),
    auditStatement(db, { actor: c.get('operator'), action, target: `review:${id}`, details, at: now }),
  ]);
  clearCatalogCache();
  const [review] = await reviewQuery(db, id);
  return c.json({ review });
}

adminReviews.post('/:id/approve', allow('catalog.write'), (c) =>
  moderate(c, 'review.approve', (id) => reviewStatusStatement(c.get('db'), id, 'approved'), {}),
);

adminReviews.post('/:id/hide', allow('catalog.write'), (c) =>
  moderate(c, 'review.hide', (id) => reviewStatusStatement(c.get('db'), id, 'hidden'), {}),
);

const replySchema = z.object({ reply: z.string().trim().max(REPLY_MAX, `reply: at most ${REPLY_MAX} characters`) });

adminReviews.post('/:id/reply', allow('catalog.write'), async (c) => {
  const parsed = replySchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { reply } = parsed.data;
  return moderate(c, 'review.reply', (id, now) => reviewReplyStatement(c.get('db'), id, reply, now), { reply });
});
