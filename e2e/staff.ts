import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../client/backoffice/contract/roles.ts';
import type { Shop } from './browser.ts';

/**
 * A member of staff with a session written straight into the shop's D1, and the cookie that
 * carries it: the sign-in itself (link, passkey) is back-office.test.ts's, the other browser
 * tests start signed in. `id` names the member (and its e-mail) in the audit.
 */
export async function staffCookie(shop: Shop, role: Role, id: string) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await shop.query(
    "INSERT INTO staff (id, email, name, role, language, alerts, created_at) VALUES (?, ?, ?, ?, 'en', 0, ?)",
    id,
    `${id}@comfortsteps.localhost`,
    `Sam ${role}`,
    role,
    now,
  );
  await shop.query(
    "INSERT INTO staff_sessions (token_hash, staff_id, method, created_at, last_seen_at, expires_at) VALUES (?, ?, 'link', ?, ?, ?)",
    createHash('sha256').update(token).digest('hex'),
    id,
    now,
    now,
    now + 30 * 60_000,
  );
  // __Host- cookies must be Secure; Chromium keeps Secure cookies on localhost over http.
  return {
    name: '__Host-staff',
    value: token,
    domain: 'admin.localhost',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax' as const,
  };
}
