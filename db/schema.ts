import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Catalog schema. Product text and prices are data per language / currency, never converted at
 * run time. Money columns are integers in the currency's minor unit (JPY and HUF have none).
 */

export const products = sqliteTable(
  'products',
  {
    sku: text('sku').primaryKey(),
    /** Which size chart applies: 'women' | 'men' | 'unisex'. */
    sizeChart: text('size_chart').notNull(),
    /** Lower is shown first where the shop lists "featured" products. */
    featuredRank: integer('featured_rank').notNull().default(1000),
    createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
    /** Withdrawn products (an import's `Published` false, or left out of a --replace import) are not shown. */
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    // What listings sort and show, kept on the product by triggers (migration 0018) so that a
    // page of cards reads its rows and not every review and variant of the collection.
    /** Average rating rounded to one decimal; 0 while the product has no reviews. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Pairs in stock over all variants. */
    stock: integer('stock').notNull().default(0),
    /** Bumped by every stock change of a variant: part of the product page's cache key. */
    stockVersion: integer('stock_version').notNull().default(0),
    /**
     * The product's number in the search indexes, given in the order products come into the shop
     * (migration 0019): a text's row there is its language and this number, so a word found in
     * more texts than a page ranks can be ranked among the newest, and a text found by its row.
     */
    searchKey: integer('search_key'),
    /** Who makes it (Shopify's Vendor); '' when the shop does not say. */
    vendor: text('vendor').notNull().default(''),
    /** What it is (Shopify's Type), free text kept apart from collections; '' when none. */
    productType: text('product_type').notNull().default(''),
    /** The language its texts are written in first; the others are translations of it (migration 0031). */
    sourceLanguage: text('source_language').notNull().default('en'),
    /** Counts the changes of the source language's text: a translation written against less is outdated. */
    sourceRevision: integer('source_revision').notNull().default(0),
  },
  (t) => [
    index('products_featured_idx').on(t.published, t.featuredRank, t.sku),
    index('products_newest_idx').on(t.published, t.createdAt, t.sku),
    index('products_rating_idx').on(t.published, t.rating, t.sku),
    uniqueIndex('products_search_key_idx').on(t.searchKey),
  ],
);

export const productTexts = sqliteTable(
  'product_texts',
  {
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    /**
     * Content language: de en cs es fr hu ja ro sk pl; or an English market's own text where it
     * words it otherwise, en-US en-GB en-AU (decision 038: read first there, in no index, never a gap).
     */
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** One sentence, used for listings and the meta description. */
    summary: text('summary').notNull(),
    /** The shop's Markdown subset (worker/content/markdown.ts): paragraphs, lists, links, emphasis. */
    description: text('description').notNull(),
    /** The page title when it should differ from the product's name (an import's SEO Title). */
    seoTitle: text('seo_title'),
    /** The meta description when it should differ from the summary. */
    seoDescription: text('seo_description'),
    /** When the text last changed (ms); null: before the shop kept track (migration 0031). */
    updatedAt: integer('updated_at'),
    /** The product's `sourceRevision` this text was written against. */
    sourceRevision: integer('source_revision').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productSku, t.language] })],
);

/**
 * A product's texts that are missing or outdated ('missing' | 'outdated'), one row per language:
 * kept by triggers (migration 0031) for the back office's product list filters.
 */
export const productTextGaps = sqliteTable(
  'product_text_gaps',
  {
    language: text('language').notNull(),
    status: text('status').notNull(),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.language, t.status, t.productSku] }), index('product_text_gaps_product_idx').on(t.productSku)],
);

/**
 * The words of the product search index (every language) with how many texts use each: the
 * dictionary "did you mean" reads near a misspelt word. Written anew, from the index's own words
 * (fts5vocab product_search_words), by every catalog write that changes texts (the seed, an
 * import), because fts5vocab reads every text of a word to count them (db/queries/search-words.ts).
 */
export const searchDictionary = sqliteTable('search_dictionary', {
  term: text('term').primaryKey(),
  texts: integer('texts').notNull(),
});

export const productImages = sqliteTable(
  'product_images',
  {
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Alternative text when the image shows more than the product's name says. */
    alt: text('alt'),
    /** The same per language (JSON, {"de": "..."}); `alt` is the fallback for the others. */
    alts: text('alts').notNull().default('{}'),
  },
  (t) => [primaryKey({ columns: [t.productSku, t.position] })],
);

