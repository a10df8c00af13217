import { DailyChart, DailyTable } from '../../charts/daily-chart';
import { FunnelChart } from '../../charts/funnel-chart';
import type { DashboardMarket, DashboardPayload } from '../../contract/reports';
import { formatDate, formatDateTime, formatMoney } from '../../format';
import type { PageContext, PageProps } from '../../page-context';
import { SignalsSection } from './signals';

export interface DashboardData {
  dashboard: DashboardPayload;
  /** The range as asked: '7' | '30' | '90' | 'custom'. */
  range: string;
  asked: { from: string; to: string };
}

const RANGES = ['7', '30', '90'] as const;

/** The business at a glance: what needs attention, then each market's orders, revenue and funnel. */
export default function DashboardPage({ ctx, data }: PageProps<DashboardData>) {
  const { t, locale } = ctx;
  const { dashboard } = data;
  const active = dashboard.markets.filter((m) => m.orders > 0 || m.funnel.views > 0);
  return (
    <section>
      <h1>{t('dashboard.page.title')}</h1>
      <Attention ctx={ctx} dashboard={dashboard} />
      <SignalsSection ctx={ctx} signals={dashboard.signals} />
      <h2>
        {t('dashboard.page.period', { from: formatDate(locale, dashboard.period.from), to: formatDate(locale, dashboard.period.to) })}
      </h2>
      <nav aria-label={t('dashboard.page.ranges')}>
        <ul className="filters">
          {RANGES.map((range) => (
            <li key={range}>
              <a href={`/?range=${range}`} aria-current={data.range === range ? 'page' : undefined}>
                {t('dashboard.page.lastDays', { count: Number(range) })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/" className="filters">
        <div>
          <label htmlFor="dashboard-from">{t('reports.page.from')}</label>
          <input id="dashboard-from" name="from" type="date" defaultValue={data.asked.from} />
        </div>
        <div>
          <label htmlFor="dashboard-to">{t('reports.page.to')}</label>
          <input id="dashboard-to" name="to" type="date" defaultValue={data.asked.to} />
        </div>
        <button type="submit">{t('reports.page.show')}</button>
      </form>
      <table>
        <caption>{t('dashboard.page.markets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.page.columns.market')}</th>
            <th scope="col" className="num">
              {t('reports.page.columns.orders')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.page.revenue')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.page.averageOrder')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.page.views')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.page.conversion')}
            </th>
          </tr>
        </thead>
        <tbody>
          {dashboard.markets.map((m) => (
            <tr key={m.market}>
              <th scope="row">
                {marketName(locale, m.market)} ({m.currency})
              </th>
              <td className="num">{m.orders}</td>
              <td className="num">{formatMoney(locale, m.revenue, m.currency)}</td>
              <td className="num">{m.averageOrder === null ? '–' : formatMoney(locale, m.averageOrder, m.currency)}</td>
              <td className="num">{m.funnel.views}</td>
              <td className="num">{rate(locale, m.funnel.rates.paidPerView)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {active.length === 0 ? <p>{t('dashboard.page.quiet')}</p> : active.map((m) => <MarketSection key={m.market} ctx={ctx} market={m} />)}
    </section>
  );
}

const marketName = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
const rate = (locale: string, value: number | null) =>
  value === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);

function MarketSection({ ctx, market: m }: { ctx: PageContext; market: DashboardMarket }) {
  const { t, locale } = ctx;
  const name = `${marketName(locale, m.market)} (${m.currency})`;
  const money = (value: number) => formatMoney(locale, value, m.currency);
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(value));
  const best = m.days.reduce((top, d) => (d.revenue > top.revenue ? d : top), m.days[0]);
  return (
    <section aria-labelledby={`market-${m.market}`}>
      <h2 id={`market-${m.market}`}>{name}</h2>
      <DailyChart
        id={`revenue-${m.market}`}
        title={t('dashboard.page.revenueOf', { market: name })}
        description={t('dashboard.page.revenueDescription', {
          total: money(m.revenue),
          orders: m.orders,
          best: best ? day(best.day) : '–',
        })}
        points={m.days.map((d) => ({ day: d.day, value: d.revenue }))}
        formatValue={money}
        formatDay={day}
      />
      <FunnelChart
        id={`funnel-${m.market}`}
        title={t('dashboard.page.funnelOf', { market: name })}
        description={t('dashboard.page.funnelDescription', {
          views: m.funnel.views,
          paid: m.funnel.paid,
          rate: rate(locale, m.funnel.rates.paidPerView),
        })}
        steps={[
          { label: t('dashboard.page.views'), value: m.funnel.views },
          { label: t('dashboard.page.adds'), value: m.funnel.adds },
          { label: t('dashboard.page.checkouts'), value: m.funnel.checkouts },
          { label: t('dashboard.page.paid'), value: m.funnel.paid },
        ]}
        formatValue={(value) => new Intl.NumberFormat(locale).format(value)}
        formatRate={(value) => rate(locale, value)}
      />
      <details>
        <summary>{t('dashboard.page.figures', { market: name })}</summary>
        <DailyTable
          caption={t('dashboard.page.figures', { market: name })}
          dayLabel={t('reports.page.columns.day')}
          days={m.days.map((d) => d.day)}
          formatDay={(value) => formatDate(locale, value)}
          columns={[
            { label: t('reports.page.columns.orders'), values: m.days.map((d) => d.orders), format: String },
            { label: t('dashboard.page.revenue'), values: m.days.map((d) => d.revenue), format: money },
            { label: t('dashboard.page.averageOrder'), values: m.days.map((d) => d.averageOrder ?? 0), format: money },
          ]}
        />
      </details>
    </section>
  );
}

function Attention({ ctx, dashboard }: { ctx: PageContext; dashboard: DashboardPayload }) {
  const { t, locale } = ctx;
  const { attention } = dashboard;
  const order = (o: { id: string; number: number | null; total: number; currency: string; placedAt: number }) => (
    <li key={o.id}>
      <a href={`/orders/${o.number ?? o.id}`}>#{o.number ?? o.id}</a> · {formatMoney(locale, o.total, o.currency)} ·{' '}
      {formatDateTime(locale, o.placedAt)}
    </li>
  );
  return (
    <section aria-labelledby="attention">
      <h2 id="attention">{t('dashboard.page.attention')}</h2>
      <div className="cards">
        <div className="card">
          <h3>{t('dashboard.page.toShip', { count: attention.toShip.count })}</h3>
          <ul>{attention.toShip.first.map(order)}</ul>
          {attention.toShip.count > 0 ? <a href="/orders?status=paid">{t('dashboard.page.allToShip')}</a> : null}
        </div>
        <div className="card">
          <h3>{t('dashboard.page.confirming', { count: attention.confirming.count })}</h3>
          <ul>{attention.confirming.first.map(order)}</ul>
        </div>
        <div className="card">
          <h3>{t('dashboard.page.stuck', { count: attention.stuck.count })}</h3>
          <ul>
            {attention.stuck.first.map((s) => (
              <li key={s.id}>
                {t(`dashboard.page.stuckKind.${s.kind}`)} · {formatMoney(locale, s.amount, s.currency)} · {formatDateTime(locale, s.since)}
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h3>{t('dashboard.page.deadMail', { count: attention.deadMail.count })}</h3>
          <ul>
            {attention.deadMail.first.map((m) => (
              <li key={m.id}>
                {t(`core.mailKind.${m.kind}`)}
                {m.orderNumber || m.orderId ? (
                  <>
                    {' '}
                    · <a href={`/orders/${m.orderNumber ?? m.orderId}`}>#{m.orderNumber ?? m.orderId}</a>
                  </>
                ) : null}{' '}
                · {formatDateTime(locale, m.at)}
              </li>
            ))}
          </ul>
        </div>
        {attention.deadSms.count > 0 ? (
          <div className="card">
            <h3>{t('dashboard.page.deadSms', { count: attention.deadSms.count })}</h3>
            <ul>
              {attention.deadSms.first.map((m) => (
                <li key={m.id}>
                  <a href={`/orders/${m.orderNumber ?? m.orderId}`}>#{m.orderNumber ?? m.orderId}</a> · {formatDateTime(locale, m.at)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="card">
          <h3>{t('dashboard.page.lowStock', { count: attention.lowStock.count })}</h3>
          <ul>
            {attention.lowStock.first.map((v) => (
              <li key={v.variantSku}>
                {v.variantSku}: {t('dashboard.page.stockLeft', { count: v.stock, threshold: v.threshold })}
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h3>{t('dashboard.page.reviews', { count: attention.reviews.count })}</h3>
          {attention.reviews.moderation ? (
            <p>
              <a href="/reviews">{t('core.nav.reviews')}</a>
            </p>
          ) : (
            <p className="muted">{t('dashboard.page.reviewsLater')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
