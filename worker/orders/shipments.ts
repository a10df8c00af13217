import { createId } from '@paralleldrive/cuid2';
import type { BatchItem } from 'drizzle-orm/batch';
import type { PackingSlipData } from '../../client/backoffice/documents/packing-slip';
import type { OrderAddress } from '../../client/contract/pages/success';
import { shelfName } from '../../client/contract/sku';
import type { Database } from '../../db/client';
import { queueMailStatement } from '../../db/queries/mail-outbox';
import { auditStatement } from '../../db/queries/operations';
import { orderQuery } from '../../db/queries/orders';
import {
  ordersByKeyQuery,
  packingLinesQuery,
  type ShipmentLine,
  shipmentStatements,
  shipmentsQuery,
  shippingLinesQuery,
} from '../../db/queries/shipments';
import { trackingLink } from '../../locales/carriers';
import { isMarketCode, MARKETS } from '../../locales/markets';
import { sizeLabel } from '../../locales/sizes';
import { addressLines } from '../address-layout';
import { fulfilWhenShipped } from './lifecycle';
import { mergedLines, type Refusal } from './operations';

/**
 * Shipping an order, whole or in parcels. Each parcel is a shipment (carrier, tracking number,
 * the pairs in it) written in one batch with its lines' shipped pairs, its audit line and its
 * e-mail to the shopper; the order becomes fulfilled in that batch when every pair not refunded
 * has shipped, and stays paid until then. One tracking number is one parcel: the same request
 * told twice (a double click, a carrier's file imported again) ships nothing the second time.
 */

export type { ShipmentLine };

export interface ShipmentRequest {
  carrier: string;
  tracking: string;
  /** The pairs in the parcel; none named: every pair not shipped yet. */
  lines?: ShipmentLine[];
}

export interface Shipment {
  id: string;
  carrier: string;
  tracking: string;
  /** The carrier's page for the parcel (locales/carriers.ts); null for a carrier the shop does not know. */
  trackingUrl: string | null;
  lines: ShipmentLine[];
  actor: string;
  createdAt: number;
}

/** What an order's payload says of its shipping. */
export interface Fulfilment {
  /** Every pair not refunded has shipped. */
  complete: boolean;
  /** Per line: pairs ordered, shipped, refunded, refunded before shipping (never to ship), and still to ship. */
  lines: { variantSku: string; quantity: number; shipped: number; refunded: number; cancelled: number; toShip: number }[];
  shipments: Shipment[];
}

type LineState = Awaited<ReturnType<typeof shippingLinesQuery>>[number];
type ShipmentRow = Awaited<ReturnType<typeof shipmentsQuery>>[number];
type OrderRow = Awaited<ReturnType<typeof ordersByKeyQuery>>[number];

interface ShippingState {
  order: OrderRow;
  lines: LineState[];
  shipments: ShipmentRow[];
}

const refusal = (code: Refusal['code'], error: string, details?: Record<string, unknown>): Refusal => ({
  ok: false,
  code,
  error,
  ...(details ? { details } : {}),
});

const toShip = (line: Pick<LineState, 'quantity' | 'shipped' | 'cancelled'>) => line.quantity - line.shipped - line.cancelled;

/** Orders by id, each with its lines and shipments, in one round trip. */
async function loadShipping(db: Database, keys: { numbers: number[]; ids: string[] }): Promise<ShippingState[]> {
  const found = await ordersByKeyQuery(db, keys);
  if (found.length === 0) return [];
  const ids = found.map((o) => o.id);
  const [lines, parcels] = await db.batch([shippingLinesQuery(db, ids), shipmentsQuery(db, ids)]);
  return found.map((order) => ({
    order,
    lines: lines.filter((l) => l.orderId === order.id),
    shipments: parcels.filter((s) => s.orderId === order.id),
  }));
}

