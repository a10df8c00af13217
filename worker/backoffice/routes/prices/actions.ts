import type { Context } from 'hono';
import { Hono } from 'hono';
import PricesPage, { type BulkRowView, type FormValues, type PricesData } from '../../../../client/backoffice/pages/prices/page';
import { MARKET_CODES } from '../../../../locales/markets';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { pageContext, renderBackOffice } from '../../render';
import { pricesLists } from './loader';

/**
 * The prices page's forms: a bulk change is previewed (POST /admin/api/prices/bulk with preview)
 * and its confirmation carries the typed fields and the preview's digest, so what is applied is
 * what was shown; sales are created and ended through /admin/api/sales.
 */
export const pricesActions = new Hono<ShopEnv>();

async function typed(c: Context<ShopEnv>): Promise<FormValues> {
  const form = (await readForm(c)) ?? {};
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' && key !== 'digest' ? [[key, value.slice(0, 2_000)]] : [])),
  );
}

/** The products a form names: a collection, or SKUs separated by spaces, commas or lines. */
function selection(v: FormValues) {
  if (v.scope === 'skus') return { skus: (v.skus ?? '').split(/[\s,;]+/).filter(Boolean) };
  return { collection: v.collection ?? '' };
}

const markets = (v: FormValues) => MARKET_CODES.filter((market) => v[`market-${market}`] === '1');

function bulkBody(v: FormValues, preview: boolean, digest?: string) {
  const value = (v.value ?? '').trim().replace(',', '.');
  return {
    preview,
    ...selection(v),
    markets: markets(v),
    ...(v.change === 'amount' ? { amount: value } : { percent: value === '' || Number.isNaN(Number(value)) ? undefined : Number(value) }),
    compareAt: v.compareAt ?? 'keep',
    ...(digest ? { digest } : {}),
  };
}

/** The API's problems (they name the field), after the page's words for the status. */
function refusedText(c: Context<ShopEnv>, answer: ApiAnswer): string {
  const problems = (answer.data as { problems?: string[] })?.problems;
  const t = c.get('t');
  if (answer.status === 409 && (answer.data as { digest?: string })?.digest) return t('prices.errors.changedSincePreview');
  if (problems?.length) return `${refusal(c, answer, 'prices')} ${problems.join('; ')}`;
  return refusal(c, answer, 'prices');
}

async function page(c: Context<ShopEnv>, status: number, data: Partial<PricesData>) {
  return renderBackOffice(c, {
    title: c.get('t')('prices.title'),
    status,
    current: 'prices',
    body: PricesPage({ ctx: pageContext(c), data: { ...(await pricesLists(c)), ...data } }),
  });
}

type BulkAnswer = { digest: string; rows: BulkRowView[] };

pricesActions.post('/prices/bulk/preview', async (c) => {
  const v = await typed(c);
  const answer = await c.get('api')<BulkAnswer>('POST', '/prices/bulk', bulkBody(v, true));
  if (answer.status === 403) expectOk(answer);
  if (!answer.ok) return page(c, answer.status, { bulk: { values: v, error: refusedText(c, answer) } });
  return page(c, 200, { bulk: { values: v, preview: { digest: answer.data.digest, rows: answer.data.rows } } });
});

pricesActions.post('/prices/bulk/apply', async (c) => {
  const form = (await readForm(c)) ?? {};
  const digest = typeof form.digest === 'string' ? form.digest : '';
  const v = await typed(c);
  const answer = await c.get('api')<BulkAnswer>('POST', '/prices/bulk', bulkBody(v, false, digest));
  if (answer.ok) return done(c, '/prices', 'prices.bulk.applied');
  if (answer.status === 403) expectOk(answer);
  // Prices moved since the preview: the new preview, to confirm again.
  const fresh = (answer.data as Partial<BulkAnswer>)?.digest ? (answer.data as BulkAnswer) : undefined;
  return page(c, answer.status, {
    bulk: { values: v, error: refusedText(c, answer), preview: fresh ? { digest: fresh.digest, rows: fresh.rows } : undefined },
  });
});

// The form's datetime-local has no zone; the page says its times are UTC.
const moment = (text: string | undefined) => (text?.trim() ? `${text.trim().length === 16 ? `${text.trim()}:00` : text.trim()}Z` : '');

pricesActions.post('/prices/sales', async (c) => {
  const v = await typed(c);
  const percent = Number(v.percentOff);
  const answer = await c.get('api')('POST', '/sales', {
    name: v.name ?? '',
    ...selection(v),
    markets: markets(v),
    percentOff: v.percentOff?.trim() && Number.isInteger(percent) ? percent : undefined,
    startsAt: moment(v.startsAt),
    endsAt: moment(v.endsAt),
  });
  if (answer.ok) return done(c, '/prices', 'prices.sales.created');
  if (answer.status === 403) expectOk(answer);
  return page(c, answer.status, { sale: { values: v, error: refusedText(c, answer) } });
});

pricesActions.post('/prices/sales/:id/end', async (c) => {
  const answer = await c.get('api')('POST', `/sales/${encodeURIComponent(c.req.param('id'))}/end`, {});
  if (answer.status === 409) return done(c, '/prices', 'prices.sales.alreadyOver');
  expectOk(answer);
  return done(c, '/prices', 'prices.sales.ended');
});
