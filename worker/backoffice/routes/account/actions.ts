import { Hono } from 'hono';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk } from '../../answers';

export const accountActions = new Hono<ShopEnv>();

accountActions.post('/account', async (c) => {
  const form = (await readForm(c)) ?? {};
  const language = String(form.language ?? '');
  expectOk(
    await c.get('api')('PATCH', '/me', {
      name: String(form.name ?? '').slice(0, 100),
      ...(language === 'en' || language === 'de' ? { language } : {}),
      alerts: form.alerts === '1',
    }),
  );
  return done(c, '/account', 'core.account.saved');
});

accountActions.post('/account/passkeys/remove', async (c) => {
  const form = (await readForm(c)) ?? {};
  expectOk(await c.get('api')('DELETE', `/me/passkeys/${encodeURIComponent(String(form.id ?? ''))}`));
  return done(c, '/account', 'core.account.passkeyRemoved');
});

/** The passkey ceremony's two steps, for the page's script: the API does the work. */
accountActions.post('/account/passkeys/options', async (c) => {
  const answer = await c.get('api')('POST', '/me/passkeys/options', {});
  return c.json(answer.data as object, answer.status as 200);
});

accountActions.post('/account/passkeys', async (c) => {
  const body = await c.req.json().catch(() => null);
  const answer = await c.get('api')('POST', '/me/passkeys', body);
  if (!answer.ok) return c.json({ error: c.get('t')('core.account.passkeyFailed') }, answer.status as 400);
  return c.json(answer.data as object, 201);
});
