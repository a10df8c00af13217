import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { marketPrices, priceSaleItems, priceSales } from '../schema';
import { selectFrom } from './product-cards';

/**
 * Prices per market (decision 031): what the export writes, the back office's table of one
 * product, and the rows bulk changes and scheduled sales read and write.
 */

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/**
 * The markets of some products that differ from their currency: an own price or withdrawn. A
 * market in a running sale reads as its regular price (what the sale restores), so an export
 * made during a sale re-imports the catalog as it is outside it.
 */
export function marketEntriesQuery(db: Database, skus: string[]) {
  return db
    .select({
      productSku: marketPrices.productSku,
      market: marketPrices.market,
      amount: sql<number>`coalesce(${priceSaleItems.regularAmount}, ${marketPrices.amount})`,
      compareAt: sql<
        number | null
      >`case when ${priceSaleItems.saleId} is null then ${marketPrices.compareAt} else ${priceSaleItems.regularCompareAt} end`,
      own: marketPrices.own,
      published: marketPrices.published,
    })
    .from(marketPrices)
    .leftJoin(
      priceSaleItems,
      and(
        eq(priceSaleItems.saleId, marketPrices.saleId),
        eq(priceSaleItems.productSku, marketPrices.productSku),
        eq(priceSaleItems.market, marketPrices.market),
      ),
    )
    .where(and(inArray(marketPrices.productSku, skus), or(eq(marketPrices.own, true), eq(marketPrices.published, false))))
    .orderBy(asc(marketPrices.productSku), asc(marketPrices.market));
}

export interface ProductMarketPriceRow {
  market: string;
  currency: string;
  amount: number;
  compareAt: number | null;
  own: number;
  published: number;
  saleId: string | null;
  saleName: string | null;
  /** The lowest price of the 30 days before `now`: the price in force then and every one since. */
  lowest30: number | null;
  /** The currency's price, which a following market shows. */
  currencyAmount: number | null;
  /** While a sale runs: the price and compare-at price it replaced. */
  regularAmount: number | null;
  regularCompareAt: number | null;
}

/** A product's row in every market it has one, for its prices page. */
export function productMarketPricesQuery(db: Database, sku: string, now: number) {
  const since = now - THIRTY_DAYS;
  return selectFrom<ProductMarketPriceRow>(
    db,
    [
      'market',
      'currency',
      'amount',
      'compareAt',
      'own',
      'published',
      'saleId',
      'saleName',
      'lowest30',
      'currencyAmount',
      'regularAmount',
      'regularCompareAt',
    ],
    sql`SELECT mp.market AS market, mp.currency AS currency, mp.amount AS amount, mp.compare_at AS compareAt, mp.own AS own,
      mp.published AS published, mp.sale_id AS saleId, (SELECT name FROM price_sales s WHERE s.id = mp.sale_id) AS saleName,
      (SELECT min(h.amount) FROM market_price_history h WHERE h.product_sku = mp.product_sku AND h.market = mp.market
        AND h.changed_at >= coalesce((SELECT max(o.changed_at) FROM market_price_history o
          WHERE o.product_sku = mp.product_sku AND o.market = mp.market AND o.changed_at <= ${since}), ${since})) AS lowest30,
      (SELECT p.amount FROM prices p WHERE p.product_sku = mp.product_sku AND p.currency = mp.currency) AS currencyAmount,
      i.regular_amount AS regularAmount, i.regular_compare_at AS regularCompareAt
    FROM market_prices mp
    LEFT JOIN price_sale_items i ON i.sale_id = mp.sale_id AND i.product_sku = mp.product_sku AND i.market = mp.market
    WHERE mp.product_sku = ${sku}`,
  );
}

/** Which products a bulk change or a sale reaches: a collection's members, or SKUs. */
export type PriceSelection = { collection: string } | { skus: string[] };

const selected = (selection: PriceSelection) =>
  'collection' in selection
    ? sql`mp.product_sku IN (SELECT cp.product_sku FROM collection_products cp WHERE cp.collection_id = ${selection.collection})`
    : sql`mp.product_sku IN (SELECT value FROM json_each(${JSON.stringify(selection.skus)}))`;

