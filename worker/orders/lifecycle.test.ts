import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { nextStatus, transition } from './lifecycle';

const db = createDatabase(env.DB);

/** An order as checkout leaves it: authorised, with its authorised payment and one line. */
async function authorisedOrder(id: string) {
  const variant = await env.DB.prepare(
    "SELECT sku, product_sku AS product, stock FROM variants WHERE product_sku = 'CMF-127' LIMIT 1",
  ).first<{
    sku: string;
    product: string;
    stock: number;
  }>();
  if (!variant) throw new Error('no variant');
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, market, currency, status, total, placed_at, updated_at) VALUES (?, 'us', 'USD', 'authorized', 5000, 1, 1)",
    ).bind(id),
    env.DB.prepare(
      'INSERT INTO order_lines (order_id, product_sku, variant_sku, quantity, unit_price, line_total) VALUES (?, ?, ?, 2, 2500, 5000)',
    ).bind(id, variant.product, variant.sku),
    env.DB.prepare(
      "INSERT INTO payment_attempts (order_id, gateway, reference, amount, currency, status, brand, last4, created_at) VALUES (?, 'test', ?, 5000, 'USD', 'authorized', 'Visa', '4242', 1)",
    ).bind(id, `ref-${id}`),
  ]);
  return variant;
}

const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status;

describe('the order state machine', () => {
  it('allows capture and fail only from authorized', () => {
    expect(nextStatus('authorized', 'capture')).toBe('paid');
    expect(nextStatus('authorized', 'fail')).toBe('failed');
    for (const status of ['paid', 'failed', 'pending', 'anything']) {
      expect(nextStatus(status, 'capture')).toBeNull();
      expect(nextStatus(status, 'fail')).toBeNull();
    }
  });

  it('allows refund and dispute only from paid or fulfilled', () => {
    for (const status of ['paid', 'fulfilled']) {
      expect(nextStatus(status, 'refund')).toBe('refunded');
      expect(nextStatus(status, 'dispute')).toBe('disputed');
    }
    for (const status of ['authorized', 'failed', 'cancelled', 'refunded', 'disputed']) {
      expect(nextStatus(status, 'refund')).toBeNull();
      expect(nextStatus(status, 'dispute')).toBeNull();
    }
  });

  it('allows fulfil only from paid, and cancel only before shipping', () => {
    expect(nextStatus('paid', 'fulfil')).toBe('fulfilled');
    expect(nextStatus('authorized', 'cancel')).toBe('cancelled');
    expect(nextStatus('paid', 'cancel')).toBe('cancelled');
    for (const status of ['authorized', 'fulfilled', 'failed', 'cancelled', 'refunded', 'disputed'])
      expect(nextStatus(status, 'fulfil')).toBeNull();
    for (const status of ['fulfilled', 'failed', 'cancelled', 'refunded', 'disputed']) expect(nextStatus(status, 'cancel')).toBeNull();
  });

  it('cancelling an authorised order gives its stock back once', async () => {
    const variant = await authorisedOrder('order-cancel');
    const results = await Promise.all([4, 4].map((at) => transition(db, 'order-cancel', 'cancel', at)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await statusOf('order-cancel')).toBe('cancelled');
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(variant.stock + 2);
    expect(await transition(db, 'order-cancel', 'fail', 5)).toBe(false);
  });

  it('a paid order is refunded once however often it is told, and an authorised one not at all', async () => {
    await authorisedOrder('order-refund');
    expect(await transition(db, 'order-refund', 'refund', 2)).toBe(false);
    await transition(db, 'order-refund', 'capture', 2);
    const results = await Promise.all([3, 3, 3].map((at) => transition(db, 'order-refund', 'refund', at)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await transition(db, 'order-refund', 'dispute', 4)).toBe(false);
    const { results: events } = await env.DB.prepare(
      "SELECT from_status AS f, to_status AS t FROM order_events WHERE order_id = 'order-refund' ORDER BY id",
    ).all();
    expect(events).toEqual([
      { f: null, t: 'authorized' },
      { f: 'authorized', t: 'paid' },
      { f: 'paid', t: 'refunded' },
    ]);
  });

  it('five parallel captures of one order: one transition, one event', async () => {
    await authorisedOrder('order-parallel');
    const results = await Promise.all(Array.from({ length: 5 }, () => transition(db, 'order-parallel', 'capture', 2)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await statusOf('order-parallel')).toBe('paid');
    const { results: events } = await env.DB.prepare(
      "SELECT from_status AS f, to_status AS t, at FROM order_events WHERE order_id = 'order-parallel' ORDER BY id",
    ).all();
    expect(events).toEqual([
      { f: null, t: 'authorized', at: 1 },
      { f: 'authorized', t: 'paid', at: 2 },
    ]);
    // A paid order cannot fail any more, and its stock stays sold.
    expect(await transition(db, 'order-parallel', 'fail', 3)).toBe(false);
    expect(await statusOf('order-parallel')).toBe('paid');
  });

  it('capture and fail racing: exactly one wins, and stock comes back only if fail won', async () => {
    const variant = await authorisedOrder('order-race');
    const [captured, failed] = await Promise.all([
      transition(db, 'order-race', 'capture', 2),
      transition(db, 'order-race', 'fail', 2, 'expired'),
    ]);
    expect(Number(captured) + Number(failed)).toBe(1);
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(failed ? variant.stock + 2 : variant.stock);
    const payment = await env.DB.prepare("SELECT status FROM payment_attempts WHERE order_id = 'order-race'").first<{ status: string }>();
    expect(payment?.status).toBe(captured ? 'captured' : 'failed');
  });

  it('the database refuses a paid order without a captured payment', async () => {
    await authorisedOrder('order-uncaptured');
    await expect(env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = 'order-uncaptured'").run()).rejects.toThrow(/NOT_CAPTURED/);
    await expect(
      env.DB.prepare(
        "INSERT INTO orders (id, market, currency, status, total, placed_at) VALUES ('order-born-paid', 'us', 'USD', 'paid', 1, 1)",
      ).run(),
    ).rejects.toThrow(/NOT_CAPTURED/);
    expect(await statusOf('order-uncaptured')).toBe('authorized');
  });
});
