import { formatDate, formatDateTime, formatMoney } from '../../format';
import type { PageProps } from '../../page-context';

export interface CustomerView {
  email: string;
  found: boolean;
  orders: { id: string; number: number | null; placedAt: number; market: string; status: string; total: number; currency: string }[];
  newsletter: { market: string; source: string; consentAt: number; confirmedAt: number | null } | null;
  mails: { kind: string; status: string; orderId: string | null; createdAt: number; sentAt: number | null }[];
}

/** A message the API wrote in the member's language (worker/customers/texts.ts). */
type Said = string | { text: string };
export interface Erasure {
  message: Said;
  erasedItems: Said[];
  kept: Said[];
}

export interface CustomersData {
  /** What was typed in the search (kept as typed). */
  query: string;
  invalid?: boolean;
  customer: CustomerView | null;
  erasure?: Erasure;
  /** The erase form's refusal, with what was typed. */
  eraseError?: { text: string; confirm: string };
}

const said = (value: Said) => (typeof value === 'string' ? value : value.text);

/** A customer by e-mail: orders, consent, e-mails; export everything; erase. */
export default function CustomersPage({ ctx, data }: PageProps<CustomersData>) {
  const { t, locale } = ctx;
  const customer = data.customer;
  return (
    <section>
      <h1>{t('customers.title')}</h1>
      <search>
        <form method="get" action="/customers" className="filters">
          <div>
            <label htmlFor="customer-email">{t('customers.search.label')}</label>
            <input
              id="customer-email"
              name="email"
              type="email"
              defaultValue={data.query}
              required
              aria-invalid={data.invalid ? true : undefined}
              aria-describedby={data.invalid ? 'customer-email-error' : undefined}
            />
            {data.invalid ? (
              <p id="customer-email-error" className="field-error">
                {t('customers.search.invalid')}
              </p>
            ) : null}
          </div>
          <button type="submit">{t('customers.search.submit')}</button>
        </form>
      </search>
      {data.erasure ? (
        <div className="bo-notice" role="status">
          <p>{said(data.erasure.message)}</p>
          {data.erasure.erasedItems.length ? (
            <ul>
              {data.erasure.erasedItems.map((item) => (
                <li key={said(item)}>{said(item)}</li>
              ))}
            </ul>
          ) : null}
          {data.erasure.kept.length ? (
            <>
              <p>{t('customers.erase.keptTitle')}</p>
              <ul>
                {data.erasure.kept.map((item) => (
                  <li key={said(item)}>{said(item)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {customer && !customer.found && !data.erasure ? <p role="status">{t('customers.none')}</p> : null}
      {customer?.found ? (
        <>
          <h2>{customer.email}</h2>
          <table>
            <caption>{t('customers.orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.orders.number')}</th>
                <th scope="col">{t('customers.orders.date')}</th>
                <th scope="col">{t('customers.orders.market')}</th>
                <th scope="col">{t('customers.orders.status')}</th>
                <th scope="col" className="num">
                  {t('customers.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.length === 0 ? (
                <tr>
                  <td colSpan={5}>{t('customers.orders.none')}</td>
                </tr>
              ) : (
                customer.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <a href={`/orders/${order.number ?? order.id}`}>#{order.number ?? order.id}</a>
                    </td>
                    <td>{formatDateTime(locale, order.placedAt)}</td>
                    <td>{order.market.toUpperCase()}</td>
                    <td>{t(`core.status.${order.status}`)}</td>
                    <td className="num">{formatMoney(locale, order.total, order.currency)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <h3>{t('customers.newsletter.title')}</h3>
          {customer.newsletter ? (
            <p>
              {t('customers.newsletter.consent', {
                date: formatDateTime(locale, customer.newsletter.consentAt),
                source: t(`customers.newsletter.source.${customer.newsletter.source}`),
              })}{' '}
              {customer.newsletter.confirmedAt
                ? t('customers.newsletter.confirmed', { date: formatDateTime(locale, customer.newsletter.confirmedAt) })
                : t('customers.newsletter.unconfirmed')}
            </p>
          ) : (
            <p>{t('customers.newsletter.none')}</p>
          )}
          <table>
            <caption>{t('customers.mails.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.mails.kind')}</th>
                <th scope="col">{t('customers.mails.status')}</th>
                <th scope="col">{t('customers.mails.date')}</th>
              </tr>
            </thead>
            <tbody>
              {customer.mails.length === 0 ? (
                <tr>
                  <td colSpan={3}>{t('customers.mails.none')}</td>
                </tr>
              ) : (
                customer.mails.map((mail) => (
                  <tr key={`${mail.kind}-${mail.createdAt}`}>
                    <td>{t(`core.mailKind.${mail.kind}`)}</td>
                    <td>{t(`core.mailStatus.${mail.status}`)}</td>
                    <td>{formatDate(locale, mail.sentAt ?? mail.createdAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          {ctx.can('customers.privacy') ? (
            <>
              <p>
                <a className="button secondary" href={`/customers/export?email=${encodeURIComponent(customer.email)}`} download>
                  {t('customers.export.button')}
                </a>
              </p>
              <p className="muted">{t('customers.export.note')}</p>
              <form method="post" action="/customers/erase">
                <fieldset>
                  <legend>{t('customers.erase.title')}</legend>
                  <p>{t('customers.erase.intro')}</p>
                  <input type="hidden" name="email" value={customer.email} />
                  {data.eraseError ? (
                    <p className="bo-error" role="alert">
                      {data.eraseError.text}
                    </p>
                  ) : null}
                  <label htmlFor="erase-confirm">{t('customers.erase.confirmLabel')}</label>
                  <input
                    id="erase-confirm"
                    name="confirm"
                    type="email"
                    autoComplete="off"
                    required
                    defaultValue={data.eraseError?.confirm}
                  />
                  <p>
                    <button type="submit" className="danger">
                      {t('customers.erase.button')}
                    </button>
                  </p>
                </fieldset>
              </form>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
