/**
 * Addresses as each delivery country writes them. The printed layout is Google's address
 * metadata (libaddressinput's `fmt`, through `localized-address-format`); what this file adds
 * from the same metadata is what that package leaves out: what a country calls its fields (`state_name_type`, `zip_name_type`, `locality_name_type`),
 * its postal code pattern (`zip`) and its first-level areas (`sub_keys`/`sub_names`) where the
 * form offers a list. Names are written family name first where the country does (jp, hu).
 * The checkout form's labels, lists and validation read this table; the layouts themselves are
 * worker/address-layout.ts (the form's field order, the confirmation and the e-mails), so the
 * browser does not download every country's layout.
 */
import { MARKET_CODES, MARKETS, type MarketCode } from './markets';

export type AddressField = 'locality' | 'area' | 'postalCode' | 'street';
/** What a country calls its first-level area and its postal code. */
export type AreaName = 'state' | 'province' | 'prefecture';
export type PostalName = 'zip' | 'postcode' | 'postal';
export type LocalityName = 'city' | 'suburb' | 'postTown' | 'municipality';

export interface Area {
  /** What the form posts and the order keeps (USPS/Australia Post abbreviation, or the name). */
  code: string;
  /** What the shopper reads in the list. */
  name: string;
}

export interface AddressFormat {
  areaName?: AreaName;
  areas?: readonly Area[];
  postalName: PostalName;
  localityName: LocalityName;
  postalCode: RegExp;
  /** Family name written first (and asked first). */
  familyNameFirst: boolean;
}

const abbreviated = (entries: [string, string][]): Area[] => entries.map(([code, name]) => ({ code, name }));
const named = (names: string[]): Area[] => names.map((name) => ({ code: name, name }));

const US_STATES = abbreviated([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

const AU_STATES = abbreviated([
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
]);

/** The 47 prefectures in JIS X 0401 order, as Japanese addresses write them. */
const JP_PREFECTURES = named([
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
]);

/** Spain's 52 provinces (INE codes 01-52, the first two digits of their postal codes), alphabetically. */
const ES_PROVINCES = named(
  [
    'A Coruña',
    'Álava',
    'Albacete',
    'Alicante',
    'Almería',
    'Asturias',
    'Ávila',
    'Badajoz',
    'Barcelona',
    'Bizkaia',
    'Burgos',
    'Cáceres',
    'Cádiz',
    'Cantabria',
    'Castellón',
    'Ceuta',
    'Ciudad Real',
    'Córdoba',
    'Cuenca',
    'Gipuzkoa',
    'Girona',
    'Granada',
    'Guadalajara',
    'Huelva',
    'Huesca',
    'Illes Balears',
    'Jaén',
    'La Rioja',
    'Las Palmas',
    'León',
    'Lleida',
    'Lugo',
    'Madrid',
    'Málaga',
    'Melilla',
    'Murcia',
    'Navarra',
    'Ourense',
    'Palencia',
    'Pontevedra',
    'Salamanca',
    'Santa Cruz de Tenerife',
    'Segovia',
    'Sevilla',
    'Soria',
    'Tarragona',
    'Teruel',
    'Toledo',
    'Valencia',
    'Valladolid',
    'Zamora',
    'Zaragoza',
  ].sort((a, b) => a.localeCompare(b, 'es')),
);

const european = (postalCode: RegExp): AddressFormat => ({
  postalName: 'postal',
  localityName: 'city',
  postalCode,
  familyNameFirst: false,
});

/**
 * Per market: how the addresses of its country are written. Keyed by the market's code, so a
 * new market does not type-check without its address rules.
 */
export const ADDRESS_FORMATS: Record<MarketCode, AddressFormat> = {
  us: {
    areaName: 'state',
    areas: US_STATES,
    postalName: 'zip',
    localityName: 'city',
    postalCode: /^\d{5}(-\d{4})?$/,
    familyNameFirst: false,
  },
  de: european(/^\d{5}$/),
  cz: european(/^\d{3} ?\d{2}$/),
  es: {
    ...european(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/),
    areaName: 'province',
    areas: ES_PROVINCES,
  },
  fr: european(/^\d{5}$/),
  gb: { ...european(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i), postalName: 'postcode', localityName: 'postTown' },
  hu: { ...european(/^[1-9]\d{3}$/), familyNameFirst: true },
  jp: {
    areaName: 'prefecture',
    areas: JP_PREFECTURES,
    postalName: 'postal',
    localityName: 'municipality',
    postalCode: /^\d{3}-?\d{4}$/,
    familyNameFirst: true,
  },
  ro: european(/^\d{6}$/),
  sk: european(/^\d{3} ?\d{2}$/),
  pl: european(/^\d{2}-\d{3}$/),
  au: {
    areaName: 'state',
    areas: AU_STATES,
    postalName: 'postcode',
    localityName: 'suburb',
    postalCode: /^\d{4}$/,
    familyNameFirst: false,
  },
};

const byCountry = new Map(MARKET_CODES.map((code) => [MARKETS[code].country, ADDRESS_FORMATS[code]]));

/** The address rules of a delivery country (a market's country), by its ISO code. */
export const addressFormatOf = (country: string): AddressFormat | undefined => byCountry.get(country);

export interface PostalAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
}

/** "Anna Kovács" or, where the family name comes first, "Kovács Anna" / "山田 花子". */
export function personName(address: Pick<PostalAddress, 'firstName' | 'lastName' | 'country'>): string {
  return addressFormatOf(address.country)?.familyNameFirst
    ? `${address.lastName} ${address.firstName}`
    : `${address.firstName} ${address.lastName}`;
}