export interface SelectedPriceRow {
  sku: string;
  market: string;
  currency: string;
  amount: number;
  compareAt: number | null;
  own: number;
  saleId: string | null;
}

/** The rows of the selected products in `markets`, up to `limit` (one more tells there are more). */
export function selectedPricesQuery(db: Database, selection: PriceSelection, markets: string[], limit: number) {
  return selectFrom<SelectedPriceRow>(
    db,
    ['sku', 'market', 'currency', 'amount', 'compareAt', 'own', 'saleId'],
    sql`SELECT mp.product_sku AS sku, mp.market AS market, mp.currency AS currency, mp.amount AS amount,
      mp.compare_at AS compareAt, mp.own AS own, mp.sale_id AS saleId
    FROM market_prices mp
    WHERE ${selected(selection)} AND mp.market IN (SELECT value FROM json_each(${JSON.stringify(markets)}))
    ORDER BY mp.product_sku, mp.market LIMIT ${limit}`,
  );
}

export interface PriceChange {
  sku: string;
  market: string;
  before: number;
  beforeCompareAt: number | null;
  after: number;
  afterCompareAt: number | null;
}

const changesTable = (changes: PriceChange[]) =>
  sql`(SELECT json_extract(value, '$.sku') AS sku, json_extract(value, '$.market') AS market,
      json_extract(value, '$.before') AS before, json_extract(value, '$.beforeCompareAt') AS before_compare_at,
      json_extract(value, '$.after') AS after, json_extract(value, '$.afterCompareAt') AS after_compare_at
    FROM json_each(${JSON.stringify(changes)}))`;

/** Whether a change's row still holds what the preview showed (and is in no running sale). */
const stale = (changes: PriceChange[]) =>
  sql`EXISTS (SELECT 1 FROM ${changesTable(changes)} c LEFT JOIN market_prices m ON m.product_sku = c.sku AND m.market = c.market
    WHERE m.product_sku IS NULL OR m.amount <> c.before OR m.compare_at IS NOT c.before_compare_at OR m.sale_id IS NOT NULL)`;

/**
 * A bulk change, all or nothing, in one batch: the audit line, every row made the market's own
 * price (RETURNING the rows changed), the catalog's version. The first two hold only while every
 * row is still as previewed, so a change made in between applies none of it.
 */
export function bulkChangeStatements(changes: PriceChange[], audit: { actor: string; details: unknown; at: number }): SQL[] {
  return [
    sql`INSERT INTO admin_audit (at, actor, action, target, details)
      SELECT ${audit.at}, ${audit.actor}, 'prices.bulk', 'prices', ${JSON.stringify(audit.details)} WHERE NOT ${stale(changes)}`,
    sql`UPDATE market_prices SET amount = c.after, compare_at = c.after_compare_at, own = 1
      FROM ${changesTable(changes)} AS c
      WHERE market_prices.product_sku = c.sku AND market_prices.market = c.market AND NOT ${stale(changes)}
      RETURNING market_prices.product_sku AS sku`,
  ];
}

/** Products and markets of the selection already in a sale (scheduled or running) that overlaps [startsAt, endsAt). */
export function overlappingSalesQuery(db: Database, selection: PriceSelection, markets: string[], startsAt: number, endsAt: number) {
  return selectFrom<{ sku: string; market: string; name: string }>(
    db,
    ['sku', 'market', 'name'],
    sql`SELECT mp.product_sku AS sku, mp.market AS market, s.name AS name
    FROM price_sale_items mp CROSS JOIN price_sales s
    WHERE ${selected(selection)} AND mp.market IN (SELECT value FROM json_each(${JSON.stringify(markets)}))
      AND s.id = mp.sale_id AND s.status IN ('scheduled', 'running') AND s.starts_at < ${endsAt} AND s.ends_at > ${startsAt}
    ORDER BY mp.product_sku, mp.market LIMIT 10`,
  );
}

export interface NewSale {
  id: string;
  name: string;
  markets: string[];
  selection: PriceSelection;
  percentOff: number;
  startsAt: number;
  endsAt: number;
  createdAt: number;
  createdBy: string;
}

