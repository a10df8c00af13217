import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backOffice, staffSession } from '../../test/staff';
import { ATTEMPTS } from '../staff/sign-in';

/** Signing in to the back office by an e-mailed link; sessions; the last owner. */

const OWNER = 'owner@comfortsteps.localhost';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function linkMailedTo(email: string) {
  const row = await env.DB.prepare(
    "SELECT details FROM mail_outbox WHERE recipient = ? AND kind LIKE 'staff-%' ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(email)
    .first<{ details: string }>();
  return row ? new URL((JSON.parse(row.details) as { link: string }).link) : null;
}

const mails = async (email: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE recipient = ?').bind(email).first<{ n: number }>())?.n;

describe('signing in to the back office', () => {
  it('sends a page on a market host nowhere: the back office lives on its own host only', async () => {
    const { get } = await import('../../test/requests');
    expect((await get('/sign-in')).status).toBe(404);
    expect((await get('/staff')).status).toBe(404);
  });

  it('asks for sign-in before any page, and comes back to it afterwards', async () => {
    const res = await backOffice('/orders?market=de');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sign-in?next=%2Forders%3Fmarket%3Dde');
  });

  it('mails a one-time link that the page uses only by its button, and sets a strict host-only cookie', async () => {
    const asked = await backOffice('/sign-in', form({ email: ` ${OWNER.toUpperCase()} `, next: '/account' }));
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('a sign-in link is on its way');
    const link = await linkMailedTo(OWNER);
    expect(link?.host).toBe('admin.localhost:8787');
    const token = link?.searchParams.get('token') ?? '';
    expect(link?.searchParams.get('next')).toBe('/account');
    // Opening the link twice (a mail scanner, then the person) uses nothing.
    for (let i = 0; i < 2; i++) {
      const page = await backOffice(`${link?.pathname}${link?.search}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`Sign in to the back office as ${OWNER}`);
    }
    const signedIn = await backOffice('/sign-in/link', form({ token, next: '/account' }));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/account');
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-staff=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const audit = await env.DB.prepare(
      "SELECT actor, details FROM admin_audit WHERE action = 'staff.sign-in' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(audit).toEqual({ actor: `staff:${OWNER}`, details: '{"method":"link"}' });
    const account = await backOffice('/account', { cookie: cookie.split(';')[0] });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(OWNER);
    // The same link a second time: used.
    const again = await backOffice('/sign-in/link', form({ token }));
    expect(again.headers.get('location')).toBe('/sign-in/link?token=');
    expect((await backOffice('/sign-in/link?token=')).status).toBe(410);
  });

  it('answers an unknown address as a known one, and mails nothing', async () => {
    const res = await backOffice('/sign-in', form({ email: 'nobody@example.com' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('a sign-in link is on its way');
    expect(await mails('nobody@example.com')).toBe(0);
  });

  it('refuses an address that is not one with a message by the field, keeping what was typed', async () => {
    const res = await backOffice('/sign-in', form({ email: 'owner@<script>' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Please enter an e-mail address');
    expect(html).toContain('value="owner@&lt;script&gt;"');
  });

  it('limits sign-in attempts per address', async () => {
    const email = 'limited@example.com';
    const statuses: number[] = [];
    for (let i = 0; i <= ATTEMPTS.perEmail; i++) statuses.push((await backOffice('/sign-in', form({ email }))).status);
    expect(statuses.slice(0, ATTEMPTS.perEmail).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends a session that has been idle, and one whose member was removed', async () => {
    const idle = await staffSession('viewer');
    expect((await backOffice('/account', { cookie: idle.cookie })).status).toBe(200);
    await env.DB.prepare('UPDATE staff_sessions SET expires_at = ? WHERE staff_id = ?')
      .bind(Date.now() - 1, idle.id)
      .run();
    expect((await backOffice('/account', { cookie: idle.cookie })).status).toBe(303);

    const owner = await staffSession('owner');
    const gone = await staffSession('operations');
    expect((await backOffice(`/admin/api/staff/${gone.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await backOffice('/account', { cookie: gone.cookie })).status).toBe(303);
    const audit = await env.DB.prepare("SELECT actor FROM admin_audit WHERE action = 'staff.remove' AND target = ?")
      .bind(`staff:${gone.id}`)
      .first();
    expect(audit).toEqual({ actor: `staff:${owner.email}` });
  });

  it('never removes or demotes the last owner', async () => {
    const owners = await env.DB.prepare("SELECT id FROM staff WHERE role = 'owner' AND removed_at IS NULL").all<{ id: string }>();
    const token = { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' };
    // Remove every owner but one; the last one stays, however asked.
    for (const { id } of owners.results.slice(1))
      expect((await backOffice(`/admin/api/staff/${id}`, { method: 'DELETE', headers: token })).status).toBe(200);
    const last = owners.results[0].id;
    const removed = await backOffice(`/admin/api/staff/${last}`, { method: 'DELETE', headers: token });
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ code: 'last-owner' });
    const demoted = await backOffice(`/admin/api/staff/${last}`, {
      method: 'PATCH',
      headers: token,
      body: JSON.stringify({ role: 'viewer' }),
    });
    expect(demoted.status).toBe(409);
  });

  it("invites by e-mail with a link that lasts a week, in the invitee's language", async () => {
    const owner = await staffSession('owner');
    const res = await backOffice('/staff/invite', {
      ...form({ email: 'Neu@Comfortsteps.localhost', name: 'Neu', role: 'operations', language: 'de' }),
      cookie: owner.cookie,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/staff?done=core.staff.invited');
    const link = await linkMailedTo('neu@comfortsteps.localhost');
    const row = await env.DB.prepare(
      'SELECT expires_at - created_at AS ttl, purpose FROM staff_sign_in_links ORDER BY created_at DESC LIMIT 1',
    ).first();
    expect(row).toEqual({ ttl: 7 * 24 * 3_600_000, purpose: 'invitation' });
    expect(link?.pathname).toBe('/sign-in/link');
    // Inviting the same address again: refused, and the page keeps what was typed.
    const twice = await backOffice('/staff/invite', {
      ...form({ email: 'neu@comfortsteps.localhost', name: 'Neu', role: 'operations' }),
      cookie: owner.cookie,
    });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('This address already belongs to a member of staff.');
  });

  it('removes a passkey from the account page, audited', async () => {
    const member = await staffSession('viewer');
    await env.DB.prepare(
      "INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, transports, name, created_at) VALUES ('cred-1', ?, 'key', 0, '[]', 'Laptop', 0)",
    )
      .bind(member.id)
      .run();
    const res = await backOffice('/account/passkeys/remove', { ...form({ id: 'cred-1' }), cookie: member.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account?done=core.account.passkeyRemoved');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM staff_passkeys WHERE credential_id = 'cred-1'").first()).toEqual({ n: 0 });
    const audit = await env.DB.prepare("SELECT actor FROM admin_audit WHERE action = 'staff.passkey.remove' AND target = ?")
      .bind(`staff:${member.id}`)
      .first();
    expect(audit).toEqual({ actor: `staff:${member.email}` });
  });
});
