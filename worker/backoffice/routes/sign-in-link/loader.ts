import type { Context } from 'hono';
import type { SignInLinkData } from '../../../../client/backoffice/pages/sign-in-link/page';
import { signInLinkQuery } from '../../../../db/queries/staff';
import type { ShopEnv } from '../../../env';
import { tokenHash } from '../../../staff/sessions';
import { safeNext } from '../../../staff/sign-in';

/** Shows whose link it is; the link is used only by the page's button (sign-in/actions.ts). */
export async function signInLinkLoader(c: Context<ShopEnv>) {
  const t = c.get('t');
  const token = c.req.query('token') ?? '';
  const [found] = token ? await signInLinkQuery(c.get('db'), await tokenHash(token), Date.now()) : [];
  const data: SignInLinkData = found
    ? { state: 'ready', email: found.member.email, token, next: safeNext(c.req.query('next')) }
    : { state: 'expired' };
  return { title: t(found ? 'core.signInLink.title' : 'core.signInLink.expiredTitle'), data, status: found ? 200 : 410 };
}
