import type { MarketCode } from './markets';

/**
 * The parcel carriers our markets ship with, and where a shopper follows a parcel: each
 * carrier's public tracking page, `{number}` standing for the tracking number (URL-encoded).
 * The operator names the carrier at fulfilment (`npm run shop -- orders fulfil --carrier DHL`);
 * `trackingLink` finds it here by any of its names, whatever the case, accents, spaces or
 * punctuation ("dhl", "Ceska posta", "La Poste / Colissimo"). A carrier not in the table gets no
 * link: the shipping e-mail still shows the number.
 */
export interface Carrier {
  /** How the carrier calls itself; the first of the names it is found by. */
  name: string;
  /** Other names an operator may write (brands, services, the name in the market's language). */
  aliases: readonly string[];
  /** The markets it delivers for (documentation: any carrier links in any market). */
  markets: readonly MarketCode[];
  /** The tracking page, `{number}` for the tracking number. */
  url: string;
  /** The carrier's own site for a market where its parcels are tracked elsewhere (DPD UK, DHL Paket). */
  urlIn?: Partial<Record<MarketCode, string>>;
}

export const CARRIERS: readonly Carrier[] = [
  {
    name: 'DHL',
    aliases: ['DHL Paket', 'DHL Express', 'DHL eCommerce', 'DHL Parcel', 'Deutsche Post'],
    markets: ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'],
    url: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}',
    urlIn: { de: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}' },
  },
  {
    name: 'DPD',
    aliases: ['DPD Group', 'DPD UK'],
    markets: ['de', 'cz', 'es', 'fr', 'gb', 'hu', 'ro', 'sk', 'pl'],
    url: 'https://tracking.dpd.de/status/en_US/parcel/{number}',
    urlIn: { gb: 'https://track.dpd.co.uk/parcels/{number}', pl: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={number}' },
  },
  {
    name: 'GLS',
    aliases: ['GLS Group', 'General Logistics Systems'],
    markets: ['de', 'cz', 'es', 'fr', 'hu', 'ro', 'sk', 'pl'],
    url: 'https://gls-group.com/GROUP/en/parcel-tracking?match={number}',
  },
  {
    name: 'UPS',
    aliases: ['United Parcel Service'],
    markets: ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'],
    url: 'https://www.ups.com/track?tracknum={number}',
  },
  {
    name: 'FedEx',
    aliases: ['Federal Express', 'FedEx Express', 'FedEx Ground'],
    markets: ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'],
    url: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    name: 'USPS',
    aliases: ['United States Postal Service', 'US Postal Service'],
    markets: ['us'],
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  },
  {
    name: 'Royal Mail',
    aliases: [],
    markets: ['gb'],
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}',
  },
  {
    name: 'Evri',
    aliases: ['Hermes UK', 'myHermes'],
    markets: ['gb'],
    url: 'https://www.evri.com/track/parcel/{number}/details',
  },
  {
    name: 'Australia Post',
    aliases: ['AusPost', 'Aus Post'],
    markets: ['au'],
    url: 'https://auspost.com.au/mypost/track/#/details/{number}',
  },
  {
    name: 'Japan Post',
    aliases: ['日本郵便', 'ゆうパック', 'Yu-Pack', 'JP Post'],
    markets: ['jp'],
    url: 'https://trackings.post.japanpost.jp/services/srv/search/direct?searchKind=S002&locale=ja&reqCodeNo1={number}',
  },
  {
    name: 'Yamato',
    aliases: ['Yamato Transport', 'Kuroneko Yamato', 'ヤマト運輸', 'クロネコヤマト', '宅急便'],
    markets: ['jp'],
    url: 'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id={number}',
  },
  {
    name: 'Sagawa',
    aliases: ['Sagawa Express', '佐川急便'],
    markets: ['jp'],
    url: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={number}',
  },
  {
    name: 'PPL',
    aliases: ['PPL CZ'],
    markets: ['cz', 'sk'],
    url: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId={number}',
  },
  {
    name: 'Česká pošta',
    aliases: ['Czech Post', 'Balíkovna'],
    markets: ['cz'],
    url: 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers={number}',
  },
  {
    name: 'Correos',
    aliases: ['Correos Express'],
    markets: ['es'],
    url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={number}',
  },
  {
    name: 'La Poste',
    aliases: ['Colissimo', 'La Poste Colissimo'],
    markets: ['fr'],
    url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  },
  {
    name: 'Magyar Posta',
    aliases: ['Hungarian Post', 'MPL'],
    markets: ['hu'],
    url: 'https://posta.hu/nyomkovetes/nyitooldal?searchvalue={number}',
  },
  {
    name: 'Poczta Polska',
    aliases: ['Polish Post', 'Pocztex'],
    markets: ['pl'],
    url: 'https://emonitoring.poczta-polska.pl/?numer={number}',
  },
  {
    name: 'InPost',
    aliases: ['Paczkomaty', 'Paczkomat InPost'],
    markets: ['pl'],
    url: 'https://inpost.pl/sledzenie-przesylek?number={number}',
  },
  {
    name: 'Fan Courier',
    aliases: [],
    markets: ['ro'],
    url: 'https://www.fancourier.ro/awb-tracking/?tracking={number}',
  },
  {
    name: 'Slovenská pošta',
    aliases: ['Slovak Post'],
    markets: ['sk'],
    url: 'https://tandt.posta.sk/zasielky/{number}',
  },
];

/** A name as it is compared: lower case, without accents, spaces or punctuation ("La Poste/Colissimo" -> "lapostecolissimo"). */
const key = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const byName = new Map(CARRIERS.flatMap((carrier) => [carrier.name, ...carrier.aliases].map((name) => [key(name), carrier] as const)));
// The two names of La Poste's parcels together, as operators write them.
byName.set(key('La Poste/Colissimo'), byName.get(key('La Poste')) as Carrier);

/** The carrier an operator named, whatever the case, accents, spaces and punctuation; undefined for one we do not know. */
export const carrierNamed = (name: string): Carrier | undefined => byName.get(key(name));

/** The page where the shopper follows the parcel, or null when the carrier is unknown or there is no number. */
export function trackingLink(carrier: string, number: string, market?: MarketCode): string | null {
  const found = carrierNamed(carrier);
  const tracking = number.trim();
  if (!found || !tracking) return null;
  const template = (market && found.urlIn?.[market]) || found.url;
  return template.replace('{number}', encodeURIComponent(tracking));
}
