import type { Database } from '../../db/client';
import { d1Statements } from '../../db/queries/catalog-import';
import { bulkChangeStatements, type PriceChange, type PriceSelection, selectedPricesQuery } from '../../db/queries/market-prices';
import { bumpCatalogStatement } from '../../db/queries/operations';
import type { Currency, MarketCode } from '../../locales/markets';
import { type CompareAtRule, changedCompareAt, changedPrice } from '../pricing';

/**
 * Bulk price changes (decision 031): a percentage or an amount for a collection or some
 * products in some markets, previewed, then applied as previewed or not at all.
 */

/** Rows (product x market) one change may reach: a preview a person can read, one D1 statement's JSON. */
export const BULK_LIMIT = 5_000;

export interface BulkInput {
  selection: PriceSelection;
  markets: MarketCode[];
  change: { percent: number } | { amount: number };
  compareAt: CompareAtRule;
}

export interface BulkRow extends PriceChange {
  currency: Currency;
}

export type BulkPlan = { rows: BulkRow[]; digest: string } | { problems: string[] };

/** What the change would do to each row it reaches, or why it cannot be made. */
export async function planBulkChange(db: Database, input: BulkInput): Promise<BulkPlan> {
  const found = await selectedPricesQuery(db, input.selection, input.markets, BULK_LIMIT + 1);
  if (found.length === 0) return { problems: ['selection: no product of it is priced in these markets'] };
  if (found.length > BULK_LIMIT) {
    return { problems: [`selection: more than ${BULK_LIMIT.toLocaleString('en')} prices; change fewer products or markets at once`] };
  }
  const problems: string[] = [];
  const inSale = found.filter((row) => row.saleId !== null);
  if (inSale.length > 0) {
    problems.push(
      `selection: ${inSale.length} of these prices are in a running sale (${inSale[0].sku} in ${inSale[0].market}); end the sale or leave them out`,
    );
  }
  const rows: BulkRow[] = [];
  for (const row of found) {
    const after = changedPrice(row.amount, input.change);
    if (after === null) {
      problems.push(`${row.sku} in ${row.market}: the price would be zero or less`);
      continue;
    }
    const afterCompareAt = changedCompareAt(row.compareAt, row.amount, after, input.compareAt);
    if (after === row.amount && afterCompareAt === row.compareAt) continue;
    rows.push({
      sku: row.sku,
      market: row.market,
      currency: row.currency as Currency,
      before: row.amount,
      beforeCompareAt: row.compareAt,
      after,
      afterCompareAt,
    });
  }
  if (problems.length > 0) return { problems: problems.slice(0, 20) };
  if (rows.length === 0) return { problems: ['change: it leaves every price as it is'] };
  return { rows, digest: await digestOf(rows) };
}

/** Names one plan: the confirmation carries it, and a plan that came out otherwise is not applied. */
async function digestOf(rows: BulkRow[]): Promise<string> {
  const text = JSON.stringify(rows.map((r) => [r.sku, r.market, r.before, r.beforeCompareAt, r.after, r.afterCompareAt]));
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/**
 * Applies a plan in one batch (audit, prices, catalog version); false when a row changed since
 * it was read, and then nothing is applied.
 */
export async function applyBulkChange(
  db: Database,
  plan: { rows: BulkRow[]; digest: string },
  input: BulkInput,
  run: { actor: string; now: number },
): Promise<boolean> {
  const details = {
    selection: input.selection,
    markets: input.markets,
    change: input.change,
    compareAt: input.compareAt,
    digest: plan.digest,
    rows: plan.rows.length,
  };
  const statements = d1Statements(db, bulkChangeStatements(plan.rows, { actor: run.actor, details, at: run.now }), [
    bumpCatalogStatement(db, run.now),
  ]);
  const results = await db.$client.batch(statements);
  return (results[1]?.results?.length ?? 0) === plan.rows.length;
}
