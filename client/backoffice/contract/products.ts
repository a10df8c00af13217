/** What GET /admin/api/products, /admin/api/products/{sku} and /admin/api/collections answer (worker/api/admin/products.ts). */

export const CONTENT_LANGUAGES = ['de', 'en', 'cs', 'es', 'fr', 'hu', 'ja', 'ro', 'sk', 'pl'] as const;
export type TextStatus = 'missing' | 'current' | 'outdated';

export interface ProductListRow {
  sku: string;
  sourceLanguage: string;
  /** In the source language; null while it has none. */
  title: string | null;
  image: string | null;
  stock: number;
  published: boolean;
  /** The market the price and `publishedInMarket` are of. */
  market: string;
  price: { amount: number; currency: string } | null;
  publishedInMarket: boolean;
  missing: string[];
  outdated: string[];
}

export interface ProductListPage {
  products: ProductListRow[];
  next: string | null;
}

export interface CollectionChoice {
  id: string;
  products: number;
  titles: Record<string, string>;
}

export interface ProductText {
  title: string;
  summary: string;
  description: string;
  seoTitle: string | null;
  seoDescription?: string;
}

/** The product as the shop's JSON format has it, the parts the editor shows. */
export interface ProductEditorDocument {
  sku: string;
  published: boolean;
  sizeChart: string;
  sourceLanguage: string;
  texts: Record<string, ProductText>;
  collections: string[];
}

export interface ProductEditorAnswer {
  product: ProductEditorDocument;
  texts: Record<string, { status: TextStatus; updatedAt: number | null }>;
  positions: Record<string, number>;
}
