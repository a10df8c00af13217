import { describe, expect, it } from 'vitest';
import { isEmail } from './email';
import { validateCheckout } from './form';

describe('the mailbox check', () => {
  it.each([
    'ada@example.com',
    'first.last+news@example.co.uk',
    "o'brien@example.ie",
    'x_y-z#1!{}~|=?^`$%&*/@sub.example.jp',
    '"first..last"@example.com',
    'juergen@münchen.de',
    'user@xn--mnchen-3ya.de',
    'a@b.cd',
    `${'l'.repeat(64)}@example.com`,
    `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}`,
  ])('takes %s', (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each([
    // What would add recipients, headers or SMTP commands if written as it is.
    ['an angle bracket', 'victim@example.com>'],
    ['an address in brackets', '<ada@example.com>'],
    ['a display name', 'Ada <ada@example.com>'],
    ['a second address', 'ada@example.com,eve@evil.example'],
    ['a semicolon', 'ada@example.com;eve@evil.example'],
    ['a line break and a header', 'ada@example.com\r\nBcc: eve@evil.example'],
    ['an SMTP command', 'ada@example.com>\r\nRCPT TO:<eve@evil.example'],
    ['a line feed', 'ada@example.com\n'],
    ['a NUL', 'ada\0@example.com'],
    ['a tab', 'ada\t@example.com'],
    ['a space', 'ada lovelace@example.com'],
    ['a leading space', ' ada@example.com'],
    ['a quote outside a quoted local part', 'ad"a@example.com'],
    ['an unclosed quote', '"ada@example.com'],
    ['a quoted local part with a space', '"ada lovelace"@example.com'],
    ['a quoted local part with a bracket', '"a>b"@example.com'],
    ['a quoted local part with a backslash', '"a\\"b"@example.com'],
    ['a quoted local part with an at sign', '"a@b"@example.com'],
    ['a leading dot', '.ada@example.com'],
    ['two dots', 'ada..lovelace@example.com'],
    ['a trailing dot', 'ada.@example.com'],
    ['no at sign', 'ada.example.com'],
    ['two at signs', 'ada@lovelace@example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'ada@'],
    ['a domain without a dot', 'ada@localhost'],
    ['a numeric top-level label', 'ada@example.123'],
    ['a one-letter top-level label', 'ada@example.c'],
    ['an address literal', 'ada@[192.0.2.1]'],
    ['a label starting with a hyphen', 'ada@-example.com'],
    ['a label ending with a hyphen', 'ada@example-.com'],
    ['an empty label', 'ada@example..com'],
    ['a label over 63 characters', `ada@${'d'.repeat(64)}.com`],
    ['a non-ASCII local part', 'jürgen@example.de'],
    ['a local part over 64 characters', `${'l'.repeat(65)}@example.com`],
    ['an address over 254 characters', `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(61)}`],
    ['nothing', ''],
  ])('refuses %s', (_, address) => {
    expect(isEmail(address)).toBe(false);
  });

  it('is what the checkout form checks its contact with, in the browser and in the worker', () => {
    const form = (contact: string) => ({
      contact,
      shipping: {
        country: 'US',
        firstName: 'Ada',
        lastName: 'Walker',
        address: '12 Elm Street',
        city: 'Portland',
        state: 'OR',
        postalCode: '97201',
        phone: '+1 217 555 0100',
      },
      billingSame: true,
    });
    expect(validateCheckout(form('ada@example.com')).ok).toBe(true);
    expect(validateCheckout(form(' +1 217 555 0100 ')).ok).toBe(true);
    for (const contact of ['ada@example.com>', 'Ada <ada@example.com>', 'ada@example.com,eve@evil.example']) {
      expect(validateCheckout(form(contact))).toEqual({ ok: false, errors: { contact: 'checkout.invalidEmail' } });
    }
  });
});
