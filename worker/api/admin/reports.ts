import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { euVatCsv, euVatReport } from '../../reports/eu-vat';
import { type Period, requestedPeriod } from '../../reports/period';
import { refundsCsv, refundsReport } from '../../reports/refunds';
import { salesCsv, salesReport } from '../../reports/sales';
import { usSalesTaxCsv, usSalesTaxReport } from '../../reports/us-sales-tax';
import { currentSeller } from '../../seller/store';
import { readSettings } from '../../settings';
import { invalid, validQuery } from './input';

/**
 * /admin/api/reports: sales, US sales tax, EU VAT and refunds, each as JSON
 * (client/backoffice/contract/reports.ts) and as CSV under the same path with `.csv`. Every
 * report covers `from` to `to` (UTC days, both included) or a `quarter` (2026-Q3).
 */
export const adminReports = new Hono<ShopEnv>();

/** A year at most per request (a leap year's 366 days): what one report reads of D1 stays bounded. */
const MAX_DAYS = 366;

const periodQuery = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
  quarter: z.string().max(20).optional(),
});
const salesTaxQuery = periodQuery.extend({
  by: z.enum(['month', 'range'], { message: 'month (a line per state and month) or range (a line per state)' }).default('month'),
});

function periodOf(query: z.infer<typeof periodQuery>): Period {
  const asked = requestedPeriod(query, MAX_DAYS);
  if (!asked.ok) throw invalid({ issues: [{ path: asked.field === 'request' ? [] : [asked.field], message: asked.error }] });
  return asked.period;
}

/** The file a spreadsheet opens, named after the report and its period. */
function csvAnswer(c: Context<ShopEnv>, name: string, period: Period | string, csv: string) {
  const file = `${name}-${typeof period === 'string' ? period : `${period.from}-to-${period.to}`}.csv`;
  return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file}"` });
}

adminReports.get('/sales', allow('reports.read'), validQuery(periodQuery), async (c) =>
  c.json(await salesReport(c.get('db'), periodOf(c.req.valid('query')))),
);
adminReports.get('/sales.csv', allow('reports.read'), validQuery(periodQuery), async (c) => {
  const period = periodOf(c.req.valid('query'));
  return csvAnswer(c, 'sales', period, salesCsv(await salesReport(c.get('db'), period)));
});

adminReports.get('/us-sales-tax', allow('reports.read'), validQuery(salesTaxQuery), async (c) => {
  const query = c.req.valid('query');
  return c.json(await usSalesTaxReport(c.get('db'), periodOf(query), query.by));
});
adminReports.get('/us-sales-tax.csv', allow('reports.read'), validQuery(salesTaxQuery), async (c) => {
  const query = c.req.valid('query');
  const period = periodOf(query);
  return csvAnswer(c, 'us-sales-tax', period, usSalesTaxCsv(await usSalesTaxReport(c.get('db'), period, query.by)));
});

/** The seller's VAT number in force (back office over settings): its country is the domestic one. */
const sellerVatId = async (c: Context<ShopEnv>) => (await currentSeller(c.get('db'), readSettings(c.env))).vatId;

adminReports.get('/eu-vat', allow('reports.read'), validQuery(periodQuery), async (c) => {
  const query = c.req.valid('query');
  return c.json(await euVatReport(c.get('db'), periodOf(query), query.quarter ?? null, await sellerVatId(c)));
});
adminReports.get('/eu-vat.csv', allow('reports.read'), validQuery(periodQuery), async (c) => {
  const query = c.req.valid('query');
  const period = periodOf(query);
  const report = await euVatReport(c.get('db'), period, query.quarter ?? null, await sellerVatId(c));
  return csvAnswer(c, 'eu-vat', query.quarter ?? period, euVatCsv(report));
});

adminReports.get('/refunds', allow('reports.read'), validQuery(periodQuery), async (c) =>
  c.json(await refundsReport(c.get('db'), periodOf(c.req.valid('query')))),
);
adminReports.get('/refunds.csv', allow('reports.read'), validQuery(periodQuery), async (c) => {
  const period = periodOf(c.req.valid('query'));
  return csvAnswer(c, 'refunds', period, refundsCsv(await refundsReport(c.get('db'), period)));
});
