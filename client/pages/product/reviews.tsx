import { useState } from 'react';
import { Rating } from '../../components/catalog/rating';
import { replaceUrlQuietly } from '../../shown-url';
import { useMarket } from '../../state';
import { REVIEWS_PER_PAGE, type ReviewPage } from './payload';

/** Reviews a page shows at first and each 'load more' adds (the worker pages by it too). */

/**
 * Reviews in the market's language first. 'Load more' is a link (?reviews=N renders N pages
 * without JavaScript); with JavaScript it fetches the next reviews and appends them.
 */
export function Reviews({ sku, rating, count, first }: { sku: string; rating: number | null; count: number; first: ReviewPage }) {
  const { market, t } = useMarket();
  const [page, setPage] = useState(first);
  const [loading, setLoading] = useState(false);
  const date = new Intl.DateTimeFormat(market.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const nextPages = Math.ceil(page.items.length / REVIEWS_PER_PAGE) + 1;

  async function loadMore(event: React.MouseEvent) {
    event.preventDefault();
    setLoading(true);
    try {
      const res = await fetch(`/api/products/${encodeURIComponent(sku)}/reviews?offset=${page.items.length}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const more = (await res.json()) as ReviewPage;
      setPage({ items: [...page.items, ...more.items], hasMore: more.hasMore });
      replaceUrlQuietly(`?reviews=${nextPages}`);
    } catch (error) {
      console.warn('Could not load more reviews', error);
      window.location.assign(`?reviews=${nextPages}#reviews`);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="reviews">
      <h2 id="reviews-title">{t('product.reviews')}</h2>
      <Rating rating={rating} count={count} />
      <ul className="review-list">
        {page.items.map((review) => (
          <li key={review.id} lang={review.language}>
            <article>
              <h3>{review.title}</h3>
              <Rating rating={review.rating} count={0} single />
              <p>{review.body}</p>
              <p className="review-meta">
                {review.author} · {t('product.experienced', { date: date.format(new Date(`${review.experiencedOn}T00:00:00Z`)) })}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {page.hasMore && (
        <a href={`?reviews=${nextPages}#reviews`} className="button" onClick={loadMore} aria-disabled={loading || undefined}>
          {t('product.moreReviews')}
        </a>
      )}
    </section>
  );
}
