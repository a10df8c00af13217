/**
 * A delivery address per market, its fields in the order the country's checkout asks them (the
 * order its addresses are written): family name first and 〒, prefecture, municipality, street
 * in Japan.
 */
export const ADDRESSES: Record<string, Record<string, string>> = {
  us: {
    country: 'US',
    firstName: 'Ada',
    lastName: 'Walker',
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    phone: '+1 217 555 0100',
  },
  de: {
    country: 'DE',
    firstName: 'Jonas',
    lastName: 'Keller',
    address: 'Lindenstraße 5',
    postalCode: '10115',
    city: 'Berlin',
    phone: '+49 30 1234567',
  },
  jp: {
    country: 'JP',
    lastName: '山田',
    firstName: '花子',
    postalCode: '100-0001',
    state: '東京都',
    city: '千代田区',
    address: '千代田1-1',
    phone: '03-1234-5678',
  },
};
