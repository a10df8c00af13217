import { createExecutionContext, env } from 'cloudflare:test';
import { importJWK, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { app } from '../index';

/** The operator API behind Cloudflare Access: the JWT Access adds is verified against the team's keys. */

const TEAM = inject('accessTeam');
const AUD = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';
const accessEnv = { ...env, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };

async function assertion(claims: Record<string, unknown>, options: { aud?: string; iss?: string; expiresIn?: string } = {}) {
  const key = await importJWK(JSON.parse(inject('accessPrivateKey')), 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.iss ?? TEAM)
    .setAudience(options.aud ?? AUD)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key);
}

const call = (path: string, init: RequestInit, bindings: Record<string, unknown> = accessEnv) =>
  app.fetch(new Request(`http://us.localhost${path}`, init), bindings, createExecutionContext()) as Promise<Response>;

describe('the operator API behind Cloudflare Access', () => {
  it('lets a staff member through Access in, and the audit names them', async () => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO staff (id, email, role, created_at) VALUES ('staff-ops-access', 'ops@comfortsteps.com', 'operations', 0)",
    ).run();
    const jwt = await assertion({ email: 'ops@comfortsteps.com' });
    const res = await call('/admin/api/stock', {
      method: 'POST',
      headers: { 'cf-access-jwt-assertion': jwt, 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'CMF-128/black/40', set: 3 }),
    });
    expect(res.status).toBe(200);
    const audit = await env.DB.prepare("SELECT actor FROM admin_audit WHERE action = 'stock.change' ORDER BY id DESC LIMIT 1").first();
    expect(audit).toEqual({ actor: 'staff:ops@comfortsteps.com' });
  });

  it('refuses a person Access lets through who is not staff, and gives a viewer only reading', async () => {
    const stranger = await assertion({ email: 'someone@example.com' });
    expect((await call('/admin/api/markets', { headers: { 'cf-access-jwt-assertion': stranger } })).status).toBe(403);
    await env.DB.prepare(
      "INSERT OR IGNORE INTO staff (id, email, role, created_at) VALUES ('staff-viewer-access', 'viewer@comfortsteps.com', 'viewer', 0)",
    ).run();
    const viewer = await assertion({ email: 'Viewer@comfortsteps.com' });
    expect((await call('/admin/api/markets', { headers: { 'cf-access-jwt-assertion': viewer } })).status).toBe(200);
    const write = await call('/admin/api/stock', {
      method: 'POST',
      headers: { 'cf-access-jwt-assertion': viewer, 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'CMF-128/black/40', set: 3 }),
    });
    expect(write.status).toBe(403);
  });

  it('lets a service token in by its client id', async () => {
    const jwt = await assertion({ common_name: 'f0e1d2c3.access' });
    expect((await call('/admin/api/markets', { headers: { 'cf-access-jwt-assertion': jwt } })).status).toBe(200);
  });

  it('refuses another application, another team, an expired or forged token, and none', async () => {
    const refused = [
      await assertion({ email: 'ops@comfortsteps.com' }, { aud: 'another-application-aud-tag-000000' }),
      await assertion({ email: 'ops@comfortsteps.com' }, { iss: 'https://another.cloudflareaccess.com' }),
      await assertion({ email: 'ops@comfortsteps.com' }, { expiresIn: '-1m' }),
      `${(await assertion({ email: 'ops@comfortsteps.com' })).slice(0, -4)}AAAA`,
    ];
    for (const jwt of refused) {
      expect((await call('/admin/api/markets', { headers: { 'cf-access-jwt-assertion': jwt } })).status).toBe(401);
    }
    // Without the Access header the bearer token still works, and nothing else does.
    expect((await call('/admin/api/markets', {})).status).toBe(401);
    expect((await call('/admin/api/markets', { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } })).status).toBe(200);
    // Access alone, with no ADMIN_TOKEN: a bearer token is refused.
    const accessOnly = { ...accessEnv, ADMIN_TOKEN: '' };
    expect((await call('/admin/api/markets', { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } }, accessOnly)).status).toBe(401);
    // Neither configured: the API does not exist.
    expect((await call('/admin/api/markets', {}, { ...env, ADMIN_TOKEN: '' })).status).toBe(404);
  });

  it('names a half-configured Access as a setting problem', async () => {
    // The shop logs its configuration problem, as it does for any.
    expectConsoleErrors();
    const jwt = await assertion({ email: 'ops@comfortsteps.com' });
    const res = await call('/admin/api/markets', { headers: { 'cf-access-jwt-assertion': jwt } }, { ...accessEnv, ACCESS_AUD: '' });
    // Without the AUD tag Access is not in use, so the Access header counts for nothing.
    expect(res.status).toBe(401);
    const half = await call(
      '/admin/api/markets',
      { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } },
      { ...accessEnv, ACCESS_AUD: '' },
    );
    expect(half.status).toBe(503);
    expect(((await half.json()) as { problems: string[] }).problems).toContain(
      'ACCESS_AUD: ACCESS_AUD is not set (Cloudflare Access needs the team domain and the AUD tag)',
    );
  });
});
