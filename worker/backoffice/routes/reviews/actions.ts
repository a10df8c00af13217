import { Hono } from 'hono';
import ReviewsPage from '../../../../client/backoffice/pages/reviews/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { reviewsData, statusOf } from './loader';

/** The moderation forms of /reviews: each calls the operator API, which checks catalog.write and audits. */
export const reviewsActions = new Hono<ShopEnv>();

const ACTIONS = { approve: 'reviews.done.approved', hide: 'reviews.done.hidden', reply: 'reviews.done.replied' } as const;

reviewsActions.post('/reviews/:id/:action{approve|hide|reply}', async (c) => {
  const id = c.req.param('id').slice(0, 80);
  const action = c.req.param('action') as keyof typeof ACTIONS;
  const status = statusOf(c.req.query('status'));
  const form = action === 'reply' ? ((await readForm(c)) ?? {}) : {};
  const reply = typeof form.reply === 'string' ? form.reply.slice(0, 4000) : '';
  const answer = await c.get('api')('POST', `/reviews/${encodeURIComponent(id)}/${action}`, action === 'reply' ? { reply } : {});
  if (answer.ok) return done(c, `/reviews?status=${status}`, ACTIONS[action]);
  // Refused (a reply too long, a review gone, a role that may not): the page again, saying why, with what was typed.
  const data = await reviewsData(c, status);
  return renderBackOffice(c, {
    title: c.get('t')('reviews.title'),
    status: answer.status,
    current: 'reviews',
    body: ReviewsPage({
      ctx: pageContext(c),
      data: { ...data, replyError: { id, text: refusal(c, answer, 'reviews'), reply } },
    }),
  });
});
