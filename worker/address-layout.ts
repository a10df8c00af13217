import { formatAddress } from 'localized-address-format';
import { type AddressField, addressFormatOf, type PostalAddress, personName } from '../locales/addresses';

/**
 * Address layouts (Google's address metadata through `localized-address-format`): the order of
 * the checkout's address fields per country, and addresses printed as their country prints
 * them on the confirmation page and in the order e-mails. Worker-side, so the browser is sent
 * the layouts' results (in the page payloads), not every country's layout.
 */

const MARK: Record<AddressField, string> = { street: '\u0001A', locality: '\u0001C', area: '\u0001S', postalCode: '\u0001Z' };

/** The fields a country's layout prints, in its order (read off the layout by formatting marks). */
function printedFields(country: string): AddressField[] {
  const printed = formatAddress({
    postalCountry: country,
    addressLines: [MARK.street],
    locality: MARK.locality,
    administrativeArea: MARK.area,
    postalCode: MARK.postalCode,
  }).join('\n');
  return (Object.keys(MARK) as AddressField[])
    .filter((field) => printed.includes(MARK[field]))
    .sort((a, b) => printed.indexOf(MARK[a]) - printed.indexOf(MARK[b]));
}

/**
 * The address fields of a country in the order its addresses are written (Google's `fmt`):
 * "street, city, state, ZIP" in the US, "city, street, postal code" in Hungary, "〒, prefecture,
 * municipality, street" in Japan. A country whose layout has no line for the town (Japan writes
 * it at the head of the street line) gets it just before the street.
 */
export function addressFieldOrder(country: string): AddressField[] {
  const order = printedFields(country);
  if (!order.includes('locality')) order.splice(order.indexOf('street'), 0, 'locality');
  const areas = addressFormatOf(country)?.areas;
  return order.filter((field) => field !== 'area' || areas);
}

/**
 * A province named as its town is written once: Spain's post prints "28013 Madrid", not
 * "28013 Madrid Madrid" (the province only where it differs: "28400 Collado Villalba Madrid").
 */
const sameName = (area: string | undefined, city: string) =>
  !!area && area.localeCompare(city.trim(), undefined, { sensitivity: 'base' }) === 0;

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

/**
 * An address as the lines its country prints it in, the country's name last in the reader's
 * language: "Springfield, IL 62701" (US), the post town above "SW1A 2AA" (GB), "〒100-0001",
 * "東京都", "千代田区千代田1-1", "山田 花子" (JP).
 */
export function addressLines(address: PostalAddress, locale: string): string[] {
  const hasLocalityLine = printedFields(address.country).includes('locality');
  const street = hasLocalityLine
    ? address.address
    : `${address.city}${CJK.test(address.city) || CJK.test(address.address) ? '' : ' '}${address.address}`;
  const lines = formatAddress({
    postalCountry: address.country,
    name: personName(address),
    addressLines: [street],
    locality: hasLocalityLine ? address.city : '',
    administrativeArea: sameName(address.state, address.city) ? '' : (address.state ?? ''),
    postalCode: address.postalCode,
  });
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [...lines, country];
}
