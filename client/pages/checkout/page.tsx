import { useRef, useState } from 'react';
import { chargesSalesTax } from '../../../locales/sales-tax';
import { Link } from '../../components/link';
import type { PayloadOf } from '../../contract/page-payload';
import type { CheckoutData } from '../../contract/pages/checkout';
import { href, payloadUrl } from '../../contract/routes';
import { useToaster } from '../../kit/toasts';
import { InfoTip } from '../../kit/tooltip';
import { useMarket, useReplacePageData } from '../../state';
import { AddressFields, addressFieldNames } from './address-fields';
import { CardFields, type CardFieldsHandle } from './card-fields';
import { Field, fieldId } from './field';
import { formToCheckout, validateCheckout } from './form';
import { OrderSummary } from './order-summary';

interface Answer {
  ok: boolean;
  location?: string;
  /** After a refusal: the key of the next attempt. */
  attempt?: string;
  errors?: Record<string, string>;
  formError?: string | null;
  /** The bank wants the shopper to confirm (3-D Secure): the card fields run it, then the same attempt is sent again. */
  action?: string;
}

/** The form's fields in the order it asks them, for the countries the addresses are in. */
const fieldOrder = (data: CheckoutData, values: Record<string, string>) => [
  'contact',
  ...addressFieldNames('shipping', values['shipping.country'] || data.country, data.addressOrder),
  ...addressFieldNames('billing', values['billing.country'] || data.country, data.addressOrder),
  'discountCode',
];
/** Refusals after which the summary must show the server's new prices before the next try. */
const REPRICED = new Set(['checkout.totalChanged', 'checkout.cartChanged', 'checkout.soldOut']);

/**
 * Checkout: one form posting to /checkout/pay, valid without JavaScript. With it, the shared
 * schema checks every field before anything is sent, and the server's answer (which wins) is
 * shown in place.
 */
/** The pages a shopper may want to read before paying. */
const LEGAL_PAGES = ['terms', 'privacy', 'returns-and-exchanges', 'shipping'] as const;

