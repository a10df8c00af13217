/**
 * What each role of the back office may do (docs/decisions/028-staff-and-roles.md). The operator
 * API checks one of these on every endpoint (`allow` in worker/middleware/operator-only.ts); the
 * back office only hides what the API would refuse.
 */
export const ROLES = ['owner', 'operations', 'content', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

const everyone: readonly Role[] = ROLES;

export const PERMISSIONS = {
  /** The dashboard, the attention list, one's own account (passkeys, alerts). */
  'dashboard.read': everyone,
  'orders.read': ['owner', 'operations', 'viewer'],
  /** Fulfil, cancel, refund, notes, resend e-mails, reconcile. */
  'orders.write': ['owner', 'operations'],
  'customers.read': ['owner', 'operations', 'viewer'],
  /** Export everything about a customer, and erase it. */
  'customers.privacy': ['owner', 'operations'],
  'stock.write': ['owner', 'operations'],
  'catalog.read': everyone,
  /** Catalog imports, prices, images. */
  'catalog.write': ['owner', 'content'],
  'reports.read': ['owner', 'operations', 'viewer'],
  /** Markets' shipping terms. */
  'settings.write': ['owner'],
  'staff.read': ['owner'],
  'staff.write': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role, permission: Permission): boolean => (PERMISSIONS[permission] as readonly Role[]).includes(role);
