import { describe, expect, it } from 'vitest';
import { MARKETS } from '../locales/markets';
import { currencySymbol, formatMoney } from './money';

const money = (amount: number, code: keyof typeof MARKETS) =>
  formatMoney(amount, MARKETS[code].currency, MARKETS[code].locale).replace(/\s/g, ' ');

describe('money per market', () => {
  it('formats minor units with the market language', () => {
    expect(money(8995, 'us')).toBe('$89.95');
    expect(money(8995, 'de')).toBe('89,95 €');
    expect(money(249050, 'cz')).toBe('2 490,50 Kč');
    expect(money(6900, 'gb')).toBe('£69.00');
    expect(money(27999, 'pl')).toBe('279,99 zł');
  });

  it('writes money as each market does: lei, whole koruna and złoty without ",00", A$ apart from US$', () => {
    expect(money(33000, 'ro')).toBe('330,00 lei');
    expect(money(249000, 'cz')).toBe('2 490 Kč');
    expect(money(28000, 'pl')).toBe('280 zł');
    expect(money(149000, 'pl')).toBe('1490 zł');
    expect(money(149050, 'pl')).toBe('1490,50 zł');
    expect(money(1249000, 'pl')).toBe('12 490 zł');
    expect(currencySymbol('PLN', MARKETS.pl.locale)).toBe('zł');
    expect(money(8995, 'au')).toBe('A$89.95');
    expect(currencySymbol('AUD', MARKETS.au.locale)).toBe('A$');
    expect(currencySymbol('RON', MARKETS.ro.locale)).toBe('lei');
    expect(currencySymbol('JPY', MARKETS.jp.locale)).toBe('￥');
    expect(currencySymbol('EUR', MARKETS.de.locale)).toBe('€');
    expect(currencySymbol('CZK', MARKETS.cz.locale)).toBe('Kč');
  });

  it('shows JPY and HUF without decimals (they are stored in whole units)', () => {
    expect(money(13900, 'jp')).toBe('￥13,900');
    expect(money(34990, 'hu')).toBe('34 990 Ft');
  });

  it('free-shipping thresholds follow the spec', () => {
    expect(money(MARKETS.us.freeShippingThreshold, 'us')).toBe('$69.00');
    expect(money(MARKETS.cz.freeShippingThreshold, 'cz')).toBe('1 600 Kč');
    expect(money(MARKETS.ro.freeShippingThreshold, 'ro')).toBe('330,00 lei');
    expect(money(MARKETS.jp.freeShippingThreshold, 'jp')).toBe('￥10,000');
    expect(money(MARKETS.sk.freeShippingThreshold, 'sk')).toBe('69,00 €');
    expect(money(MARKETS.pl.freeShippingThreshold, 'pl')).toBe('280 zł');
  });
});
