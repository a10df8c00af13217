import { env, SELF } from 'cloudflare:test';
import { createId } from '@paralleldrive/cuid2';
import type { Role } from '../client/backoffice/contract/roles';
import { IDLE_MS, randomToken, tokenHash } from '../worker/staff/sessions';

let made = 0;

/** A staff member of `role` with a live session, written straight into D1: the cookie to send. */
export async function staffSession(role: Role, options: { email?: string; language?: 'en' | 'de'; alerts?: boolean } = {}) {
  made += 1;
  const id = `test-staff-${role}-${made}-${createId()}`;
  const email = options.email ?? `${id}@comfortsteps.localhost`;
  const token = randomToken();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare('INSERT INTO staff (id, email, name, role, language, alerts, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(
      id,
      email,
      `Test ${role}`,
      role,
      options.language ?? 'en',
      options.alerts ? 1 : 0,
      now,
    ),
    env.DB.prepare(
      "INSERT INTO staff_sessions (token_hash, staff_id, method, created_at, last_seen_at, expires_at) VALUES (?, ?, 'link', ?, ?, ?)",
    ).bind(await tokenHash(token), id, now, now, now + IDLE_MS),
  ]);
  return { id, email, cookie: `__Host-staff=${token}` };
}

/** A request to the back office's host, as a browser sends it (no redirect followed). */
export function backOffice(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', 'http://admin.localhost:8787');
  return SELF.fetch(`http://admin.localhost:8787${path}`, { redirect: 'manual', ...init, headers });
}
