import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import jp from '../../../locales/jp.json';
import us from '../../../locales/us.json';
import type { Messages } from '../../contract/payloads';
import { createTranslator } from '../../i18n';
import { Invoice } from './invoice';
import type { InvoiceDocument } from './invoice-document';

const seller = {
  name: 'Comfort Steps GmbH',
  address: 'Hauptstraße 1, 10115 Berlin',
  phone: '',
  register: '',
  vatId: '',
  jpRegistration: '',
  abn: '',
};

const japanese: InvoiceDocument = {
  version: 1,
  kind: 'invoice',
  number: 'CS-000042',
  market: 'jp',
  locale: 'ja-JP',
  currency: 'JPY',
  issuedOn: '2026-03-02',
  suppliedOn: '2026-03-01',
  order: { id: 'o1', number: 10042, placedOn: '2026-03-01' },
  credits: null,
  refundId: null,
  seller: { ...seller, jpRegistration: 'T1234567890123' },
  buyer: {
    name: '山田 花子',
    addressLines: ['〒100-0001', '東京都', '千代田区千代田1-1', '山田 花子', '日本'],
    email: 'hanako@example.jp',
  },
  tax: { kind: 'consumption-tax', pricesIncludeTax: true, region: null, country: 'JP' },
  lines: [
    {
      kind: 'product',
      name: 'ウォーキングシューズ',
      sku: 'CMF-101-BLK-42',
      colour: 'black',
      size: '26.5 cm',
      quantity: 1,
      unitPrice: 12980,
      discount: 0,
      rate: 10000,
      net: 11800,
      tax: 1180,
      gross: 12980,
    },
    {
      kind: 'shipping',
      name: '',
      sku: '',
      colour: '',
      size: '',
      quantity: 1,
      unitPrice: 990,
      discount: 0,
      rate: 10000,
      net: 900,
      tax: 90,
      gross: 990,
    },
  ],
  taxes: [{ rate: 10000, net: 12700, tax: 1270, gross: 13970 }],
  totals: { net: 12700, tax: 1270, gross: 13970 },
};

const render = (doc: InvoiceDocument, bundle: object) =>
  renderToStaticMarkup(createElement(Invoice, { document: doc, t: createTranslator(doc.locale, bundle as Messages) }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the printed invoice', () => {
  it('is a qualified invoice in Japan: its title, the registration number, tax per rate, yen', () => {
    const html = render(japanese, jp);
    const words = text(html);
    expect(html).toContain('<h1 id="invoice-CS-000042-title">適格請求書</h1>');
    expect(words).toContain('登録番号 T1234567890123');
    expect(words).toContain('税率ごとの内訳');
    expect(words).toMatch(/10% ￥12,700 ￥1,270 ￥13,970/);
    expect(words).toContain('2026年3月2日');
    expect(words).toContain('黒, 26.5 cm'.replace('黒', String(jp.colour.black)));
    // A table a screen reader can read: a caption and headers for columns and rows.
    expect(html).toMatch(/<table class="invoice__lines"><caption>取引内容<\/caption><thead><tr><th scope="col">/);
    expect(html).toContain('<th scope="row">送料</th>');
    expect(html).not.toContain('ABN');
  });

  it('shows a German credit note negative, naming the invoice it corrects', () => {
    const credit: InvoiceDocument = {
      ...japanese,
      kind: 'credit-note',
      number: 'CS-000043',
      market: 'de',
      locale: 'de-DE',
      currency: 'EUR',
      credits: { id: 'i1', number: 'CS-000042', issuedOn: '2026-03-02' },
      seller: { ...seller, vatId: 'DE123456789' },
      tax: { kind: 'vat', pricesIncludeTax: true, region: null, country: 'DE' },
      lines: [
        {
          ...japanese.lines[0],
          name: 'Wanderschuh',
          size: 'EU 42',
          quantity: -1,
          unitPrice: 5995,
          rate: 19000,
          net: -5038,
          tax: -957,
          gross: -5995,
        },
      ],
      taxes: [{ rate: 19000, net: -5038, tax: -957, gross: -5995 }],
      totals: { net: -5038, tax: -957, gross: -5995 },
    };
    const words = text(render(credit, de));
    expect(words).toContain('Rechnungskorrektur');
    expect(words).toContain('Korrektur zur Rechnung CS-000042 vom 2. März 2026');
    expect(words).toContain('USt-IdNr. DE123456789');
    expect(words).toMatch(/19 % -50,38 € -9,57 € -59,95 €/);
    expect(words).not.toContain('登録番号');
  });

  it('names the state of a US invoice’s sales tax', () => {
    const american: InvoiceDocument = {
      ...japanese,
      market: 'us',
      locale: 'en-US',
      currency: 'USD',
      seller,
      tax: { kind: 'sales-tax', pricesIncludeTax: false, region: 'CA', country: 'US' },
      lines: [{ ...japanese.lines[0], size: 'US 9', unitPrice: 9995, rate: 7250, net: 9995, tax: 725, gross: 10720 }],
      taxes: [{ rate: 7250, net: 9995, tax: 725, gross: 10720 }],
      totals: { net: 9995, tax: 725, gross: 10720 },
    };
    const words = text(render(american, us));
    expect(words).toContain('Sales tax of CA');
    expect(words).toMatch(/7\.25% \$99\.95 \$7\.25 \$107\.20/);
  });
});
