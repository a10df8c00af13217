import { describe, expect, it } from 'vitest';
import { get } from '../../../test/requests';
import { backOffice, staffSession } from '../../../test/staff';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const res = await backOffice(`/admin/api/content${path}`, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type Listing = {
  documents: { kind: string; slug: string; languages: Record<string, string> }[];
  faq: { position: number; question: string; languages: Record<string, string> }[];
};

describe('content through the operator API', () => {
  it('shows a saved text on the shop at once, in English and in Japanese', async () => {
    const { cookie } = await staffSession('content');
    // Both pages are seen (and kept in the catalog caches) before the change.
    // gb reads the English text as it is (us has its own variant of this page, decision 038).
    expect(await (await get('/pages/about', 'gb')).text()).not.toContain('Walking since 1987');
    expect(await (await get('/pages/about', 'jp')).text()).not.toContain('1987年から歩く');

    const english = await api(cookie, 'PUT', '/documents/page/about/en', {
      title: 'About Comfort Steps',
      summary: 'Who we are.',
      body: '## Walking since 1987\n\nWe make **comfortable** shoes. Write to {{email}}.',
    });
    expect(english.status).toBe(200);
    const japanese = await api(cookie, 'PUT', '/documents/page/about/ja', {
      title: '会社概要',
      summary: '私たちについて。',
      body: '## 1987年から歩く\n\n快適な靴を作っています。',
    });
    expect(japanese).toMatchObject({ status: 200, body: { status: 'current' } });

    const gb = await (await get('/pages/about', 'gb')).text();
    expect(gb).toContain('Walking since 1987');
    expect(gb).toContain('<strong>comfortable</strong>');
    expect(await (await get('/pages/about', 'jp')).text()).toContain('1987年から歩く');

    const faq = await api(cookie, 'PUT', '/faq/1/ja', { question: '返品はできますか？', answer: 'はい、*30日以内*なら。' });
    expect(faq.status).toBe(200);
    const faqPage = await (await get('/pages/faq', 'jp')).text();
    expect(faqPage).toContain('返品はできますか？');
    expect(faqPage).toContain('<em>30日以内</em>');
  });

  it('marks a translation outdated once its English source changes, and current once written again', async () => {
    const { cookie } = await staffSession('owner');
    const status = async (slug: string, language: string) =>
      ((await api(cookie, 'GET', '')).body as unknown as Listing).documents.find((d) => d.slug === slug)?.languages[language];
    expect(await status('shipping', 'de')).toBe('current');
    const source = (await api(cookie, 'GET', '/documents/page/shipping/en')).body as {
      text: { title: string; summary: string; body: string };
    };
    expect(
      (await api(cookie, 'PUT', '/documents/page/shipping/en', { ...source.text, body: `${source.text.body}\n\nNew paragraph.` })).status,
    ).toBe(200);
    expect(await status('shipping', 'de')).toBe('outdated');
    expect(await status('shipping', 'en')).toBe('current');
    const german = (await api(cookie, 'GET', '/documents/page/shipping/de')).body as {
      status: string;
      source: { revision: number; body: string };
      text: { title: string; summary: string; body: string };
    };
    expect(german.status).toBe('outdated');
    expect(german.source.body).toContain('New paragraph.');
    const saved = await api(cookie, 'PUT', '/documents/page/shipping/de', {
      ...german.text,
      body: `${german.text.body}\n\nNeuer Absatz.`,
      sourceRevision: german.source.revision,
    });
    expect(saved.body.status).toBe('current');
    expect(await status('shipping', 'de')).toBe('current');

    // The FAQ the same way, one question across languages.
    const question = (await api(cookie, 'GET', '/faq/2/en')).body as { text: { question: string; answer: string } };
    await api(cookie, 'PUT', '/faq/2/en', { ...question.text, answer: `${question.text.answer} More.` });
    const listing = (await api(cookie, 'GET', '')).body as unknown as Listing;
    expect(listing.faq.find((f) => f.position === 2)?.languages.fr).toBe('outdated');
    expect(listing.faq.find((f) => f.position === 3)?.languages.fr).toBe('current');
  });

  it('refuses Markdown the shop does not render, over-long text and a legal page without the seller', async () => {
    const { cookie } = await staffSession('content');
    const bad = await api(cookie, 'PUT', '/documents/blog/arch-support-explained/en', {
      title: 'Arch support',
      summary: 'x',
      body: '# Big\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) {{price}}',
    });
    expect(bad.status).toBe(400);
    expect((bad.body.problems as string[]).join('\n')).toMatch(
      /line 1: headings[\s\S]*line 3: HTML[\s\S]*javascript:alert[\s\S]*\{\{price\}\}/,
    );
    const long = await api(cookie, 'PUT', '/documents/blog/arch-support-explained/en', { title: 'x'.repeat(201), summary: 'x', body: 'x' });
    expect(long.status).toBe(400);
    expect(long.body.problems).toEqual(['title: at most 200 characters']);
    const withdrawal = await api(cookie, 'GET', '/documents/page/withdrawal/de');
    const text = (withdrawal.body as { text: { title: string; summary: string; body: string } }).text;
    const legal = await api(cookie, 'PUT', '/documents/page/withdrawal/de', {
      ...text,
      body: text.body.replaceAll('{{company.address}}', ''),
    });
    expect(legal.status).toBe(400);
    expect(legal.body.problems).toEqual([expect.stringContaining('{{company.address}} (COMPANY_ADDRESS)')]);
    // A legal page exists only in its markets' languages.
    const imprint = (await api(cookie, 'GET', '/documents/page/imprint/de')).body as { text: typeof text };
    expect((await api(cookie, 'PUT', '/documents/page/imprint/fr', { ...imprint.text })).status).toBe(404);
  });

  it('creates a document and adds, moves and removes FAQ questions in every language at once', async () => {
    const { cookie } = await staffSession('content');
    const created = await api(cookie, 'POST', '/documents', {
      kind: 'blog',
      slug: 'new-insoles',
      title: 'New insoles',
      summary: 'Soft.',
      body: 'Soft.',
    });
    expect(created.status).toBe(201);
    expect(
      (await api(cookie, 'POST', '/documents', { kind: 'blog', slug: 'new-insoles', title: 'x', summary: 'x', body: 'x' })).status,
    ).toBe(409);
    expect(await (await get('/blog/new-insoles', 'us')).text()).toContain('New insoles');
    const listed = (await api(cookie, 'GET', '')).body as unknown as Listing;
    expect(listed.documents.find((d) => d.slug === 'new-insoles')?.languages).toMatchObject({ en: 'current', de: 'missing' });

    const before = (await api(cookie, 'GET', '')).body as unknown as Listing;
    const added = await api(cookie, 'POST', '/faq', { question: 'Do you ship to Iceland?', answer: 'Not yet.' });
    expect(added).toMatchObject({ status: 201, body: { position: before.faq.length + 1 } });
    const moved = await api(cookie, 'POST', `/faq/${before.faq.length + 1}/move`, { direction: 'up' });
    expect(moved.body.position).toBe(before.faq.length);
    const after = (await api(cookie, 'GET', '')).body as unknown as Listing;
    expect(after.faq.at(-2)?.question).toBe('Do you ship to Iceland?');
    expect(after.faq.at(-2)?.languages.de).toBe('missing');
    // The German of the question that moved down went with it.
    expect(after.faq.at(-1)?.languages.de).toBe('current');
    expect((await api(cookie, 'DELETE', `/faq/${before.faq.length}`)).status).toBe(200);
    const end = (await api(cookie, 'GET', '')).body as unknown as Listing;
    expect(end.faq.map((f) => f.question)).toEqual(before.faq.map((f) => f.question));
    expect(end.faq.map((f) => f.position)).toEqual(before.faq.map((f) => f.position));
    expect((await api(cookie, 'POST', '/faq/1/move', { direction: 'up' })).status).toBe(400);
  });
});
