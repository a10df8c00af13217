import { describe, expect, it } from 'vitest';
import { productionProblems, productionVars } from '../../scripts/production-config.mjs';

/** The deploy check's SMS lines (decision 037); the rest of its lines are other tests' matter. */
const smsLines = async (vars: Record<string, string>, secrets: string[]) =>
  (await productionProblems(vars, secrets)).filter((line: string) => /^(SMS_|TWILIO_)/.test(line));

const secrets = ['ORDER_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'TWILIO_AUTH_TOKEN'];
const twilio = { ...productionVars(), TWILIO_ACCOUNT_SID: `AC${'3c'.repeat(16)}`, SMS_FROM: 'ComfortStep' };

describe('npm run deploy checks the SMS settings', () => {
  it("names what wrangler.toml's Twilio lacks until it is filled in", async () => {
    expect(await smsLines(productionVars(), secrets.slice(0, 3))).toEqual([
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID is not set (SMS_PROVIDER is twilio)',
      'TWILIO_AUTH_TOKEN: TWILIO_AUTH_TOKEN is not set (SMS_PROVIDER is twilio)',
      'SMS_FROM: SMS_FROM is not set (nor TWILIO_MESSAGING_SERVICE_SID): Twilio needs a sender',
    ]);
  });

  it('passes Twilio with its account, the auth token as a secret and a sender', async () => {
    expect(await smsLines(twilio, secrets)).toEqual([]);
    expect(await smsLines({ ...twilio, SMS_FROM: '', TWILIO_MESSAGING_SERVICE_SID: `MG${'4d'.repeat(16)}` }, secrets)).toEqual([]);
  });

  it('refuses the auth token written in wrangler.toml, the local catcher, and no choice at all', async () => {
    expect(await smsLines({ ...twilio, TWILIO_AUTH_TOKEN: 'x'.repeat(32) }, secrets)).toEqual([
      'TWILIO_AUTH_TOKEN: is written in wrangler.toml; set it with `npx wrangler secret put TWILIO_AUTH_TOKEN --env production` instead',
    ]);
    expect(await smsLines({ ...twilio, SMS_PROVIDER: 'local', SMS_API_BASE: 'http://127.0.0.1:8789' }, secrets)).toEqual([
      'SMS_PROVIDER: local texts the catcher on this machine, never a phone: production needs twilio (or off)',
    ]);
    expect(await smsLines({ ...twilio, SMS_PROVIDER: '' }, secrets)).toEqual([
      'SMS_PROVIDER: not set: us, jp, au take orders with a mobile number alone, confirmed by SMS (decision 037): set twilio (see docs/operations.md), or off to have their checkout ask for an e-mail',
    ]);
    // Off is a choice: every market's checkout then asks for an e-mail.
    expect(await smsLines({ ...twilio, SMS_PROVIDER: 'off' }, secrets)).toEqual([]);
  });
});
