import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const development = { SHOP_ENV: 'development', ORDER_SECRET: 'development-only-order-secret', PAYMENT_GATEWAY: 'test' };

describe('configuration', () => {
  it('accepts the development settings of wrangler.toml', () => {
    const result = parseConfig(development);
    expect(result).toEqual({ ok: true, config: { ...development } });
  });

  it('names every problem at once, never a value', () => {
    const result = parseConfig({ SHOP_ENV: 'staging', ORDER_SECRET: 'abc', PAYMENT_GATEWAY: 'paypal', ADMIN_TOKEN: 'short' });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/SHOP_ENV/);
    expect(problems.join('\n')).toMatch(/ORDER_SECRET: ORDER_SECRET is too short/);
    expect(problems.join('\n')).toMatch(/PAYMENT_GATEWAY: PAYMENT_GATEWAY must be one of: test, stripe/);
    expect(problems.join('\n')).toMatch(/ADMIN_TOKEN/);
    expect(problems.join('\n')).not.toContain('paypal');
  });

  it('treats a blank setting as missing', () => {
    const result = parseConfig({ ...development, ORDER_SECRET: '' });
    expect(result).toEqual({ ok: false, problems: ['ORDER_SECRET: ORDER_SECRET is not set (a secret of at least 16 characters)'] });
  });

  it('refuses the test gateway and the development secret in production (the seller: worker/seller/rules.ts)', () => {
    const result = parseConfig({ ...development, SHOP_ENV: 'production' });
    expect(result).toEqual({
      ok: false,
      problems: [
        'PAYMENT_GATEWAY: the test gateway takes no money: production needs a real payment provider',
        'ORDER_SECRET: ORDER_SECRET is the development one: set a secret of your own',
        'MAIL_FROM: not set: production sends order e-mails (see docs/deploy.md)',
        'SMTP_HOST: not set: production sends order e-mails (see docs/deploy.md)',
        'SMTP_PORT: not set: production sends order e-mails (see docs/deploy.md)',
      ],
    });
  });

  it('Stripe needs its three keys, each of its kind', () => {
    const stripe = { ...development, PAYMENT_GATEWAY: 'stripe' };
    expect(parseConfig(stripe)).toEqual({
      ok: false,
      problems: [
        'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is not set (PAYMENT_GATEWAY is stripe)',
        'STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is not set (PAYMENT_GATEWAY is stripe)',
        'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is not set (PAYMENT_GATEWAY is stripe)',
      ],
    });
    const swapped = parseConfig({
      ...stripe,
      STRIPE_SECRET_KEY: 'pk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(swapped.ok ? [] : swapped.problems).toEqual([
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must start with sk_ or rk_',
      'STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY must start with pk_',
    ]);
    const keys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const mail = { MAIL_FROM: 'orders@comfortsteps.com', SMTP_HOST: 'smtp.example.com', SMTP_PORT: '587' };
    const seller = {
      COMPANY_NAME: 'Comfort Steps GmbH',
      COMPANY_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      COMPANY_PHONE: '+49 30 1234 5678',
    };
    expect(
      parseConfig({ ...stripe, ...keys, ...mail, ...seller, SHOP_ENV: 'production', ORDER_SECRET: 'a-production-secret-0123' }).ok,
    ).toBe(true);
  });
});
