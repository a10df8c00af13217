import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { MARKETS, type MarketCode } from '../../locales/markets';

/** A market price's columns, as a Drizzle table or a raw alias gives them. */
export interface PriceColumns {
  amount: SQLWrapper;
  compareAt: SQLWrapper;
  lowestPrior: SQLWrapper;
}

/**
 * The one rule for the price a reduction is shown against: struck through on cards and the
 * product page, and what the cart, checkout, confirmation and e-mails count savings from. Every
 * shopper-facing read selects it in place of the stored compare-at price, so no page can show
 * another.
 *
 * Where the EU's price-indication rule applies (Art. 6a of Directive 98/6/EC; CJEU C-330/23), a
 * reduction may only be announced against the lowest price of the 30 days before it, which the
 * database keeps per market from the price history (migration 0028's trigger): the merchant's
 * compare-at price is not shown there, and a price that was not lower before shows no reduction.
 * Elsewhere the compare-at price is the reference, when it is above the price.
 */
export function referencePrice(market: string, price: PriceColumns): SQL<number | null> {
  return MARKETS[market as MarketCode]?.lowestPriorPrice
    ? sql<number | null>`(CASE WHEN ${price.lowestPrior} > ${price.amount} THEN ${price.lowestPrior} END)`
    : sql<number | null>`(CASE WHEN ${price.compareAt} > ${price.amount} THEN ${price.compareAt} END)`;
}

/** The rule over the `pr` alias of market_prices that the listings' raw SQL uses. */
export const listingReferencePrice = (market: string) =>
  referencePrice(market, { amount: sql.raw('pr.amount'), compareAt: sql.raw('pr.compare_at'), lowestPrior: sql.raw('pr.lowest_prior') });
