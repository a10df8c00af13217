import { env } from 'cloudflare:test';
import { REFRESH_SEARCH_DICTIONARY } from '../db/queries/search-dictionary';

/**
 * Grows the seeded catalog by `products` clones of the seed's products (texts in every language,
 * prices in every currency, variants, images, reviews in English), in 'all' and in 'sneakers'
 * (then a large collection); the other collections stay small. `from`: the first clone's number, to
 * grow an already grown catalog further (the clones numbered `from` to `products`).
 */
export async function growCatalog(products: number, from = 1) {
  const gen = `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${products}),
    seed AS (SELECT sku, row_number() OVER (ORDER BY sku) - 1 AS k, (SELECT count(*) FROM products WHERE sku LIKE 'CMF-%') AS m FROM products WHERE sku LIKE 'CMF-%'),
    gen AS (SELECT printf('GEN-%05d', i) AS sku, s.sku AS template, i FROM n JOIN seed s ON s.k = i % s.m)`;
  await env.DB.batch(
    [
      `${gen} INSERT INTO products (sku, size_chart, featured_rank, created_at, published)
        SELECT g.sku, p.size_chart, p.featured_rank + g.i, p.created_at - g.i * 3600, 1 FROM gen g JOIN products p ON p.sku = g.template`,
      `${gen} INSERT INTO product_texts (product_sku, language, title, summary, description)
        SELECT g.sku, t.language, t.title || ' ' || g.i, t.summary, t.description FROM gen g JOIN product_texts t ON t.product_sku = g.template`,
      `${gen} INSERT INTO prices (product_sku, currency, amount, compare_at)
        SELECT g.sku, pr.currency, pr.amount + (g.i % 17) * 100, pr.compare_at FROM gen g JOIN prices pr ON pr.product_sku = g.template`,
      `${gen} INSERT INTO variants (sku, product_sku, size, colour, stock, position)
        SELECT g.sku || '-' || v.position, g.sku, v.size, v.colour, (v.stock + g.i) % 9, v.position FROM gen g JOIN variants v ON v.product_sku = g.template`,
      `${gen} INSERT INTO product_images (product_sku, position, src, width, height)
        SELECT g.sku, im.position, im.src, im.width, im.height FROM gen g JOIN product_images im ON im.product_sku = g.template`,
      `${gen} INSERT INTO collection_products (collection_id, product_sku, position)
        SELECT 'all', g.sku, 1000 + g.i FROM gen g UNION ALL SELECT 'sneakers', g.sku, 1000 + g.i FROM gen g`,
      `${gen} INSERT INTO reviews (id, product_sku, language, rating, title, body, author, experienced_on)
        SELECT g.sku || '-' || r.id, g.sku, r.language, r.rating, r.title, r.body, r.author, r.experienced_on
        FROM gen g JOIN reviews r ON r.product_sku = g.template AND r.language = 'en'`,
      ...REFRESH_SEARCH_DICTIONARY,
    ].map((statement) => env.DB.prepare(statement)),
  );
}
