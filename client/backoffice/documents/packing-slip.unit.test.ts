import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STAFF_LOCALES, STAFF_MESSAGES, type StaffLanguage } from '../../../locales/backoffice';
import { createTranslator } from '../../i18n';
import { PackingSlip, type PackingSlipData } from './packing-slip';

/** The printed packing slip: a table a screen reader reads as one, in the staff member's language. */

const slip: PackingSlipData = {
  order: { id: 'x8k2m4n6p8q0r2s4t6v8w0', number: 10042, placedAt: Date.UTC(2026, 10, 26, 9, 30), market: 'us', status: 'paid' },
  shipTo: ['Ada Walker', '12 Elm Street', 'Portland, OR 97201', 'United States'],
  phone: '+1 217 555 0100',
  lines: [
    {
      variantSku: 'CMF-104-BLACK-42',
      shelf: 'CMF-104/black/42',
      productSku: 'CMF-104',
      title: 'Cloud Walk Sneaker',
      colour: 'black',
      size: 'US 10',
      sizeEu: '42',
      ordered: 2,
      toPack: 1,
    },
    {
      variantSku: 'CMF-113-NAVY-39',
      shelf: 'CMF-113/navy/39',
      productSku: 'CMF-113',
      title: 'Harbour Loafer',
      colour: 'navy',
      size: 'EU 39',
      sizeEu: '39',
      ordered: 1,
      toPack: 1,
    },
  ],
  partial: true,
};

const render = (data: PackingSlipData, language: StaffLanguage = 'en') =>
  renderToStaticMarkup(createElement(PackingSlip, { slip: data, t: createTranslator(STAFF_LOCALES[language], STAFF_MESSAGES[language]) }));

describe('the packing slip', () => {
  it('is a table with a caption, column and row headers, and every text translated', () => {
    const html = render(slip);
    expect(html).toContain('<h1 id="packing-slip-x8k2m4n6p8q0r2s4t6v8w0-title">Packing slip #10042</h1>');
    expect(html).toContain('<caption>2 pairs to pack</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(6);
    expect(html).toContain('<th scope="row">Cloud Walk Sneaker<br/><span class="packing-slip__sku">CMF-104-BLACK-42</span></th>');
    // The shopper's size, and the shelf's where they differ; a line half sent says so.
    expect(html).toContain('US 10<span class="packing-slip__eu"> (EU 42)</span>');
    expect(html).toContain('<td>EU 39</td>');
    expect(html).toContain('1<span class="packing-slip__of"> of 2</span>');
    expect(html).toContain('<address>');
    expect(html).toContain('Portland, OR 97201');
    expect(html).toContain('<time dateTime="2026-11-26">2026-11-26</time>');
    expect(html).toContain('Part of this order left in an earlier parcel');
    expect(html).not.toMatch(/fulfil\./);
  });

  it('speaks German to German staff, and says when nothing is left to pack', () => {
    const html = render({ ...slip, lines: [], partial: false }, 'de');
    expect(html).toContain('Packzettel #10042');
    expect(html).toContain('Nichts mehr zu packen');
    expect(html).not.toContain('<table');
    expect(render(slip, 'de')).toContain('<td>Schwarz</td>');
  });
});
