/** Countries the shop delivers to (its 12 markets), their postal code formats and states. */

export const DELIVERY_COUNTRIES = ['US', 'DE', 'CZ', 'ES', 'FR', 'GB', 'HU', 'JP', 'RO', 'SK', 'PL', 'AU'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export const POSTAL_CODE: Record<DeliveryCountry, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  CZ: /^\d{3} ?\d{2}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  HU: /^[1-9]\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
  RO: /^\d{6}$/,
  SK: /^\d{3} ?\d{2}$/,
  PL: /^\d{2}-\d{3}$/,
  AU: /^\d{4}$/,
};

/** Countries whose addresses need a state: code -> states (postal abbreviations). */
export const STATES: Partial<Record<DeliveryCountry, readonly string[]>> = {
  US: [
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
    'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
    'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  ],
  AU: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
};

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && (DELIVERY_COUNTRIES as readonly string[]).includes(value);
}
