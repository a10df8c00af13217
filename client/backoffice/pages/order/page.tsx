import { CARRIERS } from '../../../../locales/carriers';
import type { TimelineEntry } from '../../contract/orders';
import { formatDateTime, formatMoney } from '../../format';
import type { PageContext, PageProps } from '../../page-context';

export interface OrderLine {
  title: string;
  variantSku: string;
  colour: string;
  size: string;
  quantity: number;
  lineTotal: number;
  refundedQuantity: number;
}

export interface FulfilmentLine {
  variantSku: string;
  quantity: number;
  shipped: number;
  refunded: number;
  cancelled: number;
  toShip: number;
}

export interface OrderShow {
  order: {
    id: string;
    number: number | null;
    market: string;
    currency: string;
    status: string;
    total: number;
    tax: number;
    shipping: number | null;
    discount: number | null;
    placedAt: number;
    contact: string | null;
    paymentBrand: string | null;
    paymentLast4: string | null;
  };
  /** The order's status as its money stands ('partly refunded' too). */
  status: string;
  refunded: number;
  lines: OrderLine[];
  timeline: TimelineEntry[];
  fulfilment: {
    complete: boolean;
    lines: FulfilmentLine[];
    shipments: {
      id: string;
      carrier: string;
      tracking: string;
      trackingUrl: string | null;
      createdAt: number;
      lines: { variantSku: string; quantity: number }[];
    }[];
  };
}

export interface MoneyPlan {
  action: 'refund' | 'cancel';
  money: { amount: number; currency: string; how: 'refund' | 'void' | 'none' };
  pairs: { variantSku: string; quantity: number }[];
  restock: { variantSku: string; quantity: number }[];
  status: string;
}

export interface OrderData {
  show: OrderShow;
  /** The address as its country writes it (the packing slip's lines). */
  shipTo: string[];
  invoices: { id: string; kind: string; number: string; total: number; currency: string; issuedAt: number }[];
  /** A refund or cancel shown before it is confirmed: what it moves, and the form that confirms it. */
  preview?: { plan: MoneyPlan; fields: Record<string, string> };
  /** A refused action: why, and what was typed. */
  error?: string;
  typed?: Record<string, string>;
}

