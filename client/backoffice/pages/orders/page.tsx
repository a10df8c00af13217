import { formatDateTime, formatMoney } from '../../format';
import type { PageProps } from '../../page-context';

export interface OrderRow {
  id: string;
  number: number | null;
  placedAt: number;
  market: string;
  status: string;
  customerName: string;
  email: string | null;
  total: number;
  currency: string;
  pairs: number;
}

export const ORDER_STATUSES = ['authorized', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded', 'disputed'] as const;
export const MARKET_CODES_SHOWN = ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'] as const;

export interface OrdersData {
  /** The filters as typed (kept on the page). */
  filters: { q: string; market: string; status: string; from: string; to: string };
  orders: OrderRow[];
  /** The next page's link query, or null on the last page. */
  next: string | null;
  error?: string;
}

/** Orders: search by number, e-mail or name; filter by market, status and dates; a page at a time. */
export default function OrdersPage({ ctx, data }: PageProps<OrdersData>) {
  const { t, locale } = ctx;
  const f = data.filters;
  return (
    <section>
      <h1>{t('core.orders.title')}</h1>
      <search>
        <form method="get" action="/orders" className="filters">
          <div>
            <label htmlFor="orders-q">{t('core.orders.search')}</label>
            <input id="orders-q" name="q" type="search" defaultValue={f.q} aria-describedby="orders-q-hint" />
            <p id="orders-q-hint" className="muted">
              {t('core.orders.searchHint')}
            </p>
          </div>
          <div>
            <label htmlFor="orders-market">{t('reports.page.columns.market')}</label>
            <select id="orders-market" name="market" defaultValue={f.market}>
              <option value="">{t('core.orders.all')}</option>
              {MARKET_CODES_SHOWN.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="orders-status">{t('core.orders.status')}</label>
            <select id="orders-status" name="status" defaultValue={f.status}>
              <option value="">{t('core.orders.all')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`core.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="orders-from">{t('reports.page.from')}</label>
            <input id="orders-from" name="from" type="date" defaultValue={f.from} />
          </div>
          <div>
            <label htmlFor="orders-to">{t('reports.page.to')}</label>
            <input id="orders-to" name="to" type="date" defaultValue={f.to} />
          </div>
          <button type="submit">{t('core.orders.filter')}</button>
        </form>
      </search>
      {data.error ? (
        <p className="bo-error" role="alert">
          {data.error}
        </p>
      ) : null}
      {ctx.can('orders.write') ? (
        <p>
          <a href="/orders/shipments">{t('core.orders.bulkShipping')}</a>
        </p>
      ) : null}
      <table>
        <caption className="visually-hidden">{t('core.orders.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('core.orders.number')}</th>
            <th scope="col">{t('core.orders.placed')}</th>
            <th scope="col">{t('reports.page.columns.market')}</th>
            <th scope="col">{t('core.orders.customer')}</th>
            <th scope="col">{t('core.orders.status')}</th>
            <th scope="col" className="num">
              {t('reports.page.columns.pairs')}
            </th>
            <th scope="col" className="num">
              {t('core.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.length === 0 ? (
            <tr>
              <td colSpan={7}>{t('core.orders.none')}</td>
            </tr>
          ) : (
            data.orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <a href={`/orders/${o.number ?? o.id}`}>#{o.number ?? o.id}</a>
                </td>
                <td>{formatDateTime(locale, o.placedAt)}</td>
                <td>{o.market.toUpperCase()}</td>
                <td>
                  {o.customerName}
                  {o.email ? <div className="muted">{o.email}</div> : null}
                </td>
                <td>{t(`core.status.${o.status}`)}</td>
                <td className="num">{o.pairs}</td>
                <td className="num">{formatMoney(locale, o.total, o.currency)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {data.next ? (
        <p>
          <a href={`/orders?${data.next}`} rel="next">
            {t('core.orders.nextPage')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
