import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { readConfig } from '../config';
import type { ShopEnv } from '../env';

/** Who the audit table names for a request with ADMIN_TOKEN. */
export const OPERATOR = 'admin-token';
/** The header Cloudflare Access adds to every request it lets through. */
const ACCESS_HEADER = 'cf-access-jwt-assertion';

const unauthorized = () =>
  new HTTPException(401, { res: Response.json({ error: 'Unauthorized' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } }) });

/**
 * The operator API exists only where a credential is configured, and answers only to it:
 * - Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD): the JWT Access puts in
 *   `Cf-Access-Jwt-Assertion`, verified with the team's public keys (jose), for this application;
 *   a person's e-mail or a service token's client id is who the audit names;
 * - ADMIN_TOKEN: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time.
 * Without either setting it is a 404 like any unknown path; with a wrong credential, a 401.
 */
export const operatorOnly = () =>
  createMiddleware<ShopEnv>(async function operatorOnly(c, next) {
    const token = c.env.ADMIN_TOKEN;
    const access = c.env.ACCESS_TEAM_DOMAIN && c.env.ACCESS_AUD ? { team: c.env.ACCESS_TEAM_DOMAIN, aud: c.env.ACCESS_AUD } : null;
    if (!token && !access) throw new HTTPException(404, { message: 'Not found' });
    const assertion = c.req.header(ACCESS_HEADER);
    if (access && assertion) {
      const who = await accessIdentity(assertion, access);
      if (!who) throw unauthorized();
      c.set('operator', who);
    } else {
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!token || !(await sameSecret(given, token))) throw unauthorized();
      c.set('operator', OPERATOR);
    }
    const config = readConfig(c.env);
    // The operator may see which settings are wrong (their names, never their values).
    if (!config.ok) return c.json({ error: 'The shop is not configured', problems: config.problems }, 503);
    c.set('config', config.config);
    await next();
  });

/** One key set per team and isolate: jose fetches the keys once and again when they rotate. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function accessIdentity(assertion: string, access: { team: string; aud: string }): Promise<string | null> {
  const team = access.team.replace(/\/+$/, '');
  let keys = keySets.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`));
    keySets.set(team, keys);
  }
  try {
    const { payload } = await jwtVerify(assertion, keys, { issuer: team, audience: access.aud, algorithms: ['RS256'] });
    const who = typeof payload.email === 'string' ? payload.email : typeof payload.common_name === 'string' ? payload.common_name : null;
    return who ? `access:${who}` : null;
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