/** The order: lines, payment, address, shipping, money, timeline; and what staff can do with it. */
export default function OrderPage({ ctx, data }: PageProps<OrderData>) {
  const { t, locale } = ctx;
  const { order, lines, fulfilment } = data.show;
  const number = `#${order.number ?? order.id}`;
  const base = `/orders/${order.number ?? order.id}`;
  const money = (amount: number) => formatMoney(locale, amount, order.currency);
  const writable = ctx.can('orders.write');
  const open = order.status === 'paid' || order.status === 'fulfilled' || order.status === 'disputed';
  const toShip = fulfilment.lines.filter((l) => l.toShip > 0);
  const byVariant = new Map(fulfilment.lines.map((l) => [l.variantSku, l]));
  return (
    <section>
      <h1>{t('core.order.title', { number })}</h1>
      {data.error ? (
        <p className="bo-error" role="alert">
          {data.error}
        </p>
      ) : null}
      {data.preview ? <Preview ctx={ctx} base={base} preview={data.preview} /> : null}
      <dl className="facts">
        <dt>{t('core.orders.status')}</dt>
        <dd>{data.show.status === 'partly refunded' ? t('core.order.partlyRefunded') : t(`core.status.${data.show.status}`)}</dd>
        <dt>{t('core.orders.placed')}</dt>
        <dd>{formatDateTime(locale, order.placedAt)}</dd>
        <dt>{t('reports.page.columns.market')}</dt>
        <dd>{order.market.toUpperCase()}</dd>
        <dt>{t('core.order.contact')}</dt>
        <dd>{order.contact ?? '–'}</dd>
        <dt>{t('core.order.payment')}</dt>
        <dd>
          {order.paymentBrand ? `${order.paymentBrand} ···· ${order.paymentLast4 ?? ''}` : '–'}
          {data.show.refunded > 0 ? ` · ${t('core.order.refundedSoFar', { amount: money(data.show.refunded) })}` : null}
        </dd>
        <dt>{t('core.order.shipTo')}</dt>
        <dd>
          {data.shipTo.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </dd>
      </dl>
      <p className="no-print">
        <a href={`${base}/packing-slip`}>{t('core.order.packingSlip')}</a>
        {data.invoices.map((invoice) => (
          <span key={invoice.id}>
            {' · '}
            <a href={`/invoices/${invoice.id}`}>
              {t(invoice.kind === 'credit-note' ? 'core.order.creditNote' : 'core.order.invoice', { number: invoice.number })}
            </a>
          </span>
        ))}
      </p>
      <table>
        <caption>{t('core.order.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('core.order.product')}</th>
            <th scope="col">{t('core.order.variant')}</th>
            <th scope="col" className="num">
              {t('core.order.quantity')}
            </th>
            <th scope="col" className="num">
              {t('core.order.shipped')}
            </th>
            <th scope="col" className="num">
              {t('core.order.refundedPairs')}
            </th>
            <th scope="col" className="num">
              {t('core.order.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.variantSku}>
              <td>{line.title}</td>
              <td>{line.variantSku}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{byVariant.get(line.variantSku)?.shipped ?? 0}</td>
              <td className="num">{line.refundedQuantity}</td>
              <td className="num">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('core.order.shipping')}
            </th>
            <td className="num">{money(order.shipping ?? 0)}</td>
          </tr>
          {order.discount ? (
            <tr>
              <th scope="row" colSpan={5}>
                {t('core.order.discount')}
              </th>
              <td className="num">−{money(order.discount)}</td>
            </tr>
          ) : null}
          {order.tax ? (
            <tr>
              <th scope="row" colSpan={5}>
                {t('core.order.salesTax')}
              </th>
              <td className="num">{money(order.tax)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={5}>
              {t('core.orders.total')}
            </th>
            <td className="num">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
      {fulfilment.shipments.length ? (
        <>
          <h2>{t('core.order.shipments')}</h2>
          <ul>
            {fulfilment.shipments.map((s) => (
              <li key={s.id}>
                {formatDateTime(locale, s.createdAt)} · {s.carrier} ·{' '}
                {s.trackingUrl ? <a href={s.trackingUrl}>{s.tracking}</a> : s.tracking} ·{' '}
                {s.lines.map((l) => `${l.quantity} × ${l.variantSku}`).join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {writable && order.status === 'paid' && toShip.length ? (
        <form method="post" action={`${base}/fulfil`} className="no-print">
          <fieldset>
            <legend>{t('core.order.ship')}</legend>
            <label htmlFor="ship-carrier">{t('core.order.carrier')}</label>
            <input id="ship-carrier" name="carrier" required maxLength={60} defaultValue={data.typed?.carrier} list="carriers" />
            <datalist id="carriers">
              {CARRIERS.map(({ name }) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <label htmlFor="ship-tracking">{t('core.order.tracking')}</label>
            <input id="ship-tracking" name="tracking" required maxLength={80} defaultValue={data.typed?.tracking} />
            <p className="muted">{t('core.order.shipPairsHint')}</p>
            {toShip.map((l) => (
              <div key={l.variantSku}>
                <label htmlFor={`ship-${l.variantSku}`}>{t('core.order.pairsOf', { variant: l.variantSku, count: l.toShip })}</label>
                <input
                  id={`ship-${l.variantSku}`}
                  name={`ship:${l.variantSku}`}
                  type="number"
                  min={0}
                  max={l.toShip}
                  defaultValue={data.typed?.[`ship:${l.variantSku}`] ?? String(l.toShip)}
                />
              </div>
            ))}
            <p>
              <button type="submit">{t('core.order.shipButton')}</button>
            </p>
          </fieldset>
        </form>
      ) : null}
      {writable && open && !data.preview ? (
        <form method="post" action={`${base}/refund/preview`} className="no-print">
          <fieldset>
            <legend>{t('core.order.refund')}</legend>
            <p className="muted">{t('core.order.refundHint')}</p>
            {lines
              .filter((l) => l.quantity > l.refundedQuantity)
              .map((l) => (
                <div key={l.variantSku}>
                  <label htmlFor={`refund-${l.variantSku}`}>
                    {t('core.order.pairsOf', { variant: l.variantSku, count: l.quantity - l.refundedQuantity })}
                  </label>
                  <input
                    id={`refund-${l.variantSku}`}
                    name={`refund:${l.variantSku}`}
                    type="number"
                    min={0}
                    max={l.quantity - l.refundedQuantity}
                    defaultValue={data.typed?.[`refund:${l.variantSku}`] ?? '0'}
                  />
                </div>
              ))}
            <p>
              <input id="refund-restock" name="restock" type="checkbox" value="1" defaultChecked={data.typed?.restock === '1'} />{' '}
              <label htmlFor="refund-restock" className="inline">
                {t('core.order.restock')}
              </label>
            </p>
            <label htmlFor="refund-amount">{t('core.order.amount', { currency: order.currency })}</label>
            <input
              id="refund-amount"
              name="amount"
              inputMode="decimal"
              defaultValue={data.typed?.amount}
              aria-describedby="refund-amount-hint"
            />
            <p id="refund-amount-hint" className="muted">
              {t('core.order.amountHint')}
            </p>
            <p>
              <button type="submit">{t('core.order.previewRefund')}</button>
            </p>
          </fieldset>
        </form>
      ) : null}
      {writable && (order.status === 'paid' || order.status === 'authorized') && !data.preview ? (
        <form method="post" action={`${base}/cancel/preview`} className="no-print">
          <button type="submit" className="secondary">
            {t('core.order.previewCancel')}
          </button>
        </form>
      ) : null}
      <Timeline ctx={ctx} base={base} entries={data.show.timeline} currency={order.currency} writable={writable} />
      {writable ? (
        <form method="post" action={`${base}/notes`} className="no-print">
          <label htmlFor="note-body">{t('core.order.addNote')}</label>
          <textarea id="note-body" name="body" rows={3} cols={60} maxLength={2000} required defaultValue={data.typed?.body} />
          <p>
            <button type="submit">{t('core.order.saveNote')}</button>
          </p>
        </form>
      ) : null}
    </section>
  );
}

function Preview({ ctx, base, preview }: { ctx: PageContext; base: string; preview: NonNullable<OrderData['preview']> }) {
  const { t, locale } = ctx;
  const { plan, fields } = preview;
  const amount = formatMoney(locale, plan.money.amount, plan.money.currency);
  return (
    <form method="post" action={`${base}/${plan.action}`} className="card" aria-labelledby="preview-title">
      <h2 id="preview-title">{t(plan.action === 'refund' ? 'core.order.confirmRefundTitle' : 'core.order.confirmCancelTitle')}</h2>
      <p>{t(`core.order.moneyMove.${plan.money.how}`, { amount })}</p>
      {plan.pairs.length ? (
        <p>{t('core.order.pairsMoved', { pairs: plan.pairs.map((p) => `${p.quantity} × ${p.variantSku}`).join(', ') })}</p>
      ) : null}
      {plan.restock.length ? (
        <p>{t('core.order.restocked', { pairs: plan.restock.map((p) => `${p.quantity} × ${p.variantSku}`).join(', ') })}</p>
      ) : null}
      <p>{t('core.order.statusAfter', { status: t(`core.status.${plan.status}`) })}</p>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* biome-ignore lint/a11y/noAutofocus: the page comes back from the preview's post; focus goes to what it asks, without a script. */}
      <button type="submit" className="danger" autoFocus>
        {t(plan.action === 'refund' ? 'core.order.confirmRefund' : 'core.order.confirmCancel', { amount })}
      </button>{' '}
      <a href={base}>{t('core.order.back')}</a>
    </form>
  );
}

function Timeline(props: { ctx: PageContext; base: string; entries: TimelineEntry[]; currency: string; writable: boolean }) {
  const { ctx, base, entries, writable } = props;
  const { t, locale } = ctx;
  return (
    <>
      <h2>{t('core.order.timeline')}</h2>
      <ol className="timeline">
        {entries.map((e, i) => (
          <li key={`${e.type}-${e.at}-${i}`}>
            <time dateTime={new Date(e.at).toISOString()}>{formatDateTime(locale, e.at)}</time> · <TimelineText ctx={ctx} entry={e} />
            {e.type === 'mail' && writable && e.kind.startsWith('order-') ? (
              <form method="post" action={`${base}/mail/${e.id}/resend`} className="inline">
                {' '}
                <button type="submit" className="secondary">
                  {t('core.order.resend')}
                </button>
              </form>
            ) : null}
            {e.type === 'sms' && writable && (e.status === 'sent' || e.status === 'dead') ? (
              <form method="post" action={`${base}/sms/${e.id}/resend`} className="inline">
                {' '}
                <button type="submit" className="secondary">
                  {t('core.order.resend')}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function TimelineText({ ctx, entry: e }: { ctx: PageContext; entry: TimelineEntry }) {
  const { t, locale } = ctx;
  switch (e.type) {
    case 'status':
      return <>{t('core.order.event.status', { to: t(`core.status.${e.to}`) })}</>;
    case 'payment':
      return <>{t('core.order.event.payment', { amount: formatMoney(locale, e.amount, e.currency), status: e.status })}</>;
    case 'payment-event':
      return <>{t('core.order.event.provider', { event: e.event })}</>;
    case 'refund':
      return <>{t('core.order.event.refund', { amount: formatMoney(locale, e.amount, e.currency), status: e.status })}</>;
    case 'mail':
      return (
        <>
          {t('core.order.event.mail', { kind: t(`core.mailKind.${e.kind}`), status: t(`core.mailStatus.${e.status}`) })}
          {e.lastError && e.status === 'dead' ? ` (${e.lastError})` : null}
        </>
      );
    case 'sms':
      return (
        <>
          {t('core.order.event.sms', { to: e.recipient, status: t(`core.smsStatus.${e.status}`) })}
          {e.lastError && e.status !== 'sent' ? ` (${e.lastError})` : null}
        </>
      );
    case 'note':
      return (
        <>
          {t('core.order.event.note', { who: e.actor.replace(/^staff:/, '') })} <q>{e.body}</q>
        </>
      );
    case 'audit':
      return <>{t('core.order.event.audit', { who: e.actor.replace(/^staff:/, ''), action: e.action })}</>;
  }
}
