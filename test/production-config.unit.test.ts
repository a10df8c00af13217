import { describe, expect, it } from 'vitest';
import { productionProblems, productionVars } from '../scripts/production-config.mjs';
import { carriersIn, providerProblems, providersFromSettings } from '../worker/seller/providers';

/** wrangler.toml's production vars with everything but the seller's legal details and the recipients filled in. */
const base = {
  ...productionVars(),
  STRIPE_PUBLISHABLE_KEY: 'pk_live_shop',
  MAIL_FROM: 'orders@comfortsteps.com',
  SMTP_HOST: 'smtp.example.com',
  // Texting is another test's matter (decision 037).
  SMS_PROVIDER: 'off',
};
const secrets = ['ORDER_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
const seller = {
  COMPANY_NAME: 'Comfort Steps GmbH',
  COMPANY_ADDRESS: 'Lindenstraße 5, 10115 Berlin, Germany',
  COMPANY_PHONE: '+49 30 1234567',
  COMPANY_REPRESENTATIVE: 'Anna Beispiel',
  COMPANY_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
  COMPANY_VAT_ID: 'DE136695976',
  COMPANY_OPERATIONS_MANAGER: '山田 太郎',
  COMPANY_CONTACT_HOURS: '平日10:00〜17:00（土日祝日を除く）',
  COMPANY_CONSUMER_MEDIATOR: 'Médiation de la consommation Exemple, https://mediation.example.fr',
};
const recipients = { MAIL_PROVIDER: 'Brevo (Sendinblue SAS, Paris)', SHIPPING_CARRIERS: 'DHL' };
const configured = { ...base, ...seller, ...recipients };

describe('npm run deploy refuses what a market’s legal pages would lack', () => {
  it('passes a seller with every detail each market’s law asks for and the recipients named', async () => {
    expect(await productionProblems(configured, secrets)).toEqual([]);
  });

  it('names each missing detail with the markets whose law asks for it', async () => {
    const law = (key: string, markets: string, what: string) =>
      `${key}: not set: the law of ${markets} asks the seller for ${what} (see docs/deploy.md)`;
    const euAndUk = 'de, cz, es, fr, gb, hu, ro, sk, pl';
    const expected: Record<string, string> = {
      COMPANY_REPRESENTATIVE: law('COMPANY_REPRESENTATIVE', 'de, jp', 'the representative (Vertreten durch, 代表者)'),
      COMPANY_REGISTER: law('COMPANY_REGISTER', euAndUk, 'the register court and number (Registereintrag)'),
      COMPANY_VAT_ID: law('COMPANY_VAT_ID', 'de, cz, es, fr, hu, ro, sk, pl', 'the EU VAT identification number (USt-IdNr.)'),
      COMPANY_OPERATIONS_MANAGER: law('COMPANY_OPERATIONS_MANAGER', 'jp', 'the person responsible for operations (運営統括責任者)'),
      COMPANY_CONTACT_HOURS: law('COMPANY_CONTACT_HOURS', 'jp', 'the hours the shop answers enquiries (お問い合わせ受付時間)'),
      COMPANY_CONSUMER_MEDIATOR: law(
        'COMPANY_CONSUMER_MEDIATOR',
        'fr',
        'the consumer mediator and its website (médiateur de la consommation)',
      ),
    };
    for (const [key, line] of Object.entries(expected))
      expect(await productionProblems({ ...configured, [key]: '' }, secrets)).toEqual([line]);
    // A sole trader owes neither representative nor register anywhere; a licensed trade's authority is never required.
    const soleTrader = { ...configured, COMPANY_LEGAL_FORM: 'sole-trader', COMPANY_REPRESENTATIVE: '', COMPANY_REGISTER: '' };
    expect(await productionProblems(soleTrader, secrets)).toEqual([]);
    // What the back office saved counts over the vars.
    expect(await productionProblems({ ...configured, COMPANY_CONTACT_HOURS: '' }, secrets, { contactHours: '平日9:00〜18:00' })).toEqual(
      [],
    );
  });

  it('refuses privacy policies that could not name the mail provider or a carrier for every market', async () => {
    expect(await productionProblems({ ...configured, MAIL_PROVIDER: '' }, secrets)).toEqual([
      "MAIL_PROVIDER: not set: the privacy policies name who delivers the shop's e-mails (the SMTP server's operator)",
    ]);
    expect(await productionProblems({ ...configured, SHIPPING_CARRIERS: '' }, secrets)).toEqual([
      'SHIPPING_CARRIERS: no carrier for us, de, cz, es, fr, gb, hu, jp, ro, sk, pl, au: the privacy policies name the carriers that deliver there',
    ]);
    expect(await productionProblems({ ...configured, SHIPPING_CARRIERS: 'Royal Mail, Pigeon Post' }, secrets)).toEqual([
      'SHIPPING_CARRIERS: Pigeon Post: not a carrier of locales/carriers.ts (comma-separated names such as DHL, DPD)',
      'SHIPPING_CARRIERS: no carrier for us, de, cz, es, fr, hu, jp, ro, sk, pl, au: the privacy policies name the carriers that deliver there',
    ]);
  });
});

describe('the recipients the privacy policies name', () => {
  it('come from the configuration: Stripe for the Stripe gateway, the mail provider, the carriers, Twilio when SMS is on', () => {
    const providers = providersFromSettings({
      PAYMENT_GATEWAY: 'stripe',
      MAIL_PROVIDER: ' Brevo (Sendinblue SAS, Paris) ',
      SHIPPING_CARRIERS: 'dhl, Royal Mail, la poste',
      SMS_PROVIDER: 'twilio',
    });
    expect(providers).toEqual({
      payment: 'Stripe Payments Europe, Ltd. (Dublin)',
      mail: 'Brevo (Sendinblue SAS, Paris)',
      hosting: 'Cloudflare, Inc. (San Francisco)',
      carriers: ['DHL', 'Royal Mail', 'La Poste'],
      sms: 'Twilio Inc. (San Francisco)',
    });
    // Each market names the configured carriers that deliver there.
    expect(carriersIn(providers, 'gb')).toEqual(['DHL', 'Royal Mail']);
    expect(carriersIn(providers, 'fr')).toEqual(['DHL', 'La Poste']);
    expect(carriersIn(providers, 'jp')).toEqual(['DHL']);
    expect(providersFromSettings({ PAYMENT_GATEWAY: 'test', SMS_PROVIDER: 'off' })).toMatchObject({
      payment: expect.stringContaining('test'),
      sms: '',
    });
  });

  it('find nothing wrong in a configuration that names them', () => {
    expect(providerProblems(recipients)).toEqual([]);
    expect(providerProblems({ MAIL_PROVIDER: 'x'.repeat(201), SHIPPING_CARRIERS: 'DHL' })).toEqual([
      'MAIL_PROVIDER: longer than 200 characters',
    ]);
  });
});
