import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../../client/contract/page-payload';
import { bootOf, get } from '../../../test/requests';

/** The three English markets read their own variant (en-GB here) first, and English where it has none. */
const payload = async <K extends 'page' | 'blog' | 'faq'>(path: string, code: 'gb' | 'au') =>
  bootOf(await (await get(path, code)).text()).payload as PayloadOf<K>;

beforeEach(async () => {
  // Only the British variant below: au reads the English rows.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM content_documents WHERE language IN ('en-GB', 'en-AU') AND slug IN ('about', 'arch-support-explained')"),
    env.DB.prepare("DELETE FROM faq_entries WHERE language IN ('en-GB', 'en-AU') AND position = 2"),
    env.DB.prepare(
      `INSERT INTO content_documents (kind, slug, language, title, summary, body, published_at, updated_at)
       SELECT kind, slug, 'en-GB', 'Variant ' || title, 'Variant summary', 'Variant body', published_at, updated_at
       FROM content_documents WHERE language = 'en' AND slug IN ('about', 'arch-support-explained')`,
    ),
    env.DB.prepare(
      "INSERT INTO faq_entries (language, position, question, answer) VALUES ('en-GB', 2, 'Variant question?', 'Variant answer.')",
    ),
  ]);
});

const english = (slug: string) =>
  env.DB.prepare("SELECT title FROM content_documents WHERE language = 'en' AND slug = ?").bind(slug).first<{ title: string }>();

describe('a market variant of English content', () => {
  it('is the page where the market has one, the English text where it has none', async () => {
    const { title } = (await english('about')) ?? { title: '' };
    const gb = await payload<'page'>('/pages/about', 'gb');
    expect(gb.data.title).toBe(`Variant ${title}`);
    expect(JSON.stringify(gb.data.blocks)).toContain('Variant body');
    const au = await payload<'page'>('/pages/about', 'au');
    expect(au.data.title).toBe(title);
  });

  it('replaces a post in the blog list, once, in its place', async () => {
    const { title } = (await english('arch-support-explained')) ?? { title: '' };
    const gb = await payload<'blog'>('/blog', 'gb');
    const au = await payload<'blog'>('/blog', 'au');
    expect(gb.data.posts.map((p) => p.slug)).toEqual(au.data.posts.map((p) => p.slug));
    expect(gb.data.pages).toBe(au.data.pages);
    expect(gb.data.posts.find((p) => p.slug === 'arch-support-explained')?.title).toBe(`Variant ${title}`);
    expect(au.data.posts.find((p) => p.slug === 'arch-support-explained')?.title).toBe(title);
  });

  it('replaces an FAQ entry at its position and keeps the others', async () => {
    const gb = await payload<'faq'>('/pages/faq', 'gb');
    const au = await payload<'faq'>('/pages/faq', 'au');
    expect(gb.data.entries).toHaveLength(au.data.entries.length);
    expect(gb.data.entries[1].question).toBe('Variant question?');
    expect(au.data.entries[1].question).not.toBe('Variant question?');
    expect(gb.data.entries[0]).toEqual(au.data.entries[0]);
  });
});
