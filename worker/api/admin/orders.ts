import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import {
  auditQuery,
  type OrderFilter,
  orderEventsQuery,
  orderLinesExportQuery,
  orderPaymentQuery,
  orderRefundsQuery,
  ordersQuery,
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
import { cancelOrder, fulfilOrder, type OperationResult, refundOrder, refundPairs } from '../../orders/operations';
import { paymentGateway } from '../../services/payments';
import { invalid, validQuery } from './input';

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

adminOrders.get('/', allow('orders.read'), filterQuery, async (c) =>
  c.json({ orders: await ordersQuery(c.get('db'), filterOf(c.req.valid('query'))) }),
);

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

const orderParam = z.object({ id: z.string().regex(/^[a-z0-9]{20,32}$/) });

adminOrders.get(
  '/:id',
  allow('orders.read'),
  zValidator('param', orderParam, (result, c) => {
    if (!result.success) return c.json({ error: 'No such order' }, 404);
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const [[order], named, refundable, events, paid, audit, refundRows] = await db.batch([
      orderQuery(db, id),
      orderLinesQuery(db, id, 'en'),
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
    return c.json({ order, status, refunded, refunds, lines, events, payments, audit });
  },
);

/**
 * The order's status as it stands for its money: 'refunded' when all of it went back, 'partly
 * refunded' while refunds gave back some of it (the order stays paid or fulfilled), else its status.
 */
function refundStatus(status: string, refunded: number): string {
  if (status === 'refunded') return 'refunded';
  return refunded > 0 && (status === 'paid' || status === 'fulfilled') ? 'partly refunded' : status;
}

const shipmentSchema = z.object({
  carrier: z.string().trim().min(1, 'the carrier').max(60),
  tracking: z.string().trim().min(1, 'the tracking number').max(80),
});

async function answer(c: Context<ShopEnv>, result: OperationResult) {
  if (!result.ok) return c.json({ error: result.error }, result.code);
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [result.mail]));
  return c.json({ status: result.status, mail: result.mail !== null, ...(result.money ? { money: result.money } : {}) });
}

function deps(c: Context<ShopEnv>) {
  const db = c.get('db');
  return { db, gateway: paymentGateway(c.get('config'), db), now: Date.now(), actor: c.get('operator') };
}

adminOrders.post('/:id/fulfil', allow('orders.write'), async (c) => {
  const body = shipmentSchema.safeParse(await c.req.json().catch(() => null));
  if (!body.success) throw invalid(body.error);
  return answer(c, await fulfilOrder(deps(c), c.req.param('id'), body.data));
});

adminOrders.post('/:id/cancel', allow('orders.write'), async (c) => answer(c, await cancelOrder(deps(c), c.req.param('id'))));

/** Pairs to refund: none named refunds what is left of the order (shipping included). */
const refundSchema = z.object({
  lines: z
    .array(z.object({ variant: z.string().min(1).max(64), quantity: z.number().int().min(1).max(100) }))
    .max(50)
    .default([]),
  restock: z.boolean().default(false),
});

adminOrders.post('/:id/refund', allow('orders.write'), async (c) => {
  const body = refundSchema.safeParse((await c.req.json().catch(() => null)) ?? {});
  if (!body.success) throw invalid(body.error);
  const { lines, restock } = body.data;
  if (lines.length === 0 && !restock) return answer(c, await refundOrder(deps(c), c.req.param('id')));
  const request = {
    lines: lines.length ? lines.map((l) => ({ variantSku: l.variant, quantity: l.quantity })) : ('rest' as const),
    restock,
  };
  return answer(c, await refundPairs(deps(c), c.req.param('id'), request));
});
