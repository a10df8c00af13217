import type { Database } from '../../db/client';
import {
  customerCheckoutFormsQuery,
  customerExportQueries,
  customerOrderMailsQuery,
  customerOrdersQuery,
  customerSubscriptionQuery,
  eraseCustomerStatements,
  subscriberMailsQuery,
} from '../../db/queries/customers';
import { auditStatement } from '../../db/queries/operations';
import { customerAuditTarget } from './pseudonym';

/**
 * A customer of the shop is an e-mail address: what the shop holds about one, all of it as JSON,
 * and its erasure (docs/operations.md, "A customer asks what we hold / asks to be forgotten").
 * Addresses are compared lower-cased and trimmed, as orders.customer_email and the newsletter
 * keep them.
 */

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** Orders, newsletter consent and e-mails sent: the back office's customer page. */
export async function lookUpCustomer(db: Database, email: string) {
  const [orders, [subscription], orderMails] = await db.batch([
    customerOrdersQuery(db, email),
    customerSubscriptionQuery(db, email),
    customerOrderMailsQuery(db, email),
  ]);
  const subscriberMails = subscription ? await subscriberMailsQuery(db, subscription.id) : [];
  return {
    email,
    orders: orders.map(({ idempotencyKey: _, ...order }) => order),
    newsletter: subscription
      ? {
          market: subscription.market,
          source: subscription.source,
          consentAt: subscription.consentAt,
          confirmedAt: subscription.confirmedAt,
        }
      : null,
    mails: [...orderMails, ...subscriberMails]
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((m) => ({ kind: m.kind, status: m.status, orderId: m.orderId, createdAt: m.createdAt, sentAt: m.sentAt })),
  };
}

const json = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Who did it, as the export names them: the kind of credential, not the staff member's address. */
const actorKind = (actor: string) => actor.split(':')[0];

/**
 * Everything the shop holds about `email`, in one batch with the audit line that says who
 * exported whom (the pseudonym, never the address, and none of the data).
 */
export async function exportCustomer(db: Database, email: string, who: { actor: string; pseudonym: string }, now: number) {
  const target = customerAuditTarget(who.pseudonym);
  const [
    orders,
    lines,
    events,
    payments,
    refunds,
    notes,
    invoices,
    discountUses,
    mails,
    subscribers,
    carts,
    cartLines,
    forms,
    audit,
    reviews,
  ] = await db.batch([
    ...customerExportQueries(db, email, target),
    auditStatement(db, { actor: who.actor, action: 'customers.export', target, at: now }),
  ]);
  const of = <T extends { orderId: string | null }>(rows: T[], orderId: string) =>
    rows.filter((row) => row.orderId === orderId).map(({ orderId: _, ...row }) => row);
  return {
    email,
    exportedAt: new Date(now).toISOString(),
    orders: orders.map((order) => ({
      ...order,
      shippingAddress: json(order.shippingAddress),
      billingAddress: json(order.billingAddress),
      lines: of(lines, order.id),
      events: of(events, order.id),
      payments: of(payments, order.id),
      refunds: of(refunds, order.id).map((refund) => ({ ...refund, lines: json(refund.lines) })),
      notes: of(notes, order.id).map((note) => ({ ...note, actor: actorKind(note.actor) })),
      invoices: of(invoices, order.id).map((invoice) => ({ ...invoice, document: json(invoice.document) })),
      discountUses: of(discountUses, order.id),
      reviews: of(reviews, order.id),
    })),
    newsletter:
      subscribers.map((s) => ({
        market: s.market,
        source: s.source,
        consentAt: s.consentAt,
        confirmedAt: s.confirmedAt,
        discountCode: s.discountCode,
      }))[0] ?? null,
    mails: mails.map((m) => ({ ...m, details: json(m.details) })),
    carts: carts.map((cart) => ({
      ...cart,
      lines: cartLines.filter((line) => line.cartId === cart.id).map(({ cartId: _, ...line }) => line),
    })),
    checkoutForms: forms.map((form) => ({ ...form, form: json(form.form) })),
    audit: audit.map((line) => ({ ...line, actor: actorKind(line.actor), details: json(line.details) })),
  };
}

/** Orders whose address is still needed: not yet shipped (or cancelled). */
const OPEN_STATUSES = new Set(['authorized', 'paid']);

export type Erased =
  | { outcome: 'open-orders'; orders: { number: number | null; status: string }[] }
  | { outcome: 'nothing'; pseudonym: string }
  | {
      outcome: 'erased';
      pseudonym: string;
      counts: { orders: number; newsletter: number; mails: number; checkoutForms: number; discountUses: number; notes: number };
    };

/**
 * Personal data of `email` removed or replaced by the pseudonym, in one batch with its audit
 * line; what tax law keeps stays (orders' amounts, lines and country; invoices, which keep their
 * own copy and cannot change). Refused while an order still has to be delivered. An address the
 * shop holds nothing of (never a customer, or erased before) changes nothing, not even the audit.
 */
export async function eraseCustomer(db: Database, email: string, who: { actor: string; pseudonym: string }, now: number): Promise<Erased> {
  const { pseudonym } = who;
  const [orders, [subscription], forms] = await db.batch([
    customerOrdersQuery(db, email),
    customerSubscriptionQuery(db, email),
    customerCheckoutFormsQuery(db, email),
  ]);
  const open = orders.filter((order) => OPEN_STATUSES.has(order.status));
  if (open.length > 0) return { outcome: 'open-orders', orders: open.map((order) => ({ number: order.number, status: order.status })) };
  if (orders.length === 0 && !subscription && forms.length === 0) return { outcome: 'nothing', pseudonym };
  const erasure = {
    pseudonym,
    orderIds: orders.map((o) => o.id),
    subscriberId: subscription?.id ?? null,
    attemptKeys: forms.map((f) => f.key),
  };
  const [checkoutForms, discountUses, orderMails, subscriberMails, notes, newsletter, erasedOrders] = await db.batch([
    ...eraseCustomerStatements(db, erasure, now),
    // Counts only: the audit must not hold again what was just erased.
    auditStatement(db, {
      actor: who.actor,
      action: 'customers.erase',
      target: customerAuditTarget(pseudonym),
      details: { orders: orders.length, newsletter: subscription ? 1 : 0, checkoutForms: forms.length },
      at: now,
    }),
  ]);
  return {
    outcome: 'erased',
    pseudonym,
    counts: {
      orders: erasedOrders.length,
      newsletter: newsletter.length,
      mails: orderMails.length + subscriberMails.length,
      checkoutForms: checkoutForms.length,
      discountUses: discountUses.length,
      notes: notes.length,
    },
  };
}
