import type { RefundsReport, SalesReport, SalesTaxReport, VatReport } from '../../contract/reports';
import { formatDate, formatMoney } from '../../format';
import type { PageContext, PageProps } from '../../page-context';

export const REPORTS = ['sales', 'us-sales-tax', 'eu-vat', 'refunds'] as const;
export type ReportName = (typeof REPORTS)[number];

export type ReportsData = {
  /** The period as asked (kept as typed), and its refusal. */
  asked: { from: string; to: string; quarter: string };
  error?: string;
} & (
  | { report: 'sales'; result: SalesReport | null }
  | { report: 'us-sales-tax'; result: SalesTaxReport | null }
  | { report: 'eu-vat'; result: VatReport | null }
  | { report: 'refunds'; result: RefundsReport | null }
);

/** The query of the report's CSV: the same period as the table. */
const csvHref = (data: ReportsData) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data.asked)) if (value) query.set(key, value);
  return `/reports/${data.report}.csv?${query}`;
};

/** Sales by market and day, US sales tax by state, EU VAT per country and quarter, refunds: a table and its CSV. */
export default function ReportsPage({ ctx, data }: PageProps<ReportsData>) {
  const { t } = ctx;
  return (
    <section>
      <h1>{t('reports.page.title')}</h1>
      <nav aria-label={t('reports.page.choose')}>
        <ul className="filters" style={{ listStyle: 'none', padding: 0 }}>
          {REPORTS.map((name) => (
            <li key={name}>
              <a href={`/reports?report=${name}`} aria-current={name === data.report ? 'page' : undefined}>
                {t(`reports.page.names.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/reports" className="filters">
        <input type="hidden" name="report" value={data.report} />
        <div>
          <label htmlFor="report-from">{t('reports.page.from')}</label>
          <input id="report-from" name="from" type="date" defaultValue={data.asked.from} />
        </div>
        <div>
          <label htmlFor="report-to">{t('reports.page.to')}</label>
          <input id="report-to" name="to" type="date" defaultValue={data.asked.to} />
        </div>
        {data.report === 'eu-vat' ? (
          <div>
            <label htmlFor="report-quarter">{t('reports.page.quarter')}</label>
            <input id="report-quarter" name="quarter" placeholder="2026-Q3" pattern="\d{4}-Q[1-4]" defaultValue={data.asked.quarter} />
          </div>
        ) : null}
        <button type="submit">{t('reports.page.show')}</button>
      </form>
      {data.error ? (
        <p className="bo-error" role="alert">
          {data.error}
        </p>
      ) : null}
      {data.result ? (
        <>
          <p>
            {t('reports.page.period', {
              from: formatDate(ctx.locale, data.result.period.from),
              to: formatDate(ctx.locale, data.result.period.to),
            })}{' '}
            <a href={csvHref(data)} download>
              {t('reports.page.csv')}
            </a>
          </p>
          <ReportTable ctx={ctx} data={data} />
        </>
      ) : null}
    </section>
  );
}

function ReportTable({ ctx, data }: { ctx: PageContext; data: ReportsData }) {
  const { t, locale } = ctx;
  const money = (amount: number, currency: string) => formatMoney(locale, amount, currency);
  const caption = <caption>{t(`reports.page.names.${data.report}`)}</caption>;
  const empty = (columns: number) => (
    <tr>
      <td colSpan={columns}>{t('reports.page.empty')}</td>
    </tr>
  );
  if (data.report === 'sales' && data.result) {
    const rows = data.result.rows;
    return (
      <table>
        {caption}
        <thead>
          <tr>
            {['day', 'market', 'orders', 'gross', 'tax', 'shipping', 'discounts', 'refunds', 'net'].map((c) => (
              <th key={c} scope="col" className={['day', 'market'].includes(c) ? undefined : 'num'}>
                {t(`reports.page.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0
            ? empty(9)
            : rows.map((r) => (
                <tr key={`${r.day}-${r.market}`}>
                  <td>{formatDate(locale, r.day)}</td>
                  <td>{r.market.toUpperCase()}</td>
                  <td className="num">{r.orders}</td>
                  <td className="num">{money(r.gross, r.currency)}</td>
                  <td className="num">{money(r.tax, r.currency)}</td>
                  <td className="num">{money(r.shipping, r.currency)}</td>
                  <td className="num">{money(r.discounts, r.currency)}</td>
                  <td className="num">{money(r.refunds, r.currency)}</td>
                  <td className="num">{money(r.net, r.currency)}</td>
                </tr>
              ))}
        </tbody>
        {data.result.totals.length ? (
          <tfoot>
            {data.result.totals.map((total) => (
              <tr key={total.currency}>
                <th scope="row" colSpan={2}>
                  {t('reports.page.total', { currency: total.currency })}
                </th>
                <td className="num">{total.orders}</td>
                <td className="num">{money(total.gross, total.currency)}</td>
                <td className="num">{money(total.tax, total.currency)}</td>
                <td className="num">{money(total.shipping, total.currency)}</td>
                <td className="num">{money(total.discounts, total.currency)}</td>
                <td className="num">{money(total.refunds, total.currency)}</td>
                <td className="num">{money(total.net, total.currency)}</td>
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    );
  }
  if (data.report === 'us-sales-tax' && data.result) {
    const rows = data.result.rows;
    return (
      <table>
        {caption}
        <thead>
          <tr>
            {['period', 'state', 'orders', 'sales', 'exemptSales', 'taxableSales', 'taxCollected', 'taxRefunded'].map((c) => (
              <th key={c} scope="col" className={['period', 'state'].includes(c) ? undefined : 'num'}>
                {t(`reports.page.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0
            ? empty(8)
            : rows.map((r) => (
                <tr key={`${r.period}-${r.state}`}>
                  <td>{r.period}</td>
                  <td>{r.state || '–'}</td>
                  <td className="num">{r.orders}</td>
                  <td className="num">{money(r.sales, r.currency)}</td>
                  <td className="num">{money(r.exemptSales, r.currency)}</td>
                  <td className="num">{money(r.taxableSales, r.currency)}</td>
                  <td className="num">{money(r.taxCollected, r.currency)}</td>
                  <td className="num">{money(r.taxRefunded, r.currency)}</td>
                </tr>
              ))}
        </tbody>
      </table>
    );
  }
  if (data.report === 'eu-vat' && data.result) {
    const rows = data.result.rows;
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    return (
      <table>
        {caption}
        <thead>
          <tr>
            {['country', 'rate', 'orders', 'net', 'vat', 'refundNet', 'refundVat', 'oss'].map((c) => (
              <th key={c} scope="col" className={['country', 'oss'].includes(c) ? undefined : 'num'}>
                {t(`reports.page.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0
            ? empty(8)
            : rows.map((r) => (
                <tr key={`${r.country}-${r.rate}-${r.currency}`}>
                  <td>{r.country}</td>
                  <td className="num">{percent.format(r.rate / 100_000)}</td>
                  <td className="num">{r.orders}</td>
                  <td className="num">{money(r.net, r.currency)}</td>
                  <td className="num">{money(r.vat, r.currency)}</td>
                  <td className="num">{money(r.refundNet, r.currency)}</td>
                  <td className="num">{money(r.refundVat, r.currency)}</td>
                  <td>{t(r.oss ? 'reports.page.ossYes' : 'reports.page.ossNo')}</td>
                </tr>
              ))}
        </tbody>
      </table>
    );
  }
  if (data.report === 'refunds' && data.result) {
    const rows = data.result.rows;
    return (
      <table>
        {caption}
        <thead>
          <tr>
            {['day', 'order', 'market', 'customer', 'amount', 'pairs'].map((c) => (
              <th key={c} scope="col" className={c === 'amount' || c === 'pairs' ? 'num' : undefined}>
                {t(`reports.page.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0
            ? empty(6)
            : rows.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(locale, r.day)}</td>
                  <td>
                    <a href={`/orders/${r.orderNumber ?? r.orderId}`}>#{r.orderNumber ?? r.orderId}</a>
                  </td>
                  <td>{r.market.toUpperCase()}</td>
                  <td>{r.customer}</td>
                  <td className="num">{money(r.amount, r.currency)}</td>
                  <td className="num">{r.lines.reduce((sum, line) => sum + line.quantity, 0)}</td>
                </tr>
              ))}
        </tbody>
      </table>
    );
  }
  return null;
}
