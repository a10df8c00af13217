import { MARKET_CODES, MARKETS } from '../../../../locales/markets';
import { ProductTabs } from '../../components/product-tabs';
import { backOfficeHref } from '../../contract/routes';
import type { PageProps } from '../../page-context';

/** A product's price in one market, as GET /admin/api/prices/products/:sku answers it (major units). */
export interface MarketPriceView {
  market: string;
  currency: string;
  /** The price shoppers there pay now (a sale's, while one runs). */
  amount: string;
  compareAt: string | null;
  /** Follows its currency's price (`currencyAmount`), or is the market's own. */
  follows: boolean;
  currencyAmount: string | null;
  /** The market's own price outside a sale (what the form edits). */
  ownAmount: string | null;
  ownCompareAt: string | null;
  lowest30: string | null;
  published: boolean;
  sale: { id: string; name: string } | null;
}

export interface ProductPricesData {
  sku: string;
  title: string;
  markets: MarketPriceView[];
  /** A refused save: what was typed (by field name), a message per field, and the API's words. */
  refused?: { typed: Record<string, string>; fields: Record<string, string>; text: string };
}

/** The form's field names for a market. */
export const priceFields = (market: string) => ({
  own: `own-${market}`,
  compareAt: `compareAt-${market}`,
  published: `published-${market}`,
});

/** The prices of one product in the 12 markets: what each shows, follows or owns, and whether it sells there. */
export default function ProductPricesPage({ ctx, data }: PageProps<ProductPricesData>) {
  const { t } = ctx;
  const writer = ctx.can('catalog.write');
  const byMarket = new Map(data.markets.map((m) => [m.market, m]));
  const refused = data.refused;
  const typed = (name: string, stored: string | null) => (refused ? (refused.typed[name] ?? '') : (stored ?? ''));
  const money = (amount: string | null, currency: string) => (amount === null ? '–' : `${amount} ${currency}`);
  return (
    <section>
      <h1>{t('prices.product.title', { sku: data.sku, title: data.title })}</h1>
      <ProductTabs ctx={ctx} sku={data.sku} current="productPrices" />
      <p>{t('prices.product.intro')}</p>
      {refused ? (
        <p className="bo-error" role="alert">
          {refused.text}
        </p>
      ) : null}
      <form method="post" action={backOfficeHref('productPrices', { sku: data.sku })}>
        <table>
          <caption>{t('prices.product.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prices.product.market')}</th>
              <th scope="col" className="num">
                {t('prices.product.price')}
              </th>
              <th scope="col" className="num">
                {t('prices.product.compareAt')}
              </th>
              <th scope="col">{t('prices.product.source')}</th>
              <th scope="col" className="num">
                {t('prices.product.lowest30')}
              </th>
              {writer ? <th scope="col">{t('prices.product.ownPrice')}</th> : null}
              {writer ? <th scope="col">{t('prices.product.ownCompareAt')}</th> : null}
              <th scope="col">{t('prices.product.published')}</th>
            </tr>
          </thead>
          <tbody>
            {MARKET_CODES.map((code) => {
              const row = byMarket.get(code);
              const currency = MARKETS[code].currency;
              const marketName = t(`prices.markets.${code}`);
              // Without a price in the currency a market can still get its own: how a new product is priced.
              if (!row && !writer) {
                return (
                  <tr key={code}>
                    <th scope="row">{marketName}</th>
                    <td colSpan={5}>{t('prices.product.unpriced', { currency })}</td>
                  </tr>
                );
              }
              const names = priceFields(code);
              const ownError = refused?.fields[names.own];
              const compareError = refused?.fields[names.compareAt];
              return (
                <tr key={code}>
                  <th scope="row" id={`market-${code}`}>
                    {marketName}
                  </th>
                  <td className="num">{money(row?.amount ?? null, currency)}</td>
                  <td className="num">{money(row?.compareAt ?? null, currency)}</td>
                  <td>
                    {!row
                      ? t('prices.product.unpriced', { currency })
                      : row.follows
                        ? t('prices.product.follows', { currency })
                        : t('prices.product.own')}
                    {row?.sale ? (
                      <>
                        <br />
                        {t('prices.product.inSale', { name: row.sale.name })}
                      </>
                    ) : null}
                  </td>
                  <td className="num">{money(row?.lowest30 ?? null, currency)}</td>
                  {writer ? (
                    <td>
                      <label className="visually-hidden" htmlFor={names.own}>
                        {t('prices.product.ownPriceIn', { market: marketName, currency })}
                      </label>
                      <input
                        id={names.own}
                        name={names.own}
                        inputMode="decimal"
                        size={9}
                        autoComplete="off"
                        defaultValue={typed(names.own, !row || row.follows ? null : row.ownAmount)}
                        aria-invalid={ownError ? true : undefined}
                        aria-describedby={ownError ? `${names.own}-error` : undefined}
                      />
                      {ownError ? (
                        <span className="bo-error" id={`${names.own}-error`}>
                          {ownError}
                        </span>
                      ) : null}
                    </td>
                  ) : null}
                  {writer ? (
                    <td>
                      <label className="visually-hidden" htmlFor={names.compareAt}>
                        {t('prices.product.ownCompareAtIn', { market: marketName, currency })}
                      </label>
                      <input
                        id={names.compareAt}
                        name={names.compareAt}
                        inputMode="decimal"
                        size={9}
                        autoComplete="off"
                        defaultValue={typed(names.compareAt, !row || row.follows ? null : row.ownCompareAt)}
                        aria-invalid={compareError ? true : undefined}
                        aria-describedby={compareError ? `${names.compareAt}-error` : undefined}
                      />
                      {compareError ? (
                        <span className="bo-error" id={`${names.compareAt}-error`}>
                          {compareError}
                        </span>
                      ) : null}
                    </td>
                  ) : null}
                  <td>
                    {writer ? (
                      <>
                        <input
                          type="checkbox"
                          id={names.published}
                          name={names.published}
                          value="1"
                          defaultChecked={refused ? refused.typed[names.published] === '1' : (row?.published ?? true)}
                        />
                        <label htmlFor={names.published}>{t('prices.product.publishedIn', { market: marketName })}</label>
                      </>
                    ) : row?.published ? (
                      t('prices.product.yes')
                    ) : (
                      t('prices.product.no')
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {writer ? (
          <>
            <p className="muted">{t('prices.product.formNote')}</p>
            <p>
              <button type="submit">{t('prices.product.save')}</button>
            </p>
          </>
        ) : null}
      </form>
    </section>
  );
}
