import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../locales/markets';
import type { ProductDocument } from '../../worker/catalog/document';
import { SEED_CATALOG, seedReviews } from './statements';

const products: ProductDocument[] = JSON.parse(readFileSync(SEED_CATALOG, 'utf8')).products;
const allReviews = seedReviews();

describe('the seed reviews', () => {
  it('give every product at least three reviews in every language it is sold in', () => {
    for (const product of products)
      for (const language of LANGUAGES) {
        if (!(language in (product.texts ?? {}))) continue;
        const n = allReviews.filter((r) => r.productSku === product.sku && r.language === language).length;
        expect(n, `${product.sku} ${language}`).toBeGreaterThanOrEqual(3);
      }
  });

  it('are dated after the product arrived and before the seed was written, each author once per language', () => {
    const added = new Map(products.map((p) => [p.sku, p.createdAt]));
    for (const r of allReviews) {
      expect(r.experiencedOn > (added.get(r.productSku) ?? ''), `${r.productSku} ${r.language} ${r.author}`).toBe(true);
      expect(r.experiencedOn <= '2026-11-01').toBe(true);
    }
    for (const language of LANGUAGES) {
      const authors = allReviews.filter((r) => r.language === language).map((r) => r.author);
      expect(new Set(authors).size, language).toBe(authors.length);
    }
  });

  it('name sizes as the shoppers who read them do: no EU numbers in English, centimetres in Japanese', () => {
    for (const r of allReviews.filter((r) => r.language === 'en')) expect(r.body, r.author).not.toMatch(/\b(3[5-9]|4[0-7])\b/);
    for (const r of allReviews.filter((r) => r.language === 'ja'))
      expect(r.body, r.author).not.toMatch(/(?<![.\d])(3[5-9]|4[0-7])(?![.\dc])/);
  });
});
