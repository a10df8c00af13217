import { type Context, Hono } from 'hono';
import SellerPage, { type SellerData } from '../../../../client/backoffice/pages/seller/page';
import type { ShopEnv } from '../../../env';
import { SELLER_FIELDS, type SellerProblem } from '../../../seller/rules';
import { done, expectOk, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { type SellerAnswer, sellerData } from './loader';
import { problemMessage } from './problems';

export const sellerActions = new Hono<ShopEnv>();

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The form's fields, repeated names as lists; {} for a body the runtime cannot read (the API then refuses). */
async function formOf(c: Context<ShopEnv>): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    return {};
  }
}

async function pageAgain(c: Context<ShopEnv>, status: number, refused: Pick<SellerData, 'refused' | 'refusedMethods'>) {
  const answer = expectOk(await c.get('api')<SellerAnswer>('GET', '/seller'));
  const t = c.get('t');
  return renderBackOffice(c, {
    title: t('seller.title'),
    status,
    current: 'seller',
    body: SellerPage({ ctx: pageContext(c), data: sellerData(c, answer, refused) }),
  });
}

/** The seller's details; a refused save comes back as typed, each problem beside its field. */
sellerActions.post('/seller', async (c) => {
  const form = await formOf(c);
  const values = Object.fromEntries(SELLER_FIELDS.map((field) => [field, text(form[field], 2000)]));
  const answer = await c.get('api')('PUT', '/seller', values);
  if (answer.ok) return done(c, '/seller', 'seller.saved');
  const t = c.get('t');
  const problems = (answer.data as { fields?: SellerProblem[] })?.fields;
  const errors: Record<string, string> = {};
  if (answer.status === 400 && Array.isArray(problems)) {
    for (const problem of problems) errors[problem.field] ??= problemMessage(t, problem);
    return pageAgain(c, answer.status, { refused: { values, errors } });
  }
  // Not the details' fault (no right to change them, a body the API could not read): said above the form.
  return pageAgain(c, answer.status, { refused: { values, errors, message: refusal(c, answer, 'seller') } });
});

const list = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => text(v, 40));

/** One market's ways to pay; a refused choice comes back ticked as it was sent. */
sellerActions.post('/seller/payment-methods', async (c) => {
  const form = await formOf(c);
  const market = text(form.market, 10);
  const methods = list(form.methods);
  const answer = await c.get('api')('PUT', `/seller/payment-methods/${encodeURIComponent(market)}`, { methods });
  if (answer.ok) return done(c, '/seller', 'seller.methods.saved');
  return pageAgain(c, answer.status, { refusedMethods: { market, methods, error: refusal(c, answer, 'seller.methods') } });
});

sellerActions.post('/seller/payment-methods/reset', async (c) => {
  const form = await formOf(c);
  const market = text(form.market, 10);
  const answer = await c.get('api')('DELETE', `/seller/payment-methods/${encodeURIComponent(market)}`);
  if (answer.ok) return done(c, '/seller', 'seller.methods.resetDone');
  return pageAgain(c, answer.status, { refusedMethods: { market, methods: [], error: refusal(c, answer, 'seller.methods') } });
});
