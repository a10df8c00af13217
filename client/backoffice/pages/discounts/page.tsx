import { CURRENCIES, MARKET_CODES } from '../../../../locales/markets';
import { formatDateTime } from '../../format';
import type { PageProps } from '../../page-context';

/** A code as /admin/api/discounts lists it (amounts in major units, as operators write them). */
export interface DiscountView {
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amounts: Record<string, string> | null;
  markets: string[] | null;
  minimums: Record<string, string> | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  usesPerEmail: number | null;
  used: number;
  orders: number;
  revenue: Record<string, string>;
}

export interface BatchView {
  batch: string;
  codes: number;
  used: number;
  orders: number;
  endsAt: string | null;
  revenue: Record<string, string>;
}

/** The rule fields of a form as typed (kept when the API refuses them). */
export type RuleValues = Record<string, string>;

export interface DiscountsData {
  codes: DiscountView[];
  batches: BatchView[];
  /** The code being edited (`?edit=`), or null for a new one. */
  editing: DiscountView | null;
  /** A refused form: which one, what was typed, and why. */
  refused?: { form: 'code' | 'batch'; values: RuleValues; text: string };
}

const amounts = (values: Record<string, string> | null) =>
  values
    ? Object.entries(values)
        .map(([currency, amount]) => `${amount} ${currency}`)
        .join(', ')
    : '';

/** A stored code's rules as the form's fields. */
export function ruleValues(code: DiscountView): RuleValues {
  const values: RuleValues = {
    code: code.code,
    kind: code.kind,
    percent: code.percent === null ? '' : String(code.percent),
    startsAt: code.startsAt ? code.startsAt.slice(0, 16) : '',
    endsAt: code.endsAt ? code.endsAt.slice(0, 16) : '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    usesPerEmail: code.usesPerEmail === null ? '' : String(code.usesPerEmail),
  };
  for (const [currency, amount] of Object.entries(code.amounts ?? {})) values[`amount-${currency}`] = amount;
  for (const [currency, amount] of Object.entries(code.minimums ?? {})) values[`minimum-${currency}`] = amount;
  for (const market of code.markets ?? []) values[`market-${market}`] = 'on';
  return values;
}

