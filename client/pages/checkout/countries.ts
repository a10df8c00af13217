import { addressFormatOf } from '../../../locales/addresses';
import { MARKET_CODES, MARKETS } from '../../../locales/markets';

/** Countries the shop delivers to: its markets' countries; their address rules are locales/addresses.ts. */

export const DELIVERY_COUNTRIES: readonly string[] = MARKET_CODES.map((code) => MARKETS[code].country);
export type DeliveryCountry = string;

const delivered = new Set(DELIVERY_COUNTRIES);

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && delivered.has(value);
}

/** The postal code format of a delivery country. */
export function postalCodeValid(country: DeliveryCountry, postalCode: string): boolean {
  return addressFormatOf(country)?.postalCode.test(postalCode) ?? false;
}

/** Whether the country's addresses name a first-level area the shopper picks from a list, and that a value is one of them. */
export function areaValid(country: DeliveryCountry, area: string | undefined): boolean {
  const areas = addressFormatOf(country)?.areas;
  return !areas || areas.some((a) => a.code === area);
}
