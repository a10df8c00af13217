import type { Context } from 'hono';
import type { createRemoteJWKSet } from 'jose';
import { isRole, type Role } from '../../client/backoffice/contract/roles';
import type { Database } from '../../db/client';
import { activeStaffByEmailQuery, type StaffRow } from '../../db/queries/staff';
import type { ShopEnv } from '../env';
import { readSettings } from '../settings';
import { sessionMember } from './sessions';
import type { Identity } from './who';

export type { Identity } from './who';

/**
 * Who is asking, for the operator API and the back office alike. Three ways in:
 * - ADMIN_TOKEN as a bearer token: automation (the command line), with the owner's rights, named
 *   'admin-token' in the audit;
 * - Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD): its verified JWT; a person must be a
 *   staff member and has their role, a service token has the owner's rights;
 * - on the back office's host, a staff session's cookie (worker/staff/sessions.ts).
 */

export const ADMIN_TOKEN_ACTOR = 'admin-token';
const ACCESS_HEADER = 'cf-access-jwt-assertion';

export type Identified = { ok: true; identity: Identity } | { ok: false; status: 401 | 403 | 404 };

export async function identify(c: Context<ShopEnv>, db: () => Database, now: number): Promise<Identified> {
  const token = c.env.ADMIN_TOKEN;
  const access = c.env.ACCESS_TEAM_DOMAIN && c.env.ACCESS_AUD ? { team: c.env.ACCESS_TEAM_DOMAIN, aud: c.env.ACCESS_AUD } : null;
  const backOffice = isBackOfficeHost(c);
  if (!token && !access && !backOffice) return { ok: false, status: 404 };

  const assertion = c.req.header(ACCESS_HEADER);
  if (access && assertion) {
    const who = await accessIdentity(assertion, access);
    if (!who) return { ok: false, status: 401 };
    if (who.kind === 'service') return { ok: true, identity: { actor: `access:${who.name}`, role: 'owner', member: null } };
    const [member] = await activeStaffByEmailQuery(db(), who.name.toLowerCase());
    if (!member || !isRole(member.role)) return { ok: false, status: 403 };
    return { ok: true, identity: staffIdentity(member) };
  }
  const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer !== undefined) {
    if (!token || !(await sameSecret(bearer, token))) return { ok: false, status: 401 };
    return { ok: true, identity: { actor: ADMIN_TOKEN_ACTOR, role: 'owner', member: null } };
  }
  if (backOffice) {
    const member = await sessionMember(c, db(), now);
    if (member && isRole(member.role)) return { ok: true, identity: staffIdentity(member) };
  }
  return { ok: false, status: 401 };
}

export const staffIdentity = (member: StaffRow): Identity => ({ actor: `staff:${member.email}`, role: member.role as Role, member });

/**
 * The back office's host: ADMIN_HOST in production (e.g. admin.comfortsteps.com), and
 * admin.localhost locally. Never a market's host.
 */
export function isBackOfficeHost(c: Context<ShopEnv>): boolean {
  return isBackOfficeRequest(c.req.raw, c.env);
}

export function isBackOfficeRequest(request: Request, env: object): boolean {
  const host = new URL(request.url).hostname.toLowerCase();
  return host === 'admin.localhost' || host === readSettings(env).ADMIN_HOST;
}

/** One key set per team and isolate: jose fetches the keys once and again when they rotate. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function accessIdentity(assertion: string, access: { team: string; aud: string }) {
  const team = access.team.replace(/\/+$/, '');
  // Loaded by the first back office request behind Cloudflare Access, not by the shop's (decision 048).
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  let keys = keySets.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`));
    keySets.set(team, keys);
  }
  try {
    const { payload } = await jwtVerify(assertion, keys, { issuer: team, audience: access.aud, algorithms: ['RS256'] });
    if (typeof payload.email === 'string') return { kind: 'person' as const, name: payload.email };
    if (typeof payload.common_name === 'string') return { kind: 'service' as const, name: payload.common_name };
    return null;
  } catch {
    return null;
  }
}

/** Both sides hashed first, so the comparison takes as long whatever the lengths. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  // workerd's own addition to Web Crypto (the DOM types do not know it).
  const subtle = crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(a, b) && given.length > 0;
}
