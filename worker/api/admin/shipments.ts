import { Hono } from 'hono';
import Papa from 'papaparse';
import { restoredCell } from '../../csv';
import type { ShopEnv } from '../../env';
import { queueMail } from '../../mail/outbox';
import { allow } from '../../middleware/operator-only';
import { type ImportRow, importShipments } from '../../orders/shipments';
import { bodyText } from './input';

/** /admin/api/shipments: many orders marked shipped from a carrier's file of tracking numbers. */
export const adminShipments = new Hono<ShopEnv>();

const COLUMNS = ['order', 'carrier', 'tracking', 'sku', 'quantity'] as const;
const REQUIRED = ['order', 'carrier', 'tracking'] as const;
/** A file this long is split by the operator: the whole import is one D1 batch. */
const MAX_ROWS = 2_000;

/** A column's name as a spreadsheet may write it: any case, spaces around, "Tracking Number" for tracking. */
const columnOf = (header: string) => {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return name === 'tracking number' ? 'tracking' : name === 'order number' ? 'order' : name;
};

const badFile = (problems: string[]) => Response.json({ error: 'Nothing shipped', problems }, { status: 400 });

/**
 * The body is the carrier's CSV (UTF-8, or the charset its content-type names): columns order
 * (10042, #10042 or the order's id), carrier, tracking, and for a parcel holding part of an
 * order sku and quantity (docs/operations.md). Every row is checked before anything ships; any
 * problem answers 400 with each one by its line, and nothing ships.
 */
adminShipments.post('/import', allow('orders.write'), async (c) => {
  const text = await bodyText(c.req.raw);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...data] = parsed.data;
  if (!header) return badFile(['the file is empty: it needs a header line with order, carrier, tracking']);
  const columns = header.map(columnOf);
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  const unknown = columns.filter((name) => name && !(COLUMNS as readonly string[]).includes(name));
  const problems = [
    ...missing.map(
      (name) => `line 1: no column ${name} (the columns are order, carrier, tracking, and sku, quantity for part of an order)`,
    ),
    ...unknown.map((name) => `line 1: unknown column "${name}"`),
  ];
  if (problems.length > 0) return badFile(problems);
  if (data.length === 0) return badFile(['the file has no rows under its header']);
  if (data.length > MAX_ROWS) return badFile([`the file has ${data.length} rows; at most ${MAX_ROWS} go in one import: split it`]);

  const at = (name: (typeof COLUMNS)[number]) => columns.indexOf(name);
  // Papa counts rows, not lines: a quoted cell with a line break would shift the numbers, which carriers' files do not have.
  const rows: ImportRow[] = [];
  data.forEach((cells, i) => {
    const line = i + 2;
    const cell = (name: (typeof COLUMNS)[number]) => (at(name) < 0 ? '' : restoredCell((cells[at(name)] ?? '').trim()));
    const [carrier, tracking, sku, quantity] = [cell('carrier'), cell('tracking'), cell('sku'), cell('quantity')];
    const wrong = [
      carrier.length > 60 && 'the carrier is longer than 60 characters',
      tracking.length > 80 && 'the tracking number is longer than 80 characters',
      sku.length > 64 && 'the sku is longer than 64 characters',
      quantity && !/^[1-9]\d{0,3}$/.test(quantity) && `quantity "${quantity}" is not a number of pairs (1, 2, …)`,
    ].filter((problem): problem is string => typeof problem === 'string' && problem !== '');
    problems.push(...wrong.map((problem) => `line ${line}: ${problem}`));
    if (wrong.length > 0) return;
    rows.push({
      line,
      order: cell('order'),
      carrier,
      tracking,
      ...(sku ? { sku } : {}),
      ...(quantity ? { quantity: Number(quantity) } : {}),
    });
  });

  const result = await importShipments({ db: c.get('db'), now: Date.now(), actor: c.get('operator') }, rows, problems);
  if (!result.ok) return c.json({ error: result.error, problems: result.problems }, result.code);
  // A queue takes at most 100 messages a batch.
  for (let i = 0; i < result.mails.length; i += 100) c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, result.mails.slice(i, i + 100)));
  return c.json({ shipped: result.shipped, unchanged: result.unchanged });
});
