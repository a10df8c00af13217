import { type Context, Hono } from 'hono';
import StaffPage, { type StaffMember } from '../../../../client/backoffice/pages/staff/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';

export const staffActions = new Hono<ShopEnv>();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A refused invitation shows the page again with what was typed and why. */
staffActions.post('/staff/invite', async (c) => {
  const form = (await readForm(c)) ?? {};
  const typed = { email: text(form.email), name: text(form.name), role: text(form.role), language: text(form.language) };
  const api = c.get('api');
  // What was left empty takes the API's default.
  const answer = await api('POST', '/staff', Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== '')));
  if (answer.ok) return done(c, '/staff', 'core.staff.invited');
  const { staff } = expectOk(await api<{ staff: StaffMember[] }>('GET', '/staff'));
  const t = c.get('t');
  return renderBackOffice(c, {
    title: t('core.staff.title'),
    status: answer.status,
    current: 'staff',
    body: StaffPage({ ctx: pageContext(c), data: { staff, refused: { ...typed, error: refusal(c, answer, 'core.staff') } } }),
  });
});

async function change(c: Context<ShopEnv>, method: 'PATCH' | 'DELETE', body?: unknown) {
  const form = (await readForm(c)) ?? {};
  const api = c.get('api');
  const answer = await api(method, `/staff/${encodeURIComponent(text(form.id))}`, method === 'PATCH' ? { role: text(form.role) } : body);
  if (answer.ok) return done(c, '/staff', method === 'PATCH' ? 'core.staff.changed' : 'core.staff.removedDone');
  const { staff } = expectOk(await api<{ staff: StaffMember[] }>('GET', '/staff'));
  const t = c.get('t');
  return renderBackOffice(c, {
    title: t('core.staff.title'),
    status: answer.status,
    current: 'staff',
    body: StaffPage({ ctx: pageContext(c), data: { staff, error: refusal(c, answer, 'core.staff') } }),
  });
}

staffActions.post('/staff/role', (c) => change(c, 'PATCH'));
staffActions.post('/staff/remove', (c) => change(c, 'DELETE'));
