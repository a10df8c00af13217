import { Hono } from 'hono';
import { collectionsTitledQuery } from '../../../db/queries/search';
import { stemmersReady } from '../../../locales/stemming';
import { textLanguages } from '../../../locales/text-variants';
import type { ShopEnv } from '../../env';
import { decodeSearchCursor, searchProducts } from '../../search/search';
import { MAX_QUERY, searchTerms } from '../../search/terms';

/** Search for the page's 'Load more' and the header's suggestions. Any query is answered. */
export const search = new Hono<ShopEnv>();

search.use(async (_, next) => {
  await stemmersReady();
  await next();
});

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_COLLECTIONS = 3;

search.get('/', async (c) => {
  const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY);
  const found = await searchProducts(c.get('db'), c.get('market'), query, decodeSearchCursor(c.req.query('after') ?? null));
  return c.json({
    results: found.results,
    total: found.total,
    totalCapped: found.totalCapped,
    next: found.next ? `?${new URLSearchParams({ q: query, after: found.next })}` : null,
  });
});

search.get('/suggest', async (c) => {
  const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY);
  const terms = searchTerms(query);
  if (terms.join('').length < 2) return c.json({ products: [], collections: [] });
  const market = c.get('market');
  const db = c.get('db');
  const phrase = terms.join(' ');
  const [found, matching] = await Promise.all([
    searchProducts(db, market, query, undefined, { limit: SUGGESTED_PRODUCTS, counted: false }),
    collectionsTitledQuery(db, textLanguages(market), phrase, SUGGESTED_COLLECTIONS),
  ]);
  return c.json({
    products: found.results.slice(0, SUGGESTED_PRODUCTS).map((p) => ({ sku: p.sku, title: p.title })),
    collections: matching,
  });
});
