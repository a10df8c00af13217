import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';
import { backOffice, staffSession } from '../../test/staff';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const api = (path: string, body: object) =>
  backOffice(`/admin/api${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The document's <title> and meta description. */
const head = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
});

describe('the product pages of the back office', () => {
  it('lists products with filters as a GET form and pages with a next link', async () => {
    const { cookie } = await staffSession('viewer');
    const html = await (await backOffice('/products', { cookie })).text();
    expect(html).toContain('href="/products/CMF-101"');
    expect(html).not.toContain('href="/products/new"');
    const filtered = await (await backOffice('/products?translation=missing%3Ade&q=zzzz-none', { cookie })).text();
    expect(filtered).toContain('No product matches these filters.');
    const owner = await staffSession('owner');
    const paged = await (await backOffice('/products?collection=orthopaedic', { cookie: owner.cookie })).text();
    expect(paged).toContain('href="/products/new"');
    expect(paged).toContain('value="orthopaedic" selected=""');
    const bad = await backOffice('/products?stock=plenty', { cookie });
    expect(bad.status).toBe(400);
  });

  it('creates a draft from the page, and shows it on the shop once published, only where it has texts', async () => {
    const { cookie } = await staffSession('content');
    const created = await backOffice('/products/new', {
      cookie,
      ...form({ sku: 'cmf-900', sizeChart: 'women', sourceLanguage: 'en', title: 'Cloud Walker', summary: 'Light as air.' }),
    });
    expect(created.status, await created.clone().text()).toBe(303);
    expect(created.headers.get('location')).toBe('/products/CMF-900?done=products.created');
    const editor = await (await backOffice('/products/CMF-900?language=de', { cookie })).text();
    expect(editor).toContain('Cloud Walker');
    expect(editor).toMatch(/German<\/th><td><strong class="status-missing">Missing/);

    // A German text, and what the other tabs add (variants, prices, an image), then on sale.
    expect(
      (
        await backOffice('/products/CMF-900/texts/de', {
          cookie,
          ...form({ title: 'Wolkenläufer', summary: 'Leicht wie Luft.', description: '', seoTitle: '', seoDescription: '' }),
        })
      ).headers.get('location'),
    ).toBe('/products/CMF-900?language=de&done=products.saved');
    const rest = await api('/products/CMF-900', {
      variants: [{ sku: 'CMF-900-38', colour: '', size: '38', stock: 4 }],
      prices: { USD: { amount: 8900, compareAt: null }, EUR: { amount: 8500, compareAt: null } },
      images: [{ src: '/images/cloud.webp', width: 800, height: 800, alt: null }],
    });
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect((await get('/products/CMF-900', 'us')).status).toBe(404);
    const published = await backOffice('/products/CMF-900/settings', {
      cookie,
      ...form({ sourceLanguage: 'en', sizeChart: 'women', published: 'on' }),
    });
    expect(published.headers.get('location')).toBe('/products/CMF-900?done=products.saved');

    expect(head(await (await get('/products/CMF-900', 'us')).text()).title).toBe('Cloud Walker – Comfort Steps');
    expect(head(await (await get('/products/CMF-900', 'de')).text()).title).toBe('Wolkenläufer – Comfort Steps');
    expect((await get('/products/CMF-900', 'fr')).status).toBe(404);
  });

  it('refuses a taken SKU and an invalid one, keeping what was typed', async () => {
    const { cookie } = await staffSession('owner');
    const taken = await backOffice('/products/new', { cookie, ...form({ sku: 'CMF-101', sourceLanguage: 'en', title: 'Typed title' }) });
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain('A product with the SKU CMF-101 exists already.');
    expect(html).toContain('value="Typed title"');
    const invalid = await backOffice('/products/new', { cookie, ...form({ sku: 'X', sourceLanguage: 'fr', title: 'Chaussure' }) });
    expect(invalid.status).toBe(422);
    const again = await invalid.text();
    expect(again).toMatch(/id="new-sku"[^>]*aria-invalid="true"/);
    expect(again).toContain('id="new-sku-problems"');
    expect(again).toContain('value="Chaussure"');
    expect(again).toContain('<option value="fr" selected="">');
  });

  it('saves a title through the page that the shop shows at once, and an SEO description as the meta description', async () => {
    const before = head(await (await get('/products/CMF-102', 'de')).text());
    const { cookie } = await staffSession('content');
    const { text } = await env.DB.prepare(
      "SELECT json_object('summary', summary, 'description', description) AS text FROM product_texts WHERE product_sku = 'CMF-102' AND language = 'de'",
    )
      .first<{ text: string }>()
      .then((row) => ({ text: JSON.parse(row?.text ?? '{}') as { summary: string; description: string } }));
    expect(before.description).toBe(text.summary);
    const saved = await backOffice('/products/CMF-102/texts/de', {
      cookie,
      ...form({
        title: 'Neuer Titel',
        summary: text.summary,
        description: text.description,
        seoTitle: '',
        seoDescription: 'Für die Suche geschrieben.',
      }),
    });
    expect(saved.status).toBe(303);
    const after = head(await (await get('/products/CMF-102', 'de')).text());
    expect(after.title).toBe('Neuer Titel – Comfort Steps');
    expect(after.description).toBe('Für die Suche geschrieben.');
    // German is the translation here: the English source changed, German is outdated until checked.
    await api('/products/CMF-102', { sourceLanguage: 'en' });
    const en = await env.DB.prepare(
      "SELECT title, summary, description FROM product_texts WHERE product_sku = 'CMF-102' AND language = 'en'",
    ).first<{
      title: string;
      summary: string;
      description: string;
    }>();
    await api('/products/CMF-102', { texts: { en: { ...en, title: `${en?.title} II` } } });
    const outdated = await (await backOffice('/products/CMF-102?language=de', { cookie })).text();
    expect(outdated).toContain('action="/products/CMF-102/texts/de/current"');
    const marked = await backOffice('/products/CMF-102/texts/de/current', { cookie, ...form({}) });
    expect(marked.headers.get('location')).toBe('/products/CMF-102?language=de&done=products.markedCurrent');
    expect(await (await backOffice('/products/CMF-102?language=de', { cookie })).text()).not.toContain('/texts/de/current');
    // The preview shows what the shop does.
    const editor = await (await backOffice('/products/CMF-102?language=de', { cookie })).text();
    expect(editor).toContain('http://de.localhost:8787/products/CMF-102');
    expect(editor).toMatch(/data-serp-description="true">Für die Suche geschrieben\.</);
  });

  it('shows a refused text again with what was typed and the problem at its field', async () => {
    const { cookie } = await staffSession('content');
    const long = 'x'.repeat(321);
    const res = await backOffice('/products/CMF-104/texts/fr', {
      cookie,
      ...form({ title: '  ', summary: 'Résumé tapé', description: 'Texte', seoTitle: '', seoDescription: long }),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="text-title"[^>]*aria-invalid="true"/);
    expect(html).toContain('id="text-title-problems"');
    expect(html).toContain('id="text-seoDescription-problems"');
    expect(html).toContain('Résumé tapé');
    expect(html).toContain(long);
    const stored = await env.DB.prepare("SELECT summary FROM product_texts WHERE product_sku = 'CMF-104' AND language = 'fr'").first();
    expect(stored?.summary).not.toBe('Résumé tapé');
  });

  it('saves membership and positions, and refuses to publish a draft without price', async () => {
    const { cookie } = await staffSession('content');
    const moved = await backOffice('/products/CMF-101/collections', {
      cookie,
      ...form({ 'member-orthopaedic': 'on', 'position-orthopaedic': '5', 'member-boots': 'on', 'position-boots': '' }),
    });
    expect(moved.status, await moved.clone().text()).toBe(303);
    const rows = await env.DB.prepare(
      "SELECT collection_id AS id, position FROM collection_products WHERE product_sku = 'CMF-101' AND collection_id <> 'all' ORDER BY 1",
    ).all<{ id: string; position: number }>();
    expect(rows.results.map((r) => r.id)).toEqual(['boots', 'orthopaedic']);
    expect(rows.results.find((r) => r.id === 'orthopaedic')?.position).toBe(5);

    await api('/products/CMF-901', { published: false, texts: { en: { title: 'Draft', summary: '', description: '' } } });
    const refused = await backOffice('/products/CMF-901/settings', {
      cookie,
      ...form({ sourceLanguage: 'en', sizeChart: 'men', published: 'on' }),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('has no price in any currency');
    expect(html).toMatch(/id="size-chart"[^>]*>.*<option value="men" selected=""/s);
  });
});
