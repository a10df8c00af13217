import { createId } from '@paralleldrive/cuid2';
import type { InvoiceDocument } from '../../client/backoffice/documents/invoice-document';
import type { Database } from '../../db/client';
import { insertInvoiceStatement, invoiceQuery, invoiceSourceQueries, type NewInvoice, orderInvoicesQuery } from '../../db/queries/invoices';
import { auditStatement } from '../../db/queries/operations';
import { MARKETS } from '../../locales/markets';
import { textLanguages } from '../../locales/text-variants';
import { currentSeller } from '../seller/store';
import type { ShopSettings } from '../settings';
import {
  creditNoteDocument,
  type InvoiceSource,
  invoiceDocument,
  marketOf,
  pairsLeft,
  refundOf,
  type SourceRefund,
  wasPaid,
} from './document';
import { sellerDetails, sellerOf } from './sellers';

/**
 * Issuing invoices and credit notes (docs/decisions/030-invoices.md). Each is one insert and its
 * audit line in one batch; the database settles everything that could go twice: the unique
 * (seller, number) index two issues taking the same number (the later tries once more with the
 * next), the one invoice per order and one credit note per refund indexes a second issue of the
 * same document (which then answers the one already there). Nothing is ever updated.
 */

export interface IssueContext {
  settings: ShopSettings;
  /** Who made it happen, for the audit (c.get('operator')). */
  actor: string;
}

export type InvoiceRow = Awaited<ReturnType<typeof orderInvoicesQuery>>[number];

async function load(db: Database, orderId: string) {
  // The language is the order's market's, which the first query tells: read the market first.
  const [[peek]] = await db.batch([invoiceSourceQueries(db, orderId, { language: 'en' })[0]]);
  if (!peek) return null;
  const [[order], lines, events, refunds, issued] = await db.batch(
    invoiceSourceQueries(db, orderId, textLanguages(MARKETS[marketOf(peek)])),
  );
  if (!order) return null;
  return { source: { order, lines, events } satisfies InvoiceSource, refunds, issued };
}

/**
 * Inserts `row`, or finds what the unique indexes say is already there (`existing`). A clash on
 * the number alone is a race with another issue of the same seller: tried once more, with the
 * number the statement works out anew.
 */
async function insertOnce(
  db: Database,
  row: NewInvoice,
  audit: { actor: string; action: string; details: unknown },
  ctx: IssueContext,
  existing: () => Promise<InvoiceRow | undefined>,
): Promise<{ row: InvoiceRow; issued: boolean }> {
  const seller = sellerOf(ctx.settings, marketOf(row));
  for (let attempt = 0; ; attempt++) {
    try {
      await db.batch([insertInvoiceStatement(db, row, seller), auditStatement(db, { ...audit, target: row.orderId, at: row.issuedAt })]);
      const found = (await orderInvoicesQuery(db, row.orderId)).find((r) => r.id === row.id);
      if (found) return { row: found, issued: true };
      throw new Error(`invoice ${row.id} was written but cannot be read back`);
    } catch (error) {
      const there = await existing();
      if (there) return { row: there, issued: false };
      if (attempt >= 1) throw error;
    }
  }
}

const rowOf = (
  doc: InvoiceDocument,
  fields: Pick<NewInvoice, 'id' | 'seller' | 'orderId' | 'refundId' | 'creditsId' | 'issuedAt'>,
): NewInvoice => ({
  ...fields,
  kind: doc.kind,
  market: doc.market,
  currency: doc.currency,
  total: doc.totals.gross,
  tax: doc.totals.tax,
  document: JSON.stringify(doc),
});

/**
 * The order's invoice: issued now if the order was paid and has none yet (idempotent: a second
 * call, or one racing this one, answers the invoice there is). Null for an order that was never
 * paid, or was cancelled before one was issued (nothing was supplied), or does not exist.
 */
