import type { Permission } from './roles';

/**
 * The back office's pages, the one list of them (as client/contract/routes.ts is the shop's):
 * path, what a member needs to see it (the API checks the same permission again for every call
 * the page makes), and whether the navigation shows it. Pages without `permission` need no
 * sign-in.
 */
export const backOfficeRoutes = {
  dashboard: { path: '/', permission: 'dashboard.read', nav: true },
  orders: { path: '/orders', permission: 'orders.read', nav: true },
  // Before `order`, whose :number would take "shipments".
  shipments: { path: '/orders/shipments', permission: 'orders.write', nav: false },
  order: { path: '/orders/:number', permission: 'orders.read', nav: false },
  packingSlip: { path: '/orders/:number/packing-slip', permission: 'orders.read', nav: false },
  invoice: { path: '/invoices/:id', permission: 'orders.read', nav: false },
  products: { path: '/products', permission: 'catalog.read', nav: true },
  // Before `product`, whose :sku would take "new".
  productNew: { path: '/products/new', permission: 'catalog.write', nav: false },
  product: { path: '/products/:sku', permission: 'catalog.read', nav: false },
  productVariants: { path: '/products/:sku/variants', permission: 'catalog.read', nav: false },
  productImages: { path: '/products/:sku/images', permission: 'catalog.read', nav: false },
  productPrices: { path: '/products/:sku/prices', permission: 'catalog.read', nav: false },
  prices: { path: '/prices', permission: 'catalog.read', nav: true },
  colours: { path: '/colours', permission: 'catalog.read', nav: false },
  customers: { path: '/customers', permission: 'customers.read', nav: true },
  reports: { path: '/reports', permission: 'reports.read', nav: true },
  reviews: { path: '/reviews', permission: 'catalog.read', nav: true },
  discounts: { path: '/discounts', permission: 'catalog.read', nav: true },
  content: { path: '/content', permission: 'catalog.write', nav: true },
  contentEdit: { path: '/content/:kind/:slug/:language', permission: 'catalog.write', nav: false },
  markets: { path: '/markets', permission: 'catalog.read', nav: true },
  seller: { path: '/seller', permission: 'catalog.read', nav: true },
  staff: { path: '/staff', permission: 'staff.read', nav: true },
  account: { path: '/account', permission: 'dashboard.read', nav: true },
  signIn: { path: '/sign-in', nav: false },
  signInLink: { path: '/sign-in/link', nav: false },
} as const satisfies Record<string, { path: string; permission?: Permission; nav: boolean }>;

export type BackOfficeRouteName = keyof typeof backOfficeRoutes;

/** A route's path with its params filled in (each value URL-encoded). */
export function backOfficeHref(name: BackOfficeRouteName, params: Record<string, string | number> = {}): string {
  return backOfficeRoutes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