export const variants = sqliteTable(
  'variants',
  {
    sku: text('sku').primaryKey(),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    /** EU size as printed, e.g. '38' or '42.5'. */
    size: text('size').notNull(),
    /**
     * The colour as the merchant names it ('Moss', 'Schwarz/Weiß'), or a palette key whose name is
     * a UI message (colour.{key}, locales/colours.ts); '' for none. Its swatch: colour_swatches.
     */
    colour: text('colour').notNull(),
    /** The fitting on the one scale of locales/widths.ts: 'narrow' | 'standard' | 'wide' | 'extra-wide' (migration 0033). */
    width: text('width').notNull().default('standard'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull(),
    /** Stock at or under which staff who asked for alerts hear of it (null: the shop's default). */
    lowStockAt: integer('low_stock_at'),
    /** GTIN-8/12/13/14 with a valid check digit, or null. */
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    /** The unit a Shopify file shows the weight in (g, kg, lb, oz). */
    weightUnit: text('weight_unit'),
    /** Cost per item in minor units of `costCurrency`. */
    costAmount: integer('cost_amount'),
    costCurrency: text('cost_currency'),
    /** One of the product's images (product_images.src), shown when this colour is picked. */
    imageSrc: text('image_src'),
  },
  (t) => [
    index('variants_product_idx').on(t.productSku),
    // The size filter and the sizes a collection offers: only variants in stock.
    index('variants_size_in_stock_idx').on(t.size, t.productSku).where(sql`stock > 0`),
    // The width filter and the widths a listing offers, likewise.
    index('variants_width_in_stock_idx').on(t.width, t.productSku).where(sql`stock > 0`),
    // Low stock, the emptiest first (the dashboard and the alerts).
    index('variants_stock_idx').on(t.stock),
  ],
);

/** A colour's swatch by its name as variants write it; palette keys have a default in code (locales/colours.ts). */
export const colourSwatches = sqliteTable('colour_swatches', {
  name: text('name').primaryKey(),
  /** #rrggbb, lower case. */
  hex: text('hex').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const prices = sqliteTable(
  'prices',
  {
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    compareAt: integer('compare_at'),
    /**
     * The lowest price of the 30 days before `amount` took effect (the EU's price-reduction rule),
     * set by a trigger from `price_history` when the amount changes; null while it never has.
     */
    lowestPrior: integer('lowest_prior'),
  },
  (t) => [primaryKey({ columns: [t.productSku, t.currency] }), index('prices_listing_idx').on(t.currency, t.amount, t.productSku)],
);

/** Every price a product had in a currency and since when (written by triggers on `prices`). */
export const priceHistory = sqliteTable(
  'price_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productSku: text('product_sku').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    /** Milliseconds since the epoch. */
    changedAt: integer('changed_at').notNull(),
  },
  (t) => [index('price_history_product_idx').on(t.productSku, t.currency, t.changedAt)],
);

/** Which currency each market sells in (locales/markets.ts; the triggers of migration 0028 read it). */
export const marketCurrencies = sqliteTable('market_currencies', {
  market: text('market').primaryKey(),
  currency: text('currency').notNull(),
});

/**
 * A product's price in one market (decision 031): the shop reads this row, never `prices`
 * directly. `own` false: the row follows its currency's price (triggers copy it); true: the
 * market's own price. `published` false withdraws the product from this market only. While a
 * scheduled sale runs, `sale_id` names it and the row holds the sale's price.
 */
export const marketPrices = sqliteTable(
  'market_prices',
  {
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    compareAt: integer('compare_at'),
    /** The lowest price of the 30 days before `amount` took effect in this market (trigger). */
    lowestPrior: integer('lowest_prior'),
    own: integer('own', { mode: 'boolean' }).notNull().default(false),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    saleId: text('sale_id'),
  },
  (t) => [
    primaryKey({ columns: [t.productSku, t.market] }),
    index('market_prices_listing_idx').on(t.market, t.published, t.amount, t.productSku),
  ],
);

/** Every amount a product had in a market and since when (triggers on `market_prices`). */
export const marketPriceHistory = sqliteTable(
  'market_price_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productSku: text('product_sku').notNull(),
    market: text('market').notNull(),
    amount: integer('amount').notNull(),
    /** Milliseconds since the epoch. */
    changedAt: integer('changed_at').notNull(),
  },
  (t) => [index('market_price_history_product_idx').on(t.productSku, t.market, t.changedAt)],
);

/** A scheduled sale: `percent_off` the regular price in `markets` (JSON) from `starts_at` to `ends_at` (ms). */
export const priceSales = sqliteTable(
  'price_sales',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** JSON array of market codes. */
    markets: text('markets').notNull(),
    /** The collection the sale was made for, or null for a selection (`skus`, JSON array). */
    collection: text('collection'),
    skus: text('skus'),
    percentOff: integer('percent_off').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    /** 'scheduled' | 'running' | 'ended' | 'cancelled' */
    status: text('status').notNull().default('scheduled'),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('price_sales_status_idx').on(t.status, t.startsAt)],
);

