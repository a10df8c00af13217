import { Hono } from 'hono';
import * as z from 'zod';
import { productMarketPricesQuery } from '../../../db/queries/market-prices';
import { CURRENCY_DIGITS, type Currency, MARKET_CODES, MARKETS } from '../../../locales/markets';
import { COLLECTION_ID } from '../../catalog/document';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { majorAmount, minorAmount } from '../../money-amounts';
import { applyBulkChange, type BulkInput, type BulkRow, planBulkChange } from '../../prices/bulk';
import { bodyText, invalid } from './input';

/**
 * /admin/api/prices: bulk price changes per market (decision 031). `preview: true` answers what
 * would change; `preview: false` applies it in one batch, and only the plan a given `digest`
 * names (what was previewed): when prices moved in between, a 409 and nothing is changed.
 */
export const adminPrices = new Hono<ShopEnv>();

export const bulkSchema = z
  .strictObject({
    preview: z.boolean(),
    collection: z.string().regex(COLLECTION_ID).optional(),
    skus: z.array(z.string().trim().toUpperCase().min(1).max(40)).min(1).max(1_000).optional(),
    markets: z.array(z.enum(MARKET_CODES)).min(1).max(MARKET_CODES.length),
    /** -90 to +300 per cent, hundredths at most; not 0. */
    percent: z.number().min(-90).max(300).optional(),
    /** Major units, signed: "-5", "+2.50". */
    amount: z.string().trim().max(20).optional(),
    compareAt: z.enum(['keep', 'set-to-old', 'clear']),
    digest: z.string().max(64).optional(),
  })
  .refine((b) => (b.collection === undefined) !== (b.skus === undefined), {
    message: 'give a collection or skus, not both',
    path: ['collection'],
  })
  .refine((b) => (b.percent === undefined) !== (b.amount === undefined), { message: 'give a percent or an amount', path: ['percent'] });

type BulkBody = z.infer<typeof bulkSchema>;

/** The request as a change, or the problems with it (a 400). */
export function bulkInput(b: BulkBody): { input: BulkInput } | { problems: string[] } {
  const markets = [...new Set(b.markets)];
  const selection = b.collection !== undefined ? { collection: b.collection } : { skus: [...new Set(b.skus ?? [])] };
  if (b.percent !== undefined) {
    if (b.percent === 0 || Math.abs(Math.round(b.percent * 100) - b.percent * 100) > 1e-9)
      return { problems: ['percent: a change other than 0, in hundredths of a per cent at most'] };
    return { input: { selection, markets, change: { percent: b.percent }, compareAt: b.compareAt } };
  }
  // An amount is in one currency's units: markets of different currencies cannot share it.
  const currencies = [...new Set(markets.map((m) => MARKETS[m].currency))];
  if (currencies.length > 1)
    return { problems: [`amount: these markets sell in ${currencies.join(', ')}; change by an amount one currency at a time`] };
  const currency = currencies[0] as Currency;
  const match = /^([+-]?)(.*)$/.exec(b.amount ?? '') as RegExpExecArray;
  const minor = minorAmount(match[2], currency);
  if (minor === null || minor === 0) return { problems: [`amount: "${b.amount}" is not an amount in ${currency} other than 0`] };
  return { input: { selection, markets, change: { amount: match[1] === '-' ? -minor : minor }, compareAt: b.compareAt } };
}

/** A row as operators read it: amounts in major units of its currency. */
export function shownRow(row: BulkRow) {
  const major = (amount: number | null) => (amount === null ? null : majorAmount(amount, row.currency));
  return {
    sku: row.sku,
    market: row.market,
    currency: row.currency,
    before: major(row.before),
    beforeCompareAt: major(row.beforeCompareAt),
    after: major(row.after),
    afterCompareAt: major(row.afterCompareAt),
  };
}

adminPrices.post('/bulk', allow('catalog.write'), async (c) => {
  let json: unknown = null;
  try {
    json = JSON.parse(await bodyText(c.req.raw));
  } catch {
    // Not JSON: the schema names what is missing.
  }
  const parsed = bulkSchema.safeParse(json);
  if (!parsed.success) throw invalid(parsed.error);
  const made = bulkInput(parsed.data);
  if ('problems' in made) return c.json({ error: 'Invalid request', problems: made.problems }, 400);
  const db = c.get('db');
  const plan = await planBulkChange(db, made.input);
  if ('problems' in plan) return c.json({ error: 'The change cannot be made', problems: plan.problems }, 422);
  const answer = { digest: plan.digest, rows: plan.rows.map(shownRow), digits: CURRENCY_DIGITS };
  if (parsed.data.preview) return c.json({ preview: true, ...answer });
  if (parsed.data.digest !== plan.digest) {
    return c.json(
      { error: 'Prices changed since the preview', problems: ['digest: preview the change again, then confirm it'], ...answer },
      409,
    );
  }
  const applied = await applyBulkChange(db, plan, made.input, { actor: c.get('operator'), now: Date.now() });
  if (!applied)
    return c.json({ error: 'Prices changed since the preview', problems: ['digest: preview the change again, then confirm it'] }, 409);
  return c.json({ preview: false, applied: plan.rows.length, ...answer });
});

/**
 * A product's price in every market: the price shown, whether it follows its currency's price
 * (and that price), the compare-at price, the lowest price of the last 30 days, whether it is
 * sold there, and the sale it is in. Amounts in major units.
 */
adminPrices.get('/products/:sku', allow('catalog.read'), async (c) => {
  const sku = c.req.param('sku').toUpperCase();
  const rows = await productMarketPricesQuery(c.get('db'), sku, Date.now());
  if (rows.length === 0) return c.json({ error: `No product ${sku} priced in any market` }, 404);
  const byMarket = new Map(rows.map((row) => [row.market, row]));
  const markets = MARKET_CODES.flatMap((market) => {
    const row = byMarket.get(market);
    if (!row) return [];
    const currency = row.currency as Currency;
    const major = (amount: number | null) => (amount === null ? null : majorAmount(amount, currency));
    return [
      {
        market,
        currency,
        amount: major(row.amount),
        compareAt: major(row.compareAt),
        follows: row.own === 0,
        ownAmount: row.own === 0 ? null : major(row.saleId === null ? row.amount : row.regularAmount),
        ownCompareAt: row.own === 0 ? null : major(row.saleId === null ? row.compareAt : row.regularCompareAt),
        currencyAmount: major(row.currencyAmount),
        lowest30: major(row.lowest30),
        published: row.published === 1,
        sale: row.saleId === null ? null : { id: row.saleId, name: row.saleName ?? '' },
      },
    ];
  });
  return c.json({ sku, markets });
});