/** Percentage or amounts, markets, minimum, window and limits: one set of fields for a code and a batch. */
function RuleFields({
  ctx,
  id,
  values,
  withMaxUses,
}: {
  ctx: PageProps<unknown>['ctx'];
  id: string;
  values: RuleValues;
  withMaxUses: boolean;
}) {
  const { t } = ctx;
  return (
    <>
      <div>
        <label htmlFor={`${id}-kind`}>{t('discounts.form.kind')}</label>
        <select id={`${id}-kind`} name="kind" defaultValue={values.kind ?? 'percent'}>
          <option value="percent">{t('discounts.kind.percent')}</option>
          <option value="fixed">{t('discounts.kind.fixed')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-percent`}>{t('discounts.form.percent')}</label>
        <input id={`${id}-percent`} name="percent" type="number" min={1} max={100} defaultValue={values.percent} />
      </div>
      <fieldset>
        <legend>{t('discounts.form.amounts')}</legend>
        <div className="discount-currencies">
          {CURRENCIES.map((currency) => (
            <div key={currency}>
              <label htmlFor={`${id}-amount-${currency}`}>{currency}</label>
              <input
                id={`${id}-amount-${currency}`}
                name={`amount-${currency}`}
                inputMode="decimal"
                defaultValue={values[`amount-${currency}`]}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('discounts.form.markets')}</legend>
        <p className="muted">{t('discounts.form.marketsNote')}</p>
        <div className="discount-currencies">
          {MARKET_CODES.map((market) => (
            <label key={market} className="inline" htmlFor={`${id}-market-${market}`}>
              <input
                id={`${id}-market-${market}`}
                name={`market-${market}`}
                type="checkbox"
                defaultChecked={values[`market-${market}`] === 'on'}
              />{' '}
              {market.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('discounts.form.minimums')}</legend>
        <div className="discount-currencies">
          {CURRENCIES.map((currency) => (
            <div key={currency}>
              <label htmlFor={`${id}-minimum-${currency}`}>{currency}</label>
              <input
                id={`${id}-minimum-${currency}`}
                name={`minimum-${currency}`}
                inputMode="decimal"
                defaultValue={values[`minimum-${currency}`]}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-starts`}>{t('discounts.form.startsAt')}</label>
        <input id={`${id}-starts`} name="startsAt" type="datetime-local" defaultValue={values.startsAt} />
      </div>
      <div>
        <label htmlFor={`${id}-ends`}>{t('discounts.form.endsAt')}</label>
        <input id={`${id}-ends`} name="endsAt" type="datetime-local" defaultValue={values.endsAt} />
      </div>
      {withMaxUses ? (
        <div>
          <label htmlFor={`${id}-max-uses`}>{t('discounts.form.maxUses')}</label>
          <input id={`${id}-max-uses`} name="maxUses" type="number" min={1} defaultValue={values.maxUses} />
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-per-email`}>{t('discounts.form.usesPerEmail')}</label>
        <input id={`${id}-per-email`} name="usesPerEmail" type="number" min={1} defaultValue={values.usesPerEmail} />
      </div>
    </>
  );
}

/** Discount codes: what each brought, a code's rules, ending one, and single-use batches with their CSV. */
export default function DiscountsPage({ ctx, data }: PageProps<DiscountsData>) {
  const { t, locale } = ctx;
  const when = (iso: string | null) => (iso ? formatDateTime(locale, Date.parse(iso)) : '');
  const writer = ctx.can('catalog.write');
  const codeValues = data.refused?.form === 'code' ? data.refused.values : data.editing ? ruleValues(data.editing) : {};
  const batchValues = data.refused?.form === 'batch' ? data.refused.values : {};
  const ended = (endsAt: string | null) => endsAt !== null && Date.parse(endsAt) <= Date.now();
  return (
    <section>
      <h1>{t('discounts.title')}</h1>
      <table>
        <caption>{t('discounts.list.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('discounts.list.code')}</th>
            <th scope="col">{t('discounts.list.discount')}</th>
            <th scope="col">{t('discounts.list.markets')}</th>
            <th scope="col">{t('discounts.list.minimum')}</th>
            <th scope="col">{t('discounts.list.valid')}</th>
            <th scope="col" className="num">
              {t('discounts.list.uses')}
            </th>
            <th scope="col" className="num">
              {t('discounts.list.revenue')}
            </th>
            {writer ? <th scope="col">{t('discounts.list.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.codes.length === 0 ? (
            <tr>
              <td colSpan={writer ? 8 : 7}>{t('discounts.list.none')}</td>
            </tr>
          ) : (
            data.codes.map((code) => (
              <tr key={code.code}>
                <td>
                  <code>{code.code}</code>
                </td>
                <td>{code.kind === 'percent' ? `${code.percent} %` : amounts(code.amounts)}</td>
                <td>{code.markets ? code.markets.map((m) => m.toUpperCase()).join(', ') : t('discounts.list.allMarkets')}</td>
                <td>{amounts(code.minimums)}</td>
                <td>
                  {ended(code.endsAt)
                    ? t('discounts.list.ended', { date: when(code.endsAt) })
                    : `${when(code.startsAt) || '…'} – ${when(code.endsAt) || '…'}`}
                </td>
                <td className="num">
                  {t('discounts.list.usesOf', { used: code.used, max: code.maxUses ?? '∞' })}
                  {code.usesPerEmail ? (
                    <>
                      <br />
                      {t('discounts.list.perEmail', { count: code.usesPerEmail })}
                    </>
                  ) : null}
                </td>
                <td className="num">{amounts(code.revenue)}</td>
                {writer ? (
                  <td>
                    <a href={`/discounts?edit=${encodeURIComponent(code.code)}#code-form`}>{t('discounts.list.edit')}</a>
                    {ended(code.endsAt) ? null : (
                      <form method="post" action={`/discounts/${encodeURIComponent(code.code)}/end`} className="inline">
                        <button type="submit" className="danger" aria-label={t('discounts.list.endCode', { code: code.code })}>
                          {t('discounts.list.end')}
                        </button>
                      </form>
                    )}
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>

      <table>
        <caption>{t('discounts.batches.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('discounts.batches.batch')}</th>
            <th scope="col" className="num">
              {t('discounts.batches.used')}
            </th>
            <th scope="col" className="num">
              {t('discounts.list.revenue')}
            </th>
            <th scope="col">{t('discounts.list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.batches.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('discounts.batches.none')}</td>
            </tr>
          ) : (
            data.batches.map((batch) => (
              <tr key={batch.batch}>
                <td>
                  <code>{batch.batch}</code>
                </td>
                <td className="num">{t('discounts.batches.usedOf', { used: batch.used, codes: batch.codes })}</td>
                <td className="num">{amounts(batch.revenue)}</td>
                <td>
                  <a href={`/discounts/batches/${encodeURIComponent(batch.batch)}/codes.csv`} download>
                    {t('discounts.batches.csv')}
                  </a>
                  {writer && !ended(batch.endsAt) ? (
                    <form method="post" action={`/discounts/batches/${encodeURIComponent(batch.batch)}/end`} className="inline">
                      <button type="submit" className="danger" aria-label={t('discounts.batches.endBatch', { batch: batch.batch })}>
                        {t('discounts.list.end')}
                      </button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>

      {writer ? (
        <>
          <form id="code-form" method="post" action={data.editing ? `/discounts/${encodeURIComponent(data.editing.code)}` : '/discounts'}>
            <fieldset>
              <legend>{data.editing ? t('discounts.form.editTitle', { code: data.editing.code }) : t('discounts.form.newTitle')}</legend>
              {data.refused?.form === 'code' ? (
                <p className="bo-error" role="alert">
                  {data.refused.text}
                </p>
              ) : null}
              {data.editing ? null : (
                <div>
                  <label htmlFor="code-code">{t('discounts.form.code')}</label>
                  <input id="code-code" name="code" required maxLength={40} autoComplete="off" defaultValue={codeValues.code} />
                </div>
              )}
              <RuleFields ctx={ctx} id="code" values={codeValues} withMaxUses />
              <p className="muted">{t('discounts.form.utc')}</p>
              <p>
                <button type="submit">{data.editing ? t('discounts.form.save') : t('discounts.form.create')}</button>
                {data.editing ? (
                  <>
                    {' '}
                    <a href="/discounts">{t('discounts.form.cancel')}</a>
                  </>
                ) : null}
              </p>
            </fieldset>
          </form>
          <form method="post" action="/discounts/batches">
            <fieldset>
              <legend>{t('discounts.batch.title')}</legend>
              <p>{t('discounts.batch.intro')}</p>
              {data.refused?.form === 'batch' ? (
                <p className="bo-error" role="alert">
                  {data.refused.text}
                </p>
              ) : null}
              <div>
                <label htmlFor="batch-prefix">{t('discounts.batch.prefix')}</label>
                <input id="batch-prefix" name="prefix" maxLength={20} autoComplete="off" defaultValue={batchValues.prefix} />
              </div>
              <div>
                <label htmlFor="batch-count">{t('discounts.batch.count')}</label>
                <input id="batch-count" name="count" type="number" min={1} max={5000} required defaultValue={batchValues.count} />
              </div>
              <RuleFields ctx={ctx} id="batch" values={batchValues} withMaxUses={false} />
              <p>
                <button type="submit">{t('discounts.batch.create')}</button>
              </p>
            </fieldset>
          </form>
        </>
      ) : null}
    </section>
  );
}
