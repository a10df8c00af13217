import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../client/i18n';
import { formatMoney } from '../../client/money';
import type { OrderMailKind } from '../../db/queries/mail-outbox';
import { type Currency, MARKET_CODES, MARKETS, type MarketCode } from '../../locales/markets';
import type { OrderDetails } from '../orders/details';
import { renderOrderMail } from './compose';
import type { MailProps } from './templates';

/**
 * The order e-mails of every market as they leave the shop, HTML and plain text, from an order
 * made up here (the templates read nothing else): what a reader of the text part sees.
 */

/** Amounts in minor units large enough for a thousands separator in every currency. */
function madeUpOrder(market: MarketCode): OrderDetails {
  const { country } = MARKETS[market];
  const address = {
    firstName: 'Hana',
    lastName: 'Novak',
    address: 'Main Street 5',
    city: 'Springfield',
    postalCode: '12345',
    country,
    phone: '',
    ...(country === 'US' ? { state: 'OR' } : {}),
  };
  return {
    lines: [
      { title: 'Cloud Walk Sneaker', size: '42', sizeChart: 'women', colour: 'black', width: 'wide', quantity: 2, lineTotal: 214102 },
      { title: 'Harbour Loafer', size: '39', sizeChart: 'women', colour: 'navy', width: 'standard', quantity: 1, lineTotal: 8900 },
    ],
    totals: { original: 232002, subtotal: 223002, savings: 9000, discount: 2300, shipping: 495, tax: 1234, total: 222431 },
    currency: MARKETS[market].currency,
    contact: 'hana@example.com',
    payment: { brand: 'visa', last4: '4242' },
    shippingAddress: address,
    billingAddress: address,
    addressLines: { shipping: ['Hana Novak', 'Main Street 5'], billing: ['Hana Novak', 'Main Street 5'] },
    addressVerified: true,
    shippingMethod: 'standard',
    marketingConsent: false,
  };
}

