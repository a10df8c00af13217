import { and, desc, eq, inArray, isNotNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  adminAudit,
  cartLines,
  carts,
  checkoutAttempts,
  discountUses,
  invoices,
  mailOutbox,
  newsletterSubscribers,
  orderEvents,
  orderLines,
  orderNotes,
  orderRefunds,
  orders,
  paymentAttempts,
  reviewInvites,
  reviews,
} from '../schema';

/**
 * A customer is an e-mail address (worker/customers/): their orders by `orders.customer_email`
 * (lower-cased by a trigger, indexed), their newsletter subscription, the e-mails sent for those,
 * and what else points at the orders. `email` is always lower-cased and trimmed by the caller.
 */

/** Lists of ids travel as one JSON parameter: D1 binds at most 100 per statement. */
const inList = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;

const ordersOf = (db: Database, email: string) => db.select({ id: orders.id }).from(orders).where(eq(orders.customerEmail, email));

/** What the back office shows of a customer's orders, newest first. */
export function customerOrdersQuery(db: Database, email: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      placedAt: orders.placedAt,
      market: orders.market,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      idempotencyKey: orders.idempotencyKey,
    })
    .from(orders)
    .where(eq(orders.customerEmail, email))
    .orderBy(desc(orders.placedAt))
    .limit(1000);
}

