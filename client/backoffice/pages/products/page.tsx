import { CONTENT_LANGUAGES, type CollectionChoice, type ProductListRow } from '../../contract/products';
import { formatMoney } from '../../format';
import type { PageContext, PageProps } from '../../page-context';

export const MARKETS_SHOWN = ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'] as const;

export interface ProductsData {
  /** The filters as typed (kept on the page). */
  filters: { q: string; collection: string; market: string; stock: string; translation: string };
  products: ProductListRow[];
  collections: CollectionChoice[];
  /** The next page's link query, or null on the last page. */
  next: string | null;
  error?: string;
}

/** A language's name in the member's language ("German", "Deutsch"). */
export function languageName(ctx: PageContext, code: string): string {
  return new Intl.DisplayNames([ctx.locale], { type: 'language' }).of(code) ?? code;
}

/** A collection's title in the member's language, else English, else its id. */
export const collectionTitle = (ctx: PageContext, c: CollectionChoice) => c.titles[ctx.language] ?? c.titles.en ?? c.id;

/** Products: search by SKU or title, filter by collection, market, stock and translation, a page at a time. */
export default function ProductsPage({ ctx, data }: PageProps<ProductsData>) {
  const { t, locale } = ctx;
  const f = data.filters;
  const names = (codes: string[]) => codes.map((code) => languageName(ctx, code)).join(', ');
  return (
    <section>
      <h1>{t('products.list.title')}</h1>
      {ctx.can('catalog.write') ? (
        <p>
          <a href="/products/new">{t('products.list.add')}</a>
        </p>
      ) : null}
      <search>
        <form method="get" action="/products" className="filters">
          <div>
            <label htmlFor="products-q">{t('products.list.search')}</label>
            <input id="products-q" name="q" type="search" defaultValue={f.q} aria-describedby="products-q-hint" />
            <p id="products-q-hint" className="muted">
              {t('products.list.searchHint')}
            </p>
          </div>
          <div>
            <label htmlFor="products-collection">{t('products.list.collection')}</label>
            <select id="products-collection" name="collection" defaultValue={f.collection}>
              <option value="">{t('products.list.all')}</option>
              {data.collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {collectionTitle(ctx, c)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="products-market">{t('products.list.market')}</label>
            <select id="products-market" name="market" defaultValue={f.market} aria-describedby="products-market-hint">
              <option value="">{t('products.list.all')}</option>
              {MARKETS_SHOWN.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </select>
            <p id="products-market-hint" className="muted">
              {t('products.list.marketHint')}
            </p>
          </div>
          <div>
            <label htmlFor="products-stock">{t('products.list.stock')}</label>
            <select id="products-stock" name="stock" defaultValue={f.stock}>
              <option value="">{t('products.list.all')}</option>
              <option value="in">{t('products.stock.in')}</option>
              <option value="low">{t('products.stock.low')}</option>
              <option value="out">{t('products.stock.out')}</option>
            </select>
          </div>
          <div>
            <label htmlFor="products-translation">{t('products.list.translation')}</label>
            <select id="products-translation" name="translation" defaultValue={f.translation}>
              <option value="">{t('products.list.all')}</option>
              {(['missing', 'outdated'] as const).map((status) => (
                <optgroup key={status} label={t(`products.status.${status}`)}>
                  {CONTENT_LANGUAGES.map((code) => (
                    <option key={code} value={`${status}:${code}`}>
                      {t(`products.list.${status}In`, { language: languageName(ctx, code) })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <button type="submit">{t('products.list.filter')}</button>
        </form>
      </search>
      {data.error ? (
        <p className="bo-error" role="alert">
          {data.error}
        </p>
      ) : null}
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{t('products.list.title')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('products.list.image')}</span>
              </th>
              <th scope="col">{t('products.list.sku')}</th>
              <th scope="col">{t('products.list.name')}</th>
              <th scope="col" className="num">
                {t('products.list.stock')}
              </th>
              <th scope="col" className="num">
                {t('products.list.price')}
              </th>
              <th scope="col">{t('products.list.published')}</th>
              <th scope="col">{t('products.list.translations')}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('products.list.none')}</td>
              </tr>
            ) : (
              data.products.map((p) => (
                <tr key={p.sku}>
                  <td>{p.image ? <img src={p.image} alt="" width={48} height={48} loading="lazy" className="thumb" /> : null}</td>
                  <td>
                    <a href={`/products/${encodeURIComponent(p.sku)}`}>{p.sku}</a>
                  </td>
                  <td lang={p.sourceLanguage}>{p.title ?? <span className="muted">{t('products.list.noTitle')}</span>}</td>
                  <td className="num">{p.stock}</td>
                  <td className="num">
                    {p.price ? formatMoney(locale, p.price.amount, p.price.currency) : '–'}
                    <div className="muted">{p.market.toUpperCase()}</div>
                  </td>
                  <td>
                    {p.published ? t('products.list.yes') : t('products.list.draft')}
                    {p.published && !p.publishedInMarket ? (
                      <div className="muted">{t('products.list.notIn', { market: p.market.toUpperCase() })}</div>
                    ) : null}
                  </td>
                  <td>
                    {p.missing.length === 0 && p.outdated.length === 0 ? t('products.list.allCurrent') : null}
                    {p.missing.length > 0 ? (
                      <div>
                        <span className="status-missing">{t('products.status.missing')}:</span> {names(p.missing)}
                      </div>
                    ) : null}
                    {p.outdated.length > 0 ? (
                      <div>
                        <span className="status-outdated">{t('products.status.outdated')}:</span> {names(p.outdated)}
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {data.next ? (
        <p>
          <a href={`/products?${data.next}`} rel="next">
            {t('products.list.nextPage')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
