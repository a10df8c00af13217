import { env } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../client/backoffice/documents/invoice-document';
import { createDatabase } from '../../db/client';
import { get } from '../../test/requests';
import { COMPLETE_SELLER } from '../../test/seller';
import { addPair, checkoutForm, Shopper } from '../../test/shopper';
import { backOffice, staffSession } from '../../test/staff';
import { issueInvoice } from '../invoices/issue';
import { settingsSchema } from '../settings';
import { forgetStoredSettings } from './store';

// The next file shares this workerd: what was saved here must not linger in the isolate's copy.
afterAll(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM seller_details'), env.DB.prepare('DELETE FROM market_payment_methods')]);
  forgetStoredSettings();
});

const form = (fields: [string, string][]) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const complete = COMPLETE_SELLER;

/** What the page shows: the app's markup, without the boot data after it. */
const markup = async (res: Response) => ((await res.text()).split('<div id="root">')[1] ?? '').split('id="boot">')[0];

const audit = (action: string) =>
  env.DB.prepare('SELECT actor, target, details FROM admin_audit WHERE action = ? ORDER BY id').bind(action).all<{ details: string }>();

const productMethods = async (market: 'de' | 'fr' | 'jp' | 'pl', sku = 'CMF-101') =>
  ((await (await get(`/products/${sku}/_payload.json`, market)).json()) as { data: { paymentMethods: string[] } }).data.paymentMethods;