/** The products and markets of a sale, with the regular price it replaced while it runs. */
export const priceSaleItems = sqliteTable(
  'price_sale_items',
  {
    saleId: text('sale_id')
      .notNull()
      .references(() => priceSales.id, { onDelete: 'cascade' }),
    productSku: text('product_sku').notNull(),
    market: text('market').notNull(),
    regularAmount: integer('regular_amount'),
    regularCompareAt: integer('regular_compare_at'),
    saleAmount: integer('sale_amount'),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.productSku, t.market] }), index('price_sale_items_product_idx').on(t.productSku, t.market)],
);

export const savingsPackages = sqliteTable(
  'savings_packages',
  {
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    percentOff: integer('percent_off').notNull().default(0),
    /** 'great_offer' | 'biggest_savings' | 'most_popular' | 'big_discount' | null */
    badge: text('badge'),
  },
  (t) => [primaryKey({ columns: [t.productSku, t.quantity] })],
);

export const collections = sqliteTable('collections', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  /** Members, kept by triggers: a listing picks how to read its page by it (db/queries/listing.ts). */
  productCount: integer('product_count').notNull().default(0),
});

export const collectionTexts = sqliteTable(
  'collection_texts',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.language] })],
);

export const collectionProducts = sqliteTable(
  'collection_products',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productSku] }),
    index('collection_products_sku_idx').on(t.productSku),
    index('collection_products_position_idx').on(t.collectionId, t.position, t.productSku),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    /** ISO date (YYYY-MM-DD) the reviewer wore the shoes. */
    experiencedOn: text('experienced_on').notNull(),
    /**
     * 'pending' | 'approved' | 'hidden': a buyer's review waits for moderation; only approved ones
     * are shown and counted (the seed's are approved).
     */
    status: text('status').notNull().default('approved'),
    /** Written through an order's invitation: shown as "verified buyer". */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The shop's answer, shown under the review. */
    reply: text('reply'),
    repliedAt: integer('replied_at'),
    createdAt: integer('created_at'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productSku, t.language),
    index('reviews_status_idx').on(t.status, t.createdAt),
    // The invitation's link works once per product of the order.
    uniqueIndex('reviews_order_product_unique').on(t.orderId, t.productSku),
  ],
);

/** One review invitation per order: the link's token as its SHA-256 (never the token). */
export const reviewInvites = sqliteTable('review_invites', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: integer('created_at').notNull(),
});

