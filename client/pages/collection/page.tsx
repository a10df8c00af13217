import { useLocation } from 'wouter';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ProductGrid } from '../../components/catalog/product-grid';
import { WidthOptions } from '../../components/catalog/width-options';
import { Link } from '../../components/link';
import type { CollectionData, Sort } from '../../contract/pages/collection';
import { href } from '../../contract/routes';
import { numberFormat } from '../../intl';
import { currencySymbol } from '../../money';
import { useMarket } from '../../state';

const SORTS: Sort[] = ['featured', 'price-asc', 'price-desc', 'newest', 'rating'];

export default function CollectionPage({ data }: { data: CollectionData }) {
  const { market, t } = useMarket();
  const [, navigate] = useLocation();
  const path = href('collection', { id: data.id });

  // A GET form: it works as it is without JavaScript; with it, the same URL loads in place.
  function applyFilters(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'featured')) query.set(key, value);
    }
    navigate(query.size > 0 ? `${path}?${query}` : path);
  }

  return (
    <>
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      <form method="get" action={path} className="filters" onSubmit={applyFilters}>
        <div className="field">
          <label htmlFor="sort">{t('collection.sort')}</label>
          <select id="sort" name="sort" defaultValue={data.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`collection.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="size">{t('collection.size')}</label>
          <select id="size" name="size" defaultValue={data.filter.size ?? ''}>
            <option value="">{t('collection.anySize')}</option>
            {data.sizes.map((size) => (
              <option key={size} value={size}>
                {data.sizeNames[size]}
              </option>
            ))}
          </select>
        </div>
        {(data.widths.length > 1 || data.filter.width) && (
          <div className="field">
            <label htmlFor="width">{t('collection.width')}</label>
            <select id="width" name="width" defaultValue={data.filter.width ?? ''}>
              <WidthOptions widths={data.widths} />
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="min">{t('collection.minPrice', { currency: currencySymbol(market.currency, market.locale) })}</label>
          <input id="min" name="min" type="number" inputMode="numeric" min={0} step={1} defaultValue={data.filter.min ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="max">{t('collection.maxPrice', { currency: currencySymbol(market.currency, market.locale) })}</label>
          <input id="max" name="max" type="number" inputMode="numeric" min={0} step={1} defaultValue={data.filter.max ?? ''} />
        </div>
        <button type="submit">{t('collection.apply')}</button>
      </form>
      <p className="result-count" aria-live="polite">
        {data.totalCapped
          ? t('collection.productCountMore', { count: numberFormat(market.locale).format(data.total) })
          : t('collection.productCount', { count: data.total })}
      </p>
      {data.products.length > 0 ? <ProductGrid products={data.products} eager={4} /> : <p>{t('collection.empty')}</p>}
      <nav aria-label={t('collection.pagination')} className="pagination">
        {data.paged && (
          <Link href={path + firstPageQuery(data)} className="button">
            {t('collection.firstPage')}
          </Link>
        )}
        {data.next && (
          <Link href={path + data.next} className="button" rel="next">
            {t('collection.nextPage')}
          </Link>
        )}
      </nav>
    </>
  );
}

function firstPageQuery(data: CollectionData): string {
  const query = new URLSearchParams();
  if (data.sort !== 'featured') query.set('sort', data.sort);
  if (data.filter.size) query.set('size', data.filter.size);
  if (data.filter.width) query.set('width', data.filter.width);
  if (data.filter.min !== null) query.set('min', String(data.filter.min));
  if (data.filter.max !== null) query.set('max', String(data.filter.max));
  return query.size > 0 ? `?${query}` : '';
}
