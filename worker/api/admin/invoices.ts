import { Hono } from 'hono';
import type { InvoiceDocument } from '../../../client/backoffice/documents/invoice-document';
import { invoiceQuery } from '../../../db/queries/invoices';
import type { ShopEnv } from '../../env';
import { type InvoiceRow, issueDue } from '../../invoices/issue';
import { allow } from '../../middleware/operator-only';
import { readSettings } from '../../settings';

/**
 * /admin/api/orders/:id/invoices and /admin/api/invoices/:id: an order's invoice and credit
 * notes, and one document as issued. Reading an order's documents issues what is due and missing
 * (docs/decisions/030-invoices.md), audited with the staff member who asked.
 */
export const adminInvoices = new Hono<ShopEnv>();

/** Order and invoice ids are cuid2s (24 lower-case letters and digits); anything else is no such thing. */
const ID = /^[a-z0-9]{20,32}$/;

const listed = (row: InvoiceRow) => ({
  id: row.id,
  kind: row.kind,
  number: row.printed,
  seller: row.seller,
  market: row.market,
  currency: row.currency,
  total: row.total,
  tax: row.tax,
  issuedAt: row.issuedAt,
  credits: row.creditsId,
  refund: row.refundId,
});

adminInvoices.get('/orders/:id/invoices', allow('orders.read'), async (c) => {
  const id = c.req.param('id');
  if (!ID.test(id)) return c.json({ error: 'No such order' }, 404);
  const due = await issueDue(c.get('db'), id, Date.now(), { settings: readSettings(c.env), actor: c.get('operator') });
  if (!due) return c.json({ error: 'No such order' }, 404);
  return c.json({ invoices: due.invoices.map(listed), issued: due.issued });
});

adminInvoices.get('/invoices/:id', allow('orders.read'), async (c) => {
  const id = c.req.param('id');
  const [row] = ID.test(id) ? await invoiceQuery(c.get('db'), id) : [];
  if (!row) return c.json({ error: 'No such invoice' }, 404);
  const { document, ...rest } = row;
  return c.json({ invoice: rest, document: JSON.parse(document) as InvoiceDocument });
});
