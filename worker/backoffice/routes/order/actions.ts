import { createId } from '@paralleldrive/cuid2';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import OrderPage, { type MoneyPlan, type OrderData } from '../../../../client/backoffice/pages/order/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, refusal } from '../../answers';
import { minorUnits } from '../../money-input';
import { pageContext, renderBackOffice } from '../../render';
import { orderData } from './loader';

/**
 * The order page's forms: ship a parcel, refund (pairs or an amount) and cancel, each shown with
 * the money it moves before a second form confirms it; notes; an e-mail sent again.
 */
export const orderActions = new Hono<ShopEnv>();

type Fields = Record<string, string>;

async function fields(c: Context<ShopEnv>): Promise<Fields> {
  const form = (await readForm(c)) ?? {};
  return Object.fromEntries(
    Object.entries(form).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value.slice(0, 2000)]] : [])),
  );
}

type Loaded = NonNullable<Awaited<ReturnType<typeof orderData>>>;

/** The order as its page shows it; a 404 page when there is none. */
async function loaded(c: Context<ShopEnv>): Promise<Loaded> {
  const data = await orderData(c, c.req.param('number') ?? '');
  if (!data) throw new HTTPException(404);
  return data;
}

/**
 * The order page again, with a refusal or a preview, and what was typed. `data`: the order as
 * read before the action, when it was read already (a refund needs its currency first).
 */
async function again(c: Context<ShopEnv>, status: number, extra: Pick<OrderData, 'error' | 'preview' | 'typed'>, data?: Loaded) {
  const shown = data ?? (await loaded(c));
  const t = c.get('t');
  return renderBackOffice(c, {
    title: t('core.order.title', { number: `#${shown.show.order.number ?? shown.show.order.id}` }),
    status,
    current: 'orders',
    body: OrderPage({ ctx: pageContext(c), data: { ...shown, ...extra } }),
  });
}

const pairsOf = (typed: Fields, prefix: string) =>
  Object.entries(typed)
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => ({ variant: name.slice(prefix.length), quantity: Number(value) }))
    .filter((p) => Number.isInteger(p.quantity) && p.quantity > 0);

const path = (c: Context<ShopEnv>, tail = '') => `/orders/${encodeURIComponent(c.req.param('number') ?? '')}${tail}`;

orderActions.post('/orders/:number/fulfil', async (c) => {
  const typed = await fields(c);
  const lines = pairsOf(typed, 'ship:');
  const answer = await c.get('api')('POST', path(c, '/fulfil'), { carrier: typed.carrier ?? '', tracking: typed.tracking ?? '', lines });
  if (answer.ok) return done(c, path(c), 'core.order.shippedDone');
  return again(c, answer.status, { error: refusal(c, answer, 'core.order'), typed });
});

/** The refund the form asks for: an amount alone, or pairs with or without restock. */
function refundBody(
  typed: Fields,
  currency: string,
): { amount: number } | { lines: { variant: string; quantity: number }[]; restock: boolean } | null {
  if ((typed.amount ?? '').trim()) {
    const amount = minorUnits(typed.amount, currency);
    return amount && amount > 0 ? { amount } : null;
  }
  const lines = pairsOf(typed, 'refund:');
  return lines.length ? { lines, restock: typed.restock === '1' } : null;
}

orderActions.post('/orders/:number/refund/preview', async (c) => {
  const typed = await fields(c);
  const order = await loaded(c);
  const body = refundBody(typed, order.show.order.currency);
  const t = c.get('t');
  if (!body) return again(c, 400, { error: t('core.order.refundNothing'), typed }, order);
  const answer = await c.get('api')<MoneyPlan>('POST', path(c, '/refund/preview'), body);
  // A preview changes nothing: the order read above is still the order.
  if (!answer.ok) return again(c, answer.status, { error: refusal(c, answer, 'core.order'), typed }, order);
  // The confirming form carries what was asked and a key of its own: a double click refunds once.
  return again(c, 200, { preview: { plan: answer.data, fields: { ...typed, key: createId() } }, typed }, order);
});

orderActions.post('/orders/:number/refund', async (c) => {
  const typed = await fields(c);
  const order = await loaded(c);
  const body = refundBody(typed, order.show.order.currency);
  if (!body) return again(c, 400, { error: c.get('t')('core.order.refundNothing'), typed }, order);
  const key = /^[a-z0-9]{8,100}$/.test(typed.key ?? '') ? typed.key : createId();
  const answer = await c.get('api')('POST', path(c, '/refund'), body, { 'idempotency-key': `backoffice:${key}` });
  if (answer.ok) return done(c, path(c), 'core.order.refundedDone');
  return again(c, answer.status, { error: refusal(c, answer, 'core.order'), typed });
});

orderActions.post('/orders/:number/cancel/preview', async (c) => {
  const answer = await c.get('api')<MoneyPlan>('POST', path(c, '/cancel/preview'), {});
  if (!answer.ok) return again(c, answer.status, { error: refusal(c, answer, 'core.order') });
  return again(c, 200, { preview: { plan: answer.data, fields: {} } });
});

orderActions.post('/orders/:number/cancel', async (c) => {
  const answer = await c.get('api')('POST', path(c, '/cancel'), {});
  if (answer.ok) return done(c, path(c), 'core.order.cancelledDone');
  return again(c, answer.status, { error: refusal(c, answer, 'core.order') });
});

orderActions.post('/orders/:number/notes', async (c) => {
  const typed = await fields(c);
  const answer = await c.get('api')('POST', path(c, '/notes'), { body: typed.body ?? '' });
  if (answer.ok) return done(c, path(c), 'core.order.noteSaved');
  return again(c, answer.status, { error: refusal(c, answer, 'core.order'), typed });
});

orderActions.post('/orders/:number/sms/:smsId/resend', async (c) => {
  const answer = await c.get('api')('POST', path(c, `/sms/${encodeURIComponent(c.req.param('smsId'))}/resend`), {});
  if (answer.ok) return done(c, path(c), 'core.order.smsResentDone');
  return again(c, answer.status, { error: refusal(c, answer, 'core.order') });
});

orderActions.post('/orders/:number/mail/:mailId/resend', async (c) => {
  const answer = await c.get('api')('POST', path(c, `/mail/${encodeURIComponent(c.req.param('mailId'))}/resend`), {});
  if (answer.ok) return done(c, path(c), 'core.order.resentDone');
  return again(c, answer.status, { error: refusal(c, answer, 'core.order') });
});
