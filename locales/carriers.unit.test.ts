import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierNamed, trackingLink } from './carriers';
import { MARKET_CODES } from './markets';

/** The carriers our markets ship with, as the operator names them at fulfilment. */
const OURS = [
  'DHL',
  'DPD',
  'GLS',
  'UPS',
  'FedEx',
  'USPS',
  'Royal Mail',
  'Evri',
  'Australia Post',
  'Japan Post',
  'Yamato',
  'Sagawa',
  'PPL',
  'Česká pošta',
  'Correos',
  'La Poste',
  'Colissimo',
  'Magyar Posta',
  'Poczta Polska',
  'InPost',
  'Fan Courier',
  'Slovenská pošta',
];

describe('carriers and their tracking pages', () => {
  it.each(OURS)('%s has an https tracking page that carries the number', (name) => {
    const link = trackingLink(name, '00340434161094042557');
    expect(link).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    expect(link).toContain('00340434161094042557');
  });

  it('finds a carrier whatever the case, accents, spaces or punctuation', () => {
    expect(carrierNamed('dhl')?.name).toBe('DHL');
    expect(carrierNamed('ROYAL MAIL')?.name).toBe('Royal Mail');
    expect(carrierNamed('royal-mail')?.name).toBe('Royal Mail');
    expect(carrierNamed('ceska posta')?.name).toBe('Česká pošta');
    expect(carrierNamed('ČESKÁ POŠTA')?.name).toBe('Česká pošta');
    expect(carrierNamed('La Poste/Colissimo')?.name).toBe('La Poste');
    expect(carrierNamed('FanCourier')?.name).toBe('Fan Courier');
    expect(carrierNamed('ヤマト運輸')?.name).toBe('Yamato');
    expect(carrierNamed('  Australia  Post ')?.name).toBe('Australia Post');
  });

  it('URL-encodes the number, trimmed', () => {
    expect(trackingLink('UPS', ' 1Z 999/AA#1&x=2 ')).toBe('https://www.ups.com/track?tracknum=1Z%20999%2FAA%231%26x%3D2');
    expect(trackingLink('Slovenská pošta', 'RR 1/2')).toBe('https://tandt.posta.sk/zasielky/RR%201%2F2');
  });

  it('gives no link for a carrier it does not know, or without a number', () => {
    expect(trackingLink('Bob’s Van', '123')).toBeNull();
    expect(trackingLink('', '123')).toBeNull();
    expect(trackingLink('DHL', '  ')).toBeNull();
  });

  it("takes a market's own site where the carrier tracks its parcels there", () => {
    expect(trackingLink('DPD', '15501234567890', 'gb')).toBe('https://track.dpd.co.uk/parcels/15501234567890');
    expect(trackingLink('DPD', '15501234567890', 'de')).toBe('https://tracking.dpd.de/status/en_US/parcel/15501234567890');
  });

  it('names each carrier once, with templates holding {number} once, for markets that exist', () => {
    const names = CARRIERS.flatMap((c) => [c.name, ...c.aliases]).map((n) => n.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const carrier of CARRIERS) {
      for (const url of [carrier.url, ...Object.values(carrier.urlIn ?? {})]) expect(url.split('{number}')).toHaveLength(2);
      for (const market of [...carrier.markets, ...Object.keys(carrier.urlIn ?? {})]) expect(MARKET_CODES).toContain(market);
    }
  });
});