/**
 * A sale and its products in its markets (those priced there now), each only where no
 * overlapping sale has it: the check before creating is repeated in the statement.
 */
export function createSaleStatements(sale: NewSale): SQL[] {
  const { selection } = sale;
  return [
    sql`INSERT INTO price_sales (id, name, markets, collection, skus, percent_off, starts_at, ends_at, status, created_at, created_by)
      VALUES (${sale.id}, ${sale.name}, ${JSON.stringify(sale.markets)}, ${'collection' in selection ? selection.collection : null},
        ${'skus' in selection ? JSON.stringify(selection.skus) : null}, ${sale.percentOff}, ${sale.startsAt}, ${sale.endsAt}, 'scheduled',
        ${sale.createdAt}, ${sale.createdBy})`,
    sql`INSERT INTO price_sale_items (sale_id, product_sku, market)
      SELECT ${sale.id}, mp.product_sku, mp.market FROM market_prices mp
      WHERE ${selected(selection)} AND mp.market IN (SELECT value FROM json_each(${JSON.stringify(sale.markets)}))
        AND NOT EXISTS (SELECT 1 FROM price_sale_items o CROSS JOIN price_sales s
          WHERE o.product_sku = mp.product_sku AND o.market = mp.market AND s.id = o.sale_id AND s.id <> ${sale.id}
            AND s.status IN ('scheduled', 'running') AND s.starts_at < ${sale.endsAt} AND s.ends_at > ${sale.startsAt})`,
  ];
}

export function salesQuery(db: Database, limit: number) {
  return db
    .select({
      id: priceSales.id,
      name: priceSales.name,
      markets: priceSales.markets,
      collection: priceSales.collection,
      skus: priceSales.skus,
      percentOff: priceSales.percentOff,
      startsAt: priceSales.startsAt,
      endsAt: priceSales.endsAt,
      status: priceSales.status,
      createdAt: priceSales.createdAt,
      createdBy: priceSales.createdBy,
      products: sql<number>`(SELECT count(DISTINCT i.product_sku) FROM price_sale_items i WHERE i.sale_id = ${priceSales.id})`,
    })
    .from(priceSales)
    .orderBy(sql`${priceSales.status} IN ('ended', 'cancelled')`, sql`${priceSales.startsAt} DESC`, asc(priceSales.id))
    .limit(limit);
}

export function saleQuery(db: Database, id: string) {
  return db.select().from(priceSales).where(eq(priceSales.id, id));
}

/** Sales the cron must start (due, not yet over) or end (running past their end), oldest first. */
export function dueSalesQuery(db: Database, now: number) {
  return db
    .select({ id: priceSales.id, status: priceSales.status, percentOff: priceSales.percentOff, endsAt: priceSales.endsAt })
    .from(priceSales)
    .where(
      or(
        and(eq(priceSales.status, 'scheduled'), sql`${priceSales.startsAt} <= ${now}`),
        and(eq(priceSales.status, 'running'), sql`${priceSales.endsAt} <= ${now}`),
      ),
    )
    .orderBy(asc(priceSales.startsAt), asc(priceSales.id));
}

/** A sale's products and markets with their price now (the regular price a start replaces). */
export function saleItemsQuery(db: Database, saleId: string) {
  return selectFrom<{ sku: string; market: string; amount: number; compareAt: number | null; saleId: string | null }>(
    db,
    ['sku', 'market', 'amount', 'compareAt', 'saleId'],
    sql`SELECT i.product_sku AS sku, i.market AS market, mp.amount AS amount, mp.compare_at AS compareAt, mp.sale_id AS saleId
    FROM price_sale_items i CROSS JOIN market_prices mp
    WHERE i.sale_id = ${saleId} AND mp.product_sku = i.product_sku AND mp.market = i.market
    ORDER BY i.product_sku, i.market`,
  );
}

export interface SaleStart {
  sku: string;
  market: string;
  regular: number;
  regularCompareAt: number | null;
  sale: number;
}

/**
 * Starts a sale: its rows get the sale's price with the regular one as compare-at price, and
 * remember what they replace. Every statement holds only while the sale is still scheduled and
 * a row still at the price read, so a second (or late) run changes nothing.
 */
