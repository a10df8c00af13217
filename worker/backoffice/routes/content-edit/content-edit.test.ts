import { describe, expect, it } from 'vitest';
import { get } from '../../../../test/requests';
import { backOffice, staffSession } from '../../../../test/staff';

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  backOffice(path, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('the content pages of the back office', () => {
  it('lists each document and question with its status per language, for content and owner only', async () => {
    const content = await staffSession('content');
    const res = await backOffice('/content', { cookie: content.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<caption>Pages, blog posts and articles by language</caption>');
    expect(html).toContain('href="/content/page/about/ja"');
    expect(html).toContain('href="/content/faq/1/de"');
    // The imprint is German law's: no other language has a cell to write it in.
    expect(html).not.toContain('href="/content/page/imprint/en"');
    expect(html).toContain('href="/content/page/imprint/de"');
    const operations = await staffSession('operations');
    expect((await backOffice('/content', { cookie: operations.cookie })).status).toBe(403);
    expect((await backOffice('/content/page/about/ja', { cookie: operations.cookie })).status).toBe(403);
    const owner = await staffSession('owner');
    expect((await backOffice('/content/page/about/ja', { cookie: owner.cookie })).status).toBe(200);
  });

  it('previews the Markdown below the form without saving, and saves it to the shop at once', async () => {
    const { cookie } = await staffSession('content');
    const page = await (await backOffice('/content/page/about/ja', { cookie })).text();
    expect(page).toContain('English source');
    const revision = /name="sourceRevision" value="(\d+)"/.exec(page)?.[1] ?? '';
    const fields = { title: '私たちについて', summary: '会社の紹介。', body: '## 歩きやすさ\n\n**快適**な靴。', sourceRevision: revision };

    const preview = await post('/content/page/about/ja', cookie, { ...fields, intent: 'preview' });
    expect(preview.status).toBe(200);
    const shown = await preview.text();
    expect(shown).toContain('Preview (not saved)');
    expect(shown).toContain('<strong>快適</strong>');
    expect(shown).toContain('## 歩きやすさ');
    expect(await (await get('/pages/about', 'jp')).text()).not.toContain('歩きやすさ');

    const saved = await post('/content/page/about/ja', cookie, { ...fields, intent: 'save' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/content/page/about/ja?done=content.saved');
    const shop = await (await get('/pages/about', 'jp')).text();
    expect(shop).toContain('歩きやすさ');
    expect(shop).toContain('<strong>快適</strong>');
  });

  it('refuses bad Markdown and too long text with a 400, keeping what was typed (as text)', async () => {
    const { cookie } = await staffSession('content');
    const typed = { title: 'About us', summary: 'Who we are.', body: '# Hello\n\n<script>alert(1)</script> stays', intent: 'save' };
    const bad = await post('/content/page/about/en', cookie, typed);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('body, line 1: headings are');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; stays');
    expect(html).not.toContain('<script>alert(1)');
    const long = await post('/content/page/about/en', cookie, { ...typed, title: 'T'.repeat(201), body: 'Fine.' });
    expect(long.status).toBe(400);
    const longHtml = await long.text();
    expect(longHtml).toContain('title: at most 200 characters');
    expect(longHtml).toContain(`value="${'T'.repeat(201)}"`);
    expect(await (await get('/pages/about', 'us')).text()).not.toContain('stays');
  });

  it('adds, moves and removes a FAQ question from the list page without JavaScript', async () => {
    const { cookie } = await staffSession('owner');
    const added = await post('/content/faq/add', cookie, { question: 'Gift wrapping?', answer: 'Yes, *free*.' });
    expect(added.status).toBe(303);
    const list = await (await backOffice('/content?done=content.faq.added', { cookie })).text();
    expect(list).toContain('The question was added.');
    const position = Number(/(\d+)\. Gift wrapping\?/.exec(list)?.[1]);
    expect((await post(`/content/faq/${position}/move`, cookie, { direction: 'up' })).status).toBe(303);
    expect(await (await backOffice('/content', { cookie })).text()).toContain(`${position - 1}. Gift wrapping?`);
    expect((await post(`/content/faq/${position - 1}/remove`, cookie, {})).status).toBe(303);
    expect(await (await backOffice('/content', { cookie })).text()).not.toContain('Gift wrapping?');
    const refused = await post('/content/faq/add', cookie, { question: 'Q?', answer: '<b>bold</b>' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('creates a document in English from the list page, keeping what was typed when refused', async () => {
    const { cookie } = await staffSession('content');
    const typed = { kind: 'blog', slug: 'Bad Slug', title: 'Winter boots', summary: 'Warm feet.', body: 'Lined **wool**.' };
    const refused = await post('/content/documents/new', cookie, typed);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('slug: lower-case words joined by');
    expect(html).toContain('value="Bad Slug"');
    expect(html).toContain('Lined **wool**.');
    const created = await post('/content/documents/new', cookie, { ...typed, slug: 'winter-boots' });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/content/blog/winter-boots/en?done=content.create.done');
    expect(await (await get('/blog/winter-boots', 'us')).text()).toContain('<strong>wool</strong>');
  });
});
