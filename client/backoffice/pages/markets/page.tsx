import type { PageProps } from '../../page-context';

export interface MarketTerms {
  market: string;
  currency: string;
  /** Major units as the API writes them ("69.00", "9900"). */
  freeShippingFrom: string;
  shipping: string;
  /** Set by the shop (else the defaults of locales/markets.ts). */
  own: boolean;
  /** Free shipping starts below the standard rate, so the rate is almost never charged (decision 003). */
  thresholdBelowShipping: boolean;
}

export interface MarketsData {
  markets: MarketTerms[];
  /** A refused change: which market, what was typed, why. */
  refused?: { market: string; freeShippingFrom: string; shipping: string; error: string };
}

/** Each market's shipping terms: free shipping from, standard shipping, in its currency. */
export default function MarketsPage({ ctx, data }: PageProps<MarketsData>) {
  const { t } = ctx;
  const writable = ctx.can('settings.write');
  return (
    <section>
      <h1>{t('core.markets.title')}</h1>
      <p>{t('core.markets.intro')}</p>
      <table>
        <caption className="visually-hidden">{t('core.markets.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.page.columns.market')}</th>
            <th scope="col">{t('core.markets.freeShippingFrom')}</th>
            <th scope="col">{t('core.markets.shipping')}</th>
            <th scope="col">{t('core.markets.source')}</th>
          </tr>
        </thead>
        <tbody>
          {data.markets.map((m) => {
            const refused = data.refused?.market === m.market ? data.refused : undefined;
            return (
              <tr key={m.market}>
                <th scope="row">
                  {m.market.toUpperCase()} ({m.currency})
                </th>
                {writable ? (
                  <td colSpan={3}>
                    <form method="post" action="/markets" className="filters">
                      <input type="hidden" name="market" value={m.market} />
                      <div>
                        <label htmlFor={`free-${m.market}`}>{t('core.markets.freeShippingFromIn', { currency: m.currency })}</label>
                        <input
                          id={`free-${m.market}`}
                          name="freeShippingFrom"
                          inputMode="decimal"
                          defaultValue={refused?.freeShippingFrom ?? m.freeShippingFrom}
                        />
                      </div>
                      <div>
                        <label htmlFor={`shipping-${m.market}`}>{t('core.markets.shippingIn', { currency: m.currency })}</label>
                        <input
                          id={`shipping-${m.market}`}
                          name="shipping"
                          inputMode="decimal"
                          defaultValue={refused?.shipping ?? m.shipping}
                        />
                      </div>
                      <button type="submit">{t('core.markets.save', { market: m.market.toUpperCase() })}</button>
                      <span className="muted">{t(m.own ? 'core.markets.own' : 'core.markets.default')}</span>
                      {m.thresholdBelowShipping ? <BelowShipping t={t} terms={m} /> : null}
                      {refused ? (
                        <p className="field-error" role="alert">
                          {refused.error}
                        </p>
                      ) : null}
                    </form>
                  </td>
                ) : (
                  <>
                    <td>{m.freeShippingFrom}</td>
                    <td>{m.shipping}</td>
                    <td>
                      {t(m.own ? 'core.markets.own' : 'core.markets.default')}
                      {m.thresholdBelowShipping ? <BelowShipping t={t} terms={m} /> : null}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Said beside a market whose free shipping starts below its shipping rate: allowed, but it should be meant. */
function BelowShipping({ t, terms }: { t: PageProps<MarketsData>['ctx']['t']; terms: MarketTerms }) {
  return (
    <p className="bo-error">
      {t('core.markets.belowShipping', {
        free: `${terms.freeShippingFrom} ${terms.currency}`,
        shipping: `${terms.shipping} ${terms.currency}`,
      })}
    </p>
  );
}
