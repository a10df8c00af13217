import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { collectionCardsQuery } from '../../db/queries/collections';
import { faqQuery, marketDocumentQuery } from '../../db/queries/content';
import { productQuery } from '../../db/queries/products';
import { CONTENT_DOCUMENTS } from '../../db/seed/content/catalog';
import { MARKETS, marketsOfPage } from '../../locales/markets';
import { textLanguages } from '../../locales/text-variants';
import { get } from '../../test/requests';

/**
 * Each English market reads its own English (decision 038): what a page of us, gb or au shows,
 * read as its loaders read it (products, collections, pages, posts, the FAQ, the UI bundle), has
 * none of the other markets' spellings and words.
 */
const OTHER_ENGLISH = {
  us: [
    'orthopaedic',
    'colours?',
    'coloured',
    'pavements?',
    'trainers?',
    'centred?',
    'favourites?',
    'catalogue',
    'jewellery',
    'cosy',
    'moulds?',
    'moisturis\\w*',
    'labelled',
    'centimetres?',
    'grey',
    'autumn',
    'touch-fastening',
    'footpaths?',
    'thongs?',
    'wide[- ]fit\\w*',
  ],
  gb: [
    'orthopedic',
    'colors?',
    'colored',
    'sidewalks?',
    'sneakers?',
    'center(ed)?',
    'favorites?',
    'catalog',
    'jewelry',
    'cozy',
    'molds?',
    'moisturiz\\w*',
    'labeled',
    'centimeters?',
    'gray',
    'footpaths?',
    'thongs?',
  ],
  au: [
    'orthopedic',
    'colors?',
    'colored',
    'sidewalks?',
    'pavements?',
    'trainers?',
    'center(ed)?',
    'favorites?',
    'catalog',
    'jewelry',
    'cozy',
    'molds?',
    'moisturiz\\w*',
    'labeled',
    'centimeters?',
    'gray',
    'flip-flops?',
  ],
} as const;

type EnglishMarket = keyof typeof OTHER_ENGLISH;
const ENGLISH: EnglishMarket[] = ['us', 'gb', 'au'];

/** The other Englishes' words in `text`: links' addresses (/collections/orthopaedic) are no words. */
function slips(code: EnglishMarket, text: string): string[] {
  const words = new RegExp(`\\b(${OTHER_ENGLISH[code].join('|')})\\b`, 'gi');
  return [...text.replace(/\]\([^)]*\)/g, ']').matchAll(words)].map((m) => m[0]);
}

/** Every text a market's shop reads, each named by where it is shown. */
async function shownTexts(code: EnglishMarket): Promise<[string, string][]> {
  const db = createDatabase(env.DB);
  const market = MARKETS[code];
  const scope = { market: code, ...textLanguages(market), currency: market.currency };
  const texts: [string, string][] = [];
  const { results } = await env.DB.prepare('SELECT sku FROM products ORDER BY sku').all<{ sku: string }>();
  for (const { sku } of results) {
    const [product] = await productQuery(db, scope, sku);
    if (product)
      texts.push([
        `product ${sku}`,
        [product.title, product.summary, product.description, product.seoTitle, product.seoDescription].join(' '),
      ]);
  }
  for (const collection of await collectionCardsQuery(db, scope)) {
    texts.push([`collection ${collection.id}`, `${collection.title} ${collection.description}`]);
  }
  for (const doc of CONTENT_DOCUMENTS.filter((d) => marketsOfPage(d.slug).includes(code))) {
    const [row] = await marketDocumentQuery(db, doc.kind, doc.slug, textLanguages(market));
    if (row) texts.push([`${doc.kind} ${doc.slug}`, `${row.title} ${row.summary} ${row.body}`]);
  }
  for (const entry of await faqQuery(db, textLanguages(market))) texts.push([`faq ${entry.position}`, `${entry.question} ${entry.answer}`]);
  const strings = (value: unknown, key: string): [string, string][] =>
    typeof value === 'string'
      ? [[key, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => strings(v, `${key}.${k}`));
  texts.push(...strings(JSON.parse(env.TEST_BUNDLES[code]), `locales/${code}.json`));
  return texts;
}

describe.each(ENGLISH)('the shop in %s', (code) => {
  it('reads its own English only', async () => {
    const texts = await shownTexts(code);
    expect(texts.length).toBeGreaterThan(100);
    const found = texts.flatMap(([where, text]) => slips(code, text).map((word) => `${where}: ${word}`));
    expect(found).toEqual([]);
  });
});

describe('the English markets', () => {
  it('suggest a collection by its title in the market’s own English', async () => {
    const suggested = async (code: EnglishMarket, q: string) =>
      ((await (await get(`/api/search/suggest?${new URLSearchParams({ q })}`, code)).json()) as { collections: { title: string }[] })
        .collections;
    expect(await suggested('us', 'comfort sneakers')).toEqual([{ id: 'sneakers', title: 'Comfort Sneakers' }]);
    expect(await suggested('gb', 'comfort trainers')).toEqual([{ id: 'sneakers', title: 'Comfort Trainers' }]);
    expect(await suggested('au', 'comfort sneakers')).toEqual([{ id: 'sneakers', title: 'Comfort Sneakers' }]);
    expect(await suggested('gb', 'comfort sneakers')).toEqual([]);
  });

  it('read one product in three Englishes', async () => {
    const titles = await Promise.all(
      ENGLISH.map(async (code) => {
        const [product] = await productQuery(
          createDatabase(env.DB),
          { market: code, ...textLanguages(MARKETS[code]), currency: 'USD' },
          'CMF-101',
        );
        return product?.title;
      }),
    );
    expect(titles).toEqual([
      'Women’s Orthopedic Walking Sneaker',
      'Women’s Orthopaedic Walking Trainer',
      'Women’s Orthopaedic Walking Sneaker',
    ]);
  });
});
