import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { invoices, orderEvents, orderLines, orderRefunds, orders, products, productTexts, variants } from '../schema';
import { ownLanguage, type TextLanguages } from './text-languages';

/**
 * Invoices and credit notes (docs/decisions/030-invoices.md). Rows are only ever inserted: the
 * triggers of migration 0022 refuse an UPDATE or DELETE, so a correction is a credit note.
 */

const ownText = alias(productTexts, 'own_text');

/**
 * What an invoice of an order is made from, in one batch: the order, its lines named in the
 * market's language (its variant's where written: decision 038), its history, its refunds, its documents.
 */
export function invoiceSourceQueries(db: Database, orderId: string, text: TextLanguages) {
  return [
    db.select().from(orders).where(eq(orders.id, orderId)),
    db
      .select({
        productSku: orderLines.productSku,
        variantSku: orderLines.variantSku,
        // A product without text in the language (sold before it was withdrawn there) keeps its SKU as its name.
        title: sql<string>`coalesce(${ownText.title}, ${productTexts.title}, ${orderLines.productSku})`,
        sizeChart: sql<string>`coalesce(${products.sizeChart}, 'unisex')`,
        size: variants.size,
        colour: variants.colour,
        quantity: orderLines.quantity,
        unitPrice: orderLines.unitPrice,
        lineTotal: orderLines.lineTotal,
        tax: orderLines.tax,
      })
      .from(orderLines)
      .innerJoin(variants, eq(variants.sku, orderLines.variantSku))
      .leftJoin(products, eq(products.sku, orderLines.productSku))
      .leftJoin(productTexts, and(eq(productTexts.productSku, orderLines.productSku), eq(productTexts.language, text.language)))
      .leftJoin(ownText, and(eq(ownText.productSku, orderLines.productSku), eq(ownText.language, ownLanguage(text))))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id),
    db
      .select({ to: orderEvents.toStatus, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id),
    // Read as the table is: refunds by pairs and by amount alike have an amount and a list of lines.
    db
      .select({ id: orderRefunds.id, amount: orderRefunds.amount, lines: orderRefunds.lines, createdAt: orderRefunds.createdAt })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'done')))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    orderInvoicesQuery(db, orderId),
  ] as const;
}

/** An order's invoice and credit notes in the order they were issued, without their documents. */
export function orderInvoicesQuery(db: Database, orderId: string) {
  return db
    .select({
      id: invoices.id,
      seller: invoices.seller,
      number: invoices.number,
      kind: invoices.kind,
      refundId: invoices.refundId,
      creditsId: invoices.creditsId,
      market: invoices.market,
      currency: invoices.currency,
      total: invoices.total,
      tax: invoices.tax,
      issuedAt: invoices.issuedAt,
      // The number as printed, kept in the document (the prefix may have changed since).
      printed: sql<string>`json_extract(${invoices.document}, '$.number')`,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

export function invoiceQuery(db: Database, id: string) {
  return db.select().from(invoices).where(eq(invoices.id, id));
}

export interface NewInvoice {
  id: string;
  seller: string;
  kind: 'invoice' | 'credit-note';
  orderId: string;
  refundId: string | null;
  creditsId: string | null;
  market: string;
  currency: string;
  total: number;
  tax: number;
  /** The document as JSON; its `number` is set by the statement (the number is only known there). */
  document: string;
  issuedAt: number;
}

/**
 * Inserts an invoice with the next number of its seller's sequence, worked out by the statement
 * itself (max + 1 of that seller), so no number is read and then written by someone else first;
 * two issues at the same moment collide on the unique (seller, number) index and the loser tries
 * again (worker/invoices/issue.ts). Numbers are never reused: rows are never deleted. The printed
 * number (prefix + zero-padded to `digits`) is set as the document's `number`.
 */
export function insertInvoiceStatement(db: Database, row: NewInvoice, printed: { prefix: string; digits: number }) {
  const next = sql`(select coalesce(max(${invoices.number}), 0) + 1 from ${invoices} where ${invoices.seller} = ${row.seller})`;
  const padded = sql`${printed.prefix} || substr(${'0'.repeat(printed.digits)} || ${next}, -max(${printed.digits}, length(${next})))`;
  return db.insert(invoices).values({
    ...row,
    number: next,
    document: sql`json_set(${row.document}, '$.number', ${padded})`,
  });
}

/**
 * Orders that may be owed a document since `since`: a status changed (paid, cancelled, refunded,
 * …) or a refund went through. The status index bounds the first; refunds are few.
 */
export function ordersOwedDocumentsQuery(db: Database, since: number, limit: number) {
  return db.all<{ id: string }>(sql`
    SELECT id FROM orders
    WHERE status IN ('paid', 'fulfilled', 'refunded', 'disputed', 'cancelled') AND updated_at >= ${since}
    UNION
    SELECT order_id AS id FROM order_refunds WHERE status = 'done' AND created_at >= ${since}
    LIMIT ${limit}`);
}