describe("the seller's details in the back office", () => {
  // First: the shop as deployed, before anything is saved.
  it('shows the details to other roles without forms, and the API refuses their changes', async () => {
    const viewer = await staffSession('viewer');
    const page = await (await backOffice('/seller', { cookie: viewer.cookie })).text();
    expect(page).not.toContain('name="representative"');
    expect(page).not.toContain('name="methods"');
    // wrangler.toml's development seller, and what it lacks for the markets' law.
    expect(page).toContain('Comfort Steps GmbH (development)');
    expect(page).toContain('deploying is refused');
    const refused = await backOffice('/seller', { ...form(Object.entries(complete)), cookie: viewer.cookie });
    expect(refused.status).toBe(403);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM seller_details').first())?.n).toBe(0);
  });
  it('refuses a German seller without representative, register and VAT id, keeping what was typed', async () => {
    const owner = await staffSession('owner');
    const typed = { ...complete, representative: '', register: '', vatId: 'DE 123', name: 'Comfort Steps <GmbH>' };
    const res = await backOffice('/seller', { ...form(Object.entries(typed)), cookie: owner.cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="Comfort Steps &lt;GmbH&gt;"');
    expect(html).toContain('value="DE 123"');
    expect(html).toContain('value="山田 太郎"');
    // Each problem beside its field, tied to it.
    expect(html).toMatch(
      /id="seller-representative"[^>]*aria-describedby="seller-representative-hint seller-representative-error"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain('<p id="seller-representative-error" class="field-error">Required for DE, JP.</p>');
    // The register: every EU market and the UK ask for it (e-commerce law), Germany's Impressum too.
    expect(html).toContain('<p id="seller-register-error" class="field-error">Required for DE, CZ, ES, FR, GB, HU, RO, SK, PL.</p>');
    expect(html).toContain('id="seller-vatId-error" class="field-error">This is not a valid EU VAT number');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM seller_details').first())?.n).toBe(0);
    expect((await audit('seller.details')).results).toEqual([]);
  });

  it('refuses a Japanese seller without 運営統括責任者, in German for a German member', async () => {
    const owner = await staffSession('owner', { language: 'de' });
    const res = await backOffice('/seller', { ...form(Object.entries({ ...complete, operationsManager: '' })), cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<p id="seller-operationsManager-error" class="field-error">Pflicht für JP.</p>');
  });

  it('refuses a Japanese seller without contact hours, and offers the field labelled', async () => {
    const owner = await staffSession('owner');
    const res = await backOffice('/seller', { ...form(Object.entries({ ...complete, contactHours: '' })), cookie: owner.cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<label for="seller-contactHours">Hours enquiries are answered (お問い合わせ受付時間)</label>');
    expect(html).toContain('<p id="seller-contactHours-error" class="field-error">Required for JP.</p>');
    expect(html).toContain('<label for="seller-supervisoryAuthority">Supervisory authority of a licensed trade</label>');
    // The recipients the privacy policies name, as the deployment's settings have them (wrangler.toml's development vars).
    expect(html).toContain('<dt>E-mails</dt><dd>MailDev (development)</dd>');
    expect(html).toContain('<dt>Carriers</dt><dd>DHL</dd>');
    expect(html).toContain('<dt>Hosting</dt><dd>Cloudflare, Inc. (San Francisco)</dd>');
  });

  it('a saved detail is on the Impressum and the 特定商取引法 page at once, and the save is audited', async () => {
    // The pages as they were, kept by the page caches.
    expect(await markup(await get('/pages/imprint', 'de'))).not.toContain('Vertreten durch');
    expect(await markup(await get('/pages/commerce-disclosure', 'jp'))).not.toContain('運営統括責任者');
    const owner = await staffSession('owner');
    const saved = await backOffice('/seller', { ...form(Object.entries(complete)), cookie: owner.cookie });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/seller?done=seller.saved');
    const imprint = await markup(await get('/pages/imprint', 'de'));
    expect(imprint).toContain('Anna Beispiel');
    expect(imprint).toContain('Amtsgericht Berlin-Charlottenburg, HRB 123456 B');
    expect(imprint).toContain('DE136695976');
    expect(imprint).toContain('Vertreten durch');
    const disclosure = await markup(await get('/pages/commerce-disclosure', 'jp'));
    expect(disclosure).toMatch(/運営統括責任者.*山田 太郎/s);
    expect(disclosure).toMatch(/代表者.*Anna Beispiel/s);
    expect(disclosure).toMatch(/お問い合わせ受付時間.*平日10:00〜17:00/s);
    const [line] = (await audit('seller.details')).results;
    expect(line).toMatchObject({ target: 'seller' });
    // Which fields changed, never their values.
    expect(JSON.parse(line.details).changed).toEqual(expect.arrayContaining(['representative', 'register', 'vatId', 'operationsManager']));
    expect(line.details).not.toContain('Anna');
    // The page shows what is in force; nothing is missing any more.
    const page = await (await backOffice('/seller', { cookie: owner.cookie })).text();
    expect(page).toContain('value="Anna Beispiel"');
    expect(page).not.toContain('deploying is refused');
    expect(page).toContain('a change applies to new invoices only');
  });
});

/** A paid German order, through the checkout, and its invoice issued now. */
async function invoicedOrder(sku: string): Promise<InvoiceDocument['seller']> {
  const shopper = new Shopper('de');
  await addPair(shopper, sku);
  const form = {
    ...(await checkoutForm(shopper, `seller-${sku}@example.com`)),
    'shipping.country': 'DE',
    'shipping.firstName': 'Erika',
    'shipping.lastName': 'Muster',
    'shipping.address': 'Hauptstraße 5',
    'shipping.city': 'Berlin',
    'shipping.postalCode': '10115',
  };
  const res = await shopper.post('/checkout/pay', form, { json: true });
  const orderId = ((await res.json()) as { location: string }).location.split('/')[2];
  await issueInvoice(createDatabase(env.DB), orderId, Date.now(), { settings: settingsSchema.parse(env), actor: 'test' });
  const row = await env.DB.prepare("SELECT document FROM invoices WHERE order_id = ? AND kind = 'invoice'")
    .bind(orderId)
    .first<{ document: string }>();
  return (JSON.parse(row?.document ?? '{}') as InvoiceDocument).seller;
}

describe('invoices and the seller', () => {
  it('an issued invoice keeps the details it was issued with; a new one carries the saved details', async () => {
    const before = await invoicedOrder('CMF-110');
    const owner = await staffSession('owner');
    const renamed = { ...complete, name: 'Comfort Steps Schuhe GmbH' };
    expect((await backOffice('/seller', { ...form(Object.entries(renamed)), cookie: owner.cookie })).status).toBe(303);
    const after = await invoicedOrder('CMF-111');
    expect(after).toMatchObject({ name: 'Comfort Steps Schuhe GmbH', vatId: 'DE136695976', register: complete.register });
    const kept = await env.DB.prepare('SELECT document FROM invoices ORDER BY issued_at, number').all<{ document: string }>();
    expect((JSON.parse(kept.results[0].document) as InvoiceDocument).seller).toEqual(before);
    expect(before.name).not.toBe('Comfort Steps Schuhe GmbH');
  });
});

describe('payment methods per market', () => {
  it('offers by default what each market took before, never the test provider’s card list', async () => {
    const de = await productMethods('de');
    expect(de).toEqual(['Visa', 'Mastercard', 'American Express', 'Apple Pay', 'Google Pay', 'Klarna', 'PayPal']);
    for (const stranger of ['Discover', 'JCB', 'Maestro']) expect(de).not.toContain(stranger);
    expect(await productMethods('jp')).toContain('コンビニ決済');
    expect(await productMethods('pl')).toEqual(expect.arrayContaining(['BLIK', 'Przelewy24']));
  });

  it('methods chosen for de show on the de product page and in no other market; a reset brings the defaults back', async () => {
    const owner = await staffSession('owner');
    const chosen = ['paypal', 'klarna', 'sepa_debit', 'visa'].map((m): [string, string] => ['methods', m]);
    const saved = await backOffice('/seller/payment-methods', { ...form([['market', 'de'], ...chosen]), cookie: owner.cookie });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/seller?done=seller.methods.saved');
    expect(await productMethods('de', 'CMF-102')).toEqual(['PayPal', 'Klarna', 'SEPA-Lastschrift', 'Visa']);
    expect(await productMethods('fr', 'CMF-102')).not.toContain('SEPA Direct Debit');
    expect(await productMethods('fr', 'CMF-102')).toContain('Cartes Bancaires');
    const [line] = (await audit('market.payment-methods')).results;
    expect(line).toMatchObject({ target: 'market:de' });
    expect(JSON.parse(line.details)).toEqual({ methods: ['paypal', 'klarna', 'sepa_debit', 'visa'] });
    const page = await (await backOffice('/seller', { cookie: owner.cookie })).text();
    expect(page).toMatch(/id="method-de-sepa_debit" name="methods" checked="" value="sepa_debit"/);
    const reset = await backOffice('/seller/payment-methods/reset', { ...form([['market', 'de']]), cookie: owner.cookie });
    expect(reset.status).toBe(303);
    expect(await productMethods('de', 'CMF-103')).toContain('American Express');
    expect((await audit('market.payment-methods.reset')).results).toHaveLength(1);
  });

  it('the 特定商取引法 page names the methods jp offers now, in Japanese', async () => {
    expect(await markup(await get('/pages/commerce-disclosure', 'jp'))).toContain(
      'Visa、Mastercard、JCB、American Express、Apple Pay、Google Pay、コンビニ決済をご利用いただけます。',
    );
    const owner = await staffSession('owner');
    const chosen = ['visa', 'jcb', 'konbini'].map((m): [string, string] => ['methods', m]);
    expect((await backOffice('/seller/payment-methods', { ...form([['market', 'jp'], ...chosen]), cookie: owner.cookie })).status).toBe(
      303,
    );
    expect(await markup(await get('/pages/commerce-disclosure', 'jp'))).toContain('Visa、JCB、コンビニ決済をご利用いただけます。');
    await backOffice('/seller/payment-methods/reset', { ...form([['market', 'jp']]), cookie: owner.cookie });
  });

  it('refuses a method the checkout cannot take in the market’s currency, and none at all, keeping the ticks', async () => {
    const owner = await staffSession('owner');
    const res = await backOffice('/seller/payment-methods', {
      ...form([
        ['market', 'de'],
        ['methods', 'visa'],
        ['methods', 'blik'],
      ]),
      cookie: owner.cookie,
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('The checkout cannot take one of these methods');
    expect(html).toMatch(/id="method-de-visa" name="methods" checked="" value="visa"/);
    expect(html).not.toMatch(/id="method-de-amex" name="methods" checked=""/);
    // BLIK is not offered to a euro market at all.
    expect(html).not.toContain('id="method-de-blik"');
    const none = await backOffice('/seller/payment-methods', { ...form([['market', 'de']]), cookie: owner.cookie });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Tick at least one payment method.');
    const api = await backOffice('/admin/api/seller/payment-methods/jp', {
      method: 'PUT',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ methods: ['konbini', 'maestro'] }),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ problems: ['methods: "maestro" is not a way to pay the checkout takes'] });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM market_payment_methods').first())?.n).toBe(0);
  });
});
