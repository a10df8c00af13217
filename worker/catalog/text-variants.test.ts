import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../client/contract/page-payload';
import { bootOf, get } from '../../test/requests';
import { Shopper } from '../../test/shopper';

/**
 * A market's own English (decision 038): the catalog import takes a product's and a collection's
 * text in en-US, en-GB or en-AU beside en, the shop reads it in that market only, and it is no
 * translation the back office counts as missing or outdated, nor a row of the search index.
 */

const operator = new Shopper('us');
const send = (method: string, path: string, body?: unknown) =>
  operator.fetch(`/admin/api${path}`, {
    method,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function importJson(items: { kind: 'product' | 'collection'; document: object }[]) {
  const { id } = (await (await send('POST', '/catalog/imports', {})).json()) as { id: string };
  const staged = (await (
    await send('POST', `/catalog/imports/${id}/chunks`, {
      format: 'json',
      file: 'catalog.json',
      items: items.map((item, i) => ({ kind: item.kind, line: i + 1, column: 1, text: JSON.stringify(item.document) })),
    })
  ).json()) as { problems: { message: string }[] };
  if (staged.problems.length > 0) return staged;
  await send('POST', `/catalog/imports/${id}/commit`, {});
  return staged;
}

const english = { title: 'Women’s Orthopaedic Test Trainer', summary: 'A trainer for pavements.', description: 'Soft colours.' };
const american = { title: 'Women’s Orthopedic Test Sneaker', summary: 'A sneaker for sidewalks.', description: 'Soft colors.' };

async function importTestProduct() {
  const { results } = await env.DB.prepare(
    "SELECT product_sku AS sku FROM collection_products WHERE collection_id = 'sandals' ORDER BY position LIMIT 1",
  ).all<{
    sku: string;
  }>();
  const sku = results[0]?.sku ?? '';
  const staged = await importJson([
    { kind: 'product', document: { sku, texts: { en: english, 'en-US': american } } },
    { kind: 'collection', document: { id: 'sandals', texts: { 'en-US': { title: 'Comfy Sandals', description: 'Sandals, American.' } } } },
  ]);
  expect(staged).toEqual({ problems: [] });
  return sku;
}

const payload = async <K extends 'product' | 'collection'>(path: string, code: 'us' | 'gb' | 'au') =>
  bootOf(await (await get(path, code)).text()).payload as PayloadOf<K>;

describe('an English market’s own text', () => {
  it('is imported beside English and read in its market only', async () => {
    const sku = await importTestProduct();
    expect((await payload<'product'>(`/products/${sku}`, 'us')).data.title).toBe(american.title);
    for (const code of ['gb', 'au'] as const) {
      expect((await payload<'product'>(`/products/${sku}`, code)).data.title).toBe(english.title);
    }
    const us = await payload<'collection'>('/collections/sandals', 'us');
    const gb = await payload<'collection'>('/collections/sandals', 'gb');
    expect(us.data.title).toBe('Comfy Sandals');
    expect(gb.data.title).not.toBe('Comfy Sandals');
    expect(us.data.products.find((card) => card.sku === sku)?.title).toBe(american.title);
    expect(gb.data.products.find((card) => card.sku === sku)?.title).toBe(english.title);
  });

  it('comes back in the export as its own language', async () => {
    const sku = await importTestProduct();
    const exported = (await (await send('GET', `/catalog/export?after=${sku.slice(0, -1)}&limit=50`)).json()) as {
      products: { sku: string; texts: Record<string, { title: string }> }[];
    };
    expect(exported.products.find((p) => p.sku === sku)?.texts['en-US']?.title).toBe(american.title);
  });

  it('is no translation missing or outdated, and no row of the search index', async () => {
    const sku = await importTestProduct();
    // The English text changes: its translations are outdated, the American one is not counted.
    await importJson([{ kind: 'product', document: { sku, texts: { en: { ...english, description: 'Softer colours.' } } } }]);
    const gaps = await env.DB.prepare('SELECT language FROM product_text_gaps WHERE product_sku = ?').bind(sku).all<{ language: string }>();
    expect(gaps.results.map((g) => g.language)).not.toContain('en-US');
    expect(gaps.results.length).toBeGreaterThan(0);
    // The English text is still the one found, under its own row.
    const found = await env.DB.prepare("SELECT sku, language FROM product_search WHERE product_search MATCH 'orthopaedic AND test'").all();
    expect(found.results).toEqual([{ sku, language: 'en' }]);
    // Deleting the variant leaves no gap either: the market reads English again.
    await env.DB.prepare("DELETE FROM product_texts WHERE product_sku = ? AND language = 'en-US'").bind(sku).run();
    const after = await env.DB.prepare("SELECT count(*) AS n FROM product_text_gaps WHERE product_sku = ? AND language LIKE '%-%'")
      .bind(sku)
      .first<{ n: number }>();
    expect(after?.n).toBe(0);
    expect((await payload<'product'>(`/products/${sku}`, 'us')).data.title).toBe(english.title);
  });

  it('is refused for a tag that is no market’s variant', async () => {
    const staged = await importJson([{ kind: 'product', document: { sku: 'CMF-101', texts: { 'en-NZ': american } } }]);
    expect(staged.problems.length).toBe(1);
  });
});
