import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import {
  auditQuery,
  type OrderFilter,
  orderEventsQuery,
  orderLinesExportQuery,
  orderPaymentQuery,
  orderRefundsQuery,
} from '../../../db/queries/operations';
import { type RefundLine, refundableLinesQuery } from '../../../db/queries/order-refunds';
import { orderLinesQuery, orderQuery } from '../../../db/queries/orders';
import { personName } from '../../../locales/addresses';
import { type Currency, isMarketCode } from '../../../locales/markets';
import { type CsvCell, csvFile } from '../../csv';
import type { ShopEnv } from '../../env';
import { queueMail } from '../../mail/outbox';
import { allow } from '../../middleware/operator-only';
import { majorAmount } from '../../money-amounts';
import { cancelOrder, previewCancel, previewRefund, type RefundRequest, type Refusal, refundOrder } from '../../orders/operations';
import { orderIdOf } from '../../orders/order-ref';
import { orderFulfilment, packingSlip, shipOrder } from '../../orders/shipments';
import { orderTimeline } from '../../orders/timeline';
import { paymentGateway } from '../../services/payments';
import { bodyText, invalid, validQuery } from './input';

/** /admin/api/orders: list, show, export, fulfil, cancel, refund. */
export const adminOrders = new Hono<ShopEnv>();

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const filterSchema = z.object({
  status: z.enum(['authorized', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded', 'disputed']).optional(),
  market: z.string().refine(isMarketCode, 'a market code (us, de, …)').optional(),
  email: z.string().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const filterQuery = validQuery(filterSchema);

function filterOf({ from, to, ...rest }: z.infer<typeof filterSchema>): OrderFilter {
  // `to` is inclusive: orders placed on that day count.
  return {
    ...rest,
    from: from ? Date.parse(`${from}T00:00:00Z`) : undefined,
    to: to ? Date.parse(`${to}T00:00:00Z`) + 86_400_000 : undefined,
  };
}

/** Minor units as the major-unit amount accountants read (12.50, 1250 for JPY); none as ''. */
const major = (amount: number | null, currency: string) => (amount === null ? '' : majorAmount(amount, currency as Currency));

/**
 * One row per order line, for the warehouse and accounting. Contact, name, address and phone are
 * what the shopper typed: csvFile keeps them from running as formulas in a spreadsheet. Taxes are
 * US sales tax (0 where prices include VAT); `order_refunded` is what the refunds gave back so far.
 */
const EXPORT_COLUMNS = [
  'order',
  'placed_at',
  'status',
  'market',
  'contact',
  'name',
  'address',
  'postal_code',
  'city',
  'state',
  'country',
  'phone',
  'product_sku',
  'variant_sku',
  'colour',
  'size',
  'quantity',
  'currency',
  'unit_price',
  'line_total',
  'line_tax',
  'order_shipping',
  'order_discount',
  'order_tax',
  'order_total',
  'order_refunded',
] as const;

adminOrders.get('/export.csv', allow('orders.read'), filterQuery, async (c) => {
  const rows = await orderLinesExportQuery(c.get('db'), filterOf(c.req.valid('query')));
  const csv = csvFile(
    EXPORT_COLUMNS,
    rows.map((r) => {
      const address = JSON.parse(r.shippingAddress ?? '{}') as Record<string, string>;
      const row: Record<(typeof EXPORT_COLUMNS)[number], CsvCell> = {
        order: r.orderId,
        placed_at: new Date(r.placedAt).toISOString(),
        status: r.status,
        market: r.market,
        contact: r.contact ?? '',
        // As the country writes it (family name first in Japan and Hungary), as the e-mails do.
        name: personName({ firstName: address.firstName ?? '', lastName: address.lastName ?? '', country: address.country ?? '' }).trim(),
        address: address.address ?? '',
        postal_code: address.postalCode ?? '',
        city: address.city ?? '',
        state: address.state ?? '',
        country: address.country ?? '',
        phone: address.phone ?? '',
        product_sku: r.productSku,
        variant_sku: r.variantSku,
        colour: r.colour,
        size: r.size,
        quantity: r.quantity,
        currency: r.currency,
        unit_price: major(r.unitPrice, r.currency),
        line_total: major(r.lineTotal, r.currency),
        line_tax: major(r.lineTax, r.currency),
        order_shipping: major(r.shipping, r.currency),
        order_discount: major(r.discount, r.currency),
        order_tax: major(r.orderTax, r.currency),
        order_total: major(r.orderTotal, r.currency),
        order_refunded: major(r.refunded, r.currency),
      };
      return EXPORT_COLUMNS.map((name) => row[name]);
    }),
  );
  return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders.csv"' });
});

/** One order by its id or its number (`/orders/10042`), with its timeline (worker/orders/timeline.ts). */
adminOrders.get('/:id', allow('orders.read'), async (c) => {
  const db = c.get('db');
  const id = await orderIdOf(db, c.req.param('id'));
  if (!id) return c.json({ error: 'No such order' }, 404);
  const [[order], named, refundable, events, paid, audit, refundRows] = await db.batch([
    orderQuery(db, id),
    orderLinesQuery(db, id, { language: 'en' }),
    refundableLinesQuery(db, id),
    orderEventsQuery(db, id),
    orderPaymentQuery(db, id),
    auditQuery(db, id),
    orderRefundsQuery(db, id),
  ]);
  if (!order) return c.json({ error: 'No such order' }, 404);
  // Both in the lines' order: the SKU and the pairs refunded so far join each named line.
  const lines = named.map((line, i) => ({ ...line, variantSku: refundable[i].variantSku, refundedQuantity: refundable[i].refunded }));
  const refunds = refundRows.map((r) => ({ ...r, lines: JSON.parse(r.lines) as RefundLine[] }));
  const refunded = refunds.filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amount, 0);
  // What the operator asks "where is the money": a payment refunded in part stays captured at the provider.
  const status = refundStatus(order.status, refunded);
  const payments = paid.map((p) => ({ ...p, status: p.status === 'captured' && status.endsWith('refunded') ? status : p.status }));
  const [timeline, fulfilment] = await Promise.all([orderTimeline(db, order), orderFulfilment(db, id)]);
  return c.json({ order, status, refunded, refunds, lines, events, payments, audit, timeline, fulfilment });
});

/**
 * The order's status as it stands for its money: 'refunded' when all of it went back, 'partly
 * refunded' while refunds gave back some of it (the order stays paid or fulfilled), else its status.
 */
function refundStatus(status: string, refunded: number): string {
  if (status === 'refunded') return 'refunded';
  return refunded > 0 && (status === 'paid' || status === 'fulfilled') ? 'partly refunded' : status;
}

/**
 * Fulfil, cancel, refund, and what cancel and refund would do. A refusal is its status with the
 * reason in words (and, for a request told twice, what the first one made); a preview answers the
 * plan the action follows (worker/orders/operations.ts), the action that plan and what became of it.
 */
function refused(c: Context<ShopEnv>, result: Refusal) {
  return c.json({ error: result.error, ...result.details }, result.code);
}

/** The order an action's path names, by id or number (`/orders/10042/fulfil`); '' (no such order) when neither. */
const orderOfPath = async (c: Context<ShopEnv>) => (await orderIdOf(c.get('db'), c.req.param('id') ?? '')) ?? '';

function deps(c: Context<ShopEnv>) {
  const db = c.get('db');
  return { db, gateway: paymentGateway(c.get('config'), db), now: Date.now(), actor: c.get('operator') };
}

/** A JSON body; none at all is `{}` (the command line's "refund everything"), text that is not JSON a 400. */
async function jsonBody(c: Context<ShopEnv>): Promise<unknown> {
  const text = await bodyText(c.req.raw);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HTTPException(400, {
      res: Response.json({ error: 'Invalid request', problems: ['request: the body is not JSON'] }, { status: 400 }),
    });
  }
}

const pairsSchema = z.array(z.object({ variant: z.string().trim().min(1).max(64), quantity: z.number().int().min(1).max(1000) })).max(100);
const toLines = (pairs: z.infer<typeof pairsSchema>) => pairs.map((p) => ({ variantSku: p.variant, quantity: p.quantity }));

/** A parcel: without `lines`, every pair not shipped yet. */
const shipmentSchema = z.object({
  carrier: z.string().trim().min(1, 'the carrier').max(60),
  tracking: z.string().trim().min(1, 'the tracking number').max(80),
  lines: pairsSchema.min(1, 'at least one line, or none to ship everything left').optional(),
});

adminOrders.post('/:id/fulfil', allow('orders.write'), async (c) => {
  const body = shipmentSchema.safeParse(await jsonBody(c));
  if (!body.success) throw invalid(body.error);
  const { lines, ...parcel } = body.data;
  const result = await shipOrder(deps(c), await orderOfPath(c), { ...parcel, lines: lines && toLines(lines) });
  if (!result.ok) return refused(c, result);
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [result.mail]));
  const { status, mail, shipment, fulfilment } = result;
  return c.json({ status, mail: mail !== null, shipment, fulfilment });
});

