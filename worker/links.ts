import type { Head } from '../client/contract/payloads';
import { DEFAULT_MARKET, MARKET_CODES, MARKETS, type MarketCode } from '../locales/markets';

/** Builds absolute URLs of a path in any market (see marketOrigin). */
export type MarketOrigin = (code: MarketCode) => string;

/**
 * Canonical URL and hreflang alternates of `path` (search engines' view of the 12 markets), or
 * of the `markets` it exists in (a legal page of some markets only).
 */
export function pageLinks(
  origin: MarketOrigin,
  market: MarketCode,
  path: string,
  markets: readonly MarketCode[] = MARKET_CODES,
): Pick<Head, 'canonical' | 'alternates'> {
  return {
    canonical: origin(market) + path,
    alternates: [
      ...markets.map((code) => ({ hreflang: MARKETS[code].locale, href: origin(code) + path })),
      ...(markets.includes(DEFAULT_MARKET) ? [{ hreflang: 'x-default', href: origin(DEFAULT_MARKET) + path }] : []),
    ],
  };
}
