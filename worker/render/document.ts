import { IMAGE_SIZES, srcsetOf } from '../../client/contract/image-sizes';
import type { Boot, PageBoot, PagePayload } from '../../client/contract/page-payload';
import { pageModule } from '../../client/contract/routes';
import { MARKETS } from '../../locales/markets';
import { bundleVersion } from '../messages';
import { build } from './assets';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => JSON_ESCAPES[ch]);
}

/** The page's UI bundle as a module, named by its content, so kept for a year (decision 024). */
export function messagesModule(boot: Boot): string {
  return `/locales/${boot.payload.market}.${bundleVersion(boot.messages)}.js`;
}

/**
 * The picture that is the page's largest paint, fetched before anything else: the product's
 * first, in the width the gallery's <img> will pick (the same srcset and sizes), so it is not
 * downloaded twice.
 */
function leadImage(payload: PagePayload): string {
  const image = payload.page === 'product' ? payload.data.images[0] : undefined;
  if (!image) return '';
  const srcset = srcsetOf(image);
  const sized = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${IMAGE_SIZES.gallery}"` : '';
  return `<link rel="preload" href="${escapeHtml(image.src)}"${sized} as="image" fetchpriority="high">`;
}

/**
 * What the document's head holds, in the order a first visit needs it: the head script (marks
 * JavaScript, holds early clicks), the styles inline, the lead picture, then the code (every
 * module the page starts with, preloaded at low priority, then the starting script that imports
 * the entry, the page's module and the UI bundle), and the rest (links, social cards, structured
 * data) last. The shop's document (layout.tsx) puts it in as it is.
 */
export function documentHead(boot: Boot, nonce: string): string {
  const { payload } = boot;
  const market = MARKETS[payload.market];
  const lead = leadImage(payload);
  const module = pageModule(payload.page);
  // The entry, the page's module and the UI bundle as one module graph: when it runs, all three
  // are evaluated and hydration starts at once (client/entry.tsx's start).
  const [entry, page, bundle] = [build.entry, build.pages[module], messagesModule(boot)];
  const starter = `import{start}from"${entry}";import p from"${page}";import m from"${bundle}";start(p,m)`;
  // Every file of that graph is asked for at once, at low priority: the page paints from the
  // markup and styles above, and the scripts are not to compete with the lead picture. It is
  // also what Lighthouse reads: a high-priority script that arrives before the first paint is
  // counted as holding it up (a simulated first paint of 1.4 s instead of 0.7 s, decision 024).
  const preloads = [...build.preload[module], entry, page, bundle].map(
    (src) => `<link rel="modulepreload" href="${src}" fetchpriority="low" nonce="${nonce}">`,
  );
  const scripts = `${preloads.join('')}<script type="module" nonce="${nonce}">${starter}</script>`;
  const pageHead = payload.head;
  const meta = (property: string, content: string | undefined, attribute = 'property') =>
    content ? `<meta ${attribute}="${property}" content="${escapeHtml(content)}">` : '';
  const links =
    (pageHead.canonical ? `<link rel="canonical" href="${escapeHtml(pageHead.canonical)}">` : '') +
    (pageHead.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`).join('') +
    (pageHead.noindex ? '<meta name="robots" content="noindex">' : '') +
    (pageHead.refreshAfterSeconds ? `<meta http-equiv="refresh" content="${Math.trunc(pageHead.refreshAfterSeconds)}">` : '') +
    meta('og:type', pageHead.type ?? 'website') +
    meta('og:title', pageHead.title) +
    meta('og:description', pageHead.description) +
    meta('og:url', pageHead.canonical) +
    meta('og:image', pageHead.image) +
    meta('og:locale', market.locale.replace('-', '_')) +
    meta('twitter:card', pageHead.image ? 'summary_large_image' : 'summary', 'name') +
    meta('twitter:title', pageHead.title, 'name') +
    meta('twitter:description', pageHead.description, 'name') +
    meta('twitter:image', pageHead.image, 'name') +
    (pageHead.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`).join('');
  return (
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script nonce="${nonce}">${build.headScript}</script>` +
    `<title>${escapeHtml(payload.head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(payload.head.description)}">` +
    `<style nonce="${nonce}">${build.inlineCss}</style>` +
    lead +
    scripts +
    '<meta name="theme-color" content="#1f4e5f">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    links
  );
}

/** The boot data that ends the body, after the markup it hydrates: the payload, not the messages. */
export function bootData(boot: Boot): string {
  const pageBoot: PageBoot = { payload: boot.payload, buildId: boot.buildId };
  return scriptSafeJson(pageBoot);
}
