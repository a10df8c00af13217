import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/** A variant's own low-stock threshold: set, used by the alerts at once, and back to the default. */

const put = (body: unknown) =>
  SELF.fetch('http://localhost:8787/admin/api/stock/threshold', {
    method: 'PUT',
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('low-stock threshold per variant', () => {
  it('is set, audited, raises the alert when the stock is at or under it, and goes back to the default', async () => {
    const variant = await env.DB.prepare(
      "SELECT sku, stock FROM variants WHERE product_sku = 'CMF-101' AND stock > 3 ORDER BY position LIMIT 1",
    ).first<{
      sku: string;
      stock: number;
    }>();
    if (!variant) throw new Error('the seed has a variant in stock');
    const res = await put({ variant: variant.sku, lowStockAt: variant.stock });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sku: variant.sku, lowStockAt: variant.stock, stock: variant.stock });
    expect(await env.DB.prepare('SELECT low_stock_at AS at FROM variants WHERE sku = ?').bind(variant.sku).first()).toEqual({
      at: variant.stock,
    });
    // The seeded owner asks for alerts: the variant is now at its threshold.
    const alert = await env.DB.prepare('SELECT kind FROM staff_alerts WHERE key LIKE ?').bind(`low-stock:${variant.sku}:%`).first();
    expect(alert).toEqual({ kind: 'low-stock' });
    const audit = await env.DB.prepare("SELECT actor, details FROM admin_audit WHERE action = 'stock.threshold'").first();
    expect(audit).toEqual({ actor: 'admin-token', details: JSON.stringify({ lowStockAt: variant.stock }) });

    expect((await put({ variant: variant.sku, lowStockAt: null })).status).toBe(200);
    expect(await env.DB.prepare('SELECT low_stock_at AS at FROM variants WHERE sku = ?').bind(variant.sku).first()).toEqual({ at: null });
  });

  it('refuses what is not a threshold with a 400, and an unknown variant with a 404', async () => {
    expect((await put({ variant: 'CMF-101/black/42', lowStockAt: -1 })).status).toBe(400);
    expect((await put({ variant: 'CMF-101/black/42', lowStockAt: 'ten' })).status).toBe(400);
    expect((await put({ variant: 'CMF-999/black/42', lowStockAt: 2 })).status).toBe(404);
  });
});
