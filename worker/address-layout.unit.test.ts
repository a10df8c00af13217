import { describe, expect, it } from 'vitest';
import { addressFormatOf, personName } from '../locales/addresses';
import { MARKET_CODES, MARKETS } from '../locales/markets';
import { addressFieldOrder, addressLines } from './address-layout';

const person = { firstName: 'Jane', lastName: 'Doe' };

describe('addresses as each country writes them', () => {
  it('prints the US city, state and ZIP code on one line, the UK post town above the postcode', () => {
    expect(
      addressLines(
        { ...person, address: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
        'en-US',
      ),
    ).toEqual(['Jane Doe', '742 Evergreen Terrace', 'Springfield, IL 62701', 'United States']);
    expect(
      addressLines({ ...person, address: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' }, 'en-GB'),
    ).toEqual(['Jane Doe', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
    expect(
      addressLines({ ...person, address: '1 George Street', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'AU' }, 'en-AU'),
    ).toEqual(['Jane Doe', '1 George Street', 'Sydney NSW 2000', 'Australia']);
  });

  it('writes the postal code before the town in continental Europe, the country in the reader’s language', () => {
    expect(
      addressLines(
        { firstName: 'Max', lastName: 'Müller', address: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
        'de-DE',
      ),
    ).toEqual(['Max Müller', 'Hauptstraße 5', '10115 Berlin', 'Deutschland']);
    expect(
      addressLines(
        { firstName: 'Jan', lastName: 'Novák', address: 'Na Příkopě 12', city: 'Praha', postalCode: '110 00', country: 'CZ' },
        'fr-FR',
      ),
    ).toEqual(['Jan Novák', 'Na Příkopě 12', '110 00 Praha', 'Tchéquie']);
  });

  it('names a Spanish province only where it differs from the town', () => {
    const spain = { firstName: 'Lucía', lastName: 'García', address: 'Calle Mayor 1', postalCode: '28013', country: 'ES' };
    expect(addressLines({ ...spain, city: 'Madrid', state: 'Madrid' }, 'es-ES')).toEqual([
      'Lucía García',
      'Calle Mayor 1',
      '28013 Madrid',
      'España',
    ]);
    expect(addressLines({ ...spain, city: 'Collado Villalba', state: 'Madrid', postalCode: '28400' }, 'es-ES')).toEqual([
      'Lucía García',
      'Calle Mayor 1',
      '28400 Collado Villalba Madrid',
      'España',
    ]);
  });

  it('puts the family name first in Hungary and Japan, and Japan’s 〒, prefecture and municipality before the name', () => {
    expect(
      addressLines(
        { firstName: 'Anna', lastName: 'Kovács', address: 'Fő utca 1.', city: 'Budapest', postalCode: '1011', country: 'HU' },
        'hu-HU',
      ),
    ).toEqual(['Kovács Anna', 'Budapest', 'Fő utca 1.', '1011', 'Magyarország']);
    expect(
      addressLines(
        {
          firstName: '花子',
          lastName: '山田',
          address: '千代田1-1',
          city: '千代田区',
          state: '東京都',
          postalCode: '100-0001',
          country: 'JP',
        },
        'ja-JP',
      ),
    ).toEqual(['〒100-0001', '東京都', '千代田区千代田1-1', '山田 花子', '日本']);
    expect(personName({ firstName: 'Anna', lastName: 'Kovács', country: 'HU' })).toBe('Kovács Anna');
    expect(personName({ firstName: 'Anna', lastName: 'Nowak', country: 'PL' })).toBe('Anna Nowak');
  });

  it('asks the fields in the order the address is written', () => {
    expect(addressFieldOrder('US')).toEqual(['street', 'locality', 'area', 'postalCode']);
    expect(addressFieldOrder('DE')).toEqual(['street', 'postalCode', 'locality']);
    expect(addressFieldOrder('HU')).toEqual(['locality', 'street', 'postalCode']);
    expect(addressFieldOrder('JP')).toEqual(['postalCode', 'area', 'locality', 'street']);
    expect(addressFieldOrder('ES')).toEqual(['street', 'postalCode', 'locality', 'area']);
    // Romania's layout has a county, but the form offers no list of them: not asked.
    expect(addressFieldOrder('RO')).toEqual(['street', 'postalCode', 'locality']);
  });

  it('lists full state names, the 47 prefectures and the 52 provinces, and knows every delivery country', () => {
    expect(addressFormatOf('US')?.areas?.find((a) => a.code === 'CA')?.name).toBe('California');
    expect(addressFormatOf('US')?.areas).toHaveLength(51);
    expect(addressFormatOf('AU')?.areas?.find((a) => a.code === 'NSW')?.name).toBe('New South Wales');
    expect(addressFormatOf('JP')?.areas).toHaveLength(47);
    expect(addressFormatOf('JP')?.areas?.[12].name).toBe('東京都');
    expect(addressFormatOf('ES')?.areas).toHaveLength(52);
    expect(addressFormatOf('ES')?.areas?.[0].name).toBe('A Coruña');
    for (const code of MARKET_CODES) expect(addressFormatOf(MARKETS[code].country), code).toBeDefined();
  });

  it('checks postal codes by each country’s pattern', () => {
    const valid = (country: string, code: string) => addressFormatOf(country)?.postalCode.test(code);
    expect(valid('US', '62701')).toBe(true);
    expect(valid('US', '6270')).toBe(false);
    expect(valid('GB', 'SW1A 2AA')).toBe(true);
    expect(valid('JP', '100-0001')).toBe(true);
    expect(valid('ES', '53001')).toBe(false);
    expect(valid('PL', '00-950')).toBe(true);
  });
});
