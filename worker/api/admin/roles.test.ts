import { describe, expect, it } from 'vitest';
import { can, type Permission, ROLES, type Role } from '../../../client/backoffice/contract/roles';
import { backOffice, staffSession } from '../../../test/staff';
import { admin } from './index';

/**
 * The role matrix: every endpoint of the operator API, called by a signed-in member of each role.
 * A role without the endpoint's permission gets a 403 naming that permission before anything
 * runs; a role with it is never refused for its role. The table must name every route the API
 * registers: a new endpoint without a row here fails the first test.
 */
const EXPECTED: Record<string, Permission> = {
  'GET /admin/api/stock/low': 'catalog.read',
  'POST /admin/api/stock': 'stock.write',
  'POST /admin/api/stock/bulk': 'stock.write',
  'PUT /admin/api/stock/threshold': 'stock.write',
  'POST /admin/api/catalog/imports': 'catalog.write',
  'POST /admin/api/catalog/imports/:id/chunks': 'catalog.write',
  'POST /admin/api/catalog/imports/:id/commit': 'catalog.write',
  'DELETE /admin/api/catalog/imports/:id': 'catalog.write',
  'POST /admin/api/catalog/prices': 'catalog.write',
  'GET /admin/api/catalog/export': 'catalog.read',
  'GET /admin/api/products': 'catalog.read',
  'GET /admin/api/products/:sku': 'catalog.read',
  'PUT /admin/api/products/:sku': 'catalog.write',
  'PUT /admin/api/products/:sku/positions': 'catalog.write',
  'POST /admin/api/products/:sku/texts/:language/current': 'catalog.write',
  'GET /admin/api/collections': 'catalog.read',
  'GET /admin/api/colours': 'catalog.read',
  'PUT /admin/api/colours': 'catalog.write',
  'GET /admin/api/discounts': 'catalog.read',
  'POST /admin/api/discounts': 'catalog.write',
  'PUT /admin/api/discounts/:code': 'catalog.write',
  'POST /admin/api/discounts/:code/end': 'catalog.write',
  'POST /admin/api/discounts/batches': 'catalog.write',
  'GET /admin/api/discounts/batches/:batch/codes.csv': 'catalog.read',
  'POST /admin/api/discounts/batches/:batch/end': 'catalog.write',
  'GET /admin/api/prices/products/:sku': 'catalog.read',
  'POST /admin/api/prices/bulk': 'catalog.write',
  'GET /admin/api/sales': 'catalog.read',
  'POST /admin/api/sales': 'catalog.write',
  'POST /admin/api/sales/:id/end': 'catalog.write',
  'GET /admin/api/content': 'catalog.read',
  'GET /admin/api/content/documents/:kind/:slug/:language': 'catalog.read',
  'PUT /admin/api/content/documents/:kind/:slug/:language': 'catalog.write',
  'POST /admin/api/content/documents': 'catalog.write',
  'GET /admin/api/content/faq/:position/:language': 'catalog.read',
  'PUT /admin/api/content/faq/:position/:language': 'catalog.write',
  'POST /admin/api/content/faq': 'catalog.write',
  'POST /admin/api/content/faq/:position/move': 'catalog.write',
  'DELETE /admin/api/content/faq/:position': 'catalog.write',
  'PUT /admin/api/images': 'catalog.write',
  'GET /admin/api/images': 'catalog.read',
  'PUT /admin/api/images/sizes': 'catalog.write',
  'GET /admin/api/markets': 'catalog.read',
  'PUT /admin/api/markets/:code': 'settings.write',
  'DELETE /admin/api/markets/:code': 'settings.write',
  'GET /admin/api/seller': 'catalog.read',
  'PUT /admin/api/seller': 'settings.write',
  'PUT /admin/api/seller/payment-methods/:code': 'settings.write',
  'DELETE /admin/api/seller/payment-methods/:code': 'settings.write',
  'GET /admin/api/orders/stuck': 'orders.read',
  'POST /admin/api/orders/reconcile': 'orders.write',
  'GET /admin/api/mail': 'orders.read',
  'GET /admin/api/dashboard': 'dashboard.read',
  'GET /admin/api/reports/sales': 'reports.read',
  'GET /admin/api/reports/sales.csv': 'reports.read',
  'GET /admin/api/reports/us-sales-tax': 'reports.read',
  'GET /admin/api/reports/us-sales-tax.csv': 'reports.read',
  'GET /admin/api/reports/eu-vat': 'reports.read',
  'GET /admin/api/reports/eu-vat.csv': 'reports.read',
  'GET /admin/api/reports/refunds': 'reports.read',
  'GET /admin/api/reports/refunds.csv': 'reports.read',
  'GET /admin/api/orders': 'orders.read',
  'GET /admin/api/orders/export.csv': 'orders.read',
  'GET /admin/api/orders/:id': 'orders.read',
  'POST /admin/api/orders/:id/notes': 'orders.write',
  'POST /admin/api/orders/:id/mail/:mailId/resend': 'orders.write',
  'POST /admin/api/orders/:id/sms/:smsId/resend': 'orders.write',
  'POST /admin/api/orders/:id/fulfil': 'orders.write',
  'POST /admin/api/orders/:id/cancel': 'orders.write',
  'POST /admin/api/orders/:id/refund': 'orders.write',
  'POST /admin/api/orders/:id/cancel/preview': 'orders.read',
  'POST /admin/api/orders/:id/refund/preview': 'orders.read',
  'GET /admin/api/orders/:id/fulfilment': 'orders.read',
  'GET /admin/api/orders/:id/packing-slip': 'orders.read',
  'POST /admin/api/shipments/import': 'orders.write',
  'GET /admin/api/staff': 'staff.read',
  'POST /admin/api/staff': 'staff.write',
  'PATCH /admin/api/staff/:id': 'staff.write',
  'DELETE /admin/api/staff/:id': 'staff.write',
  'GET /admin/api/alerts': 'dashboard.read',
  'GET /admin/api/customers': 'customers.read',
  'GET /admin/api/customers/export': 'customers.privacy',
  'POST /admin/api/customers/erase': 'customers.privacy',
  'GET /admin/api/invoices/:id': 'orders.read',
  'GET /admin/api/orders/:id/invoices': 'orders.read',
  'GET /admin/api/me': 'dashboard.read',
  'PATCH /admin/api/me': 'dashboard.read',
  'POST /admin/api/me/passkeys/options': 'dashboard.read',
  'POST /admin/api/me/passkeys': 'dashboard.read',
  'DELETE /admin/api/me/passkeys/:id': 'dashboard.read',
  'GET /admin/api/reviews': 'catalog.read',
  'POST /admin/api/reviews/:id/approve': 'catalog.write',
  'POST /admin/api/reviews/:id/hide': 'catalog.write',
  'POST /admin/api/reviews/:id/reply': 'catalog.write',
};

