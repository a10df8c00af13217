import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../client/i18n';
import { formatMoney } from '../../client/money';
import { MARKET_CODES, MARKETS } from '../../locales/markets';
import { segmentsOf } from '../../scripts/sms-catcher.mjs';
import { parseConfig, smsProviderName } from '../config';
import { phoneOnlyRefusal } from './checkout';
import { PHONE_ONLY_CONFIRMATION, SMS_MARKETS, toE164 } from './markets';

const development = { SHOP_ENV: 'development', ORDER_SECRET: 'development-only-order-secret', PAYMENT_GATEWAY: 'test' };

describe('phone numbers in E.164', () => {
  it.each([
    ['us', '(503) 555-0100', '+15035550100'],
    ['us', '1 503 555 0100', '+15035550100'],
    ['us', '+1 503.555.0100', '+15035550100'],
    ['jp', '090-1234-5678', '+819012345678'],
    ['jp', '+81 90 1234 5678', '+819012345678'],
    ['au', '0412 345 678', '+61412345678'],
    ['au', '+61 412 345 678', '+61412345678'],
    ['hu', '06 30 123 4567', '+36301234567'],
    ['de', '0151 23456789', '+4915123456789'],
    ['gb', '0044 7700 900123', '+447700900123'],
  ] as const)('%s: %s is %s', (market, typed, e164) => {
    expect(toE164(typed, market)).toBe(e164);
  });

  it.each([
    ['us', '555-0100'],
    ['au', '412 34'],
    ['jp', '+0 90 1234 5678'],
  ] as const)('%s: %s is no number an SMS reaches', (market, typed) => {
    expect(toE164(typed, market)).toBeNull();
  });
});

describe('which markets take a mobile number alone (decision 037)', () => {
  it('SMS in us, jp and au; an e-mail in the EU and the UK', () => {
    expect(SMS_MARKETS).toEqual(['us', 'jp', 'au']);
    expect(Object.keys(PHONE_ONLY_CONFIRMATION).sort()).toEqual([...MARKET_CODES].sort());
  });

  it('refuses a mobile number alone where the law wants an e-mail, or where no SMS can go out', () => {
    const local = { SMS_PROVIDER: 'local' } as const;
    expect(phoneOnlyRefusal('0151 23456789', 'de', local)).toBe('checkout.invalidEmail');
    expect(phoneOnlyRefusal('07700 900123', 'gb', local)).toBe('checkout.invalidEmail');
    expect(phoneOnlyRefusal('jonas@example.de', 'de', local)).toBeNull();
    expect(phoneOnlyRefusal('(503) 555-0100', 'us', local)).toBeNull();
    expect(phoneOnlyRefusal('(503) 555-0100', 'us', { SMS_PROVIDER: 'off' })).toBe('checkout.invalidEmail');
    expect(phoneOnlyRefusal('(503) 555-0100', 'us', { SMS_PROVIDER: undefined })).toBe('checkout.invalidEmail');
    // Seven digits pass the form's phone check, but are no number an SMS reaches.
    expect(phoneOnlyRefusal('555-0100', 'us', local)).toBe('checkout.invalidEmail');
  });
});

describe('SMS settings', () => {
  const twilio = {
    ...development,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
    TWILIO_AUTH_TOKEN: 'an-auth-token-0123456789',
    SMS_FROM: '+15035550100',
  };

  it('Twilio needs its account, its token and a sender', () => {
    expect(parseConfig(twilio).ok).toBe(true);
    expect(parseConfig({ ...twilio, SMS_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: `MG${'b2'.repeat(16)}` }).ok).toBe(true);
    const missing = parseConfig({ ...development, SMS_PROVIDER: 'twilio' });
    expect(missing.ok ? [] : missing.problems).toEqual([
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID is not set (SMS_PROVIDER is twilio)',
      'TWILIO_AUTH_TOKEN: TWILIO_AUTH_TOKEN is not set (SMS_PROVIDER is twilio)',
      'SMS_FROM: SMS_FROM is not set (nor TWILIO_MESSAGING_SERVICE_SID): Twilio needs a sender',
    ]);
    const wrong = parseConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'SK123', SMS_FROM: '0503 555 0100' });
    expect(wrong.ok ? [] : wrong.problems).toEqual([
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID must be AC and 32 hex digits',
      'SMS_FROM: SMS_FROM must be a number in E.164 (+15551234567) or a sender ID of at most 11 letters',
    ]);
  });

  it('local needs the catcher and never runs in production', () => {
    const local = parseConfig({ ...development, SMS_PROVIDER: 'local' });
    expect(local.ok ? [] : local.problems).toEqual([
      "SMS_API_BASE: SMS_API_BASE is not set (SMS_PROVIDER is local: the catcher's address)",
    ]);
    const production = parseConfig({
      ...development,
      SHOP_ENV: 'production',
      SMS_PROVIDER: 'local',
      SMS_API_BASE: 'http://127.0.0.1:8789',
    });
    expect(production.ok ? [] : production.problems).toContain(
      'SMS_PROVIDER: local texts the catcher on this machine, never a phone: production needs twilio (or off)',
    );
    expect(parseConfig({ ...development, SMS_PROVIDER: 'pigeon' }).ok).toBe(false);
  });

  it("names the provider shoppers' numbers go to, for the privacy policy", () => {
    expect(smsProviderName({ SMS_PROVIDER: 'twilio' })).toBe('Twilio');
    expect(smsProviderName({ SMS_PROVIDER: 'off' })).toBeNull();
    expect(smsProviderName({ SMS_PROVIDER: undefined })).toBeNull();
  });
});

describe('the confirmation texts', () => {
  // The longest a production text gets: the market's host, a 24-character order id, its key.
  const HOSTS = { us: 'comfortsteps.com', jp: 'comfortsteps.jp', au: 'comfortsteps.com.au' } as const;
  const text = (code: keyof typeof HOSTS) => {
    const market = MARKETS[code];
    const t = createTranslator(
      market.locale,
      JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Parameters<typeof createTranslator>[1],
    );
    const origin = `https://${HOSTS[code]}`;
    return t('mail.smsConfirmation', {
      shop: t('shop.name'),
      order: t('success.orderNumber', { number: '104213' }),
      total: formatMoney(market.currency === 'JPY' ? 1_234_500 : 123_450, market.currency, market.locale).replace(/[\u00a0\u202f]/g, ' '),
      link: `${origin}/checkout/order/${'a'.repeat(24)}/${'K'.repeat(16)}`,
      terms: `${origin}/pages/terms`,
    });
  };

  it.each(['us', 'au'] as const)('%s: GSM-7, in at most two parts', (code) => {
    expect(segmentsOf(text(code))).toEqual({ encoding: 'GSM-7', segments: 2 });
  });

  it('jp: UCS-2 (Japanese has no GSM-7), in at most three parts', () => {
    const { encoding, segments } = segmentsOf(text('jp'));
    expect(encoding).toBe('UCS-2');
    expect(segments).toBeLessThanOrEqual(3);
  });
});
