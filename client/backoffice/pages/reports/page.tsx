import type { ReactNode } from 'react';
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
        <ul className="filters">
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

/** A report's column: its header key (`reports.page.columns.{key}`), whether it holds numbers, its cell. */
interface Column<Row> {
  key: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

function Table<Row>({
  ctx,
  caption,
  rows,
  rowKey,
  columns,
  foot,
}: {
  ctx: PageContext;
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  foot?: ReactNode;
}) {
  const { t } = ctx;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
              {t(`reports.page.columns.${c.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{t('reports.page.empty')}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      {foot}
    </table>
  );
}

function ReportTable({ ctx, data }: { ctx: PageContext; data: ReportsData }) {
  const { t, locale } = ctx;
  const money = (amount: number, currency: string) => formatMoney(locale, amount, currency);
  const caption = t(`reports.page.names.${data.report}`);
  if (!data.result) return null;
  if (data.report === 'sales') {
    const result = data.result as SalesReport;
    const amounts = ['gross', 'tax', 'shipping', 'discounts', 'refunds', 'net'] as const;
    return (
      <Table
        ctx={ctx}
        caption={caption}
        rows={result.rows}
        rowKey={(r) => `${r.day}-${r.market}`}
        columns={[
          { key: 'day', cell: (r) => formatDate(locale, r.day) },
          { key: 'market', cell: (r) => r.market.toUpperCase() },
          { key: 'orders', numeric: true, cell: (r) => r.orders },
          ...amounts.map((key) => ({ key, numeric: true, cell: (r: SalesReport['rows'][number]) => money(r[key], r.currency) })),
        ]}
        foot={
          result.totals.length ? (
            <tfoot>
              {result.totals.map((total) => (
                <tr key={total.currency}>
                  <th scope="row" colSpan={2}>
                    {t('reports.page.total', { currency: total.currency })}
                  </th>
                  <td className="num">{total.orders}</td>
                  {amounts.map((key) => (
                    <td key={key} className="num">
                      {money(total[key], total.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          ) : null
        }
      />
    );
  }
  if (data.report === 'us-sales-tax') {
    const result = data.result as SalesTaxReport;
    const amounts = ['sales', 'exemptSales', 'taxableSales', 'taxCollected', 'taxRefunded'] as const;
    return (
      <Table
        ctx={ctx}
        caption={caption}
        rows={result.rows}
        rowKey={(r) => `${r.period}-${r.state}`}
        columns={[
          { key: 'period', cell: (r) => r.period },
          { key: 'state', cell: (r) => r.state || '–' },
          { key: 'orders', numeric: true, cell: (r) => r.orders },
          ...amounts.map((key) => ({ key, numeric: true, cell: (r: SalesTaxReport['rows'][number]) => money(r[key], r.currency) })),
        ]}
      />
    );
  }
  if (data.report === 'eu-vat') {
    const result = data.result as VatReport;
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    const amounts = ['net', 'vat', 'refundNet', 'refundVat'] as const;
    return (
      <Table
        ctx={ctx}
        caption={caption}
        rows={result.rows}
        rowKey={(r) => `${r.country}-${r.rate}-${r.currency}`}
        columns={[
          { key: 'country', cell: (r) => r.country },
          { key: 'rate', numeric: true, cell: (r) => percent.format(r.rate / 100_000) },
          { key: 'orders', numeric: true, cell: (r) => r.orders },
          ...amounts.map((key) => ({ key, numeric: true, cell: (r: VatReport['rows'][number]) => money(r[key], r.currency) })),
          { key: 'oss', cell: (r) => t(r.oss ? 'reports.page.ossYes' : 'reports.page.ossNo') },
        ]}
      />
    );
  }
  const result = data.result as RefundsReport;
  return (
    <Table
      ctx={ctx}
      caption={caption}
      rows={result.rows}
      rowKey={(r) => r.id}
      columns={[
        { key: 'day', cell: (r) => formatDate(locale, r.day) },
        { key: 'order', cell: (r) => <a href={`/orders/${r.orderNumber ?? r.orderId}`}>#{r.orderNumber ?? r.orderId}</a> },
        { key: 'market', cell: (r) => r.market.toUpperCase() },
        { key: 'customer', cell: (r) => r.customer },
        { key: 'amount', numeric: true, cell: (r) => money(r.amount, r.currency) },
        { key: 'pairs', numeric: true, cell: (r) => r.lines.reduce((sum, line) => sum + line.quantity, 0) },
      ]}
    />
  );
}
