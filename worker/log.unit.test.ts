import { describe, expect, it } from 'vitest';
import { errorFields, masked } from './log';

describe('what the log keeps of a message', () => {
  it('takes out e-mail addresses, phone numbers and tokens', () => {
    expect(masked('no order for ada.lovelace+shoes@example.co.uk at +49 30 1234 5678')).toBe('no order for [email] at [phone]');
    expect(masked('session 7f3c9a0b1d2e4f5a6b7c8d9e0f1a2b3c expired')).toBe('session [token] expired');
    expect(masked('call 0049301234567 or 030 1234')).toBe('call [phone] or 030 1234');
    // What a stack and a provider's answer hold stays readable.
    expect(masked('Twilio answered 503 (Service unavailable) at run (file:///app/node_modules/x@1.2.3/index.js:4:1)')).toBe(
      'Twilio answered 503 (Service unavailable) at run (file:///app/node_modules/x@1.2.3/index.js:4:1)',
    );
    expect(masked('SQLITE_CONSTRAINT: UNIQUE constraint failed: orders.number')).toBe(
      'SQLITE_CONSTRAINT: UNIQUE constraint failed: orders.number',
    );
  });

  it("gives an error's class, masked message and stack", () => {
    class PaymentDeclined extends Error {}
    const fields = errorFields(new PaymentDeclined('declined for jo@example.com'));
    expect(fields).toMatchObject({ errorClass: 'PaymentDeclined', errorMessage: 'declined for [email]' });
    expect(String(fields.errorStack)).not.toContain('jo@example.com');
  });
});
