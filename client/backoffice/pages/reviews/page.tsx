import { formatDate, formatDateTime } from '../../format';
import type { PageProps } from '../../page-context';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as /admin/api/reviews lists it. */
export interface ReviewView {
  id: string;
  productSku: string;
  language: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  experiencedOn: string;
  status: ReviewStatus;
  verified: boolean;
  reply: string | null;
  createdAt: number | null;
}

export interface ReviewsData {
  status: ReviewStatus;
  reviews: ReviewView[];
  /** A refused reply, shown again with what was typed. */
  replyError?: { id: string; text: string; reply: string };
}

/**
 * The moderation queue: buyers' reviews waiting (or approved, or hidden), each with approve,
 * hide and the shop's reply for those who may change the catalog. Every text a buyer typed is
 * rendered as text by React, never as markup.
 */
export default function ReviewsPage({ ctx, data }: PageProps<ReviewsData>) {
  const { t, locale } = ctx;
  const moderate = ctx.can('catalog.write');
  const back = `?status=${data.status}`;
  return (
    <section>
      <h1>{t('reviews.title')}</h1>
      <p>{t('reviews.intro')}</p>
      <form method="get" action="/reviews" className="filters">
        <div>
          <label htmlFor="reviews-status">{t('reviews.filter.label')}</label>
          <select id="reviews-status" name="status" defaultValue={data.status}>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`reviews.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('reviews.filter.submit')}</button>
      </form>
      {moderate ? null : <p className="muted">{t('reviews.readOnly')}</p>}
      {data.reviews.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <table>
          <caption>{t('reviews.table.caption', { status: t(`reviews.status.${data.status}`), count: data.reviews.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reviews.table.product')}</th>
              <th scope="col">{t('reviews.table.rating')}</th>
              <th scope="col">{t('reviews.table.review')}</th>
              <th scope="col">{t('reviews.table.author')}</th>
              {moderate ? <th scope="col">{t('reviews.table.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.reviews.map((review) => {
              const refused = data.replyError?.id === review.id ? data.replyError : null;
              const replyId = `reply-${review.id}`;
              return (
                <tr key={review.id}>
                  <td>{review.productSku}</td>
                  <td>{t('reviews.stars', { rating: review.rating })}</td>
                  <td lang={review.language}>
                    <strong>{review.title}</strong>
                    <p className="review-text">{review.body}</p>
                    {review.reply && !moderate ? (
                      <p className="muted">
                        {t('reviews.reply.current')}: {review.reply}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    {review.author}
                    <br />
                    <span className="muted">
                      {[
                        review.language,
                        t('reviews.experienced', { date: formatDate(locale, review.experiencedOn) }),
                        review.createdAt ? t('reviews.written', { at: formatDateTime(locale, review.createdAt) }) : null,
                        review.verified ? t('reviews.verified') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </td>
                  {moderate ? (
                    <td>
                      <div className="actions">
                        {review.status !== 'approved' ? (
                          <form method="post" action={`/reviews/${encodeURIComponent(review.id)}/approve${back}`}>
                            <button type="submit">{t('reviews.approve')}</button>
                          </form>
                        ) : null}
                        {review.status !== 'hidden' ? (
                          <form method="post" action={`/reviews/${encodeURIComponent(review.id)}/hide${back}`}>
                            <button type="submit">{t('reviews.hide')}</button>
                          </form>
                        ) : null}
                      </div>
                      <form method="post" action={`/reviews/${encodeURIComponent(review.id)}/reply${back}`}>
                        <label htmlFor={replyId}>{t('reviews.reply.label')}</label>
                        <textarea
                          id={replyId}
                          name="reply"
                          rows={3}
                          maxLength={2000}
                          defaultValue={refused ? refused.reply : (review.reply ?? '')}
                          aria-invalid={refused ? true : undefined}
                          aria-describedby={refused ? `${replyId}-error` : undefined}
                        />
                        {refused ? (
                          <p id={`${replyId}-error`} className="field-error">
                            {refused.text}
                          </p>
                        ) : null}
                        <button type="submit">{t('reviews.reply.submit')}</button>
                      </form>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
