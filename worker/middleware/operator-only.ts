import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { can, type Permission } from '../../client/backoffice/contract/roles';
import { readConfig } from '../config';
import type { ShopEnv } from '../env';
import { identify } from '../staff/identity';

export { ADMIN_TOKEN_ACTOR as OPERATOR } from '../staff/identity';

const unauthorized = () =>
  new HTTPException(401, { res: Response.json({ error: 'Unauthorized' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } }) });

/**
 * The operator API answers only to an identity (worker/staff/identity.ts: the admin token, a
 * Cloudflare Access JWT, or a staff session on the back office's host). Where none of these can
 * exist it is a 404 like any unknown path; a wrong or missing credential is a 401, an Access user
 * who is not staff a 403. Each endpoint then says what it needs with `allow`.
 */
export const operatorOnly = () =>
  createMiddleware<ShopEnv>(async function operatorOnly(c, next) {
    const who = await identify(c, () => c.get('db'), Date.now());
    if (!who.ok) {
      if (who.status === 404) throw new HTTPException(404, { message: 'Not found' });
      if (who.status === 403) return c.json({ error: 'Not a staff member of this shop' }, 403);
      throw unauthorized();
    }
    c.set('operator', who.identity.actor);
    c.set('identity', who.identity);
    const config = readConfig(c.env);
    // The operator may see which settings are wrong (their names, never their values).
    if (!config.ok) return c.json({ error: 'The shop is not configured', problems: config.problems }, 503);
    c.set('config', config.config);
    await next();
  });

/** What an endpoint needs (client/backoffice/contract/roles.ts); a role without it gets a 403 before anything runs. */
export const allow = (permission: Permission) =>
  createMiddleware<ShopEnv>(async function allow(c, next) {
    const { role } = c.get('identity');
    if (!can(role, permission)) return c.json({ error: `The ${role} role may not do this (${permission})`, permission }, 403);
    await next();
  });
