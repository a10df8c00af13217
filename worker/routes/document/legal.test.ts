import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MARKET_CODES, type MarketCode } from '../../../locales/markets';
import { get } from '../../../test/requests';
import { clearCatalogCache } from '../../catalog-cache';
import { app } from '../../index';

/** What the page shows: the app's markup, without the boot data after it. */
const markup = (html: string) => (html.split('<div id="root">')[1] ?? '').split('<script type="application/json" id="boot">')[0];
const page = async (path: string, market: MarketCode) => markup(await (await get(path, market)).text());

/** The authority each market's privacy policy names for complaints (GDPR Art. 77, UK GDPR, the Privacy Act, APPI; the US: state law). */
const AUTHORITY: Record<MarketCode, string> = {
  us: 'California Consumer Privacy Act',
  de: 'Landesdatenschutzbehörden',
  cz: 'Úřadu pro ochranu osobních údajů',
  es: 'Agencia Española de Protección de Datos',
  fr: 'Commission nationale de l&#x27;informatique et des libertés',
  gb: 'Information Commissioner&#x27;s Office',
  hu: 'Nemzeti Adatvédelmi és Információszabadság Hatóság',
  jp: '個人情報保護委員会',
  ro: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal',
  sk: 'Úrade na ochranu osobných údajov Slovenskej republiky',
  pl: 'Urzędu Ochrony Danych Osobowych',
  au: 'Office of the Australian Information Commissioner',
};

/** The terms' statement of the contract language (Art. 10(1)(d) of Directive 2000/31/EC; § 312i BGB with Art. 246c EGBGB). */
const LANGUAGE: Record<MarketCode, string> = {
  us: 'The contract is made in English.',
  gb: 'The contract is made in English.',
  au: 'The contract is made in English.',
  de: 'Vertragssprache ist Deutsch.',
  cz: 'Smlouva se uzavírá v češtině.',
  es: 'El contrato se celebra en español.',
  fr: 'Le contrat est conclu en français.',
  hu: 'A szerződés magyar nyelven jön létre.',
  jp: '契約は日本語で締結します。',
  ro: 'Contractul se încheie în limba română.',
  sk: 'Zmluva sa uzatvára v slovenčine.',
  pl: 'Umowa zostaje zawarta w języku polskim.',
};

/** Whether the seller stores the contract text (Art. 10(1)(b) of Directive 2000/31/EC). */
const STORED: Record<MarketCode, string> = {
  us: 'We store the details of your order',
  gb: 'We store the contract text',
  au: 'We store the details of your order',
  de: 'Wir speichern den Vertragstext',
  cz: 'Text smlouvy ukládáme',
  es: 'Archivamos el documento electrónico del contrato',
  fr: 'Nous archivons le contrat',
  hu: 'A szerződést iktatjuk',
  jp: '当店はご注文の内容を保存し',
  ro: 'Arhivăm contractul',
  sk: 'Text zmluvy ukladáme',
  pl: 'Przechowujemy treść umowy',
};

describe.each(MARKET_CODES)('the legal texts of %s', (code) => {
  it('name the controller, the recipients by name and the complaint authority in the privacy policy', async () => {
    const html = await page('/pages/privacy', code);
    // wrangler.toml's development vars: the seller, the test provider, MailDev, DHL; Cloudflare hosts every shop.
    for (const name of [
      'Comfort Steps GmbH (development)',
      'Comfort Steps test payments (development)',
      'MailDev (development)',
      'Cloudflare, Inc.',
      'DHL',
      AUTHORITY[code],
    ])
      expect(html, name).toContain(name);
    expect(html).not.toMatch(/\{\{[a-zA-Z.]+\}\}/);
  });

  it('name the seller, the contract language and whether the contract text is stored in the terms', async () => {
    const html = await page('/pages/terms', code);
    for (const text of ['Comfort Steps GmbH (development)', 'Beispielstraße 1, 10115 Berlin', LANGUAGE[code], STORED[code]])
      expect(html, text).toContain(text);
    expect(html).not.toMatch(/\{\{[a-zA-Z.]+\}\}/);
  });
});

describe('the legal texts per market', () => {
  it('the US terms add sales tax by state and never say prices include taxes', async () => {
    const html = await page('/pages/terms', 'us');
    expect(html).toContain('do not include sales tax');
    expect(html).not.toMatch(/include[sd]? (the )?tax|inclusive of tax|VAT/i);
    // The US notice says what state law asks: no sale, no sharing for cross-context behavioral advertising.
    expect(await page('/pages/privacy', 'us')).toContain('We do not sell your personal information');
  });

  it('the UK, Australian and EU terms name their statutory guarantees', async () => {
    expect(await page('/pages/terms', 'gb')).toContain('Consumer Rights Act 2015');
    expect(await page('/pages/terms', 'au')).toContain('guarantees that cannot be excluded under the Australian Consumer Law');
    expect(await page('/pages/terms', 'de')).toContain('§ 36 VSBG');
    const fr = await page('/pages/terms', 'fr');
    expect(fr).toContain('garantie légale de conformité');
    // No mediator configured (development): its line is left out, not shown half.
    expect(fr).not.toContain('médiateur de la consommation dont nous relevons');
  });

  it('the pages name what is configured: Stripe, the mail provider, each market’s carriers, SMS where texted, the identifiers', async () => {
    const configured = {
      ...env,
      PAYMENT_GATEWAY: 'stripe',
      MAIL_PROVIDER: 'Brevo (Sendinblue SAS, Paris)',
      SHIPPING_CARRIERS: 'DHL, Royal Mail, Yamato',
      SMS_PROVIDER: 'twilio',
      COMPANY_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
      COMPANY_VAT_ID: 'DE136695976',
      COMPANY_ABN: '51 824 753 556',
      COMPANY_CONTACT_HOURS: '平日10:00〜17:00（土日祝日を除く）',
      COMPANY_CONSUMER_MEDIATOR: 'Médiation de la consommation Exemple, https://mediation.example.fr',
    };
    // Another catalog version: the pages rendered above with the development settings are not served again.
    await env.DB.prepare("UPDATE catalog_version SET version = 'legal-configured'").run();
    clearCatalogCache();
    const fetchPage = async (path: string, market: MarketCode) =>
      markup(await (await app.fetch(new Request(`http://${market}.localhost:8787${path}`), configured, createExecutionContext())).text());
    const gb = await fetchPage('/pages/privacy', 'gb');
    for (const name of ['Stripe Payments Europe, Ltd.', 'Brevo (Sendinblue SAS, Paris)', 'DHL and Royal Mail']) expect(gb).toContain(name);
    expect(gb).not.toContain('Yamato');
    expect(gb).not.toContain('Twilio');
    const jp = await fetchPage('/pages/privacy', 'jp');
    expect(jp).toContain('Twilio Inc.');
    expect(jp).not.toContain('Royal Mail');
    expect(await fetchPage('/pages/commerce-disclosure', 'jp')).toContain('平日10:00〜17:00（土日祝日を除く）');
    const terms = await fetchPage('/pages/terms', 'fr');
    expect(terms).toContain('Amtsgericht Berlin-Charlottenburg, HRB 123456 B');
    expect(terms).toContain('DE136695976');
    expect(terms).toContain('médiateur de la consommation dont nous relevons : Médiation de la consommation Exemple');
    // The UK terms name the UK VAT number, which is the EU one while the seller has none of its own (as UK invoices do).
    expect(await fetchPage('/pages/terms', 'gb')).toContain('VAT number: DE136695976');
    expect(await fetchPage('/pages/terms', 'au')).toContain('51 824 753 556');
  });
});
