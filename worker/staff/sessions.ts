import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../../db/client';
import { auditStatement } from '../../db/queries/operations';
import {
  endSessionStatement,
  insertSessionStatement,
  markSignedInStatement,
  type StaffRow,
  sessionQuery,
  touchSessionStatement,
} from '../../db/queries/staff';
import type { ShopEnv } from '../env';

/**
 * Staff sessions: a random token in a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict, this
 * host only), its SHA-256 in D1. Idle for IDLE_MS ends a session; so does MAX_AGE_MS whatever
 * happens, and signing out, and the member's removal.
 */
export const SESSION_COOKIE = 'staff';
export const IDLE_MS = 30 * 60_000;
export const MAX_AGE_MS = 12 * 3_600_000;
/** A session seen within this long is not written again (one D1 write a minute, not per request). */
const TOUCH_EVERY_MS = 60_000;

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Starts a session for `member` and sets its cookie; the member's last sign-in is now. */
export async function startSession(c: Context<ShopEnv>, member: StaffRow, method: 'link' | 'passkey', now: number) {
  const db = c.get('db');
  const token = randomToken();
  await db.batch([
    insertSessionStatement(db, {
      tokenHash: await tokenHash(token),
      staffId: member.id,
      method,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: Math.min(now + IDLE_MS, now + MAX_AGE_MS),
    }),
    markSignedInStatement(db, member.id, now),
    auditStatement(db, {
      actor: `staff:${member.email}`,
      action: 'staff.sign-in',
      target: `staff:${member.id}`,
      details: { method },
      at: now,
    }),
  ]);
  setCookie(c, SESSION_COOKIE, token, { prefix: 'host', httpOnly: true, sameSite: 'Strict', maxAge: MAX_AGE_MS / 1000 });
}

/** The signed-in member of this request's cookie, or null; a live session's idle time starts again. */
export async function sessionMember(c: Context<ShopEnv>, db: Database, now: number): Promise<StaffRow | null> {
  const token = getCookie(c, SESSION_COOKIE, 'host');
  if (!token) return null;
  const hash = await tokenHash(token);
  const [row] = await sessionQuery(db, hash, now);
  if (!row) return null;
  const { session, member } = row;
  if (now - session.lastSeenAt >= TOUCH_EVERY_MS)
    await touchSessionStatement(db, hash, now, Math.min(now + IDLE_MS, session.createdAt + MAX_AGE_MS));
  return member;
}

export async function endSession(c: Context<ShopEnv>) {
  const token = getCookie(c, SESSION_COOKIE, 'host');
  if (token) await endSessionStatement(c.get('db'), await tokenHash(token));
  deleteCookie(c, SESSION_COOKIE, { prefix: 'host' });
}
