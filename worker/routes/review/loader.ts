import { REVIEW_FIELDS, type ReviewData, type ReviewField } from '../../../client/contract/pages/review';
import { inviteByHashQuery, orderProductsForReviewQuery } from '../../../db/queries/reviews';
import { textLanguages } from '../../../locales/text-variants';
import { tokenHash } from '../../staff/sessions';
import type { Loader } from '../types';

/** Today as a calendar date where the shopper is: a date of experience may be today, never later. */
export const todayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/**
 * The page of a review invitation's link: the order's products, named in the market's language,
 * each with its form until reviewed through the link. The token is looked up by its SHA-256
 * (D1 holds nothing that opens the page); an unknown one shows that the link is not valid.
 */
export const reviewLoader: Loader<'review'> = async ({ db, t, market, url, now, submission }, { token }) => {
  const [invite] = await inviteByHashQuery(db, await tokenHash(token));
  const rows = invite ? await orderProductsForReviewQuery(db, invite.orderId, textLanguages(market)) : null;
  const products = rows?.map((row) => ({ sku: row.sku, title: row.title, reviewed: Boolean(row.reviewed) })) ?? null;
  const done = url.searchParams.get('done');
  const refused: ReviewData['refused'] = submission
    ? {
        sku: submission.attempt,
        values: Object.fromEntries(REVIEW_FIELDS.flatMap((f) => (f in submission.values ? [[f, submission.values[f]]] : []))),
        errors: REVIEW_FIELDS.filter((f): f is ReviewField => f in submission.errors),
      }
    : null;
  return {
    data: {
      token,
      products,
      done: products?.some((p) => p.sku === done && p.reviewed) ? done : null,
      refused,
      today: todayIn(market.timeZone, now),
    },
    head: { title: `${t('review.title')} – ${t('shop.name')}`, description: t('review.intro'), noindex: true },
  };
};