function shipmentOf(row: ShipmentRow, market: string): Shipment {
  return {
    id: row.id,
    carrier: row.carrier,
    tracking: row.tracking,
    trackingUrl: trackingLink(row.carrier, row.tracking, isMarketCode(market) ? market : undefined),
    lines: JSON.parse(row.lines) as ShipmentLine[],
    actor: row.actor,
    createdAt: row.createdAt,
  };
}

function fulfilmentOf(state: ShippingState): Fulfilment {
  const lines = state.lines.map((l) => ({
    variantSku: l.variantSku,
    quantity: l.quantity,
    shipped: l.shipped,
    refunded: l.refunded,
    cancelled: l.cancelled,
    toShip: toShip(l),
  }));
  return {
    complete: lines.every((l) => l.toShip === 0),
    lines,
    shipments: state.shipments.map((row) => shipmentOf(row, state.order.market)),
  };
}

/** An order's shipping as it stands (the order's payload and the answer to a shipment). */
export async function orderFulfilment(db: Database, orderId: string): Promise<Fulfilment | null> {
  const [state] = await loadShipping(db, { numbers: [], ids: [orderId] });
  return state ? fulfilmentOf(state) : null;
}

const sameLines = (a: ShipmentLine[], b: ShipmentLine[]) => {
  const key = (lines: ShipmentLine[]) => JSON.stringify(mergedLines(lines).sort((x, y) => x.variantSku.localeCompare(y.variantSku)));
  return key(a) === key(b);
};

type Plan = { repeat: ShipmentRow } | { lines: ShipmentLine[]; complete: boolean } | Refusal;

/**
 * What a parcel would ship, or why not. A tracking number this order shipped with already is
 * that parcel again (`repeat`), checked before the status so the answer to a repeated request
 * says so even once the first one fulfilled the order.
 */
function planShipment(state: ShippingState, request: ShipmentRequest): Plan {
  const { order, lines } = state;
  const earlier = state.shipments.find((s) => s.tracking === request.tracking);
  if (earlier) return { repeat: earlier };
  if (order.status !== 'paid') return refusal(409, `An order that is ${order.status} cannot be given fulfil`);
  const wanted = request.lines
    ? mergedLines(request.lines)
    : lines.filter((l) => toShip(l) > 0).map((l) => ({ variantSku: l.variantSku, quantity: toShip(l) }));
  for (const want of wanted) {
    const line = lines.find((l) => l.variantSku === want.variantSku);
    if (!line) return refusal(400, `The order has no line ${want.variantSku}`);
    if (want.quantity > toShip(line) || want.quantity < 1)
      return refusal(409, `${want.variantSku}: ${toShip(line)} of ${line.quantity} pairs are left to ship`);
  }
  if (wanted.length === 0) return refusal(409, 'No pairs are left to ship');
  const complete = lines.every((l) => toShip(l) === (wanted.find((w) => w.variantSku === l.variantSku)?.quantity ?? 0));
  return { lines: wanted, complete };
}

const repeated = (state: ShippingState, row: ShipmentRow) =>
  refusal(409, `Order ${label(state.order)} was shipped with tracking number ${row.tracking} already; nothing shipped twice`, {
    shipment: shipmentOf(row, state.order.market),
  });

const label = (order: Pick<OrderRow, 'id' | 'number'>) => (order.number ? `#${order.number}` : order.id);

interface Deps {
  db: Database;
  now: number;
  actor: string;
}

