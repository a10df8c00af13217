import type { OrderAddress } from './payload';

/**
 * An order's address as the lines it is printed in, on the confirmation page and in the order
 * e-mails: name, street, postal code and city (with the state), country in the shopper's language.
 */
export function addressLines(address: OrderAddress, locale: string): string[] {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    `${address.postalCode} ${address.city}${address.state ? `, ${address.state}` : ''}`,
    country,
  ];
}