export function startSaleStatements(saleId: string, starts: SaleStart[], now: number, actor: string): SQL[] {
  const scheduled = sql`(SELECT status FROM price_sales WHERE id = ${saleId}) = 'scheduled'`;
  const rows = sql`(SELECT json_extract(value, '$.sku') AS sku, json_extract(value, '$.market') AS market,
    json_extract(value, '$.regular') AS regular, json_extract(value, '$.regularCompareAt') AS regular_compare_at,
    json_extract(value, '$.sale') AS sale FROM json_each(${JSON.stringify(starts)}))`;
  return [
    sql`INSERT INTO admin_audit (at, actor, action, target, details)
      SELECT ${now}, ${actor}, 'sale.start', ${`sale:${saleId}`}, ${JSON.stringify({ rows: starts.length })} WHERE ${scheduled}`,
    sql`UPDATE price_sale_items SET regular_amount = c.regular, regular_compare_at = c.regular_compare_at, sale_amount = c.sale
      FROM ${rows} AS c
      WHERE price_sale_items.sale_id = ${saleId} AND price_sale_items.product_sku = c.sku AND price_sale_items.market = c.market
        AND ${scheduled}`,
    sql`UPDATE market_prices SET amount = c.sale, compare_at = c.regular, sale_id = ${saleId}
      FROM ${rows} AS c
      WHERE market_prices.product_sku = c.sku AND market_prices.market = c.market AND market_prices.sale_id IS NULL
        AND market_prices.amount = c.regular AND ${scheduled}`,
    sql`UPDATE price_sales SET status = 'running' WHERE id = ${saleId} AND status = 'scheduled'`,
  ];
}

/**
 * Ends a running sale (its time is up, or staff ended it): its rows go back to the regular
 * price, a following market to its currency's price as it is now, an own price to what the sale
 * replaced. Rows given a price during the sale are no longer the sale's and stay as they are.
 * `status` is what the sale becomes; a sale not running is not touched.
 */
export function endSaleStatements(saleId: string, now: number, actor: string): SQL[] {
  const running = sql`(SELECT status FROM price_sales WHERE id = ${saleId}) = 'running'`;
  return [
    sql`INSERT INTO admin_audit (at, actor, action, target, details)
      SELECT ${now}, ${actor}, 'sale.end', ${`sale:${saleId}`}, NULL WHERE ${running}`,
    sql`UPDATE market_prices SET
        amount = CASE WHEN market_prices.own = 0
          THEN coalesce((SELECT p.amount FROM prices p WHERE p.product_sku = market_prices.product_sku AND p.currency = market_prices.currency), i.regular_amount)
          ELSE i.regular_amount END,
        compare_at = CASE WHEN market_prices.own = 0
          THEN (SELECT p.compare_at FROM prices p WHERE p.product_sku = market_prices.product_sku AND p.currency = market_prices.currency)
          ELSE i.regular_compare_at END,
        sale_id = NULL
      FROM price_sale_items i
      WHERE i.sale_id = ${saleId} AND market_prices.sale_id = ${saleId} AND market_prices.product_sku = i.product_sku
        AND market_prices.market = i.market AND i.regular_amount IS NOT NULL`,
    sql`UPDATE price_sales SET status = 'ended' WHERE id = ${saleId} AND status = 'running'`,
  ];
}

/** A scheduled sale called off before it started; answers the row when it was. */
export function cancelSaleStatement(db: Database, saleId: string) {
  return db
    .update(priceSales)
    .set({ status: 'cancelled' })
    .where(and(eq(priceSales.id, saleId), eq(priceSales.status, 'scheduled')))
    .returning({ id: priceSales.id });
}

/** A product's price in one market (minor units) and whether it is published there, when it has a row. */
export function marketPriceQuery(db: Database, sku: string, market: string) {
  return db
    .select({ amount: marketPrices.amount, compareAt: marketPrices.compareAt, published: marketPrices.published, own: marketPrices.own })
    .from(marketPrices)
    .where(and(eq(marketPrices.productSku, sku), eq(marketPrices.market, market)));
}