/** A parcel's statements: the shipment, its pairs, its audit line and e-mail, and the order fulfilled if it was the last. */
function parcelStatements(
  deps: Deps,
  state: ShippingState,
  parcel: { id: string; carrier: string; tracking: string; lines: ShipmentLine[]; complete: boolean },
  mailId: string | null,
): BatchItem<'sqlite'>[] {
  const { db, now, actor } = deps;
  const { order } = state;
  const recipient = order.contact?.includes('@') ? order.contact.trim() : null;
  // The e-mail names the parcel's pairs by their place among the order's lines, which the mail reads in the shopper's language.
  const named = parcel.lines.map((l) => ({ ...l, line: state.lines.findIndex((s) => s.variantSku === l.variantSku) }));
  const details = { shipment: parcel.id, carrier: parcel.carrier, tracking: parcel.tracking, lines: named, rest: !parcel.complete };
  return [
    ...shipmentStatements(db, { ...parcel, orderId: order.id, actor, now }),
    auditStatement(db, {
      actor,
      action: 'orders.fulfil',
      target: order.id,
      details: { shipment: parcel.id, carrier: parcel.carrier, tracking: parcel.tracking, lines: parcel.lines },
      at: now,
    }),
    ...(mailId && recipient
      ? [
          queueMailStatement(db, {
            id: mailId,
            orderId: order.id,
            kind: 'order-shipped',
            recipient,
            market: order.market,
            details,
            occasion: parcel.id,
            now,
          }),
        ]
      : []),
    fulfilWhenShipped(db, order.id, now),
  ];
}

export type ShipResult = { ok: true; status: string; mail: string | null; shipment: Shipment; fulfilment: Fulfilment } | Refusal;

export async function shipOrder(deps: Deps, orderId: string, request: ShipmentRequest): Promise<ShipResult> {
  const { db } = deps;
  const [state] = await loadShipping(db, { numbers: [], ids: [orderId] });
  if (!state) return refusal(404, 'No such order');
  const plan = planShipment(state, request);
  if ('ok' in plan) return plan;
  if ('repeat' in plan) return repeated(state, plan.repeat);
  const id = createId();
  const mailId = state.order.contact?.includes('@') ? createId() : null;
  let results: unknown[];
  try {
    results = await db.batch(
      parcelStatements(deps, state, { id, ...request, ...plan }, mailId) as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
    );
  } catch (error) {
    // Someone shipped, refunded or cancelled a moment ago: the answer is what the order says now.
    const [current] = await loadShipping(db, { numbers: [], ids: [orderId] });
    const again = current ? planShipment(current, request) : refusal(404, 'No such order');
    if ('ok' in again) return again;
    if ('repeat' in again && current) return repeated(current, again.repeat);
    throw error;
  }
  const fulfilled = (results.at(-1) as unknown[]).length === 1;
  const fulfilment = (await orderFulfilment(db, orderId)) as Fulfilment;
  const shipment = fulfilment.shipments.find((s) => s.id === id) as Shipment;
  return { ok: true, status: fulfilled ? 'fulfilled' : state.order.status, mail: mailId, shipment, fulfilment };
}

/** A row of a carrier's file: its line in the file (the header is line 1), and what it says. */
export interface ImportRow {
  line: number;
  order: string;
  carrier: string;
  tracking: string;
  sku?: string;
  quantity?: number;
}

export type ImportResult =
  | {
      ok: true;
      shipped: { order: string; number: number | null; tracking: string; shipment: string; status: string; lines: ShipmentLine[] }[];
      /** Parcels shipped before (the same file, or these rows, imported again). */
      unchanged: { order: string; number: number | null; tracking: string; shipment: string }[];
      mails: string[];
    }
  | { ok: false; code: 400 | 409; error: string; problems: string[] };

/** Problems in the order of the file's lines ("line 3: …", "line 3, 4: …"); the sort is stable. */
const byLine = (problems: string[]) => {
  const lineOf = (problem: string) => Number(/^line (\d+)/.exec(problem)?.[1] ?? 0);
  return [...problems].sort((a, b) => lineOf(a) - lineOf(b));
};

const ORDER_NUMBER = /^#?\s*(\d{1,9})$/;
const ORDER_ID = /^[a-z0-9]{20,32}$/;

/**
 * Many parcels from a carrier's file: every row checked first (against the orders and against
 * the rows before it), then all shipped in one batch, or none when any row is wrong. Rows with
 * the same order and tracking number are one parcel (a row per SKU). A parcel shipped before is
 * left as it is, so importing the same file again ships nothing.
 */
