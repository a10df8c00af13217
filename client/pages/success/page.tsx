import { Fragment, useState } from 'react';
import type { Currency } from '../../../locales/markets';
import { chargesSalesTax } from '../../../locales/sales-tax';
import { TotalsList } from '../../components/cart/totals-list';
import { Link } from '../../components/link';
import { SLOT, SlotText } from '../../components/slot-text';
import type { OrderAddress, SuccessData } from '../../contract/pages/success';
import { formatMoney } from '../../money';
import { orderName } from '../../order-name';
import { useMarket } from '../../state';
import { variantLabel } from '../../variant-label';

/** The order confirmation, without the shop's layout. */
export default function SuccessPage({ data }: { data: SuccessData }) {
  const { market, t } = useMarket();
  const help = (
    <SlotText text={t('success.help', { email: SLOT })}>
      <a href={`mailto:${market.helpEmail}`}>{market.helpEmail}</a>
    </SlotText>
  );
  const { details } = data;
  const id = orderName(t, { id: data.orderId, number: data.orderNumber });
  // What happened to the payment, in the words the shopper needs: never "successful" before it is.
  const state = {
    paid: t('success.confirmed', { id }),
    processing: t('success.processing', { id }),
    failed: t('success.failed', { id }),
  }[data.status];
  if (!details) {
    return (
      <section className="success">
        <h1>{t('success.title')}</h1>
        <p>{state}</p>
        <p>{help}</p>
        <p>
          <Link href="/">{t('error.backHome')}</Link>
        </p>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, details.currency as Currency, market.locale);
  const { totals } = details;
  return (
    <section className="success">
      <p className={data.status === 'failed' ? 'form-error' : 'success-status'} role="status">
        {t(
          data.status === 'paid'
            ? 'checkout.paymentSuccessful'
            : data.status === 'failed'
              ? 'checkout.paymentFailed'
              : 'success.processingTitle',
        )}
      </p>
      <h1>{t('success.title')}</h1>
      <p>{state}</p>
      {!details.addressVerified && <p className="form-error">{t('checkout.addressUnverified', { email: market.helpEmail })}</p>}

      <h2>{t('success.details')}</h2>
      <table className="cart-table">
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('cart.quantity')}</th>
            <th scope="col">{t('cart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {details.lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">
                {line.title}
                <span className="line-meta">{variantLabel(t, market, line)}</span>
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList totals={totals} money={money} order salesTax={chargesSalesTax(market.country) ? 'amount' : 'none'} />

      <div className="success-grid">
        <section aria-labelledby="contact-info">
          <h2 id="contact-info">{t('success.contact')}</h2>
          <p>{details.contact}</p>
        </section>
        <section aria-labelledby="payment-method">
          <h2 id="payment-method">{t('success.paymentMethod')}</h2>
          <p>{t('success.card', { brand: details.payment.brand, last4: details.payment.last4 })}</p>
        </section>
        <section aria-labelledby="shipping-address">
          <h2 id="shipping-address">{t('success.shippingAddress')}</h2>
          <Address lines={details.addressLines.shipping} address={details.shippingAddress} />
        </section>
        <section aria-labelledby="billing-address">
          <h2 id="billing-address">{t('success.billingAddress')}</h2>
          <Address lines={details.addressLines.billing} address={details.billingAddress} />
        </section>
        <section aria-labelledby="shipping-method">
          <h2 id="shipping-method">{t('success.shippingMethod')}</h2>
          <p>{t('checkout.standard')}</p>
        </section>
      </div>
      <Consent orderId={data.orderId} given={details.marketingConsent} />
      <p>{help}</p>
      <p>
        <Link href="/">{t('error.backHome')}</Link>
      </p>
    </section>
  );
}

function Address({ lines, address }: { lines: string[]; address: OrderAddress }) {
  return (
    <address>
      {[...lines, address.phone].map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** The news-and-offers opt-in: a form, so it works without JavaScript; consent is recorded with its time. */
function Consent({ orderId, given }: { orderId: string; given: boolean }) {
  const { t } = useMarket();
  const [done, setDone] = useState(given);
  if (done) return <p role="status">{t('success.consentThanks')}</p>;
  return (
    <form
      method="post"
      action={`/checkout/consent/${orderId}`}
      className="consent"
      onSubmit={async (event) => {
        event.preventDefault();
        const res = await fetch(event.currentTarget.action, { method: 'POST', headers: { accept: 'application/json' } });
        if (res.ok) setDone(true);
      }}
    >
      <p>{t('success.consentText')}</p>
      <button type="submit" className="button">
        {t('success.consentButton')}
      </button>
    </form>
  );
}