export default function CheckoutPage({ data }: { data: CheckoutData }) {
  const { market, t, money } = useMarket();
  const replaceData = useReplacePageData();
  const [errors, setErrors] = useState(data.errors);
  const [formError, setFormError] = useState(data.formError);
  const [pending, setPending] = useState(false);
  const toaster = useToaster();
  const form = useRef<HTMLFormElement>(null);
  const card = useRef<CardFieldsHandle>(null);
  const values = data.values;
  const firstOf = (errors: Record<string, string>, current: Record<string, string>) => fieldOrder(data, current).find((f) => errors[f]);
  const initialFirst = firstOf(data.errors, values);
  const [shipTo, setShipTo] = useState({ country: values['shipping.country'] ?? data.country, region: values['shipping.state'] ?? '' });
  // US orders: the tax and total the server priced for the state chosen.
  const taxed = chargesSalesTax(data.country) && shipTo.country === data.country;
  const regional = taxed && shipTo.region ? data.byRegion[shipTo.region] : undefined;
  const totals = regional ? { ...data.totals, ...regional } : { ...data.totals, tax: 0, total: data.totals.total - data.totals.tax };
  const salesTax = !taxed ? 'none' : shipTo.region ? 'amount' : 'pending';

  const fields = () =>
    Object.fromEntries([...new FormData(form.current ?? undefined)].filter((e): e is [string, string] => typeof e[1] === 'string'));

  function show(next: Record<string, string>, nextFormError: string | null) {
    setErrors(next);
    setFormError(nextFormError);
    const first = firstOf(next, fields());
    requestAnimationFrame(() => {
      if (first) document.getElementById(fieldId(first))?.focus();
      else if (nextFormError) document.getElementById('form-error')?.focus();
    });
  }

  async function post(action: string, extra: Record<string, string> = {}): Promise<Answer> {
    const body = new FormData(form.current ?? undefined);
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    const res = await fetch(action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
    if (!res.headers.get('content-type')?.includes('application/json')) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Answer;
  }

  async function pay(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'discount') return applyDiscount(event);
    event.preventDefault();
    if (pending) return;
    const checked = validateCheckout(formToCheckout(fields()));
    if (!checked.ok) return show(checked.errors, null);
    setPending(true);
    try {
      // The card fields show their own messages and keep the focus on the first wrong field.
      const tokenized = (await card.current?.tokenize()) ?? { error: 'unavailable' };
      if ('error' in tokenized && tokenized.error === 'invalid') return show({}, null);
      // Without a token (fields unreachable) the worker answers with the provider's hosted page.
      const extra: Record<string, string> = 'token' in tokenized ? { paymentToken: tokenized.token } : {};
      let answer = await post('/checkout/pay', extra);
      if (answer.action) {
        answer = (await card.current?.handleAction(answer.action))
          ? await post('/checkout/pay', { ...extra, paymentActionDone: '1' })
          : { ok: false, formError: 'checkout.paymentFailed' };
      }
      if (answer.ok && answer.location) {
        window.location.assign(answer.location);
        return;
      }
      if (REPRICED.has(answer.formError ?? '')) await refresh(answer.attempt);
      else if (answer.attempt) replaceData({ ...data, attempt: answer.attempt });
      show(answer.errors ?? {}, answer.formError ?? null);
      if (answer.formError) toaster.show('error', t(answer.formError));
    } catch (failure) {
      console.warn('Payment request failed', failure);
      show({}, 'checkout.paymentFailed');
      toaster.show('error', t('checkout.paymentFailed'));
    } finally {
      setPending(false);
    }
  }

  /** The cart as the server prices it now; what was typed stays in the form's fields. */
  async function refresh(attempt = data.attempt) {
    const fresh = await fetch(payloadUrl(href('checkout', {})), { headers: { accept: 'application/json' } });
    const payload = (await fresh.json()) as PayloadOf<'checkout'>;
    replaceData({ ...payload.data, attempt, values: {}, errors: {} });
  }

  async function applyDiscount(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const answer = await post('/checkout/discount');
      if (!answer.ok) return show({ ...errors, ...(answer.errors ?? {}) }, answer.formError ?? null);
      await refresh();
      const { discountCode: _applied, ...rest } = errors;
      show(rest, null);
      toaster.show('success', t('checkout.discountApplied'));
    } catch (failure) {
      console.warn('Discount request failed', failure);
      show({ ...errors, discountCode: 'checkout.discountCode' }, null);
    }
  }

  if (data.lines.length === 0) {
    return (
      <section className="message-page">
        <h1>{t('checkout.title')}</h1>
        <p>{t(formError ?? 'cart.empty')}</p>
        <Link href={href('collection', { id: 'all' })} className="button button-primary">
          {t('cart.continue')}
        </Link>
      </section>
    );
  }

  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <form ref={form} id="checkout" method="post" action="/checkout/pay" noValidate onSubmit={pay} className="checkout-form">
        <input type="hidden" name="attempt" value={data.attempt} />
        {/* What the shopper is shown is what may be charged: the server refuses any other total. */}
        <input type="hidden" name="expectedTotal" value={totals.total} />
        <input type="hidden" name="taxShown" value={salesTax === 'pending' ? 'no' : 'yes'} />
        <input type="hidden" name="expectedCurrency" value={data.currency} />
        {formError && (
          <p id="form-error" className="form-error" role="alert" tabIndex={-1}>
            {t(formError)}
          </p>
        )}
        <section aria-labelledby="contact-title">
          <h2 id="contact-title">{t('checkout.contact')}</h2>
          <Field
            name="contact"
            label={t(data.phoneContact ? 'checkout.contactLabel' : 'newsletter.email')}
            defaultValue={values.contact ?? ''}
            error={errors.contact}
            autoFocus={initialFirst === 'contact'}
            autoComplete="email"
            inputMode="email"
          />
        </section>
        <section aria-labelledby="delivery-title">
          <h2 id="delivery-title">{t('checkout.delivery')}</h2>
          <AddressFields
            prefix="shipping"
            values={values}
            errors={errors}
            defaultCountry={data.country}
            firstError={initialFirst}
            addressOrder={data.addressOrder}
            onPlaceChange={setShipTo}
          />
          <div className="checkbox">
            <input
              id="billing-same"
              type="checkbox"
              name="billingSame"
              defaultChecked={values.billingSame !== undefined ? values.billingSame === 'on' : true}
              value="on"
            />
            <label htmlFor="billing-same">{t('checkout.billingSame')}</label>
            {/* Shown by CSS when the box is unchecked, so it works without JavaScript. */}
            <fieldset className="billing-fields">
              <legend>{t('checkout.billing')}</legend>
              <AddressFields
                prefix="billing"
                values={values}
                errors={errors}
                defaultCountry={data.country}
                firstError={initialFirst}
                addressOrder={data.addressOrder}
              />
            </fieldset>
          </div>
        </section>
        <section aria-labelledby="shipping-title">
          <h2 id="shipping-title">{t('checkout.shipping')}</h2>
          <div className="checkbox">
            <input id="shipping-standard" type="radio" name="shippingMethod" value="standard" defaultChecked />
            <label htmlFor="shipping-standard">
              {t('checkout.standard')} – {data.totals.shipping === 0 ? t('checkout.free') : money(data.totals.shipping)}
            </label>
          </div>
        </section>
        <section aria-labelledby="discount-title">
          <h2 id="discount-title">{t('checkout.discount')}</h2>
          <div className="field-row discount-row">
            <Field
              name="discountCode"
              label={t('checkout.discountLabel')}
              defaultValue={data.discountCode ?? values.discountCode ?? ''}
              error={errors.discountCode}
              autoComplete="off"
            />
            <button type="submit" name="intent" value="discount" formAction="/checkout/discount" formNoValidate className="button">
              {t('checkout.apply')}
            </button>
          </div>
        </section>
        <section aria-labelledby="payment-title">
          <h2 id="payment-title">{t('checkout.payment')}</h2>
          <p className="hint">{t('checkout.paymentSecure')}</p>
          <CardFields payment={data.payment} amount={totals.total} currency={data.currency} ref={card} />
          <InfoTip label={t('checkout.cvcHelp')} text={t('checkout.cvcHint')} />
        </section>
        <button type="submit" className="button button-primary pay-button" disabled={pending}>
          {t('checkout.payNow')}
        </button>
        {/* What the order is placed under, where it is placed (the checkout has no full footer). */}
        <ul className="checkout-legal">
          {[...LEGAL_PAGES, ...market.legalPages].map((page) => (
            <li key={page}>
              <a href={`/pages/${page}`}>{t(`content.pages.${page}`)}</a>
            </li>
          ))}
        </ul>
      </form>
      <OrderSummary
        lines={data.lines}
        totals={totals}
        discountCode={data.discountCode}
        salesTax={salesTax}
        importNotice={data.importNotice}
      />
    </div>
  );
}
