import { useState } from 'react';
import { Rating } from '../../components/catalog/rating';
import { ALL_REVIEWS_PARAM, type ProductReviews, REVIEWS_PER_PAGE, type ReviewPage } from '../../contract/pages/product';
import { DAY_MONTH_YEAR, dateFormat, numberFormat } from '../../intl';
import { replaceUrlQuietly } from '../../shown-url';
import { useMarket } from '../../state';

/** Reviews a page shows at first and each 'load more' adds (the worker pages by it too). */

/**
 * Reviews in the market's language; those in other languages on request, each labelled with its
 * language. 'Load more' and the language switch are links (they render the same without
 * JavaScript); with JavaScript they fetch the reviews and update the list in place.
 */
export function Reviews({ sku, rating, count, first }: { sku: string; rating: number | null; count: number; first: ProductReviews }) {
  const { market, t } = useMarket();
  const [page, setPage] = useState<ReviewPage>(first);
  const [all, setAll] = useState(first.all);
  const [loading, setLoading] = useState(false);
  const date = dateFormat(market.locale, DAY_MONTH_YEAR);
  const languageName = (code: string) => first.languageNames[code] ?? code;
  const language = languageName(market.language);
  const others = count - first.own.count;
  const nextPages = Math.ceil(page.items.length / REVIEWS_PER_PAGE) + 1;
  const query = (pages: number, everyLanguage: boolean) => {
    const params = new URLSearchParams();
    if (pages > 1) params.set('reviews', String(pages));
    if (everyLanguage) params.set(ALL_REVIEWS_PARAM, '1');
    return params.size > 0 ? `?${params}` : '?';
  };

  async function fetchReviews(offset: number, everyLanguage: boolean): Promise<ReviewPage> {
    const params = new URLSearchParams({ offset: String(offset) });
    if (everyLanguage) params.set(ALL_REVIEWS_PARAM, '1');
    const res = await fetch(`/api/products/${encodeURIComponent(sku)}/reviews?${params}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as ReviewPage;
  }

  async function loadMore(event: React.MouseEvent) {
    event.preventDefault();
    setLoading(true);
    try {
      const more = await fetchReviews(page.items.length, all);
      setPage({ items: [...page.items, ...more.items], hasMore: more.hasMore });
      replaceUrlQuietly(query(nextPages, all));
    } catch (error) {
      console.warn('Could not load more reviews', error);
      window.location.assign(`${query(nextPages, all)}#reviews`);
    } finally {
      setLoading(false);
    }
  }

  async function switchLanguages(event: React.MouseEvent, everyLanguage: boolean) {
    event.preventDefault();
    setLoading(true);
    try {
      setPage(await fetchReviews(0, everyLanguage));
      setAll(everyLanguage);
      replaceUrlQuietly(query(1, everyLanguage));
    } catch (error) {
      console.warn('Could not switch the review languages', error);
      window.location.assign(`${query(1, everyLanguage)}#reviews`);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="reviews">
      <h2 id="reviews-title">{t('product.reviews')}</h2>
      <Rating rating={rating} count={count} />
      {/* Beside the rating over every language, the rating of the reviews shoppers here can read. */}
      {others > 0 && first.own.count > 0 && first.own.rating !== null && (
        <p className="rating-in-language">
          {t('product.ratingInLanguage', {
            count: first.own.count,
            language,
            rating: numberFormat(market.locale, { maximumFractionDigits: 1 }).format(first.own.rating),
          })}
        </p>
      )}
      {others > 0 && (
        <p className="review-languages">
          {first.own.count > 0
            ? t('product.reviewsInLanguage', { count: first.own.count, language })
            : t('product.noReviewsInLanguage', { language })}{' '}
          {all ? (
            <a href={`${query(1, false)}#reviews`} onClick={(event) => switchLanguages(event, false)} aria-disabled={loading || undefined}>
              {t('product.onlyMyLanguage', { language })}
            </a>
          ) : (
            <a href={`${query(1, true)}#reviews`} onClick={(event) => switchLanguages(event, true)} aria-disabled={loading || undefined}>
              {t('product.showOtherReviews', { count: others })}
            </a>
          )}
        </p>
      )}
      <ul className="review-list">
        {page.items.map((review) => (
          <li key={review.id} lang={review.language}>
            <article>
              {review.language !== market.language && (
                <p className="review-language" lang={market.language}>
                  {t('product.writtenIn', { language: languageName(review.language) })}
                </p>
              )}
              <h3>{review.title}</h3>
              <Rating rating={review.rating} count={0} single />
              <p>{review.body}</p>
              <p className="review-meta">
                {review.author} · {t('product.experienced', { date: date.format(new Date(`${review.experiencedOn}T00:00:00Z`)) })}
                {review.verified && (
                  <>
                    {' · '}
                    <span className="review-verified" lang={market.language}>
                      {t('product.verifiedBuyer')}
                    </span>
                  </>
                )}
              </p>
              {review.reply && (
                <div className="review-reply">
                  <p className="review-reply-from" lang={market.language}>
                    {t('product.shopReply', { shop: t('shop.name') })}
                  </p>
                  <p>{review.reply}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {page.hasMore && (
        <a href={`${query(nextPages, all)}#reviews`} className="button" onClick={loadMore} aria-disabled={loading || undefined}>
          {t('product.moreReviews')}
        </a>
      )}
    </section>
  );
}
