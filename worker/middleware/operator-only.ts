import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { readConfig } from '../config';
import type { ShopEnv } from '../env';

/** Who the audit table names for a request with ADMIN_TOKEN (the only operator credential so far). */
export const OPERATOR = 'admin-token';

/**
 * The operator API exists only where ADMIN_TOKEN is set, and answers only to
 * `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. Without the setting it is
 * a 404 like any unknown path; with a wrong token, a 401.
 */
export const operatorOnly = () =>
  createMiddleware<ShopEnv>(async function operatorOnly(c, next) {
    const token = c.env.ADMIN_TOKEN;
    if (!token) throw new HTTPException(404, { message: 'Not found' });
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!(await sameSecret(given, token))) {
      throw new HTTPException(401, {
        res: Response.json({ error: 'Unauthorized' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } }),
      });
    }
    const config = readConfig(c.env);
    // The operator may see which settings are wrong (their names, never their values).
    if (!config.ok) return c.json({ error: 'The shop is not configured', problems: config.problems }, 503);
    c.set('config', config.config);
    await next();
  });

/** Both sides hashed first, so the comparison takes as long whatever the lengths. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  // workerd's own addition to Web Crypto (the DOM types do not know it).
  const subtle = crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(a, b) && given.length > 0;
}