function propsFor(market: MarketCode, extra: MailProps['extra'] = {}): MailProps {
  const m = MARKETS[market];
  return {
    t: createTranslator(m.locale, JSON.parse(env.TEST_BUNDLES[market])),
    market: m,
    orderId: 'x8k2m4n6p8q0r2s4t6v8',
    orderNumber: 10042,
    status: 'paid',
    order: madeUpOrder(market),
    extra,
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KINDS: OrderMailKind[] = ['order-confirmation', 'order-shipped', 'order-cancelled', 'order-refunded'];

describe('the plain-text part of order e-mails', () => {
  it.each(MARKET_CODES)('%s: every label stands apart from its amount', async (code) => {
    const props = propsFor(code, { carrier: 'DHL', tracking: '00340434161094042557', amount: 1250 });
    const { t, market, order } = props;
    const money = (amount: number) => formatMoney(amount, order.currency as Currency, market.locale);
    for (const kind of KINDS) {
      const { text } = await renderOrderMail(kind, props);
      // Each row: its label, then at least two spaces (a column's gap), then its amount, on one line.
      const rows: [string, string][] = [
        ['Cloud Walk Sneaker', money(214102)],
        ['Harbour Loafer', money(8900)],
        [t('cart.subtotal'), money(223002)],
        [t('cart.total'), money(222431)],
        [t('checkout.shipping'), money(495)],
      ];
      for (const [label, amount] of rows) expect(text, `${kind}: ${label}`).toMatch(new RegExp(`${escaped(label)} {2,}${escaped(amount)}`));
      // The quantity ends its line or its cell: never followed by an amount's digits or symbol.
      const quantity = new RegExp(`${escaped(t('cart.quantity'))}: 2(.?)`);
      expect(quantity.exec(text)?.[1] ?? 'missing', kind).toMatch(/^(\n|)$/);
      // No amount anywhere is glued to what comes before it.
      for (const amount of [money(214102), money(8900), money(223002), money(222431), money(495)]) {
        for (const at of text.matchAll(new RegExp(escaped(amount), 'g'))) {
          const before = text.slice(Math.max(0, (at.index ?? 0) - 2), at.index);
          expect(before, `${kind}: before ${amount}`).toMatch(/^(\s\s|.?\n|.?−)$/);
        }
      }
    }
  });
});

describe('the lines of order e-mails', () => {
  it('name a width other than the standard as the market does, in HTML and text', async () => {
    for (const [code, line] of [
      ['de', 'Schwarz · EU 42 · Weite H'],
      ['us', 'Black · US 9.5 · Wide (W)'],
      ['jp', 'ブラック · 26.5 cm · 3E（幅広）'],
    ] as const) {
      const { html, text } = await renderOrderMail('order-confirmation', propsFor(code));
      expect(text, code).toContain(line);
      expect(html, code).toContain(line);
      // The standard width is not named: Harbour Loafer's line says colour and size only.
      expect(text, code).not.toMatch(new RegExp(`${escaped(propsFor(code).t('width.standard'))}`));
    }
  });
});

describe('the shipping e-mail', () => {
  it.each(MARKET_CODES)("%s: links the carrier's tracking page in the market's language, in HTML and text", async (code) => {
    const props = propsFor(code, { carrier: 'dhl', tracking: 'JJD 0001/42' });
    const bundle = JSON.parse(env.TEST_BUNDLES[code]) as { mail: { trackingLink: string } };
    const label = bundle.mail.trackingLink;
    const link =
      code === 'de'
        ? 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD%200001%2F42'
        : 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD%200001%2F42';
    const { html, text } = await renderOrderMail('order-shipped', props);
    expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`>${label}</a>`);
    // The address whole, after the label: a reader of the text part copies it.
    expect(text).toMatch(new RegExp(`${escaped(label)}\\s+${escaped(link)}(\\s|$)`));
    expect(text).toContain('JJD 0001/42');
  });

  it.each(MARKET_CODES)('%s: a parcel of an order shipped in parts names its pairs, and that the rest follows', async (code) => {
    const parcel = { carrier: 'DHL', tracking: 'JJD0001', lines: [{ variantSku: 'HARBOUR-NAVY-39', quantity: 1, line: 1 }] };
    const bundle = JSON.parse(env.TEST_BUNDLES[code]) as { mail: { parcelContents: string; parcelRest: string } };
    const part = await renderOrderMail('order-shipped', propsFor(code, { ...parcel, rest: true }));
    expect(part.text).toContain(bundle.mail.parcelContents);
    expect(part.text).toMatch(/Harbour Loafer · [^\n]+ · [^\n]+: 1/);
    expect(part.text).toContain(bundle.mail.parcelRest);
    const last = await renderOrderMail('order-shipped', propsFor(code, { ...parcel, rest: false }));
    expect(last.text).toContain(bundle.mail.parcelContents);
    expect(last.text).not.toContain(bundle.mail.parcelRest);
    // An order shipped whole before parcels existed: no list, as before.
    expect((await renderOrderMail('order-shipped', propsFor(code, { carrier: 'DHL', tracking: 'JJD0001' }))).text).not.toContain(
      bundle.mail.parcelContents,
    );
  });

  it('a carrier the table does not know: the number, no link', async () => {
    const { html, text } = await renderOrderMail('order-shipped', propsFor('gb', { carrier: 'Bob’s Van', tracking: 'BV-123' }));
    expect(text).toContain('Tracking number: BV-123');
    expect(text).not.toContain('Track your parcel');
    expect(html).not.toContain('<a ');
  });
});

describe('the review invitation', () => {
  it.each(MARKET_CODES)('%s: greets the buyer, names what they bought, and spells out the link, without prices', async (code) => {
    const link = `http://${code}.localhost:8787/review/abc_DEF-123`;
    const props = propsFor(code, { link });
    const bundle = JSON.parse(env.TEST_BUNDLES[code]) as { mail: { reviewLink: string; reviewNote: string } };
    const { subject, html, text } = await renderOrderMail('review-invitation', props);
    expect(subject).not.toContain('{{');
    expect(html).toContain(`href="${link}"`);
    expect(text).toMatch(new RegExp(`${escaped(bundle.mail.reviewLink)}\\s+${escaped(link)}(\\s|$)`));
    // Wrapped at 100 characters: compared with its line breaks as spaces.
    expect(text.replace(/\s+/g, ' ')).toContain(bundle.mail.reviewNote);
    expect(text).toContain('Harbour Loafer');
    expect(text).not.toContain(formatMoney(8900, props.order.currency as Currency, props.market.locale));
  });
});
