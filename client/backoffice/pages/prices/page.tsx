import { MARKET_CODES, MARKETS } from '../../../../locales/markets';
import { formatDateTime } from '../../format';
import type { PageProps } from '../../page-context';

/** A sale as GET /admin/api/sales lists it. */
export interface SaleView {
  id: string;
  name: string;
  markets: string[];
  collection: string | null;
  skus: string[] | null;
  percentOff: number;
  startsAt: string;
  endsAt: string;
  status: 'scheduled' | 'running' | 'ended' | 'cancelled';
  products?: number;
}

/** One price of a bulk change's preview (major units). */
export interface BulkRowView {
  sku: string;
  market: string;
  currency: string;
  before: string;
  beforeCompareAt: string | null;
  after: string;
  afterCompareAt: string | null;
}

/** The form fields as typed (kept when refused, and carried by the confirmation). */
export type FormValues = Record<string, string>;

export interface PricesData {
  collections: { id: string; title: string }[];
  sales: SaleView[];
  /** The bulk change form: what was typed, its preview (then a confirmation), or why it was refused. */
  bulk?: { values: FormValues; preview?: { digest: string; rows: BulkRowView[] }; error?: string };
  /** A refused sale: what was typed and why. */
  sale?: { values: FormValues; error: string };
}

/** Rows of a preview shown on the page; the confirmation applies them all. */
export const PREVIEW_ROWS = 1_000;