adminOrders.post('/:id/cancel/preview', allow('orders.read'), async (c) => {
  const plan = await previewCancel(c.get('db'), await orderOfPath(c));
  return 'ok' in plan ? refused(c, plan) : c.json(plan);
});

adminOrders.post('/:id/cancel', allow('orders.write'), async (c) => {
  const result = await cancelOrder(deps(c), await orderOfPath(c));
  if (!result.ok) return refused(c, result);
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [result.mail]));
  return c.json({ status: result.status, mail: result.mail !== null, money: result.money, plan: result.plan });
});

/**
 * Pairs (`lines`; none named: every pair not refunded, shipping included), with `restock` when
 * returned pairs came back, or an `amount` in minor units alone.
 */
const refundSchema = z
  .object({
    lines: pairsSchema.default([]),
    restock: z.boolean().default(false),
    amount: z.number().int().min(1, 'an amount in minor units, at least 1').max(1_000_000_000).optional(),
  })
  .refine((r) => r.amount === undefined || (r.lines.length === 0 && !r.restock), {
    message: 'an amount alone, or pairs (lines, restock): not both',
    path: ['amount'],
  });

async function refundRequest(c: Context<ShopEnv>): Promise<RefundRequest> {
  const body = refundSchema.safeParse(await jsonBody(c));
  if (!body.success) throw invalid(body.error);
  const { lines, restock, amount } = body.data;
  if (amount !== undefined) return { amount };
  return { lines: lines.length > 0 ? toLines(lines) : 'rest', restock };
}

