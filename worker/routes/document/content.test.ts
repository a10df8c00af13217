import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../../client/contract/page-payload';
import { CONTENT_DOCUMENTS } from '../../../db/seed/content/catalog';
import { LEGAL_PAGES, MARKETS } from '../../../locales/markets';
import { bootOf, get } from '../../../test/requests';
import { clearCatalogCache } from '../../catalog-cache';
import { app } from '../../index';

const PATHS = { blog: '/blog', article: '/article', page: '/pages' } as const;
/** What the page shows: the app's markup, without the boot data after it. */
const markup = (html: string) => (html.split('<div id="root">')[1] ?? '').split('<script type="application/json" id="boot">')[0];

describe.each(['us', 'de', 'jp'] as const)('content in %s', (code) => {
  it('renders every blog post, article and general page in the market language', async () => {
    for (const doc of CONTENT_DOCUMENTS) {
      const path = `${PATHS[doc.kind]}/${doc.slug}`;
      const res = await get(path, code);
      // A legal page is there only where the market's law asks for it.
      const legal = (LEGAL_PAGES as readonly string[]).includes(doc.slug);
      if (legal && !(MARKETS[code].legalPages as readonly string[]).includes(doc.slug)) {
        expect(res.status, path).toBe(404);
        continue;
      }
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const { payload } = bootOf(html);
      // The market's variant of its language where one is written (en-US's privacy notice), else the language's.
      const stored = await env.DB.prepare(
        'SELECT title FROM content_documents WHERE kind = ? AND slug = ? AND language IN (?, ?) ORDER BY language = ? LIMIT 1',
      )
        .bind(doc.kind, doc.slug, MARKETS[code].locale, MARKETS[code].language, MARKETS[code].language)
        .first<{ title: string }>();
      expect(payload.head.title).toContain(stored?.title);
      expect(markup(html)).toContain('<h1>');
      expect(markup(html)).not.toContain('{{email}}');
      expect(markup(html)).not.toMatch(/\{\{[a-z.-]+\}\}/i);
    }
  });

  it('shows the size guide’s table from the size table, in the market’s decimals', async () => {
    const html = markup(await (await get('/article/size-conversion-guide', code)).text());
    expect(html).toContain('<table class="size-table">');
    // EU 42 = UK 8, US women 9.5, US men 9, JP 26.5 (locales/sizes.ts), written as the market writes decimals.
    const decimal = code === 'de' ? '9,5' : '9.5';
    expect(html).toMatch(new RegExp(`<th scope="row">42</th><td>8</td><td>${decimal}</td><td>9</td>`));
    expect(html).not.toContain('**EU');
  });

  it('lists blog posts newest first, five to a page', async () => {
    const first = bootOf(await (await get('/blog', code)).text()).payload as PayloadOf<'blog'>;
    expect(first.data.posts).toHaveLength(5);
    const dates = first.data.posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data.pages).toBe(2);
    const second = bootOf(await (await get('/blog?page=2', code)).text()).payload as PayloadOf<'blog'>;
    expect(second.data.posts).toHaveLength(1);
    expect(new Set([...first.data.posts, ...second.data.posts].map((p) => p.slug)).size).toBe(6);
    expect((await get('/blog?page=3', code)).status).toBe(404);
    expect((await get('/blog?page=abc', code)).status).toBe(200);
  });

  it('has an FAQ page with FAQPage structured data', async () => {
    const html = await (await get('/pages/faq', code)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const faq = ld.find((block) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(10);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(markup(html).match(/<details>/g)).toHaveLength(10);
  });
});

describe('content pages', () => {
  it('fill in the market help e-mail', async () => {
    const html = await (await get('/pages/contact', 'de')).text();
    expect(markup(html)).toContain(`href="mailto:${MARKETS.de.helpEmail}"`);
  });

  it('unknown or malformed slugs are a 404', async () => {
    for (const path of ['/blog/no-such-post', '/article/nope', '/pages/nope', '/blog/Bad_Slug', '/pages/about/extra']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('escape whatever HTML the content holds', async () => {
    await env.DB.prepare(
      "UPDATE content_documents SET title = '<img src=x onerror=alert(1)>', body = '<script>alert(1)</script> [x](javascript:alert(1))' WHERE slug = 'about' AND language IN ('en', 'en-US')",
    ).run();
    const html = markup(await (await get('/pages/about')).text());
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('legal pages', () => {
  it('fill in the seller’s details from the configuration and leave out the lines of details not set', async () => {
    // wrangler.toml's development vars name the seller, its address and phone, nothing more.
    const imprint = markup(await (await get('/pages/imprint', 'de')).text());
    expect(imprint).toContain('Comfort Steps GmbH (development)');
    expect(imprint).toContain('Beispielstraße 1, 10115 Berlin');
    expect(imprint).not.toContain('Registereintrag');
    expect(imprint).not.toContain('Umsatzsteuer-Identifikationsnummer gemäß');
    expect(imprint).not.toMatch(/\{\{company/);
    // A production seller with every detail: each line is there (another catalog version: the page above is not served again).
    const seller = {
      COMPANY_NAME: 'Comfort Steps GmbH',
      COMPANY_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      COMPANY_PHONE: '+49 30 1234 5678',
      COMPANY_REPRESENTATIVE: 'Erika Muster',
      COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456',
      COMPANY_VAT_ID: 'DE123456789',
    };
    await env.DB.prepare("UPDATE catalog_version SET version = 'seller-full'").run();
    clearCatalogCache();
    const full = markup(
      await (
        await app.fetch(new Request('http://de.localhost:8787/pages/imprint'), { ...env, ...seller }, createExecutionContext())
      ).text(),
    );
    for (const value of Object.values(seller)) expect(full).toContain(value);
    const withdrawal = markup(await (await get('/pages/withdrawal', 'de')).text());
    expect(withdrawal).toContain('Muster-Widerrufsformular');
    expect(markup(await (await get('/pages/commerce-disclosure', 'jp')).text())).toContain('特定商取引法');
  });

  it('exist only where the market’s law asks for them', async () => {
    expect((await get('/pages/withdrawal', 'gb')).status).toBe(200);
    expect((await get('/pages/withdrawal', 'us')).status).toBe(404);
    expect((await get('/pages/withdrawal', 'jp')).status).toBe(404);
    expect((await get('/pages/imprint', 'fr')).status).toBe(404);
    expect((await get('/pages/commerce-disclosure', 'au')).status).toBe(404);
  });
});
