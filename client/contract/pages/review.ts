/** The review form's fields, as the page posts them (worker/routes/review/actions.ts). */
export const REVIEW_FIELDS = ['rating', 'title', 'body', 'author', 'experiencedOn'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** Longest title, text and name a review may have. */
export const REVIEW_LIMITS = { title: 120, body: 5000, author: 60 } as const;

export interface ReviewProduct {
  sku: string;
  title: string;
  /** Reviewed through this link already: its form is not offered again. */
  reviewed: boolean;
}

/**
 * The page of a review invitation's link: the order's products, each with its form until it is
 * reviewed. `products` is null for a link that is unknown (or cut short).
 */
export interface ReviewData {
  token: string;
  products: ReviewProduct[] | null;
  /** The product just reviewed (thanks are shown once). */
  done: string | null;
  /** A refused post shown again: the product, what was typed, and the fields that were wrong. */
  refused: { sku: string; values: Partial<Record<ReviewField, string>>; errors: ReviewField[] } | null;
  /** Today in the market's time zone (YYYY-MM-DD): the latest date of experience. */
  today: string;
}