/** Bumped by the seed and by any catalog change; part of catalog cache keys. */
export const catalogVersion = sqliteTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: text('version').notNull(),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch())`),
});

/**
 * Orders as far as the catalog needs them (the "sold in the last hours" counter); the purchase
 * path adds its own columns and tables in later migrations.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** worker/orders/lifecycle.ts: 'authorized' | 'paid' | 'failed' (older rows: 'paid'). */
    status: text('status').notNull(),
    total: integer('total').notNull(),
    /** Milliseconds since the epoch. */
    placedAt: integer('placed_at').notNull(),
    /** One per checkout attempt: a retried Pay now finds the order instead of making another. */
    idempotencyKey: text('idempotency_key').unique(),
    contact: text('contact'),
    /** JSON of the checkout's address shape. */
    shippingAddress: text('shipping_address'),
    billingAddress: text('billing_address'),
    addressVerified: integer('address_verified', { mode: 'boolean' }),
    shippingMethod: text('shipping_method'),
    subtotal: integer('subtotal'),
    savings: integer('savings'),
    discount: integer('discount'),
    discountCode: text('discount_code'),
    shipping: integer('shipping'),
    /** US sales tax (the sum of the lines'), included in `total`; 0 where prices include VAT. */
    tax: integer('tax').notNull().default(0),
    /** The state the sales tax was charged for. */
    taxRegion: text('tax_region'),
    paymentBrand: text('payment_brand'),
    paymentLast4: text('payment_last4'),
    /** When the shopper opted in to news and offers on the confirmation page. */
    marketingConsentAt: integer('marketing_consent_at'),
    /** The cart this order consumed, at the version that was priced (a trigger checks it). */
    cartId: text('cart_id'),
    cartVersion: integer('cart_version'),
    /** When the status last changed (milliseconds since the epoch). */
    updatedAt: integer('updated_at'),
    /**
     * The short number shoppers and staff read (#10042): sequential per shop, given by a trigger
     * as the order is written (migration 0022); the id stays the key.
     */
    number: integer('number'),
    /** Lower-cased contact and "first last" name, kept by triggers for the back office's search. */
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    /** "last first": a search for the family name alone finds the order too. */
    customerNameReversed: text('customer_name_reversed'),
  },
  (t) => [
    index('orders_placed_idx').on(t.placedAt),
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_customer_email_idx').on(t.customerEmail, t.placedAt),
    index('orders_customer_name_idx').on(t.customerName),
    index('orders_customer_name_reversed_idx').on(t.customerNameReversed),
    index('orders_market_placed_idx').on(t.market, t.placedAt),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    uniqueIndex('orders_cart_version_unique').on(t.cartId, t.cartVersion),
    index('orders_status_idx').on(t.status, t.updatedAt),
  ],
);

/** Every status an order has had, written by a trigger on each change (migration 0005). */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * One row per Pay now attempt, written before the gateway is asked: the key belongs to the cart
 * that first used it, and an authorisation whose order never got written can be found and
 * voided by the reconciliation.
 */
export const checkoutAttempts = sqliteTable(
  'checkout_attempts',
  {
    key: text('key').primaryKey(),
    cartId: text('cart_id').notNull(),
    /** 'open' | 'authorized' | 'ordered' | 'voided' | 'declined' */
    status: text('status').notNull(),
    gateway: text('gateway'),
    reference: text('reference'),
    amount: integer('amount'),
    currency: text('currency'),
    /**
     * A payment on the provider's own page (browsers without JavaScript): the checked form and
     * the total it was shown with, kept until the shopper comes back paid, and the session.
     */
    form: text('form'),
    session: text('session'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('checkout_attempts_status_idx').on(t.status, t.updatedAt)],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku),
    variantSku: text('variant_sku')
      .notNull()
      .references(() => variants.sku),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The line's sales tax (worker/pricing.ts), 0 where prices include VAT. */
    tax: integer('tax').notNull().default(0),
    /** Pairs of the line refunded so far (per-line refunds); a trigger keeps it within quantity. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** Pairs that left in a shipment (worker/orders/shipments.ts). */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    /**
     * Refunded pairs that had not shipped: they will never ship, and went back on the shelf. A
     * trigger keeps shipped + cancelled within quantity (migration 0023).
     */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
  },
  (t) => [index('order_lines_product_idx').on(t.productSku), index('order_lines_order_idx').on(t.orderId)],
);

/** A shopper's cart, found by the id in its HttpOnly cookie. */
export const carts = sqliteTable('carts', {
  id: text('id').primaryKey(),
  /** Raised by triggers on every change of its lines or code: an order consumes one version. */
  version: integer('version').notNull().default(0),
  /** The discount code applied at checkout, checked again when the order is placed. */
  discountCode: text('discount_code'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const cartLines = sqliteTable(
  'cart_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantSku: text('variant_sku')
      .notNull()
      .references(() => variants.sku, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('cart_lines_variant_idx').on(t.cartId, t.variantSku)],
);

export const discountCodes = sqliteTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    /** 'percent' | 'fixed' */
    kind: text('kind').notNull(),
    /** Percent (1-100) or a fixed amount in minor units of `currency`. */
    value: integer('value').notNull(),
    /** Required for fixed amounts: the code only applies in that currency. */
    currency: text('currency'),
    /** Limits the code to one market; null for all. */
    market: text('market'),
    startsAt: integer('starts_at'),
    endsAt: integer('ends_at'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerEmail: integer('once_per_email', { mode: 'boolean' }).notNull().default(false),
    /** JSON list of market codes the code is valid in; null for all (`market` still limits older codes). */
    markets: text('markets'),
    /** Fixed codes: JSON {currency: minor units}; a currency it lacks cannot use the code. */
    amounts: text('amounts'),
    /** JSON {currency: minor units}: the subtotal an order needs for the code; none for a currency left out. */
    minimums: text('minimums'),
    /** Orders one e-mail may place with the code; null for any number (`oncePerEmail` is 1). */
    usesPerEmail: integer('uses_per_email'),
    /** The single-use batch the code was made in, for its CSV and its totals. */
    batch: text('batch'),
    createdAt: integer('created_at'),
  },
  (t) => [index('discount_codes_batch_idx').on(t.batch)],
);

export const discountUses = sqliteTable(
  'discount_uses',
  {
    code: text('code')
      .notNull()
      .references(() => discountCodes.code),
    contact: text('contact').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.code, t.orderId] }), index('discount_uses_contact_idx').on(t.code, t.contact)],
);

export const paymentAttempts = sqliteTable('payment_attempts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  gateway: text('gateway').notNull(),
  /** The gateway's id of the authorisation. */
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** 'authorized' | 'captured' | 'failed' */
  status: text('status').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: integer('created_at').notNull(),
  /** Capture tries that failed, and the gateway's last answer (retried by reconciliation). */
  captureFailures: integer('capture_failures').notNull().default(0),
  lastError: text('last_error'),
});

/**
 * The built-in test gateway's own ledger (worker/services/payments/test-gateway.ts): what a
 * provider would keep on its side, so tests and the reconciliation see every authorisation,
 * capture and void across isolates. Unused with a real provider.
 */
export const testGatewayPayments = sqliteTable('test_gateway_payments', {
  reference: text('reference').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** 'authorized' | 'captured' | 'voided' | 'expired' */
  status: text('status').notNull(),
  /** Captures still to refuse (the test card for a failing capture sets it). */
  failCaptures: integer('fail_captures').notNull().default(0),
  captures: integer('captures').notNull().default(0),
  /** Minor units given back so far (never more than was captured). */
  refunded: integer('refunded').notNull().default(0),
  createdAt: integer('created_at').notNull(),
});

/**
 * The test provider's card tokens: what its card fields hand the checkout instead of the card.
 * Only the brand, the last four digits and how the test card behaves are kept, never the number.
 */
export const testPaymentTokens = sqliteTable('test_payment_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** 'approve' | 'decline' | 'flaky-capture' */
  behaviour: text('behaviour').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** The test provider's hosted payment pages (for browsers without JavaScript). */
export const testPaymentSessions = sqliteTable('test_payment_sessions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  locale: text('locale').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** 'open' | 'complete' */
  status: text('status').notNull(),
  /** The authorisation the page made, once paid. */
  reference: text('reference'),
  brand: text('brand'),
  last4: text('last4'),
  createdAt: integer('created_at').notNull(),
});

/**
 * E-mails to send (the outbox): written in the same D1 batch as what they tell of (an order
 * confirmation with its order), then delivered by the mail queue's consumer. 'pending' ->
 * 'sent', or 'dead' after the last retry (kept, with the last error, for the operator).
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** The order an order e-mail is about (null for a newsletter e-mail). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The subscriber a newsletter e-mail goes to. */
    subscriberId: text('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** 'order-confirmation' | 'order-shipped' | 'order-cancelled' | 'order-refunded' | 'newsletter-confirmation' | 'newsletter-already' */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    market: text('market').notNull(),
    /** What the template needs beyond the order (carrier and tracking, refunded amount), as JSON. */
    details: text('details'),
    /** Which of several mails of a kind ('' for the one of its kind; a refund's id for each refund). */
    occasion: text('occasion').notNull().default(''),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_order_kind').on(t.orderId, t.kind, t.occasion),
    index('mail_outbox_status_idx').on(t.status, t.updatedAt),
    // A customer's e-mails (the back office's customer page, export and erasure).
    index('mail_outbox_recipient_idx').on(t.recipient),
    index('mail_outbox_subscriber_idx').on(t.subscriberId),
  ],
);

/**
 * Order confirmations by SMS (worker/sms/outbox.ts, decision 037): a row written with the order
 * when its only contact is a mobile number, as mail_outbox's confirmation is.
 */
export const smsOutbox = sqliteTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'order-confirmation' */
    kind: text('kind').notNull(),
    /** '' for the order's own; the id of the SMS sent again for each "Send again". */
    occasion: text('occasion').notNull().default(''),
    /** E.164: '+' and the country's code. */
    recipient: text('recipient').notNull(),
    market: text('market').notNull(),
    /** 'pending' | 'sending' (a try claimed by one sender) | 'sent' | 'dead' */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the message (Twilio's SM… sid). */
    providerRef: text('provider_ref'),
    /** Not tried again before this time (ms). */
    nextTryAt: integer('next_try_at').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [uniqueIndex('sms_outbox_order_kind').on(t.orderId, t.kind, t.occasion), index('sms_outbox_status_idx').on(t.status, t.nextTryAt)],
);

/** Every write of the operator API: who (which credential), what, to what, when. */
export const adminAudit = sqliteTable(
  'admin_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    /** The request's parameters and its outcome, as JSON. */
    details: text('details'),
  },
  (t) => [index('admin_audit_target_idx').on(t.target, t.at)],
);

/** The test gateway's refunds, one per idempotency key. */
export const testGatewayRefunds = sqliteTable('test_gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * Payment provider events already handled (webhooks): the provider's event id, so a replayed or
 * redelivered event changes nothing.
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    receivedAt: integer('received_at').notNull(),
    /**
     * An event that changes an order which is not there yet (a refund or dispute that arrives
     * while the order is still `authorized`, or before its batch): the payment it names and the
     * transition it asks for, kept until `appliedAt` (orders/waiting-events.ts).
     */
    reference: text('reference'),
    waitingFor: text('waiting_for'),
    appliedAt: integer('applied_at'),
  },
  (t) => [
    index('payment_events_waiting_idx').on(t.reference).where(sql`${t.waitingFor} IS NOT NULL AND ${t.appliedAt} IS NULL`),
    // An order's timeline: every event of its payment.
    index('payment_events_reference_idx').on(t.reference),
  ],
);

/**
 * Who owns an authorisation (docs/decisions/027-payment-claims.md): one row per provider
 * reference, written in one guarded statement before anything moves money. `order`: the order
 * batch claimed it (an order's money is given back only by the operator's cancel or refund);
 * `none`: no order will, and the money goes back. Whoever writes first decides; the loser reads.
 * `release`: null while the money stays; 'pending' once the shop decided to give it back (before
 * the provider is asked), then 'voided' or 'refunded' as the provider answered.
 */
export const paymentClaims = sqliteTable(
  'payment_claims',
  {
    reference: text('reference').primaryKey(),
    gateway: text('gateway').notNull(),
    owner: text('owner').notNull(),
    orderId: text('order_id'),
    attempt: text('attempt'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    release: text('release'),
    /** Why the money goes back (no order: the batch's refusal; an order: the operator's cancel). */
    reason: text('reason'),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('payment_claims_release_idx').on(t.release, t.updatedAt)],
);

/** Attempts per key (e.g. discount codes per cart) in fixed windows. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Blog posts, articles and general pages, one row per language (authored as Markdown). */
export const contentDocuments = sqliteTable(
  'content_documents',
  {
    /** 'blog' | 'article' | 'page' */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** ISO date. */
    publishedAt: text('published_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    /** Counts the saves of this language's text (migration 0027). */
    revision: integer('revision').notNull().default(1),
    /**
     * The English text's revision this translation was written from: behind the English row's
     * revision, the translation is outdated (the back office's content list).
     */
    sourceRevision: integer('source_revision').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug, t.language] }), index('content_listing_idx').on(t.kind, t.language, t.publishedAt)],
);

export const faqEntries = sqliteTable(
  'faq_entries',
  {
    language: text('language').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** As content_documents': entries of one position in every language are one question. */
    revision: integer('revision').notNull().default(1),
    sourceRevision: integer('source_revision').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.language, t.position] })],
);

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: text('id').primaryKey(),
  /** Lower-cased: one subscription per address. */
  email: text('email').notNull().unique(),
  market: text('market').notNull(),
  /** Milliseconds since the epoch, when the shopper agreed. */
  consentAt: integer('consent_at').notNull(),
  /** Where the form was: 'home' | 'footer'. */
  source: text('source').notNull(),
  /** The single-use 20% code issued with the subscription (shown once the address is confirmed). */
  discountCode: text('discount_code').notNull(),
  /**
   * Double opt-in: when the shopper confirmed on the page of the confirmation e-mail's link; null
   * while unconfirmed. Subscribers from before every market asked for it: their sign-up.
   */
  confirmedAt: integer('confirmed_at'),
  /** The secret of the confirmation link; null once confirmed. */
  confirmToken: text('confirm_token').unique(),
});

/**
 * A catalog import being staged: each chunk the command line sends is checked and kept here, one
 * document per product, until the import is committed in one batch (or dropped).
 */
export const catalogImports = sqliteTable('catalog_imports', {
  id: text('id').primaryKey(),
  createdAt: integer('created_at').notNull(),
  /** JSON: the import's options (language, currency, replace). */
  options: text('options').notNull(),
});

export const catalogImportItems = sqliteTable(
  'catalog_import_items',
  {
    importId: text('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    /** 'product:{sku}' or 'collection:{id}'. */
    item: text('item').notNull(),
    /** Where the item starts, "file:line", for problems found when the import is committed. */
    source: text('source').notNull(),
    /** The item in the shop's JSON format (worker/catalog/document.ts), merged across files. */
    document: text('document').notNull(),
    /** Against the catalog when staged: 'created', the fields that change, or '' (unchanged). */
    change: text('change').notNull(),
    /** The texts' stemmed words per language ({ de: { title, body } }), for the search index. */
    stems: text('stems'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.item] })],
);

/**
 * What the operator changes per market without a deploy: the free-shipping threshold and the
 * standard shipping rate (minor units). A market without a row keeps locales/markets.ts's values.
 */
export const marketSettings = sqliteTable('market_settings', {
  market: text('market').primaryKey(),
  freeShippingThreshold: integer('free_shipping_threshold').notNull(),
  standardShipping: integer('standard_shipping').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** The ways to pay a market offers, set in the back office (migration 0032): a JSON list of locales/payment-methods.ts ids. */
export const marketPaymentMethods = sqliteTable('market_payment_methods', {
  market: text('market').primaryKey(),
  methods: text('methods').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** The seller's details as the back office saved them (migration 0032); a field without a row keeps its COMPANY_* setting. */
export const sellerDetails = sqliteTable('seller_details', {
  field: text('field').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Money given back for part of an order (per-line refunds), one row per refund: reserved before
 * the provider is asked ('pending'), 'done' when it refunded, removed when it refused.
 */
export const orderRefunds = sqliteTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** JSON: [{ variantSku, quantity }]. */
    lines: text('lines').notNull(),
    restocked: integer('restocked', { mode: 'boolean' }).notNull(),
    status: text('status').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId), index('order_refunds_created_idx').on(t.createdAt)],
);

/**
 * Staff of the back office (docs/decisions/028-staff-and-roles.md). `role`: 'owner' |
 * 'operations' | 'content' | 'viewer' (client/backoffice/contract/roles.ts). A trigger keeps at least one owner
 * who is not removed (migration 0022). Removed staff stay, for the audit's names.
 */
export const staff = sqliteTable('staff', {
  id: text('id').primaryKey(),
  /** Lower-cased: one account per address. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role').notNull(),
  /** The back office's language: 'en' | 'de'. */
  language: text('language').notNull().default('en'),
  /** Whether this person gets the alert e-mails (worker/staff/alerts.ts). */
  alerts: integer('alerts', { mode: 'boolean' }).notNull().default(false),
  invitedBy: text('invited_by'),
  createdAt: integer('created_at').notNull(),
  lastSignInAt: integer('last_sign_in_at'),
  removedAt: integer('removed_at'),
});

/** Signed-in staff: the SHA-256 of the `__Host-staff` cookie's token, never the token. */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** 'link' | 'passkey' */
    method: text('method').notNull(),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /** The idle timeout moves this on with every request; the absolute limit never. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One-time sign-in links and invitations: the token's SHA-256, used once, short-lived. */
export const staffSignInLinks = sqliteTable('staff_sign_in_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: text('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  /** 'sign-in' | 'invitation' */
  purpose: text('purpose').notNull(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
});

/** Passkeys (WebAuthn credentials) of staff. */
export const staffPasskeys = sqliteTable(
  'staff_passkeys',
  {
    /** base64url, as the authenticator gave it. */
    credentialId: text('credential_id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull(),
    /** JSON array of the authenticator's transports. */
    transports: text('transports'),
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/** WebAuthn challenges handed out and not yet answered (each answered once). */
export const staffChallenges = sqliteTable('staff_challenges', {
  challenge: text('challenge').primaryKey(),
  /** 'register' (for this staff member) | 'sign-in' (anyone's passkey). */
  purpose: text('purpose').notNull(),
  staffId: text('staff_id'),
  expiresAt: integer('expires_at').notNull(),
});

/** Staff's notes on an order (its timeline shows them with the audit lines). */
export const orderNotes = sqliteTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Invoices and credit notes (docs/decisions/030-invoices.md): numbered in sequence per seller,
 * the whole document kept as issued (JSON), immutable (triggers refuse updates and deletes).
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** Who issues it (its own number sequence): a key of the shop's sellers. */
    seller: text('seller').notNull(),
    number: integer('number').notNull(),
    /** 'invoice' | 'credit-note' */
    kind: text('kind').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a credit note is for. */
    refundId: text('refund_id'),
    /** What it credits: the invoice's id. */
    creditsId: text('credits_id'),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** Minor units: negative for a credit note. */
    total: integer('total').notNull(),
    tax: integer('tax').notNull(),
    /** JSON: seller, buyer, lines, taxes per rate, totals as issued. */
    document: text('document').notNull(),
    issuedAt: integer('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_seller_number_unique').on(t.seller, t.number),
    uniqueIndex('invoices_order_invoice_unique').on(t.orderId).where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_refund_unique').on(t.refundId),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

/**
 * The funnel per market and day (product views, add to cart, checkout started), counted by the
 * worker as requests arrive: no cookie, no person, only a number. Paid orders come from `orders`.
 */
export const funnelCounts = sqliteTable(
  'funnel_counts',
  {
    day: text('day').notNull(),
    market: text('market').notNull(),
    /** 'view' | 'add' | 'checkout' */
    step: text('step').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.market, t.step] })],
);

/** Alerts raised for staff (worker/staff/alerts.ts): one row per occurrence key, so each is sent once. */
export const staffAlerts = sqliteTable(
  'staff_alerts',
  {
    key: text('key').primaryKey(),
    /** 'mail-dead' | 'payment-unconfirmed' | 'webhook-signatures' | 'low-stock' */
    kind: text('kind').notNull(),
    /** JSON: what the e-mail says (order, variant, counts). */
    details: text('details').notNull(),
    createdAt: integer('created_at').notNull(),
    notifiedAt: integer('notified_at'),
  },
  (t) => [index('staff_alerts_created_idx').on(t.createdAt)],
);

/**
 * Parcels sent for an order (worker/orders/shipments.ts): several per order when it ships in
 * parts. One per order and tracking number, so the same parcel told twice (a double click, a
 * carrier's file imported again) ships nothing twice. A trigger refuses one for an order that is
 * not paid (migration 0023).
 */
export const shipments = sqliteTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    tracking: text('tracking').notNull(),
    /** JSON: [{ variantSku, quantity }]. */
    lines: text('lines').notNull(),
    /** Who shipped it: the operator credential's label, as in the audit. */
    actor: text('actor').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('shipments_order_tracking_unique').on(t.orderId, t.tracking), index('shipments_created_idx').on(t.createdAt)],
);

/**
 * Requests that move money, by key, so the same one told twice moves it once (a double click, a
 * retry after a lost answer): the client's Idempotency-Key, or, without one, the request itself
 * in a two-minute window (worker/orders/operations.ts). Removed again when the provider refuses.
 */
export const operatorRequests = sqliteTable('operator_requests', {
  key: text('key').primaryKey(),
  /** What the request made: a refund's id. */
  target: text('target').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * Business signals counted per hour, market, signal and reason (worker/signals/ names them and
 * adds to them, migration 0038): what the dashboard's last 24 hours and 7 days and the
 * payment-declines alert read. `hour` is the hour's start (ms, UTC); `reason` is '' where a
 * signal has none.
 */
export const businessSignals = sqliteTable(
  'business_signals',
  {
    hour: integer('hour').notNull(),
    market: text('market').notNull(),
    signal: text('signal').notNull(),
    reason: text('reason').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.market, t.signal, t.reason] })],
);
