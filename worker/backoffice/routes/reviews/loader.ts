import type { Context } from 'hono';
import { REVIEW_STATUSES, type ReviewStatus, type ReviewsData, type ReviewView } from '../../../../client/backoffice/pages/reviews/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

/** The status asked for in the query; anything else is the queue of pending reviews. */
export const statusOf = (raw: string | undefined): ReviewStatus =>
  REVIEW_STATUSES.includes(raw as ReviewStatus) ? (raw as ReviewStatus) : 'pending';

export async function reviewsData(c: Context<ShopEnv>, status: ReviewStatus): Promise<ReviewsData> {
  const answer = await c.get('api')<{ reviews: ReviewView[] }>('GET', `/reviews?status=${status}&limit=200`);
  return { status, reviews: expectOk(answer).reviews };
}

export async function reviewsLoader(c: Context<ShopEnv>) {
  return { title: c.get('t')('reviews.title'), data: await reviewsData(c, statusOf(c.req.query('status'))) };
}