export async function importShipments(deps: Deps, rows: ImportRow[], known: string[] = []): Promise<ImportResult> {
  const problems: string[] = [...known];
  const keys = { numbers: [] as number[], ids: [] as string[] };
  for (const row of rows) {
    const number = ORDER_NUMBER.exec(row.order.trim())?.[1];
    if (number) keys.numbers.push(Number(number));
    else if (ORDER_ID.test(row.order.trim())) keys.ids.push(row.order.trim());
  }
  const states = await loadShipping(deps.db, keys);
  const byNumber = new Map(states.map((s) => [s.order.number, s]));
  const byId = new Map(states.map((s) => [s.order.id, s]));

  type Parcel = { state: ShippingState; carrier: string; tracking: string; rows: ImportRow[]; lines?: ShipmentLine[] };
  const parcels = new Map<string, Parcel>();
  for (const row of rows) {
    const at = `line ${row.line}`;
    const orderKey = row.order.trim();
    if (!orderKey) {
      problems.push(`${at}: the order is missing`);
      continue;
    }
    const number = ORDER_NUMBER.exec(orderKey)?.[1];
    if (!number && !ORDER_ID.test(orderKey)) {
      problems.push(`${at}: "${orderKey}" is not an order number (10042 or #10042) nor an order id`);
      continue;
    }
    const state = number ? byNumber.get(Number(number)) : byId.get(orderKey);
    if (!state) {
      problems.push(`${at}: no order ${number ? `#${number}` : orderKey}`);
      continue;
    }
    if (!row.carrier) problems.push(`${at}: the carrier is missing`);
    if (!row.tracking) problems.push(`${at}: the tracking number is missing`);
    if (row.quantity !== undefined && !row.sku) problems.push(`${at}: a quantity needs the sku of the pairs`);
    if (!row.carrier || !row.tracking || (row.quantity !== undefined && !row.sku)) continue;
    const key = `${state.order.id}\u0000${row.tracking}`;
    const parcel = parcels.get(key) ?? { state, carrier: row.carrier, tracking: row.tracking, rows: [] };
    parcels.set(key, parcel);
    const first = parcel.rows[0];
    if (first && parcel.carrier !== row.carrier)
      problems.push(`${at}: parcel ${row.tracking} of order ${label(state.order)} is with ${parcel.carrier} on line ${first.line}`);
    if (first && Boolean(first.sku) !== Boolean(row.sku))
      problems.push(
        `${at}: parcel ${row.tracking} of order ${label(state.order)} names its pairs on some lines only (see line ${first.line})`,
      );
    parcel.rows.push(row);
    if (row.sku) {
      const left = state.lines.find((l) => l.variantSku === row.sku);
      // No quantity: the pairs of the line still to ship.
      const quantity = row.quantity ?? (left ? toShip(left) : 1);
      parcel.lines = [...(parcel.lines ?? []), { variantSku: row.sku, quantity }];
    }
  }

  // Each parcel is checked against the order as the parcels before it in the file leave it.
  const planned: { parcel: Parcel; id: string; lines: ShipmentLine[]; complete: boolean }[] = [];
  const unchanged: Extract<ImportResult, { ok: true }>['unchanged'] = [];
  const working = new Map(states.map((s) => [s.order.id, { ...s, lines: s.lines.map((l) => ({ ...l })) }]));
  for (const parcel of parcels.values()) {
    const lines = parcel.rows.map((r) => r.line).join(', ');
    const state = working.get(parcel.state.order.id) as ShippingState;
    const plan = planShipment(state, { carrier: parcel.carrier, tracking: parcel.tracking, lines: parcel.lines });
    if ('repeat' in plan) {
      if (parcel.lines && !sameLines(parcel.lines, JSON.parse(plan.repeat.lines) as ShipmentLine[]))
        problems.push(`line ${lines}: parcel ${parcel.tracking} of order ${label(state.order)} was shipped before with other pairs`);
      else unchanged.push({ order: state.order.id, number: state.order.number, tracking: parcel.tracking, shipment: plan.repeat.id });
      continue;
    }
    if ('ok' in plan) {
      problems.push(`line ${lines}: order ${label(state.order)}: ${plan.error}`);
      continue;
    }
    for (const shipped of plan.lines) {
      const line = state.lines.find((l) => l.variantSku === shipped.variantSku);
      if (line) line.shipped += shipped.quantity;
    }
    planned.push({ parcel, id: createId(), lines: plan.lines, complete: plan.complete });
  }
  if (problems.length > 0) return { ok: false, code: 400, error: 'Nothing shipped', problems: byLine(problems) };

  const statements: BatchItem<'sqlite'>[] = [];
  const mails: string[] = [];
  const ends: number[] = [];
  for (const { parcel, id, lines, complete } of planned) {
    const mailId = parcel.state.order.contact?.includes('@') ? createId() : null;
    if (mailId) mails.push(mailId);
    statements.push(
      ...parcelStatements(deps, parcel.state, { id, carrier: parcel.carrier, tracking: parcel.tracking, lines, complete }, mailId),
    );
    ends.push(statements.length - 1);
  }
  if (planned.length === 0) return { ok: true, shipped: [], unchanged, mails: [] };
  statements.push(
    auditStatement(deps.db, {
      actor: deps.actor,
      action: 'shipments.import',
      target: 'shipments',
      details: { rows: rows.length, shipped: planned.length, unchanged: unchanged.length },
      at: deps.now,
    }),
  );
  let results: unknown[];
  try {
    results = await deps.db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  } catch {
    // A trigger or the unique parcel refused: an order was shipped, refunded or cancelled since the check.
    return { ok: false, code: 409, error: 'Nothing shipped: orders changed while the file was checked; import it again', problems: [] };
  }
  const fulfilled = new Set(planned.filter((_, i) => (results[ends[i]] as unknown[]).length === 1).map((p) => p.parcel.state.order.id));
  const shipped = planned.map(({ parcel, id, lines }) => ({
    order: parcel.state.order.id,
    number: parcel.state.order.number,
    tracking: parcel.tracking,
    shipment: id,
    status: fulfilled.has(parcel.state.order.id) ? 'fulfilled' : parcel.state.order.status,
    lines,
  }));
  return { ok: true, shipped, unchanged, mails };
}

/**
 * What to pack: each line's pairs still to ship, named as the warehouse reads them (the English
 * product name, the shelf's EU size) and as the shopper chose them (the size in the market's
 * system), and the address as the destination country writes it. Null when there is no such order.
 */
export async function packingSlip(db: Database, orderId: string): Promise<PackingSlipData | null> {
  const [[order], lines] = await db.batch([orderQuery(db, orderId), packingLinesQuery(db, orderId)]);
  if (!order) return null;
  const market = MARKETS[isMarketCode(order.market) ? order.market : 'us'];
  const address = JSON.parse(order.shippingAddress ?? '{}') as Partial<OrderAddress>;
  const shipTo = address.country ? addressLines(address as OrderAddress, market.locale) : [];
  return {
    order: { id: order.id, number: order.number, placedAt: order.placedAt, market: order.market, status: order.status },
    shipTo,
    phone: address.phone?.trim() || null,
    lines: lines
      .filter((l) => toShip(l) > 0)
      .map((l) => ({
        variantSku: l.variantSku,
        shelf: shelfName(l),
        productSku: l.productSku,
        title: l.title,
        colour: l.colour,
        size: l.size ? sizeLabel(market, l.sizeChart, l.size) : '',
        sizeEu: l.size,
        ordered: l.quantity,
        toPack: toShip(l),
      })),
    partial: lines.some((l) => l.shipped > 0),
  };
}
