import type { CheckoutForm } from '../../client/pages/checkout/form';
import { hostedAttemptQuery } from '../../db/queries/checkout-attempts';
import { isMarketCode, MARKETS } from '../../locales/markets';
import { marketInForce } from '../market-terms';
import { type PlaceResult, placeOrder } from './place-order';

type Deps = Parameters<typeof placeOrder>[0];

/**
 * Places the order of a payment made on the provider's hosted page, from the form kept with
 * the attempt. Called by the shopper's return (`cartId`: only for the cart that started it) and
 * by the provider's webhook (`cartId` null: the attempt's own cart). Whichever comes first
 * places it; the other finds that order through the attempt key. Null when the attempt has no
 * hosted payment (or is another cart's).
 */
export async function completeHostedPayment(
  deps: Deps,
  attempt: string,
  cartId: string | null,
): Promise<{ result: PlaceResult; form: CheckoutForm } | null> {
  const [kept] = await hostedAttemptQuery(deps.db, attempt);
  if (!kept?.form || !kept.session) return null;
  if (cartId !== null && kept.cartId !== cartId) return null;
  const { form, seen, market } = JSON.parse(kept.form) as {
    form: CheckoutForm;
    seen: { total: number; currency: string };
    market?: string;
  };
  // Priced in the market the shopper paid in, whichever host the webhook was sent to, with the
  // operator's shipping terms that priced the hosted page: the spec's defaults would be another total.
  const paidIn = await marketInForce(deps.db, isMarketCode(market) ? MARKETS[market] : deps.market, deps.now);
  const result = await placeOrder(
    { ...deps, market: paidIn.market },
    { cartId: kept.cartId, attempt, form, seen, payment: { session: kept.session } },
  );
  return { result, form };
}