function Selection({
  ctx,
  id,
  values,
  collections,
}: {
  ctx: PageProps<PricesData>['ctx'];
  id: string;
  values: FormValues;
  collections: PricesData['collections'];
}) {
  const { t } = ctx;
  const scope = values.scope === 'skus' ? 'skus' : 'collection';
  return (
    <>
      <fieldset>
        <legend>{t('prices.form.products')}</legend>
        <div>
          <input type="radio" id={`${id}-scope-collection`} name="scope" value="collection" defaultChecked={scope === 'collection'} />
          <label htmlFor={`${id}-scope-collection`}>{t('prices.form.scopeCollection')}</label>{' '}
          <label className="visually-hidden" htmlFor={`${id}-collection`}>
            {t('prices.form.collection')}
          </label>
          <select id={`${id}-collection`} name="collection" defaultValue={values.collection ?? 'all'}>
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <input type="radio" id={`${id}-scope-skus`} name="scope" value="skus" defaultChecked={scope === 'skus'} />
          <label htmlFor={`${id}-scope-skus`}>{t('prices.form.scopeSkus')}</label>
          <br />
          <label className="visually-hidden" htmlFor={`${id}-skus`}>
            {t('prices.form.skus')}
          </label>
          <textarea id={`${id}-skus`} name="skus" rows={2} cols={40} defaultValue={values.skus} aria-describedby={`${id}-skus-note`} />
          <span className="muted" id={`${id}-skus-note`}>
            {t('prices.form.skusNote')}
          </span>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('prices.form.markets')}</legend>
        {MARKET_CODES.map((market) => (
          <label key={market} className="inline" htmlFor={`${id}-market-${market}`}>
            <input
              type="checkbox"
              id={`${id}-market-${market}`}
              name={`market-${market}`}
              value="1"
              defaultChecked={values[`market-${market}`] === '1'}
            />{' '}
            {t(`prices.markets.${market}`)} ({MARKETS[market].currency})
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** Hidden copies of the typed fields: the confirmation carries exactly what was previewed. */
function Carried({ values }: { values: FormValues }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** Bulk price changes (previewed, then confirmed) and scheduled sales. */
export default function PricesPage({ ctx, data }: PageProps<PricesData>) {
  const { t, locale } = ctx;
  const writer = ctx.can('catalog.write');
  const bulk = data.bulk?.values ?? {};
  const sale = data.sale?.values ?? {};
  const change = bulk.change === 'amount' ? 'amount' : 'percent';
  const preview = data.bulk?.preview;
  const money = (amount: string | null, currency: string) => (amount === null ? '–' : `${amount} ${currency}`);
  return (
    <section>
      <h1>{t('prices.title')}</h1>
      <p>{t('prices.intro')}</p>

      <h2>{t('prices.sales.title')}</h2>
      <table>
        <caption className="visually-hidden">{t('prices.sales.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prices.sales.name')}</th>
            <th scope="col">{t('prices.sales.products')}</th>
            <th scope="col">{t('prices.sales.markets')}</th>
            <th scope="col" className="num">
              {t('prices.sales.percentOff')}
            </th>
            <th scope="col">{t('prices.sales.when')}</th>
            <th scope="col">{t('prices.sales.status')}</th>
            {writer ? <th scope="col">{t('prices.sales.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.sales.length === 0 ? (
            <tr>
              <td colSpan={writer ? 7 : 6}>{t('prices.sales.none')}</td>
            </tr>
          ) : (
            data.sales.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.name}</th>
                <td>
                  {s.collection ? t('prices.sales.ofCollection', { collection: s.collection }) : (s.skus ?? []).join(', ')}
                  {s.products === undefined ? null : ` (${t('prices.sales.productCount', { count: s.products })})`}
                </td>
                <td>{s.markets.join(', ')}</td>
                <td className="num">{s.percentOff} %</td>
                <td>
                  {formatDateTime(locale, Date.parse(s.startsAt))} – {formatDateTime(locale, Date.parse(s.endsAt))}
                </td>
                <td>{t(`prices.status.${s.status}`)}</td>
                {writer ? (
                  <td>
                    {s.status === 'scheduled' || s.status === 'running' ? (
                      <form method="post" action={`/prices/sales/${encodeURIComponent(s.id)}/end`} className="inline">
                        <button type="submit" className="danger" aria-label={t('prices.sales.endSale', { name: s.name })}>
                          {t('prices.sales.end')}
                        </button>
                      </form>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>

      {writer ? (
        <>
          <form method="post" action="/prices/bulk/preview" id="bulk">
            <fieldset>
              <legend>{t('prices.bulk.title')}</legend>
              <p>{t('prices.bulk.intro')}</p>
              {data.bulk?.error ? (
                <p className="bo-error" role="alert" id="bulk-error">
                  {data.bulk.error}
                </p>
              ) : null}
              <Selection ctx={ctx} id="bulk" values={bulk} collections={data.collections} />
              <fieldset>
                <legend>{t('prices.bulk.change')}</legend>
                <div>
                  <input type="radio" id="bulk-change-percent" name="change" value="percent" defaultChecked={change === 'percent'} />
                  <label htmlFor="bulk-change-percent">{t('prices.bulk.byPercent')}</label>
                </div>
                <div>
                  <input type="radio" id="bulk-change-amount" name="change" value="amount" defaultChecked={change === 'amount'} />
                  <label htmlFor="bulk-change-amount">{t('prices.bulk.byAmount')}</label>
                </div>
                <div>
                  <label htmlFor="bulk-value">{t('prices.bulk.value')}</label>
                  <input
                    id="bulk-value"
                    name="value"
                    required
                    inputMode="decimal"
                    size={10}
                    autoComplete="off"
                    defaultValue={bulk.value}
                    aria-describedby="bulk-value-note"
                  />
                  <span className="muted" id="bulk-value-note">
                    {t('prices.bulk.valueNote')}
                  </span>
                </div>
              </fieldset>
              <div>
                <label htmlFor="bulk-compare-at">{t('prices.bulk.compareAt')}</label>
                <select id="bulk-compare-at" name="compareAt" defaultValue={bulk.compareAt ?? 'keep'}>
                  <option value="keep">{t('prices.bulk.compareAtKeep')}</option>
                  <option value="set-to-old">{t('prices.bulk.compareAtOld')}</option>
                  <option value="clear">{t('prices.bulk.compareAtClear')}</option>
                </select>
              </div>
              <p>
                <button type="submit">{t('prices.bulk.preview')}</button>
              </p>
            </fieldset>
          </form>

          {preview ? (
            <section aria-labelledby="preview-title">
              <h2 id="preview-title">{t('prices.bulk.previewTitle', { count: preview.rows.length })}</h2>
              <table>
                <caption className="visually-hidden">{t('prices.bulk.previewTitle', { count: preview.rows.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('prices.bulk.product')}</th>
                    <th scope="col">{t('prices.bulk.market')}</th>
                    <th scope="col" className="num">
                      {t('prices.bulk.before')}
                    </th>
                    <th scope="col" className="num">
                      {t('prices.bulk.after')}
                    </th>
                    <th scope="col" className="num">
                      {t('prices.bulk.compareAtAfter')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.slice(0, PREVIEW_ROWS).map((row) => (
                    <tr key={`${row.sku}-${row.market}`}>
                      <th scope="row">{row.sku}</th>
                      <td>{row.market}</td>
                      <td className="num">{money(row.before, row.currency)}</td>
                      <td className="num">{money(row.after, row.currency)}</td>
                      <td className="num">{money(row.afterCompareAt, row.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.rows.length > PREVIEW_ROWS ? (
                <p className="muted">{t('prices.bulk.more', { count: preview.rows.length - PREVIEW_ROWS })}</p>
              ) : null}
              <form method="post" action="/prices/bulk/apply">
                <Carried values={bulk} />
                <input type="hidden" name="digest" value={preview.digest} />
                <p>
                  <button type="submit">{t('prices.bulk.apply', { count: preview.rows.length })}</button>
                </p>
              </form>
            </section>
          ) : null}

          <form method="post" action="/prices/sales" id="sale">
            <fieldset>
              <legend>{t('prices.sales.create')}</legend>
              <p>{t('prices.sales.intro')}</p>
              {data.sale ? (
                <p className="bo-error" role="alert">
                  {data.sale.error}
                </p>
              ) : null}
              <div>
                <label htmlFor="sale-name">{t('prices.sales.name')}</label>
                <input id="sale-name" name="name" required maxLength={100} autoComplete="off" defaultValue={sale.name} />
              </div>
              <Selection ctx={ctx} id="sale" values={sale} collections={data.collections} />
              <div>
                <label htmlFor="sale-percent">{t('prices.sales.percentOff')}</label>
                <input id="sale-percent" name="percentOff" type="number" min={1} max={90} required defaultValue={sale.percentOff} />
              </div>
              <div>
                <label htmlFor="sale-starts">{t('prices.sales.startsAt')}</label>
                <input id="sale-starts" name="startsAt" type="datetime-local" required defaultValue={sale.startsAt} />
              </div>
              <div>
                <label htmlFor="sale-ends">{t('prices.sales.endsAt')}</label>
                <input id="sale-ends" name="endsAt" type="datetime-local" required defaultValue={sale.endsAt} />
              </div>
              <p className="muted">{t('prices.sales.utc')}</p>
              <p>
                <button type="submit">{t('prices.sales.createButton')}</button>
              </p>
            </fieldset>
          </form>
        </>
      ) : null}
    </section>
  );
}