export function customerSubscriptionQuery(db: Database, email: string) {
  return db
    .select({
      id: newsletterSubscribers.id,
      market: newsletterSubscribers.market,
      source: newsletterSubscribers.source,
      consentAt: newsletterSubscribers.consentAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
}

const mailColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  orderId: mailOutbox.orderId,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** E-mails about the customer's orders (the outbox's (order_id, kind, occasion) index). */
export function customerOrderMailsQuery(db: Database, email: string) {
  return db
    .select(mailColumns)
    .from(mailOutbox)
    .where(inArray(mailOutbox.orderId, ordersOf(db, email)))
    .orderBy(mailOutbox.createdAt);
}

/**
 * E-mails of a newsletter subscription. The outbox has no index on subscriber_id, so this reads
 * the whole outbox: callers ask only when there is a subscription.
 */
export function subscriberMailsQuery(db: Database, subscriberId: string) {
  return db.select(mailColumns).from(mailOutbox).where(eq(mailOutbox.subscriberId, subscriberId)).orderBy(mailOutbox.createdAt);
}

/**
 * Checkout attempts that kept the shopper's form (payments on the provider's own page): those of
 * the customer's orders, and those abandoned with this contact. The second needs the form's JSON,
 * which no index holds: a read of the attempts kept with a form, for exports and erasures only.
 */
export function customerCheckoutFormsQuery(db: Database, email: string) {
  return db
    .select({
      key: checkoutAttempts.key,
      status: checkoutAttempts.status,
      createdAt: checkoutAttempts.createdAt,
      form: checkoutAttempts.form,
    })
    .from(checkoutAttempts)
    .where(
      and(
        isNotNull(checkoutAttempts.form),
        or(
          inArray(checkoutAttempts.key, db.select({ key: orders.idempotencyKey }).from(orders).where(eq(orders.customerEmail, email))),
          sql`lower(trim(json_extract(${checkoutAttempts.form}, '$.form.contact'))) = ${email}`,
        ),
      ),
    );
}

/** Everything about the customer's orders, for the export: one statement per table, in one batch. */
export function customerExportQueries(db: Database, email: string, auditTarget: string) {
  const ids = ordersOf(db, email);
  return [
    db.select().from(orders).where(eq(orders.customerEmail, email)).orderBy(orders.placedAt),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(orderEvents.id),
    db
      .select({
        orderId: paymentAttempts.orderId,
        gateway: paymentAttempts.gateway,
        status: paymentAttempts.status,
        amount: paymentAttempts.amount,
        currency: paymentAttempts.currency,
        brand: paymentAttempts.brand,
        last4: paymentAttempts.last4,
        createdAt: paymentAttempts.createdAt,
      })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderId, ids)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(orderRefunds.createdAt),
    db.select().from(orderNotes).where(inArray(orderNotes.orderId, ids)).orderBy(orderNotes.createdAt),
    db
      .select({
        orderId: invoices.orderId,
        kind: invoices.kind,
        seller: invoices.seller,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        document: invoices.document,
      })
      .from(invoices)
      .where(inArray(invoices.orderId, ids))
      .orderBy(invoices.issuedAt),
    db
      .select({ orderId: discountUses.orderId, code: discountUses.code, contact: discountUses.contact })
      .from(discountUses)
      .where(inArray(discountUses.orderId, ids)),
    // Order and newsletter e-mails at once: a read of the whole outbox, which an export may take.
    db
      .select({ ...mailColumns, recipient: mailOutbox.recipient, details: mailOutbox.details })
      .from(mailOutbox)
      .where(
        or(
          inArray(mailOutbox.orderId, ids),
          eq(
            mailOutbox.subscriberId,
            sql`(select ${newsletterSubscribers.id} from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${email})`,
          ),
        ),
      )
      .orderBy(mailOutbox.createdAt),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    db
      .select()
      .from(carts)
      .where(inArray(carts.id, db.select({ id: orders.cartId }).from(orders).where(eq(orders.customerEmail, email)))),
    db
      .select({ cartId: cartLines.cartId, variantSku: cartLines.variantSku, quantity: cartLines.quantity })
      .from(cartLines)
      .where(inArray(cartLines.cartId, db.select({ id: orders.cartId }).from(orders).where(eq(orders.customerEmail, email)))),
    customerCheckoutFormsQuery(db, email),
    db
      .select()
      .from(adminAudit)
      .where(or(inArray(adminAudit.target, ids), eq(adminAudit.target, auditTarget)))
      .orderBy(adminAudit.id),
    // Last, so the reads before keep their places: the reviews the buyer wrote through an order's link.
    db
      .select({
        orderId: reviews.orderId,
        productSku: reviews.productSku,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        author: reviews.author,
        experiencedOn: reviews.experiencedOn,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(inArray(reviews.orderId, ids)),
  ] as const;
}

export interface Erasure {
  /** What replaces every personal text: 'erased-{hash}'. */
  pseudonym: string;
  orderIds: string[];
  subscriberId: string | null;
  /** Checkout attempts whose kept form goes. */
  attemptKeys: string[];
}

/** An address (JSON of the checkout's shape) with only its country and state left, the name the pseudonym. */
const erasedAddress = (column: SQLWrapper, pseudonym: string) => sql`case when ${column} is null then null else json_patch(
  json_object('country', json_extract(${column}, '$.country'), 'firstName', ${pseudonym}, 'lastName', '',
    'address', '', 'city', '', 'postalCode', '', 'phone', ''),
  json_object('state', json_extract(${column}, '$.state'))) end`;

/**
 * The erasure's writes, to run in one batch, each returning the rows it changed. They name the
 * rows found before (ids, not the address), so an order placed while the erasure runs is left as
 * it is. Orders go last: their triggers rewrite customer_email, which the others do not read.
 * Pending e-mails become 'erased' rather than going to a pseudonym (that would fail, and alert).
 */
export function eraseCustomerStatements(db: Database, e: Erasure, now: number) {
  const mailBlanked = {
    recipient: e.pseudonym,
    details: null,
    lastError: null,
    status: sql`case when ${mailOutbox.status} = 'pending' then 'erased' else ${mailOutbox.status} end`,
    updatedAt: now,
  };
  return [
    db
      .update(checkoutAttempts)
      .set({ form: null })
      .where(inList(checkoutAttempts.key, e.attemptKeys))
      .returning({ key: checkoutAttempts.key }),
    db
      .update(discountUses)
      .set({ contact: e.pseudonym })
      .where(inList(discountUses.orderId, e.orderIds))
      .returning({ code: discountUses.code }),
    db.update(mailOutbox).set(mailBlanked).where(inList(mailOutbox.orderId, e.orderIds)).returning({ id: mailOutbox.id }),
    // Detached before the subscription goes, whose foreign key would delete them with it.
    db
      .update(mailOutbox)
      .set({ ...mailBlanked, subscriberId: null })
      .where(e.subscriberId ? eq(mailOutbox.subscriberId, e.subscriberId) : sql`0`)
      .returning({ id: mailOutbox.id }),
    db.update(orderNotes).set({ body: '' }).where(inList(orderNotes.orderId, e.orderIds)).returning({ id: orderNotes.id }),
    db
      .delete(newsletterSubscribers)
      .where(e.subscriberId ? eq(newsletterSubscribers.id, e.subscriberId) : sql`0`)
      .returning({ id: newsletterSubscribers.id }),
    db
      .update(orders)
      .set({
        contact: e.pseudonym,
        shippingAddress: erasedAddress(orders.shippingAddress, e.pseudonym),
        billingAddress: erasedAddress(orders.billingAddress, e.pseudonym),
        marketingConsentAt: null,
      })
      .where(inList(orders.id, e.orderIds))
      .returning({ id: orders.id }),
    // After the orders, so the batch's results keep their places. A buyer's reviews carry the name
    // and words they typed: they go (the rating triggers recount), and so does the invitation, so
    // that the e-mail's link writes none again.
    db.delete(reviews).where(inList(reviews.orderId, e.orderIds)).returning({ id: reviews.id }),
    db.delete(reviewInvites).where(inList(reviewInvites.orderId, e.orderIds)).returning({ orderId: reviewInvites.orderId }),
  ] as const;
}
