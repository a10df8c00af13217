// The seed's products cloned in SQL up to N published products, for the benchmarks that time
// the shop at catalog sizes no seed file holds (bench:scale, bench:products): texts in ten
// languages, prices, variants, images, collections, reviews and the search indexes, as an
// import would leave them.

const BATCH = 2500;

/**
 * The clones numbered `from` to `to - 1` as a CTE: clone i is GEN-00000i and copies seed product
 * i % (number of seed products), taken in sku order.
 */
const clones = (from, to, seeds) => `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to - 1}),
seed(k, sku) AS (SELECT row_number() OVER (ORDER BY sku) - 1, sku FROM products WHERE sku NOT LIKE 'GEN-%'),
gen(i, sku, src) AS (SELECT n.i, printf('GEN-%06d', n.i), seed.sku FROM n JOIN seed ON seed.k = n.i % ${seeds})`;

// The clones sort after the seed in 'featured' order, in the order they were made.
const RANK = '(p.featured_rank + 1000 + g.i)';
// A little up or down from the source (-2 to +2 units; JPY and HUF have no minor unit, so yen
// and forint move by 100): price sorts and price filters see different amounts.
const PRICE_DELTA = `((g.i % 5) - 2) * 100`;

/** One INSERT per table, each row copied from the clone's source product. */
const cloneStatements = (cte, gaps, after, ratingTrigger) =>
  [
    `INSERT INTO products (sku, size_chart, featured_rank, created_at, published)
     SELECT g.sku, p.size_chart, ${RANK}, p.created_at - (g.i * 7919 % 400) * 86400, 1 FROM gen g JOIN products p ON p.sku = g.src`,
    // product_search and product_search_ja are filled by the triggers on product_texts.
    `INSERT INTO product_texts (product_sku, language, title, summary, description, seo_title, updated_at)
     SELECT g.sku, t.language, t.title, t.summary, t.description, t.seo_title, t.updated_at
     FROM gen g JOIN product_texts t ON t.product_sku = g.src WHERE NOT (t.language = 'de' AND ${gaps})`,
    // Stems are written by code, not by a trigger: the source's stems are the clone's (read from
    // a copy, as the index cannot look rows up by sku), in the clone's row of the index (the
    // expression of db/queries/search-rows.ts).
    `INSERT INTO product_search_stems (rowid, sku, language, title, body)
     SELECT (unicode(s.language) * 256 + unicode(substr(s.language, 2))) * 4294967296 + c.search_key, g.sku, s.language, s.title, s.body
     FROM gen g JOIN bench_seed_stems s ON s.sku = g.src JOIN products c ON c.sku = g.sku
     WHERE NOT (s.language = 'de' AND ${gaps})`,
    `INSERT INTO product_images (product_sku, position, src, width, height, alt)
     SELECT g.sku, m.position, m.src, m.width, m.height, m.alt FROM gen g JOIN product_images m ON m.product_sku = g.src`,
    `INSERT INTO variants (sku, product_sku, size, colour, stock, position)
     SELECT g.sku || substr(v.sku, length(g.src) + 1), g.sku, v.size, v.colour,
            CASE WHEN v.stock = 0 THEN 0 ELSE (v.stock + g.i) % 20 + 1 END, v.position
     FROM gen g JOIN variants v ON v.product_sku = g.src`,
    `INSERT INTO prices (product_sku, currency, amount, compare_at)
     SELECT g.sku, x.currency, x.amount + ${PRICE_DELTA}, x.compare_at + ${PRICE_DELTA} FROM gen g JOIN prices x ON x.product_sku = g.src`,
    `INSERT INTO savings_packages (product_sku, quantity, percent_off, badge)
     SELECT g.sku, s.quantity, s.percent_off, s.badge FROM gen g JOIN savings_packages s ON s.product_sku = g.src`,
    `INSERT INTO collection_products (collection_id, product_sku, position)
     SELECT c.collection_id, g.sku, ${RANK} FROM gen g JOIN collection_products c ON c.product_sku = g.src JOIN products p ON p.sku = g.src`,
    // Without the rating trigger, which recounts a product's reviews per review inserted through
    // the index of every approved review, so each batch took longer than the one before (1.6 s
    // for 100 clones of the 50-product seed; 5,000 products did not come in 15 minutes). The
    // clones' rating and count are written once, as the trigger leaves them, and the trigger is
    // made again, in the batch's transaction.
    'DROP TRIGGER reviews_rating_insert',
    `INSERT INTO reviews (id, product_sku, language, rating, title, body, author, experienced_on)
     SELECT g.sku || '-' || r.id, g.sku, r.language, r.rating, r.title, r.body, r.author, r.experienced_on
     FROM gen g JOIN reviews r ON r.product_sku = g.src`,
    `UPDATE products SET
       rating = coalesce((SELECT round(avg(r.rating), 1) FROM reviews r INDEXED BY reviews_product_idx
         WHERE r.product_sku = products.sku AND r.status = 'approved'), 0),
       review_count = (SELECT count(*) FROM reviews r INDEXED BY reviews_product_idx WHERE r.product_sku = products.sku AND r.status = 'approved')
     WHERE sku IN (SELECT sku FROM gen)`,
    ratingTrigger,
    ...after(),
  ].map((sql) => (/^(DROP|CREATE) TRIGGER/.test(sql) ? sql : `${cte}\n${sql}`));

