import { describe, expect, it } from 'vitest';
import { MARKET_CODES, MARKETS } from './markets';
import { methodsFor, PAYMENT_METHODS, paymentMethodName, takesPaymentIn } from './payment-methods';

describe('payment methods', () => {
  it('each market offers by default only what the checkout takes in its currency', () => {
    const untakeable = MARKET_CODES.flatMap((code) =>
      MARKETS[code].paymentMethods.filter((m) => !takesPaymentIn(m, MARKETS[code].currency)).map((m) => `${code}: ${m}`),
    );
    expect(untakeable).toEqual([]);
  });

  it('keeps each local method to its currency: BLIK in złoty, konbini in yen, SEPA debit in euro', () => {
    expect(methodsFor('PLN')).toEqual(expect.arrayContaining(['blik', 'p24', 'klarna', 'paypal']));
    expect(methodsFor('EUR')).not.toContain('blik');
    expect(methodsFor('JPY')).toContain('konbini');
    expect(methodsFor('JPY')).not.toContain('klarna');
    expect(methodsFor('HUF')).not.toContain('paypal');
    expect(methodsFor('EUR')).toContain('sepa_debit');
    expect(methodsFor('GBP')).not.toContain('sepa_debit');
    expect(Object.keys(PAYMENT_METHODS)).not.toContain('maestro');
  });

  it('names a brand as it is and a word in the shopper’s language', () => {
    const t = (key: string) => ({ 'paymentMethods.konbini': 'コンビニ決済' })[key] ?? key;
    expect(paymentMethodName('paypal', t)).toBe('PayPal');
    expect(paymentMethodName('konbini', t)).toBe('コンビニ決済');
  });
});
