import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SuccessData } from '../../client/contract/pages/success';
import { createDatabase } from '../../db/client';
import { addPair, checkoutForm, Shopper } from '../../test/shopper';
import { composeMail } from '../mail/compose';

/** Shoppers read an order's short number (#10042), never its internal id. */

async function placeOrder(contact: string) {
  const shopper = new Shopper('us');
  await addPair(shopper, 'CMF-124');
  const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, contact), { json: true });
  const { location } = (await res.json()) as { location: string };
  const id = location.split('/')[2];
  const row = await env.DB.prepare('SELECT number FROM orders WHERE id = ?').bind(id).first<{ number: number }>();
  return { shopper, id, location, number: row?.number ?? 0 };
}

describe('order numbers', () => {
  it('two orders get consecutive numbers from 10001 on', async () => {
    const first = await placeOrder('first@example.com');
    const second = await placeOrder('second@example.com');
    expect(first.number).toBeGreaterThan(10000);
    expect(second.number).toBe(first.number + 1);
  });

  it('the confirmation page names the order "#1000x", not by its id', async () => {
    const { shopper, id, location, number } = await placeOrder('page@example.com');
    const data = await shopper.payload<SuccessData>(location);
    expect(data.orderNumber).toBe(number);
    const html = await (await shopper.fetch(location)).text();
    expect(html).toContain(`Order #${number} is confirmed.`);
    expect(html).toMatch(/#1000\d/);
    // The id stays in addresses (the consent form's action), never in what is read.
    const read = html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<[^>]*>/g, ' ');
    expect(read).toContain(`#${number}`);
    expect(read).not.toContain(id);
    // Anyone else with the link sees the state line with the same number, and nothing more.
    const stranger = await (await new Shopper('us').fetch(location)).text();
    expect(stranger).toContain(`Order #${number} is confirmed.`);
  });

  it('the e-mail says "#1000x" in its subject and its body', async () => {
    const { id, number } = await placeOrder('mail@example.com');
    const mail = await env.DB.prepare('SELECT order_id AS orderId, kind, market, details FROM mail_outbox WHERE order_id = ?')
      .bind(id)
      .first<{ orderId: string; kind: string; market: string; details: string | null }>();
    if (!mail) throw new Error('no confirmation queued');
    const composed = await composeMail({ db: createDatabase(env.DB), kv: env.LOCALES }, mail);
    expect(composed?.subject).toBe(`Your order #${number} is confirmed`);
    expect(composed?.subject).toMatch(/#1000\d/);
    expect(composed?.text).toContain(`Your order #${number} is confirmed`);
    expect(composed?.html).not.toContain(id);
    expect(composed?.text).not.toContain(id);
  });
});