/**
 * Grows the shop's catalog to `size` products. `gaps`: an SQL condition on the clone's number
 * `g.i` for clones that get no German text (a translation missing); `after()`: more statements
 * per batch of clones, on the table `gen` (i, sku, src) of that batch. Answers a line of what was made.
 */
export async function growCatalog(db, size, { gaps = '0', after = () => [] } = {}) {
  const count = async (sql) => (await db.prepare(sql).first()).n;
  const seeds = await count(`SELECT count(*) AS n FROM products WHERE sku NOT LIKE 'GEN-%'`);
  if (size < seeds) throw new Error(`${size} products: the seed alone has ${seeds}`);
  await db.batch([
    db.prepare('CREATE TABLE bench_seed_stems (sku TEXT, language TEXT, title TEXT, body TEXT)'),
    db.prepare('INSERT INTO bench_seed_stems SELECT sku, language, title, body FROM product_search_stems'),
    db.prepare('CREATE INDEX bench_seed_stems_sku ON bench_seed_stems (sku)'),
  ]);
  const ratingTrigger = await db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'reviews_rating_insert'")
    .first('sql');
  for (let from = seeds; from < size; from += BATCH) {
    const to = Math.min(size, from + BATCH);
    await db.batch(cloneStatements(clones(from, to, seeds), gaps, after, ratingTrigger).map((sql) => db.prepare(sql)));
    if (process.stdout.isTTY) process.stdout.write(`\r  ${to} products`);
  }
  if (process.stdout.isTTY) process.stdout.write('\r');
  await db.prepare('DROP TABLE bench_seed_stems').run();
  // As a catalog import ends: the dictionary "did you mean" reads, written anew from the index's
  // words (the statements of db/queries/search-dictionary.ts, which plain JavaScript cannot import).
  await db.batch([
    db.prepare('DELETE FROM search_dictionary'),
    db.prepare('INSERT INTO search_dictionary (term, texts) SELECT term, doc FROM product_search_words'),
  ]);
  // A catalog change bumps the version that every catalog cache key includes.
  await db.prepare(`UPDATE catalog_version SET version = 'bench-scale-${size}'`).run();
  const published = await count('SELECT count(*) AS n FROM products WHERE published = 1');
  if (published !== size) throw new Error(`${published} published products, not ${size}`);
  const rows = await db
    .prepare(
      'SELECT (SELECT count(*) FROM variants) AS variants, (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM product_texts) AS texts',
    )
    .first();
  return `${rows.texts} texts, ${rows.variants} variants, ${rows.reviews} reviews`;
}