export async function issueInvoice(db: Database, orderId: string, now: number, ctx: IssueContext): Promise<InvoiceRow | null> {
  const loaded = await load(db, orderId);
  if (!loaded) return null;
  return (await invoiceOf(db, loaded, now, ctx))?.row ?? null;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

async function invoiceOf(db: Database, loaded: Loaded, now: number, ctx: IssueContext) {
  const { source, issued } = loaded;
  const already = issued.find((r) => r.kind === 'invoice');
  if (already) return { row: already, issued: false };
  if (!wasPaid(source) || source.order.status === 'cancelled') return null;
  const market = marketOf(source.order);
  // The details in force now: an invoice keeps them for good, a later change reaches only later ones.
  const doc = invoiceDocument(source, { seller: sellerDetails(await currentSeller(db, ctx.settings), market), now });
  const row = rowOf(doc, {
    id: createId(),
    seller: sellerOf(ctx.settings, market).key,
    orderId: source.order.id,
    refundId: null,
    creditsId: null,
    issuedAt: now,
  });
  return insertOnce(
    db,
    row,
    { actor: ctx.actor, action: 'invoices.issue', details: { invoice: row.id, total: row.total } },
    ctx,
    async () => (await orderInvoicesQuery(db, source.order.id)).find((r) => r.kind === 'invoice'),
  );
}

/** The key of the credit note a cancellation after payment owes: one per order, as a refund's id is one per refund. */
export const cancellationKey = (orderId: string) => `cancel.${orderId}`;

/**
 * Everything the order is owed and does not have yet, issued in order: its invoice once paid,
 * then a credit note per refund that went through (order_refunds 'done'), and one for the rest
 * when an invoiced order was cancelled. Answers the order's documents and which of them are new.
 */
export async function issueDue(db: Database, orderId: string, now: number, ctx: IssueContext) {
  const loaded = await load(db, orderId);
  if (!loaded) return null;
  const invoice = await invoiceOf(db, loaded, now, ctx);
  const fresh: string[] = invoice?.issued ? [invoice.row.id] : [];
  if (invoice) {
    const { source, refunds, issued } = loaded;
    const [stored] = await invoiceQuery(db, invoice.row.id);
    const credited = { ...(JSON.parse(stored.document) as InvoiceDocument), id: stored.id };
    const owed: ({ id: string } & Pick<SourceRefund, 'amount' | 'lines'>)[] = [...refunds];
    const creditedSoFar = refunds.reduce((sum, r) => sum + r.amount, 0);
    if (source.order.status === 'cancelled' && creditedSoFar < stored.total)
      owed.push({ id: cancellationKey(orderId), amount: stored.total - creditedSoFar, lines: JSON.stringify(pairsLeftAsLines(loaded)) });
    for (const refund of owed) {
      if (issued.some((r) => r.refundId === refund.id)) continue;
      const doc = creditNoteDocument(
        source,
        credited,
        { id: refund.id, ...refundOf(source, refund) },
        { seller: sellerDetails(await currentSeller(db, ctx.settings), credited.market), now },
      );
      const row = rowOf(doc, { id: createId(), seller: stored.seller, orderId, refundId: refund.id, creditsId: stored.id, issuedAt: now });
      const done = await insertOnce(
        db,
        row,
        {
          actor: ctx.actor,
          action: 'invoices.credit',
          details: { invoice: row.id, credits: stored.id, refund: refund.id, total: row.total },
        },
        ctx,
        async () => (await orderInvoicesQuery(db, orderId)).find((r) => r.refundId === refund.id),
      );
      if (done.issued) fresh.push(done.row.id);
    }
  }
  return { invoices: await orderInvoicesQuery(db, orderId), issued: fresh };
}

/** The pairs no refund gave back, as order_refunds writes its lines. */
function pairsLeftAsLines({ source, refunds }: Loaded) {
  return pairsLeft(source, refunds).map(({ line, pairs }) => ({ variantSku: source.lines[line].variantSku, quantity: pairs }));
}