/** Every endpoint (method and path) the API registers, its middleware left out. */
function registered(): string[] {
  const seen = new Set<string>();
  for (const route of admin.routes) {
    if (route.method === 'ALL') continue;
    const path = `/admin/api${route.path}`.replace(/\/$/, '');
    seen.add(`${route.method} ${path}`);
  }
  return [...seen].sort();
}

describe('the role matrix of the operator API', () => {
  it('names a permission for every endpoint the API registers', () => {
    expect(registered()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('refuses each role exactly what its permissions leave out, naming the permission', async () => {
    const sessions = {} as Record<Role, { cookie: string }>;
    for (const role of ROLES) sessions[role] = await staffSession(role);
    const wrong: string[] = [];
    for (const [endpoint, permission] of Object.entries(EXPECTED)) {
      const [method, pattern] = endpoint.split(' ');
      const path = pattern.replace(':code', 'zz').replace(/:\w+/g, 'no-such-thing');
      for (const role of ROLES) {
        const res = await backOffice(path, {
          method,
          cookie: sessions[role].cookie,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        const allowed = can(role, permission);
        const body = res.status === 403 ? ((await res.json()) as { permission?: string }) : null;
        if (!allowed && (res.status !== 403 || body?.permission !== permission))
          wrong.push(`${role} ${endpoint}: ${res.status} (expected 403 ${permission})`);
        if (allowed && (res.status === 403 || res.status === 401)) wrong.push(`${role} ${endpoint}: ${res.status} (allowed)`);
        if (!res.bodyUsed) await res.body?.cancel();
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets nobody in without a session, and not with an ended or forged one', async () => {
    expect((await backOffice('/admin/api/orders')).status).toBe(401);
    expect((await backOffice('/admin/api/orders', { cookie: '__Host-staff=forged-token-forged-token' })).status).toBe(401);
    const owner = await staffSession('owner');
    expect((await backOffice('/admin/api/orders', { cookie: owner.cookie })).status).toBe(200);
    const out = await backOffice('/sign-out', { method: 'POST', cookie: owner.cookie });
    expect(out.status).toBe(303);
    expect((await backOffice('/admin/api/orders', { cookie: owner.cookie })).status).toBe(401);
  });
});
