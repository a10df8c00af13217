import { PAYMENT_METHODS, type PaymentMethodId } from '../../../../locales/payment-methods';
import type { PageProps } from '../../page-context';

/** One detail of the seller as the page shows it (worker/seller/rules.ts names and checks them). */
export interface SellerFieldView {
  field: string;
  value: string;
  /** The markets whose law asks for it, for these details (e.g. the legal form's). */
  requiredBy: string[];
}

export interface MarketMethods {
  market: string;
  currency: string;
  methods: PaymentMethodId[];
  /** The ways to pay the checkout takes in this market's currency. */
  available: PaymentMethodId[];
  /** Chosen in the back office (else the defaults of locales/markets.ts). */
  own: boolean;
}

/** Who the privacy policies name as recipients: the deployment's settings (worker/seller/providers.ts). */
export interface RecipientsView {
  payment: string;
  mail: string;
  hosting: string;
  carriers: string[];
  sms: string;
}

export interface SellerData {
  fields: SellerFieldView[];
  providers: RecipientsView;
  legalForms: readonly string[];
  /** What the details in force lack, translated (a shop set up before the rule). */
  problems: string[];
  markets: MarketMethods[];
  /** A refused save of the details: what was typed, each field's message, or why the whole was refused. */
  refused?: { values: Record<string, string>; errors: Record<string, string>; message?: string };
  /** A refused choice of one market's methods: what was ticked, and why. */
  refusedMethods?: { market: string; methods: string[]; error: string };
}

const methodName = (id: PaymentMethodId, t: PageProps<SellerData>['ctx']['t']) => {
  const entry: { name: string; label?: string } = PAYMENT_METHODS[id];
  return entry.label ? t(`seller.methodNames.${entry.label}`) : entry.name;
};

/** The seller's details the legal pages and invoices name, and the ways to pay each market offers. */
export default function SellerPage({ ctx, data }: PageProps<SellerData>) {
  const { t } = ctx;
  const writable = ctx.can('settings.write');
  const refused = data.refused;
  return (
    <section>
      <h1>{t('seller.title')}</h1>
      <p>{t('seller.intro')}</p>
      <p>{t('seller.invoicesNote')}</p>
      {data.problems.length && !refused ? (
        <div className="bo-notice" role="status">
          <p>{t('seller.incomplete')}</p>
          <ul>
            {data.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2>{t('seller.details')}</h2>
      {writable ? (
        <form method="post" action="/seller">
          <fieldset>
            <legend>{t('seller.details')}</legend>
            {refused ? (
              <div className="bo-error" role="alert">
                <p>{refused.message ?? t('seller.refused')}</p>
              </div>
            ) : null}
            {data.fields.map((f) => {
              const id = `seller-${f.field}`;
              const value = refused?.values[f.field] ?? f.value;
              const error = refused?.errors[f.field];
              const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
              return (
                <div key={f.field}>
                  <label htmlFor={id}>{t(`seller.field.${f.field}`)}</label>
                  {f.field === 'legalForm' ? (
                    <select id={id} name={f.field} defaultValue={value || 'company'} aria-describedby={describedBy}>
                      {data.legalForms.map((form) => (
                        <option key={form} value={form}>
                          {t(`seller.legalForm.${form}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      name={f.field}
                      defaultValue={value}
                      maxLength={300}
                      inputMode={f.field === 'phone' ? 'tel' : undefined}
                      autoComplete="off"
                      aria-describedby={describedBy}
                      aria-invalid={error ? true : undefined}
                    />
                  )}
                  <p id={`${id}-hint`} className="muted">
                    {t(`seller.hint.${f.field}`)}{' '}
                    {f.requiredBy.length
                      ? t('seller.requiredBy', { markets: f.requiredBy.map((m) => m.toUpperCase()).join(', ') })
                      : t('seller.optional')}
                  </p>
                  {error ? (
                    <p id={`${id}-error`} className="field-error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <p>
              <button type="submit">{t('seller.save')}</button>
            </p>
          </fieldset>
        </form>
      ) : (
        <dl>
          {data.fields.map((f) => (
            <div key={f.field}>
              <dt>{t(`seller.field.${f.field}`)}</dt>
              <dd>{f.field === 'legalForm' ? t(`seller.legalForm.${f.value || 'company'}`) : f.value || t('seller.none')}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2>{t('seller.providers.title')}</h2>
      <p>{t('seller.providers.intro')}</p>
      <dl>
        {(['payment', 'mail', 'hosting', 'carriers', 'sms'] as const).map((key) => {
          const value = key === 'carriers' ? data.providers.carriers.join(', ') : data.providers[key];
          return (
            <div key={key}>
              <dt>{t(`seller.providers.${key}`)}</dt>
              <dd>{value || t('seller.none')}</dd>
            </div>
          );
        })}
      </dl>
      <h2>{t('seller.methods.title')}</h2>
      <p>{t('seller.methods.intro')}</p>
      {writable ? (
        data.markets.map((m) => {
          const tried = data.refusedMethods?.market === m.market ? data.refusedMethods : undefined;
          const ticked = new Set<string>(tried?.methods ?? m.methods);
          const errorId = `methods-${m.market}-error`;
          return (
            <div key={m.market}>
              <form method="post" action="/seller/payment-methods">
                <input type="hidden" name="market" value={m.market} />
                <fieldset aria-describedby={tried ? errorId : undefined}>
                  <legend>
                    {m.market.toUpperCase()} ({m.currency}) · {t(m.own ? 'seller.methods.own' : 'seller.methods.default')}
                  </legend>
                  {tried ? (
                    <p id={errorId} className="field-error" role="alert">
                      {tried.error}
                    </p>
                  ) : null}
                  {m.available.map((id) => (
                    <div key={id}>
                      <input type="checkbox" id={`method-${m.market}-${id}`} name="methods" value={id} defaultChecked={ticked.has(id)} />
                      <label htmlFor={`method-${m.market}-${id}`}>{methodName(id, t)}</label>
                    </div>
                  ))}
                  <p>
                    <button type="submit">{t('seller.methods.save', { market: m.market.toUpperCase() })}</button>
                  </p>
                </fieldset>
              </form>
              {m.own ? (
                <form method="post" action="/seller/payment-methods/reset" className="inline-form">
                  <input type="hidden" name="market" value={m.market} />
                  <button type="submit">{t('seller.methods.reset', { market: m.market.toUpperCase() })}</button>
                </form>
              ) : null}
            </div>
          );
        })
      ) : (
        <table>
          <caption className="visually-hidden">{t('seller.methods.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('seller.methods.market')}</th>
              <th scope="col">{t('seller.methods.title')}</th>
            </tr>
          </thead>
          <tbody>
            {data.markets.map((m) => (
              <tr key={m.market}>
                <th scope="row">
                  {m.market.toUpperCase()} ({m.currency})
                </th>
                <td>{m.methods.map((id) => methodName(id, t)).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
