import type { Context } from 'hono';
import type { SignInData } from '../../../../client/backoffice/pages/sign-in/page';
import type { ShopEnv } from '../../../env';
import { safeNext } from '../../../staff/sign-in';

export async function signInLoader(c: Context<ShopEnv>) {
  const next = safeNext(c.req.query('next'));
  // Signed in already: straight on.
  if (c.get('identity')) return c.redirect(next, 303);
  return { title: c.get('t')('core.signIn.title'), data: { next, email: '', state: 'form' } satisfies SignInData as SignInData };
}
