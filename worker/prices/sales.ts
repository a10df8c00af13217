import type { Database } from '../../db/client';
import { d1Statements } from '../../db/queries/catalog-import';
import {
  cancelSaleStatement,
  createSaleStatements,
  dueSalesQuery,
  endSaleStatements,
  overlappingSalesQuery,
  type PriceSelection,
  type SaleStart,
  saleItemsQuery,
  saleQuery,
  selectedPricesQuery,
  startSaleStatements,
} from '../../db/queries/market-prices';
import { auditStatement, bumpCatalogStatement } from '../../db/queries/operations';
import type { MarketCode } from '../../locales/markets';
import { salePrice } from '../pricing';

/**
 * Scheduled sales (decision 031): created with their products fixed, started and ended by the
 * cron (worker/index.ts, every five minutes), each step guarded by the sale's status so that a
 * second or late run changes nothing.
 */

/** Prices (product x market) one sale may reach: what one statement's JSON carries comfortably. */
export const SALE_LIMIT = 5_000;

export interface SaleInput {
  name: string;
  markets: MarketCode[];
  selection: PriceSelection;
  percentOff: number;
  startsAt: number;
  endsAt: number;
}

export type SaleCreation = { id: string } | { problems: string[]; status: 409 | 422 };

export async function createSale(db: Database, input: SaleInput, run: { actor: string; now: number }): Promise<SaleCreation> {
  const problems: string[] = [];
  if (input.endsAt <= input.startsAt) problems.push('endsAt: must be after startsAt');
  if (input.endsAt <= run.now) problems.push('endsAt: must be in the future');
  const found = await selectedPricesQuery(db, input.selection, input.markets, SALE_LIMIT + 1);
  if (found.length === 0) problems.push('selection: no product of it is priced in these markets');
  if (found.length > SALE_LIMIT) problems.push(`selection: more than ${SALE_LIMIT.toLocaleString('en')} prices; make smaller sales`);
  if (problems.length > 0) return { problems, status: 422 };
  // One product is in one sale at a time in a market: two percentages would not say which
  // applies, and ending one would restore a price the other still discounts.
  const overlaps = await overlappingSalesQuery(db, input.selection, input.markets, input.startsAt, input.endsAt);
  if (overlaps.length > 0) {
    return {
      status: 409,
      problems: overlaps.map((o) => `${o.sku} in ${o.market} is in the sale "${o.name}" at the same time`),
    };
  }
  const id = crypto.randomUUID();
  const statements = createSaleStatements({ id, ...input, createdAt: run.now, createdBy: run.actor });
  await db.$client.batch(
    d1Statements(db, statements, [
      auditStatement(db, { actor: run.actor, action: 'sale.create', target: `sale:${id}`, details: input, at: run.now }),
    ]),
  );
  return { id };
}

/** What the cron did: the sales it started and ended. */
export interface SalesRun {
  started: string[];
  ended: string[];
}

/** Starts the sales that are due and ends those whose time is up (the cron; idempotent). */
export async function runSales(db: Database, now: number, actor = 'cron'): Promise<SalesRun> {
  const run: SalesRun = { started: [], ended: [] };
  for (const sale of await dueSalesQuery(db, now)) {
    if (sale.status === 'scheduled' && sale.endsAt > now) {
      if (await startSale(db, sale.id, sale.percentOff, now, actor)) run.started.push(sale.id);
    } else if (sale.status === 'scheduled') {
      // Its whole time passed while no cron ran: it never ran, so there is nothing to restore.
      await cancelSaleStatement(db, sale.id);
      run.ended.push(sale.id);
    } else if (await endSale(db, sale.id, now, actor)) run.ended.push(sale.id);
  }
  return run;
}

async function startSale(db: Database, saleId: string, percentOff: number, now: number, actor: string): Promise<boolean> {
  const items = await saleItemsQuery(db, saleId);
  const starts: SaleStart[] = [];
  for (const item of items) {
    if (item.saleId !== null) continue;
    const sale = salePrice(item.amount, percentOff);
    if (sale !== null) starts.push({ sku: item.sku, market: item.market, regular: item.amount, regularCompareAt: item.compareAt, sale });
  }
  const results = await db.$client.batch(
    d1Statements(db, startSaleStatements(saleId, starts, now, actor), [bumpCatalogStatement(db, now)]),
  );
  return (results[3]?.meta?.changes ?? 0) > 0;
}

async function endSale(db: Database, saleId: string, now: number, actor: string): Promise<boolean> {
  const results = await db.$client.batch(d1Statements(db, endSaleStatements(saleId, now, actor), [bumpCatalogStatement(db, now)]));
  return (results[2]?.meta?.changes ?? 0) > 0;
}

/**
 * Staff's "end now": a scheduled sale is cancelled, a running one ends (its prices restored).
 * Null when there is no such sale; false when it was over already.
 */
export async function endSaleNow(db: Database, saleId: string, run: { actor: string; now: number }): Promise<boolean | null> {
  const [sale] = await saleQuery(db, saleId);
  if (!sale) return null;
  if (sale.status === 'scheduled') {
    const [cancelled] = await db.batch([
      cancelSaleStatement(db, saleId),
      auditStatement(db, { actor: run.actor, action: 'sale.cancel', target: `sale:${saleId}`, at: run.now }),
    ]);
    return cancelled.length > 0;
  }
  if (sale.status === 'running') return endSale(db, saleId, run.now, run.actor);
  return false;
}
