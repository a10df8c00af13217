import type { DashboardSignals, SignalCounts, SignalMarket } from '../../contract/signals';
import { formatDateTime } from '../../format';
import type { PageContext } from '../../page-context';

/**
 * The business signals (decision 046): per market, payments authorised, captured and declined,
 * e-mails and SMS sent and failed, checkout errors, over the last 24 hours and the last 7 days,
 * then the reasons. Tables with captions and headers, as every figure of the dashboard is.
 */

/** Reasons the shop itself names; a provider's own decline code is shown as it is. */
const NAMED_REASONS = new Set([
  'declined',
  'invalid',
  'order-failed',
  'refused',
  'tries',
  'gone',
  'emptyCart',
  'attemptRefused',
  'soldOut',
  'totalChanged',
  'paymentFailed',
  'cardNumber',
  'cartChanged',
  'tooManyAttempts',
  'form',
  'discountCode',
  'bad-request',
  'server-error',
  'other',
]);

const STAFF = 'staff';

function marketLabel(ctx: PageContext, market: string) {
  if (market === STAFF) return ctx.t('dashboard.signals.staff');
  return new Intl.DisplayNames([ctx.locale], { type: 'region' }).of(market.toUpperCase()) ?? market;
}

function CountsTable({
  ctx,
  caption,
  names,
  markets,
  pick,
}: {
  ctx: PageContext;
  caption: string;
  names: string[];
  markets: SignalMarket[];
  pick: (m: SignalMarket) => SignalCounts;
}) {
  const { t, locale } = ctx;
  const count = new Intl.NumberFormat(locale);
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.page.columns.market')}</th>
          {names.map((name) => (
            <th key={name} scope="col" className="num">
              {t(`dashboard.signals.name.${name}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {markets.map((m) => (
          <tr key={m.market}>
            <th scope="row">{marketLabel(ctx, m.market)}</th>
            {pick(m).map((value, i) => (
              <td key={names[i]} className="num" data-signal={names[i]}>
                {count.format(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SignalsSection({ ctx, signals }: { ctx: PageContext; signals: DashboardSignals }) {
  const { t, locale } = ctx;
  const count = new Intl.NumberFormat(locale);
  const { names, markets, reasons } = signals;
  return (
    <section aria-labelledby="signals">
      <h2 id="signals">{t('dashboard.signals.title')}</h2>
      {markets.length === 0 ? (
        <p>{t('dashboard.signals.none')}</p>
      ) : (
        <>
          <CountsTable
            ctx={ctx}
            caption={t('dashboard.signals.lastDay', { from: formatDateTime(locale, signals.lastDayFrom) })}
            names={names}
            markets={markets}
            pick={(m) => m.lastDay}
          />
          <CountsTable
            ctx={ctx}
            caption={t('dashboard.signals.lastWeek', { from: formatDateTime(locale, signals.lastWeekFrom) })}
            names={names}
            markets={markets}
            pick={(m) => m.lastWeek}
          />
          {reasons.length > 0 ? (
            <table>
              <caption>{t('dashboard.signals.reasons')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.page.columns.market')}</th>
                  <th scope="col">{t('dashboard.signals.signal')}</th>
                  <th scope="col">{t('dashboard.signals.reasonColumn')}</th>
                  <th scope="col" className="num">
                    {t('dashboard.signals.lastDayShort')}
                  </th>
                  <th scope="col" className="num">
                    {t('dashboard.signals.lastWeekShort')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {reasons.map((r) => (
                  <tr key={`${r.market} ${r.signal} ${r.reason}`}>
                    <th scope="row">{marketLabel(ctx, r.market)}</th>
                    <td>{t(`dashboard.signals.name.${r.signal}`)}</td>
                    <td>{NAMED_REASONS.has(r.reason) ? t(`dashboard.signals.reason.${r.reason}`) : <code>{r.reason}</code>}</td>
                    <td className="num">{count.format(r.lastDay)}</td>
                    <td className="num">{count.format(r.lastWeek)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}
