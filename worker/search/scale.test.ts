import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { searchQuery } from '../../db/queries/search';
import { MARKETS } from '../../locales/markets';
import { growCatalog } from '../../test/large-catalog';
import { matcherFor } from './search';

/**
 * Search on 5,000 products (50,000 texts): a word most of them contain. The page is ranked
 * among every match (that is what ranking means), but a suggestion for a word typed halfway
 * scores only the first matches the index holds, and "did you mean" only asks whether one exists.
 */
const db = createDatabase(env.DB);

async function rowsRead(query: string, counted: boolean, limit: number) {
  const matcher = matcherFor(query, MARKETS.us);
  if (!matcher) throw new Error(`no matcher for ${query}`);
  const { sql, params } = searchQuery(db, matcher, undefined, limit, counted).getQuery();
  const run = await env.DB.prepare(sql)
    .bind(...params)
    .all();
  return { rows: run.results.length, read: run.meta.rows_read };
}

describe('search on 5,000 products', () => {
  beforeAll(() => growCatalog(5_000), 60_000);

  it('a suggestion reads a small part of what the counted search reads, and still finds five', async () => {
    const page = await rowsRead('sho', true, 12);
    const suggestion = await rowsRead('sho', false, 5);
    expect(page.rows).toBe(13);
    expect(suggestion.rows).toBe(6);
    expect(suggestion.read * 10).toBeLessThan(page.read);
  });
});
