import type { Context } from 'hono';
import { Hono } from 'hono';
import DiscountsPage, { type DiscountView, type RuleValues } from '../../../../client/backoffice/pages/discounts/page';
import { CURRENCIES, MARKET_CODES } from '../../../../locales/markets';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { pageContext, renderBackOffice } from '../../render';
import { discountsList } from './loader';

export const discountsActions = new Hono<ShopEnv>();

/** What the form typed, as strings (a file field, which these forms have none of, is dropped). */
async function typed(c: Context<ShopEnv>): Promise<RuleValues> {
  const form = (await readForm(c)) ?? {};
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.slice(0, 200)]] : [])),
  );
}

const whole = (text: string | undefined) => (text?.trim() ? Number(text) : undefined);
// The form's datetime-local has no zone; the page says its times are UTC.
const moment = (text: string | undefined) => (text?.trim() ? `${text.trim().length === 16 ? `${text.trim()}:00` : text.trim()}Z` : null);

/** The API's rules from the form's fields; the API validates them and says what is wrong. */
function rules(v: RuleValues, withMaxUses: boolean) {
  const perCurrency = (prefix: string) =>
    Object.fromEntries(
      CURRENCIES.flatMap((currency) => (v[`${prefix}-${currency}`]?.trim() ? [[currency, v[`${prefix}-${currency}`]]] : [])),
    );
  const markets = MARKET_CODES.filter((market) => v[`market-${market}`]);
  return {
    kind: v.kind,
    ...(v.kind === 'percent' ? { percent: whole(v.percent) } : { amounts: perCurrency('amount') }),
    markets,
    minimums: perCurrency('minimum'),
    startsAt: moment(v.startsAt),
    endsAt: moment(v.endsAt),
    ...(withMaxUses ? { maxUses: whole(v.maxUses) ?? null } : {}),
    usesPerEmail: whole(v.usesPerEmail) ?? null,
  };
}

/** The API's problems, translated where the page can, else as the API wrote them (they name the field). */
function refusedText(c: Context<ShopEnv>, answer: ApiAnswer): string {
  const problems = (answer.data as { problems?: string[]; error?: string }) ?? {};
  if (answer.status === 400 && problems.problems?.length) return `${c.get('t')('core.errors.invalid')} ${problems.problems.join('; ')}`;
  if (answer.status === 409) return c.get('t')('discounts.errors.exists');
  return refusal(c, answer, 'discounts');
}

/** The page again with what was typed and why the API refused it. */
async function again(c: Context<ShopEnv>, answer: ApiAnswer, form: 'code' | 'batch', values: RuleValues, editing: string | null) {
  if (answer.status === 403) expectOk(answer);
  const list = await discountsList(c);
  return renderBackOffice(c, {
    title: c.get('t')('discounts.title'),
    status: answer.status,
    current: 'discounts',
    body: DiscountsPage({
      ctx: pageContext(c),
      data: {
        ...list,
        editing: list.codes.find((code: DiscountView) => code.code === editing) ?? null,
        refused: { form, values, text: refusedText(c, answer) },
      },
    }),
  });
}

discountsActions.post('/discounts', async (c) => {
  const v = await typed(c);
  const answer = await c.get('api')('POST', '/discounts', { code: v.code ?? '', ...rules(v, true) });
  if (answer.ok) return done(c, '/discounts', 'discounts.created');
  return again(c, answer, 'code', v, null);
});

discountsActions.post('/discounts/batches', async (c) => {
  const v = await typed(c);
  const answer = await c.get('api')<{ batch: string }>('POST', '/discounts/batches', {
    prefix: v.prefix ?? '',
    count: whole(v.count),
    rules: rules(v, false),
  });
  if (answer.ok) return done(c, '/discounts', 'discounts.batchCreated');
  return again(c, answer, 'batch', v, null);
});

discountsActions.get('/discounts/batches/:batch/codes.csv', async (c) => {
  const batch = c.req.param('batch');
  const answer = await c.get('api')('GET', `/discounts/batches/${encodeURIComponent(batch)}/codes.csv`);
  expectOk(answer);
  return c.body(answer.raw, 200, {
    'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
    'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="codes.csv"',
    'cache-control': 'no-store',
  });
});

discountsActions.post('/discounts/batches/:batch/end', async (c) => {
  const answer = await c.get('api')('POST', `/discounts/batches/${encodeURIComponent(c.req.param('batch'))}/end`, {});
  expectOk(answer);
  return done(c, '/discounts', 'discounts.ended');
});

discountsActions.post('/discounts/:code/end', async (c) => {
  const answer = await c.get('api')('POST', `/discounts/${encodeURIComponent(c.req.param('code'))}/end`, {});
  expectOk(answer);
  return done(c, '/discounts', 'discounts.ended');
});

discountsActions.post('/discounts/:code', async (c) => {
  const code = c.req.param('code');
  const v = await typed(c);
  const answer = await c.get('api')('PUT', `/discounts/${encodeURIComponent(code)}`, rules(v, true));
  if (answer.ok) return done(c, '/discounts', 'discounts.saved');
  return again(c, answer, 'code', v, code);
});
