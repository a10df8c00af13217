import { useState } from 'react';
import { ProductGrid } from '../../components/catalog/product-grid';
import { WidthOptions } from '../../components/catalog/width-options';
import { Link } from '../../components/link';
import { SLOT, SlotText } from '../../components/slot-text';
import type { SearchData } from '../../contract/pages/search';
import type { ProductCard } from '../../contract/payloads';
import { numberFormat } from '../../intl';
import { useMarket } from '../../state';

/** Search results with 'Load more' (a link to the next page without JavaScript). */
export default function SearchPage({ data }: { data: SearchData }) {
  const { t, market } = useMarket();
  const [results, setResults] = useState<ProductCard[]>(data.results);
  const [next, setNext] = useState(data.next);
  const [loading, setLoading] = useState(false);

  async function loadMore(event: React.MouseEvent) {
    if (!next) return;
    event.preventDefault();
    setLoading(true);
    try {
      const res = await fetch(`/api/search${next}`, { headers: { accept: 'application/json' } });
      const page = (await res.json()) as { results: ProductCard[]; next: string | null };
      setResults((shown) => [...shown, ...page.results]);
      setNext(page.next);
    } catch (error) {
      console.warn('Loading more results failed', error);
      window.location.assign(`/search${next}`);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <h1>{data.query ? t('search.titleFor', { query: data.query }) : t('search.title')}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every screen reader knows. */}
      <form method="get" action="/search" role="search" className="search-page-form">
        <label htmlFor="search-page-input">{t('search.label')}</label>
        <input id="search-page-input" type="search" name="q" defaultValue={data.query} maxLength={200} />
        {(data.widths.length > 1 || data.width) && (
          <select aria-label={t('collection.width')} name="width" defaultValue={data.width ?? ''}>
            <WidthOptions widths={data.widths} />
          </select>
        )}
        <button type="submit">{t('search.submit')}</button>
      </form>
      {data.query && results.length > 0 && (
        <p className="result-count">
          {data.totalCapped
            ? t('search.countMore', { count: numberFormat(market.locale).format(data.total) })
            : t('search.count', { count: data.total })}
        </p>
      )}
      {results.length > 0 ? (
        <ProductGrid products={results} eager={4} />
      ) : (
        <section aria-labelledby="no-results">
          {data.query && (
            <h2 id="no-results" className="no-results">
              {t('search.noResults', { query: data.query })}
            </h2>
          )}
          {data.didYouMean && (
            <p className="did-you-mean">
              <SlotText text={t('search.didYouMean', { suggestion: SLOT })}>
                <Link href={`/search?${new URLSearchParams({ q: data.didYouMean })}`}>{data.didYouMean}</Link>
              </SlotText>
            </p>
          )}
          <p>{t('search.tryPopular')}</p>
          <ProductGrid products={data.suggestions} />
        </section>
      )}
      {next && (
        <p className="section-more">
          <a href={`/search${next}`} className="button" onClick={loadMore} aria-disabled={loading || undefined}>
            {t('search.loadMore')}
          </a>
        </p>
      )}
    </>
  );
}
