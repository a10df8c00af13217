import { describe, expect, it } from 'vitest';
import { MARKETS } from '../locales/markets';
import { formatMoney } from './money';

const money = (amount: number, code: keyof typeof MARKETS) =>
  formatMoney(amount, MARKETS[code].currency, MARKETS[code].locale).replace(/\s/g, ' ');

describe('money per market', () => {
  it('formats minor units with the market language', () => {
    expect(money(8995, 'us')).toBe('$89.95');
    expect(money(8995, 'de')).toBe('89,95 €');
    expect(money(249000, 'cz')).toBe('2 490,00 Kč');
    expect(money(6900, 'gb')).toBe('£69.00');
    expect(money(33000, 'ro')).toBe('330,00 RON');
    expect(money(28000, 'pl')).toBe('280,00 zł');
  });

  it('shows JPY and HUF without decimals (they are stored in whole units)', () => {
    expect(money(13900, 'jp')).toBe('￥13,900');
    expect(money(34990, 'hu')).toBe('34 990 Ft');
  });

  it('free-shipping thresholds follow the spec', () => {
    expect(money(MARKETS.us.freeShippingThreshold, 'us')).toBe('$69.00');
    expect(money(MARKETS.cz.freeShippingThreshold, 'cz')).toBe('1 600,00 Kč');
    expect(money(MARKETS.jp.freeShippingThreshold, 'jp')).toBe('￥10,000');
    expect(money(MARKETS.sk.freeShippingThreshold, 'sk')).toBe('69,00 €');
  });
});
