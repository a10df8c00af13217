import { MARKET_CODES, MARKETS } from '../../../locales/markets';

/** Countries the shop delivers to: its markets' countries, with their postal codes and states. */

export const DELIVERY_COUNTRIES: readonly string[] = MARKET_CODES.map((code) => MARKETS[code].country);
export type DeliveryCountry = string;

const byCountry = new Map(MARKET_CODES.map((code) => [MARKETS[code].country, MARKETS[code]]));

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && byCountry.has(value);
}

/** The postal code format of a delivery country. */
export function postalCodeValid(country: DeliveryCountry, postalCode: string): boolean {
  return byCountry.get(country)?.postalCode.test(postalCode) ?? false;
}

/** The states of a delivery country whose addresses need one, else undefined. */
export function statesOf(country: DeliveryCountry): readonly string[] | undefined {
  return byCountry.get(country)?.states;
}