/** The client's key for one refund (the back office sends one per dialog): the same key never refunds twice. */
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, 'Idempotency-Key: 8 to 100 letters, digits or . _ : -')
  .optional();

adminOrders.post('/:id/refund/preview', allow('orders.read'), async (c) => {
  const plan = await previewRefund(c.get('db'), await orderOfPath(c), await refundRequest(c));
  return 'ok' in plan ? refused(c, plan) : c.json(plan);
});

adminOrders.post('/:id/refund', allow('orders.write'), async (c) => {
  const key = idempotencyKey.safeParse(c.req.header('idempotency-key'));
  if (!key.success) throw invalid(key.error);
  const result = await refundOrder(deps(c), await orderOfPath(c), await refundRequest(c), key.data);
  if (!result.ok) return refused(c, result);
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [result.mail]));
  return c.json({ status: result.status, mail: result.mail !== null, refund: result.refund, plan: result.plan });
});

/** What has shipped, in which parcels, and what is left to ship (worker/orders/shipments.ts). */
adminOrders.get('/:id/fulfilment', allow('orders.read'), async (c) => {
  const fulfilment = await orderFulfilment(c.get('db'), await orderOfPath(c));
  return fulfilment ? c.json({ fulfilment }) : c.json({ error: 'No such order' }, 404);
});

/** What to pack for an order: its pairs still to ship, and where they go (client/backoffice/documents/packing-slip.tsx prints it). */
adminOrders.get('/:id/packing-slip', allow('orders.read'), async (c) => {
  const slip = await packingSlip(c.get('db'), await orderOfPath(c));
  return slip ? c.json(slip) : c.json({ error: 'No such order' }, 404);
});
