import { Hono } from 'hono';
import * as z from 'zod';
import SignInPage, { type SignInData } from '../../../../client/backoffice/pages/sign-in/page';
import { staffByIdQuery, takeSignInLinkStatement } from '../../../../db/queries/staff';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { authenticationOptions, verifyPasskey } from '../../../staff/passkeys';
import { endSession, startSession, tokenHash } from '../../../staff/sessions';
import { safeNext, sendSignInLink, withinLimits } from '../../../staff/sign-in';
import { pageContext, renderBackOffice } from '../../render';

/** Sign-in and sign-out: the only back office writes that need no identity. */
export const signInActions = new Hono<ShopEnv>();

const address = z.string().trim().toLowerCase().max(200).pipe(z.email());

/** Every address gets the same answer: the page never tells who is staff. */
signInActions.post('/sign-in', async (c) => {
  const form = (await readForm(c)) ?? {};
  const typed = String(form.email ?? '').slice(0, 200);
  const next = safeNext(String(form.next ?? '/'));
  const parsed = address.safeParse(typed);
  const now = Date.now();
  let state: SignInData['state'] = 'sent';
  if (!parsed.success) state = 'invalid';
  else if (!(await withinLimits(c, parsed.data, now))) state = 'limited';
  else await sendSignInLink(c, parsed.data, next, now);
  const t = c.get('t');
  return renderBackOffice(c, {
    title: t('core.signIn.title'),
    status: state === 'invalid' ? 422 : state === 'limited' ? 429 : 200,
    body: SignInPage({ ctx: pageContext(c), data: { next, email: typed, state } }),
  });
});

signInActions.post('/sign-in/link', async (c) => {
  const form = (await readForm(c)) ?? {};
  const now = Date.now();
  const db = c.get('db');
  const [used] = await takeSignInLinkStatement(db, await tokenHash(String(form.token ?? '')), now);
  const [member] = used ? await staffByIdQuery(db, used.staffId) : [];
  if (!member || member.removedAt !== null) return c.redirect('/sign-in/link?token=', 303);
  await startSession(c, member, 'link', now);
  return c.redirect(safeNext(String(form.next ?? '/')), 303);
});

signInActions.post('/sign-out', async (c) => {
  await endSession(c);
  return c.redirect('/sign-in?done=core.signIn.signedOut', 303);
});

signInActions.post('/sign-in/passkey/options', async (c) => {
  const now = Date.now();
  if (!(await withinLimits(c, null, now))) return c.json({ error: c.get('t')('core.signIn.limited') }, 429);
  return c.json({ options: await authenticationOptions(c, now) });
});

signInActions.post('/sign-in/passkey', async (c) => {
  const now = Date.now();
  const body = (await c.req.json().catch(() => null)) as { response?: unknown; next?: string } | null;
  const member = body?.response ? await verifyPasskey(c, body.response, now) : null;
  if (!member) return c.json({ error: c.get('t')('core.signIn.passkeyFailed') }, 401);
  await startSession(c, member, 'passkey', now);
  return c.json({ next: safeNext(body?.next) });
});
