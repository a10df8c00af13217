import { eq, type SQL, sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { catalogImportItems, catalogImports } from '../schema';
import { RECOUNT_CHANGED_WORDS, RECOUNT_UP_TO } from './search-dictionary';
import { searchRowSql } from './search-rows';
import { STAGED_SOURCE_LANGUAGE, STAGED_SOURCE_REVISION, TEXT_CHANGED } from './text-status';

/**
 * A catalog import: chunks are staged as one JSON document per product or collection, then
 * checked and applied by set-based statements over the staging rows, all in one D1 batch, so
 * an import of any size is one transaction of a fixed number of statements.
 */

export function createImportStatement(db: Database, id: string, options: object, now: number) {
  return db.insert(catalogImports).values({ id, createdAt: now, options: JSON.stringify(options) });
}

export function importQuery(db: Database, id: string) {
  return db.select().from(catalogImports).where(eq(catalogImports.id, id));
}

export function dropImportStatement(db: Database, id: string) {
  return db.delete(catalogImports).where(eq(catalogImports.id, id));
}

/** Imports left behind by a command line that stopped midway (older than `before`). */
export function dropStaleImportsStatement(db: Database, before: number) {
  return db.delete(catalogImports).where(sql`${catalogImports.createdAt} < ${before}`);
}

/**
 * Stages one item; the same item from a second file is merged into it (RFC 7396 merge patch:
 * its languages and currencies join the first's, its lists replace them), and so is what it changes.
 */
export function stageItemStatement(
  db: Database,
  row: { importId: string; item: string; source: string; document: string; change: string; stems: string | null },
) {
  return db
    .insert(catalogImportItems)
    .values(row)
    .onConflictDoUpdate({
      target: [catalogImportItems.importId, catalogImportItems.item],
      set: {
        document: sql`json_patch(${catalogImportItems.document}, excluded.document)`,
        stems: sql`json_patch(coalesce(${catalogImportItems.stems}, '{}'), coalesce(excluded.stems, '{}'))`,
        change: sql`case
          when ${catalogImportItems.change} = 'created' or excluded.change = 'created' then 'created'
          when ${catalogImportItems.change} = '' then excluded.change
          when excluded.change = '' then ${catalogImportItems.change}
          else ${catalogImportItems.change} || ',' || excluded.change end`,
      },
    });
}

export function stagedSummaryQuery(db: Database, importId: string) {
  return db
    .select({ item: catalogImportItems.item, source: catalogImportItems.source, change: catalogImportItems.change })
    .from(catalogImportItems)
    .where(eq(catalogImportItems.importId, importId))
    .orderBy(catalogImportItems.item);
}

/** The staged products of an import are `s` (FROM catalog_import_items s ... WHERE stagedProducts): */
const stagedProducts = (importId: string, onlyChanged = true) =>
  sql`s.import_id = ${importId} and s.item like 'product:%'${onlyChanged ? sql` and s.change <> ''` : sql``}`;
const SKU = sql.raw('substr(s.item, 9)');
// A staged text's row in the stemmed index: its language (t.key) under its product's key.
const STEM_ROW = sql.raw(searchRowSql('t.key', 'p.search_key'));
// A market row in a running sale keeps the sale's price when an import says it follows its
// currency or repeats the regular price the sale replaced (an export made during the sale).
const KEEPS_SALE = sql.raw(`market_prices.sale_id is not null and (excluded.own = 0 or exists (select 1 from price_sale_items i
  where i.sale_id = market_prices.sale_id and i.product_sku = market_prices.product_sku and i.market = market_prices.market
    and i.regular_amount = excluded.amount and i.regular_compare_at is excluded.compare_at))`);

/** Whether the import changes the texts of few enough products to recount only their words (search-dictionary.ts). */
const fewTextChanges = (importId: string) => sql`(select count(*) from catalog_import_items f where f.import_id = ${importId}
  and f.item like 'product:%' and (f.change = 'created' or ',' || f.change || ',' like '%,texts,%')) <= ${RECOUNT_UP_TO}`;

/** Whether the import changes texts, of more products than fewTextChanges: the dictionary is written anew. */
const manyTextChanges = (importId: string) => sql`exists (select 1 from catalog_import_items s where ${stagedProducts(importId)}
  and (s.change = 'created' or ',' || s.change || ',' like '%,texts,%')) and not ${fewTextChanges(importId)}`;

/** Problems only the whole import shows: each row names where the product starts and what is wrong. */
export function crossCheckQuery(db: Database, importId: string) {
  return db.all<{ source: string; message: string }>(sql`
    with staged as (select s.source, ${SKU} as sku, s.document from catalog_import_items s where ${stagedProducts(importId, false)}),
    staged_variants as (
      select staged.source, staged.sku, json_extract(v.value, '$.sku') as variant
      from staged, json_each(staged.document, '$.variants') v
    )
    select source, 'the new product ' || sku || ' has no ' || what as message from (
      select source, sku, 'title in any language' as what from staged
        where sku not in (select sku from products) and coalesce(json_extract(document, '$.texts'), '{}') = '{}'
    )
    union all
    -- A draft ("published": false, as the back office creates a product) may wait for its price
    -- and variants; a product on sale may not.
    select source, 'the product ' || sku || ' has no ' || what || ' (save it unpublished until it has)' from (
      select source, sku, 'price in any currency' as what from staged
        where coalesce(json_extract(document, '$.prices'), '{}') = '{}' and not exists (select 1 from prices where product_sku = staged.sku)
          and not exists (select 1 from market_prices where product_sku = staged.sku)
          and coalesce(json_extract(document, '$.published'), (select published from products where sku = staged.sku), 1)
      union all select source, sku, 'variants' from staged
        where json_type(document, '$.variants') is null and not exists (select 1 from variants where product_sku = staged.sku)
          and coalesce(json_extract(document, '$.published'), (select published from products where sku = staged.sku), 1)
    )
    union all
    select min(source), 'the SKU ' || variant || ' is in more than one product: ' || group_concat(sku, ', ')
      from staged_variants group by variant having count(*) > 1
    union all
    select sv.source, 'the SKU ' || sv.variant || ' belongs to the product ' || v.product_sku || ', which this import leaves as it is'
      from staged_variants sv join variants v on v.sku = sv.variant
      where v.product_sku <> sv.sku and v.product_sku not in (select sku from staged)

    union all
    select staged.source, 'the collection "' || c.value || '" does not exist (add it to the collections of the JSON file)'
      from staged, json_each(staged.document, '$.collections') c
      where c.value not in (select id from collections)
        and ('collection:' || c.value) not in (select item from catalog_import_items where import_id = ${importId})
  `);
}

/**
 * Variant images that are not one of their product's images (the staged list, else the
 * product's own). Apart from crossCheckQuery: D1 allows only so many terms in one compound select.
 */
export function variantImageCheckQuery(db: Database, importId: string) {
  return db.all<{ source: string; message: string }>(sql`
    select s.source, 'the variant ' || json_extract(v.value, '$.sku') || ' shows the image ' || json_extract(v.value, '$.image')
        || ', which is not one of the product''s images' as message
      from catalog_import_items s, json_each(s.document, '$.variants') v
      where ${stagedProducts(importId, false)} and json_extract(v.value, '$.image') is not null
        and json_extract(v.value, '$.image') not in (
          select json_extract(i.value, '$.src') from json_each(s.document, '$.images') i
          union all select src from product_images where product_sku = ${SKU} and json_type(s.document, '$.images') is null)
  `);
}

/** What the import would take away: variants its products no longer list, products a --replace leaves out. */
export function removalsQuery(db: Database, importId: string, replace: boolean) {
  return db.all<{ kind: 'variant' | 'product'; key: string; ordered: number }>(sql`
    select 'variant' as kind, v.sku as key, exists (select 1 from order_lines l where l.variant_sku = v.sku) as ordered
      from variants v join catalog_import_items s on ${SKU} = v.product_sku
      where ${stagedProducts(importId)} and json_type(s.document, '$.variants') is not null
        and v.sku not in (select json_extract(j.value, '$.sku') from json_each(s.document, '$.variants') j)
        and not (v.stock = 0 and exists (select 1 from order_lines l where l.variant_sku = v.sku))
    union all
    select 'product', p.sku, 0 from products p
      where ${replace ? sql`1` : sql`0`} and p.published = 1
        and p.sku not in (select substr(item, 9) from catalog_import_items where import_id = ${importId} and item like 'product:%')
    order by 1, 2
  `);
}

const dialect = new SQLiteSyncDialect();

/**
 * Statements for D1's own batch: drizzle's batch cannot bind raw SQL with parameters, and the
 * import's set-based statements are raw SQL. `built` are drizzle queries (their toSQL()).
 */
export function d1Statements(db: Database, raw: SQL[], built: { toSQL(): { sql: string; params: unknown[] } }[]): D1PreparedStatement[] {
  const queries = [...raw.map((q) => dialect.sqlToQuery(q)), ...built.map((q) => q.toSQL())];
  return queries.map((q) => db.$client.prepare(q.sql).bind(...q.params));
}

/**
 * The statements that apply an import, in order. Fields a document leaves out keep their value;
 * lists it gives (variants, images, packages, collections) replace the product's. A variant
 * that was ever ordered cannot be deleted (its order lines point at it): it is kept, sold out.
 */
export function applyStatements(importId: string, options: { replace: boolean; now: number }): SQL[] {
  const nowSeconds = Math.floor(options.now / 1000);
  const doc = (path: string) => sql.raw(`json_extract(s.document, '${path}')`);
  const withLists = (list: string) =>
    sql`${SKU} from catalog_import_items s where ${stagedProducts(importId)} and json_type(s.document, ${`$.${list}`}) is not null`;
  return [
    sql`
      insert into products (sku, size_chart, featured_rank, created_at, published, vendor, product_type, source_language, source_revision)
      select ${SKU}, coalesce(${doc('$.sizeChart')}, p.size_chart, 'unisex'), coalesce(${doc('$.featuredRank')}, p.featured_rank, 1000),
        coalesce(unixepoch(${doc('$.createdAt')}), p.created_at, ${nowSeconds}), coalesce(${doc('$.published')}, p.published, 1),
        coalesce(${doc('$.vendor')}, p.vendor, ''), coalesce(${doc('$.productType')}, p.product_type, ''),
        ${sql.raw(STAGED_SOURCE_LANGUAGE)}, ${sql.raw(STAGED_SOURCE_REVISION)}
      from catalog_import_items s left join products p on p.sku = ${SKU} where ${stagedProducts(importId)}
      on conflict (sku) do update set size_chart = excluded.size_chart, featured_rank = excluded.featured_rank,
        created_at = excluded.created_at, published = excluded.published, vendor = excluded.vendor,
        product_type = excluded.product_type, source_language = excluded.source_language, source_revision = excluded.source_revision`,
    ...(options.replace
      ? [
          sql`update products set published = 0 where published = 1
            and sku not in (select substr(item, 9) from catalog_import_items where import_id = ${importId} and item like 'product:%')`,
        ]
      : []),
    sql`
      insert into collections (id, position)
      select substr(s.item, 12), coalesce(${doc('$.position')}, c.position, (select coalesce(max(position), 0) + 1 from collections))
      from catalog_import_items s left join collections c on c.id = substr(s.item, 12)
      where s.import_id = ${importId} and s.item like 'collection:%'
      on conflict (id) do update set position = excluded.position`,
    sql`
      insert into collection_texts (collection_id, language, title, description)
      select substr(s.item, 12), t.key, json_extract(t.value, '$.title'), json_extract(t.value, '$.description')
      from catalog_import_items s, json_each(s.document, '$.texts') t
      where s.import_id = ${importId} and s.item like 'collection:%'
      on conflict (collection_id, language) do update set title = excluded.title, description = excluded.description`,
    // The words of the texts about to change, as they were and as they will be: the dictionary's
    // words to recount (search-dictionary.ts), when few products' texts change.
    sql`
      insert into search_dictionary_changes (words)
      select pt.title || ' ' || pt.summary || ' ' || pt.description
      from catalog_import_items s, json_each(s.document, '$.texts') t join product_texts pt on pt.product_sku = ${SKU} and pt.language = t.key
      where ${stagedProducts(importId)} and ',' || s.change || ',' like '%,texts,%' and ${fewTextChanges(importId)}`,
    sql`
      insert into search_dictionary_changes (words)
      select json_extract(t.value, '$.title') || ' ' || json_extract(t.value, '$.summary') || ' ' || json_extract(t.value, '$.description')
      from catalog_import_items s, json_each(s.document, '$.texts') t
      where ${stagedProducts(importId)} and (s.change = 'created' or ',' || s.change || ',' like '%,texts,%') and ${fewTextChanges(importId)}`,
    sql`
      insert into product_texts (product_sku, language, title, summary, description, seo_title, seo_description, updated_at,
        source_revision)
      select ${SKU}, t.key, json_extract(t.value, '$.title'), json_extract(t.value, '$.summary'),
        json_extract(t.value, '$.description'), json_extract(t.value, '$.seoTitle'), json_extract(t.value, '$.seoDescription'),
        ${options.now}, p.source_revision
      from catalog_import_items s, json_each(s.document, '$.texts') t join products p on p.sku = ${SKU} where ${stagedProducts(importId)}
      on conflict (product_sku, language) do update set title = excluded.title, summary = excluded.summary,
        description = excluded.description, seo_title = excluded.seo_title, seo_description = excluded.seo_description,
        updated_at = excluded.updated_at, source_revision = excluded.source_revision
      -- An unchanged text keeps its time and the source it was written against (decision 034).
      where ${sql.raw(TEXT_CHANGED)}`,
    sql`
      insert into prices (product_sku, currency, amount, compare_at)
      select ${SKU}, t.key, json_extract(t.value, '$.amount'), json_extract(t.value, '$.compareAt')
      from catalog_import_items s, json_each(s.document, '$.prices') t where ${stagedProducts(importId)}
      on conflict (product_sku, currency) do update set amount = excluded.amount, compare_at = excluded.compare_at`,
    // Markets an entry names (decision 031): own price or following (the rows of `prices` just
    // written reach following markets by trigger), published or not. A running sale keeps its
    // price unless the entry gives the market a new own price.
    sql`
      insert into market_prices (product_sku, market, currency, amount, compare_at, own, published)
      select m.sku, m.market, mc.currency, coalesce(m.amount, pr.amount),
        case when m.amount is null then pr.compare_at else m.compare_at end, m.amount is not null, m.published
      from (select ${SKU} as sku, t.key as market, json_extract(t.value, '$.amount') as amount,
          json_extract(t.value, '$.compareAt') as compare_at, coalesce(json_extract(t.value, '$.published'), 1) as published
        from catalog_import_items s, json_each(s.document, '$.markets') t where ${stagedProducts(importId)}) m
      join market_currencies mc on mc.market = m.market
      left join prices pr on pr.product_sku = m.sku and pr.currency = mc.currency
      where coalesce(m.amount, pr.amount) is not null
      on conflict (product_sku, market) do update set own = excluded.own, published = excluded.published,
        amount = case when ${KEEPS_SALE} then market_prices.amount else excluded.amount end,
        compare_at = case when ${KEEPS_SALE} then market_prices.compare_at else excluded.compare_at end,
        sale_id = case when ${KEEPS_SALE} then market_prices.sale_id end`,
    sql`delete from savings_packages where product_sku in (select ${withLists('packages')})`,
    sql`
      insert into savings_packages (product_sku, quantity, percent_off, badge)
      select ${SKU}, json_extract(t.value, '$.quantity'), json_extract(t.value, '$.percentOff'), json_extract(t.value, '$.badge')
      from catalog_import_items s, json_each(s.document, '$.packages') t where ${stagedProducts(importId)}`,
    // Every product sells one pair at the listed price.
    sql`insert or ignore into savings_packages (product_sku, quantity, percent_off, badge) select ${SKU}, 1, 0, null from catalog_import_items s where ${stagedProducts(importId)}`,
    sql`
      delete from collection_products where collection_id <> 'all' and product_sku in (select ${withLists('collections')})
        and collection_id not in (
          select c.value from catalog_import_items s, json_each(s.document, '$.collections') c
          where s.import_id = ${importId} and s.item = 'product:' || collection_products.product_sku)`,
    sql`
      insert or ignore into collection_products (collection_id, product_sku, position)
      select c.value, ${SKU}, p.featured_rank from catalog_import_items s
        join json_each(s.document, '$.collections') c join products p on p.sku = ${SKU} where ${stagedProducts(importId)}`,
    sql`
      insert or ignore into collection_products (collection_id, product_sku, position)
      select 'all', ${SKU}, p.featured_rank from catalog_import_items s join products p on p.sku = ${SKU} where ${stagedProducts(importId)}`,
    // Variants the file no longer lists: gone, or kept sold out when orders point at them.
    sql`
      update variants set stock = 0 where stock > 0 and product_sku in (select ${withLists('variants')})
        and exists (select 1 from order_lines l where l.variant_sku = variants.sku)
        and sku not in (select json_extract(j.value, '$.sku') from catalog_import_items s, json_each(s.document, '$.variants') j
          where s.import_id = ${importId} and s.item = 'product:' || variants.product_sku)`,
    sql`
      delete from variants where product_sku in (select ${withLists('variants')})
        and not exists (select 1 from order_lines l where l.variant_sku = variants.sku)
        and sku not in (select json_extract(j.value, '$.sku') from catalog_import_items s, json_each(s.document, '$.variants') j
          where s.import_id = ${importId} and s.item = 'product:' || variants.product_sku)`,
    sql`
      insert into variants (sku, product_sku, size, colour, width, stock, position, barcode, weight_grams, weight_unit,
        cost_amount, cost_currency, image_src)
      select json_extract(v.value, '$.sku'), ${SKU}, json_extract(v.value, '$.size'), json_extract(v.value, '$.colour'),
        coalesce(json_extract(v.value, '$.width'), 'standard'), json_extract(v.value, '$.stock'), v.key + 1, json_extract(v.value, '$.barcode'), json_extract(v.value, '$.weight'),
        json_extract(v.value, '$.weightUnit'), json_extract(v.value, '$.cost.amount'), json_extract(v.value, '$.cost.currency'),
        json_extract(v.value, '$.image')
      from catalog_import_items s, json_each(s.document, '$.variants') v where ${stagedProducts(importId)}
      on conflict (sku) do update set product_sku = excluded.product_sku, size = excluded.size, colour = excluded.colour,
        width = excluded.width, stock = excluded.stock, position = excluded.position, barcode = excluded.barcode, weight_grams = excluded.weight_grams,
        weight_unit = excluded.weight_unit, cost_amount = excluded.cost_amount, cost_currency = excluded.cost_currency,
        image_src = excluded.image_src`,
    // The stemmed search index follows the texts (worker/search: no trigger can stem).
    // A text's row comes from its product's search key (db/queries/search-rows.ts).
    sql`
      delete from product_search_stems where rowid in (
        select ${STEM_ROW} from catalog_import_items s, json_each(s.stems) t join products p on p.sku = ${SKU}
        where ${stagedProducts(importId)})`,
    sql`
      insert into product_search_stems (rowid, sku, language, title, body)
      select ${STEM_ROW}, ${SKU}, t.key, json_extract(t.value, '$.title'), json_extract(t.value, '$.body')
      from catalog_import_items s, json_each(s.stems) t join products p on p.sku = ${SKU} where ${stagedProducts(importId)}`,
    // "Did you mean" reads the dictionary of the index's words: written anew when texts changed,
    // or, when few products' texts did, recounted for their words only (decision 034).
    // The condition is a row of its own that the index's words are joined to (CROSS JOIN: it comes
    // first): as a WHERE, an import of prices still walked every word of the index to test it.
    sql`delete from search_dictionary where ${manyTextChanges(importId)}`,
    sql`insert into search_dictionary (term, texts) select w.term, w.doc from (select 1 where ${manyTextChanges(importId)}) as go
      cross join product_search_words w`,
    ...RECOUNT_CHANGED_WORDS.map((statement) => sql.raw(statement)),
    sql`delete from product_images where product_sku in (select ${withLists('images')})`,
    sql`
      insert into product_images (product_sku, position, src, width, height, alt, alts)
      select ${SKU}, i.key + 1, json_extract(i.value, '$.src'), json_extract(i.value, '$.width'), json_extract(i.value, '$.height'),
        json_extract(i.value, '$.alt'), coalesce(json_extract(i.value, '$.alts'), '{}')
      from catalog_import_items s, json_each(s.document, '$.images') i where ${stagedProducts(importId)}`,
  ];
}
