import { describe, expect, it } from 'vitest';
import { can, ROLES } from '../../client/backoffice/contract/roles';
import { backOfficeRoutes } from '../../client/backoffice/contract/routes';
import { backOffice, staffSession } from '../../test/staff';

/**
 * Every back office page for every role, in both languages: a page the role may see renders
 * (no untranslated key shows), one it may not is a 403 page in the member's language.
 */
const SAMPLE: Record<string, string> = {
  '/orders/:number': '/orders/10001',
  '/orders/:number/packing-slip': '/orders/10001/packing-slip',
  '/invoices/:id': '/invoices/nosuchinvoicenosuchinvoi',
  '/content/:kind/:slug/:language': '/content/page/about/ja',
  '/products/:sku': '/products/CMF-101',
  '/products/:sku/images': '/products/CMF-101/images',
  '/products/:sku/variants': '/products/CMF-101/variants',
  '/products/:sku/prices': '/products/CMF-101/prices',
};

const pages = Object.entries(backOfficeRoutes).filter(([, route]) => 'permission' in route);

describe('back office pages per role', () => {
  for (const language of ['en', 'de'] as const)
    it(`renders what each role may see and refuses the rest (${language})`, async () => {
      const problems: string[] = [];
      for (const role of ROLES) {
        const { cookie } = await staffSession(role, { language });
        for (const [, route] of pages) {
          const path = SAMPLE[route.path] ?? route.path;
          const res = await backOffice(path, { cookie });
          const html = await res.text();
          const allowed = can(role, (route as { permission: Parameters<typeof can>[1] }).permission);
          // A page of one order or invoice: none exists in this test's shop, so a 404 page is its answer.
          if (allowed && res.status !== 200 && !(route.path.includes(':') && res.status === 404))
            problems.push(`${role} ${path}: ${res.status}`);
          if (!allowed && res.status !== 403) problems.push(`${role} ${path}: ${res.status}, expected 403`);
          const untranslated = html.match(
            />[^<]*\b(core|orders|customers|reports|dashboard|alerts|fulfil|invoices|content|discounts|reviews|images|seller|variants|products|prices)\.[a-zA-Z]+\.[\w.-]*[^<]*</,
          );
          if (untranslated) problems.push(`${role} ${path}: shows ${untranslated[0]}`);
          if (!html.includes(`<html lang="${language}"`)) problems.push(`${role} ${path}: not in ${language}`);
        }
      }
      expect(problems).toEqual([]);
    });
});
