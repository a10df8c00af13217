// npm run lighthouse: audits home, a collection and a product page in us, de and jp with
// Lighthouse's mobile preset against the production build served under workerd, prints a
// table (the four categories, FCP, LCP, TBT, CLS and what the largest paint was) and exits non-zero
// when a page misses the budget. LIGHTHOUSE_MARKETS=us,de audits fewer markets.
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './local-shop.mjs';

const BUDGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
const PAGES = { home: '/', collection: '/collections/sandals', product: '/products/CMF-101' };
const MARKETS = (process.env.LIGHTHOUSE_MARKETS ?? 'us,de,jp').split(',');

/** What the largest contentful paint was: an image's file or the start of a text. */
function lcpElement(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!item) return '';
  const src = item.snippet.match(/src="([^"]+)"/)?.[1];
  return src ? `img ${src.split('/').pop()}` : `${item.snippet.match(/^<(\w+)/)?.[1] ?? ''} "${(item.nodeLabel ?? '').slice(0, 24)}"`;
}

// A phone in Japan has Japanese fonts; a machine without any searches every font for each
// character, and the Japanese pages' layout takes two to three times as long as on one with them.
const japaneseFonts = (() => {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
})();
if (MARKETS.includes('jp') && !japaneseFonts) {
  console.warn('No Japanese font on this machine: the jp pages lay out slower than on a phone (apt-get install fonts-noto-cjk).');
}

if (!process.argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = {};
const failures = [];
try {
  for (const market of MARKETS) {
    for (const [type, path] of Object.entries(PAGES)) {
      const url = shop.origin(market) + path;
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      const metric = (id) => lhr.audits[id].numericValue ?? 0;
      const row = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        SEO: score('seo'),
        'FCP ms': Math.round(metric('first-contentful-paint')),
        'LCP ms': Math.round(metric('largest-contentful-paint')),
        'TBT ms': Math.round(metric('total-blocking-time')),
        CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
        'LCP element': lcpElement(lhr),
      };
      rows[`${market} ${type}`] = row;
      const misses = [
        row.performance < BUDGET.performance && `performance ${row.performance}`,
        row.accessibility < BUDGET.accessibility && `accessibility ${row.accessibility}`,
        row['best practices'] < BUDGET['best-practices'] && `best practices ${row['best practices']}`,
        row.SEO < BUDGET.seo && `SEO ${row.SEO}`,
        row.CLS > BUDGET.cls && `CLS ${row.CLS}`,
      ].filter(Boolean);
      if (misses.length > 0) {
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        failures.push(`${market} ${type} (${url}): ${misses.join(', ')}; failing audits: ${failed.join(', ') || 'none binary'}`);
      }
    }
  }
} finally {
  chrome.kill();
  await shop.stop();
}
console.log(`Lighthouse, mobile preset, ${new Date().toISOString().slice(0, 10)}`);
console.table(rows);
if (failures.length > 0) {
  console.error(`Below budget (performance >= ${BUDGET.performance}, accessibility/best practices/SEO 100, CLS 0):`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
