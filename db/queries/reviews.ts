import { and, asc, desc, eq, gt, like, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { orderLines, orders, productTexts, reviewInvites, reviews } from '../schema';
import { ownLanguage, type TextLanguages } from './text-languages';

/**
 * Buyers' reviews (issue 28): the invitation an order gets some days after it is fulfilled, the
 * review written through it, and its moderation. Only approved reviews are shown and counted
 * (the rating triggers of migration 0026).
 */

export type ReviewStatus = 'pending' | 'approved' | 'hidden';

/**
 * Fulfilled orders due an invitation: fulfilled at or before `dueBefore`, after `notBefore` (an
 * order fulfilled long ago is not asked about when the feature is switched on), none yet. The
 * status index (status, updated_at) bounds the scan.
 */
export function invitesDueQuery(db: Database, dueBefore: number, notBefore: number, limit: number) {
  return db
    .select({ id: orders.id, market: orders.market, contact: orders.contact })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'fulfilled'),
        lte(orders.updatedAt, dueBefore),
        gt(orders.updatedAt, notBefore),
        // An erased customer's orders hold a pseudonym, not an address: nobody to invite.
        like(orders.contact, '%@%'),
        notExists(db.select({ one: sql`1` }).from(reviewInvites).where(eq(reviewInvites.orderId, orders.id))),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

/** The invitation's row; a second one for the order writes nothing (the outbox's row neither). */
export function insertInviteStatement(db: Database, invite: { orderId: string; tokenHash: string; now: number }) {
  return db
    .insert(reviewInvites)
    .values({ orderId: invite.orderId, tokenHash: invite.tokenHash, createdAt: invite.now })
    .onConflictDoNothing();
}

/** The order an invitation's token belongs to, with its market. */
export function inviteByHashQuery(db: Database, tokenHash: string) {
  return db
    .select({ orderId: reviewInvites.orderId, market: orders.market })
    .from(reviewInvites)
    .innerJoin(orders, eq(orders.id, reviewInvites.orderId))
    .where(eq(reviewInvites.tokenHash, tokenHash));
}

const ownText = alias(productTexts, 'own_text');

/** The products of an order, named in the market's language (its variant's where written), and whether each has been reviewed through the link. */
export function orderProductsForReviewQuery(db: Database, orderId: string, text: TextLanguages) {
  return db
    .selectDistinct({
      sku: orderLines.productSku,
      title: sql<string>`coalesce(${ownText.title}, ${productTexts.title}, ${orderLines.productSku})`,
      reviewed: sql<number>`exists (select 1 from ${reviews} where ${reviews.orderId} = ${orderId} and ${reviews.productSku} = ${orderLines.productSku})`,
    })
    .from(orderLines)
    .leftJoin(productTexts, and(eq(productTexts.productSku, orderLines.productSku), eq(productTexts.language, text.language)))
    .leftJoin(ownText, and(eq(ownText.productSku, orderLines.productSku), eq(ownText.language, ownLanguage(text))))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productSku));
}

/**
 * A buyer's review, pending moderation. The unique (order, product) index makes the link work
 * once per product: a second post for it writes nothing and returns no row.
 */
export function insertBuyerReviewStatement(
  db: Database,
  review: {
    id: string;
    orderId: string;
    productSku: string;
    language: string;
    rating: number;
    title: string;
    body: string;
    author: string;
    experiencedOn: string;
    now: number;
  },
) {
  const { now, ...values } = review;
  return db
    .insert(reviews)
    .values({ ...values, status: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
}

const moderationColumns = {
  id: reviews.id,
  productSku: reviews.productSku,
  language: reviews.language,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  author: reviews.author,
  experiencedOn: reviews.experiencedOn,
  status: reviews.status,
  verified: sql<boolean>`${reviews.orderId} is not null`.mapWith(Boolean),
  reply: reviews.reply,
  createdAt: reviews.createdAt,
};

/** Reviews of a status for moderation, oldest first (the queue is worked in order). */
export function reviewsByStatusQuery(db: Database, status: ReviewStatus, limit: number) {
  return db
    .select(moderationColumns)
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(status === 'pending' ? asc(reviews.createdAt) : desc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

export function reviewQuery(db: Database, id: string) {
  return db.select(moderationColumns).from(reviews).where(eq(reviews.id, id));
}

/** Approve or hide; the rating triggers recount the product. */
export function reviewStatusStatement(db: Database, id: string, status: ReviewStatus) {
  return db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning({ id: reviews.id });
}

/** The shop's answer under a review; '' removes it. */
export function reviewReplyStatement(db: Database, id: string, reply: string, now: number) {
  return db
    .update(reviews)
    .set({ reply: reply || null, repliedAt: reply ? now : null })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
}

/** Reviews waiting for moderation (the dashboard's attention list). */
export function pendingReviewCountQuery(db: Database) {
  return db.select({ count: sql<number>`count(*)` }).from(reviews).where(eq(reviews.status, 'pending'));
}
