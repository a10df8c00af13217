import { addPair, checkoutForm, type Shopper } from './shopper';

/**
 * A cart with a pair in it sent to the test provider's hosted page, as Pay now without
 * JavaScript does (no card token): the page's path, /test-payments/pay/{session}, with the
 * session open.
 */
export async function startHostedPayment(shopper: Shopper, sku = 'CMF-103'): Promise<string> {
  await addPair(shopper, sku);
  const { paymentToken: _none, ...form } = await checkoutForm(shopper);
  const res = await shopper.post('/checkout/pay', form);
  const page = res.headers.get('location') ?? '';
  if (res.status !== 303 || !/^\/test-payments\/pay\/test_cs_[a-z0-9]+$/.test(page))
    throw new Error(`Pay now answered ${res.status} ${page}, not the hosted page`);
  return page;
}
