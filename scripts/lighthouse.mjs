// npm run lighthouse: audits home, a collection and a product page in us, de and jp with
// Lighthouse's mobile preset against the production build served under workerd, prints a
// table (the four categories, FCP, LCP, TBT, CLS and what the largest paint was) and exits non-zero
// when a page misses the budget. LIGHTHOUSE_MARKETS=us,de audits fewer markets; `--pages
// product,home` fewer pages; `--runs 3` audits each page three times, interleaved, and reports
// the medians. A second table gives the main thread's time of a first visit by phase (script
// evaluation, parse and compile, style and layout...) and its longest task, medians of the runs.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './local-shop.mjs';

const BUDGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
const ALL_PAGES = { home: '/', collection: '/collections/sandals', product: '/products/CMF-101' };
const MARKETS = (process.env.LIGHTHOUSE_MARKETS ?? 'us,de,jp').split(',');
const argument = (name) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const RUNS = Number(argument('runs') ?? 1);
const PAGES = Object.fromEntries(
  Object.entries(ALL_PAGES).filter(([type]) => (argument('pages')?.split(',') ?? Object.keys(ALL_PAGES)).includes(type)),
);
const median = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];
/** The main thread's phases as Lighthouse's mainthread-work-breakdown groups them. */
const PHASES = {
  scriptEvaluation: 'script ms',
  scriptParseCompile: 'compile ms',
  styleLayout: 'style+layout ms',
  paintCompositeRender: 'paint ms',
  parseHTML: 'HTML ms',
  garbageCollection: 'GC ms',
  other: 'other ms',
};

/** One audit's figures: the table's row, and the main thread's time by phase. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const metric = (id) => lhr.audits[id].numericValue ?? 0;
  const phases = Object.fromEntries(Object.keys(PHASES).map((group) => [group, 0]));
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) phases[item.group] += item.duration;
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    'FCP ms': Math.round(metric('first-contentful-paint')),
    'LCP ms': Math.round(metric('largest-contentful-paint')),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    'LCP element': lcpElement(lhr),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    phases: {
      ...Object.fromEntries(Object.entries(PHASES).map(([group, label]) => [label, Math.round(phases[group])])),
      'long tasks': tasks.length,
      'longest ms': Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    },
  };
}

/** The median of each number over the runs; the texts of the first run. */
function medianRow(runs) {
  return Object.fromEntries(
    Object.entries(runs[0]).map(([key, value]) => (typeof value === 'number' ? [key, median(runs.map((run) => run[key]))] : [key, value])),
  );
}

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
const runs = {};
const failures = [];
const loads = [];
try {
  for (let run = 0; run < RUNS; run++) {
    for (const market of MARKETS) {
      for (const [type, path] of Object.entries(PAGES)) {
        loads.push(os.loadavg()[0]);
        const { lhr } = await lighthouse(shop.origin(market) + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const key = `${market} ${type}`;
        runs[key] ??= [];
        runs[key].push(figures(lhr));
      }
    }
  }
} finally {
  chrome.kill();
  await shop.stop();
}
const rows = {};
const phases = {};
for (const [key, results] of Object.entries(runs)) {
  const { phases: _, failedAudits, ...row } = medianRow(results);
  rows[key] = row;
  phases[key] = medianRow(results.map((result) => result.phases));
  const misses = [
    row.performance < BUDGET.performance && `performance ${row.performance}`,
    row.accessibility < BUDGET.accessibility && `accessibility ${row.accessibility}`,
    row['best practices'] < BUDGET['best-practices'] && `best practices ${row['best practices']}`,
    row.SEO < BUDGET.seo && `SEO ${row.SEO}`,
    row.CLS > BUDGET.cls && `CLS ${row.CLS}`,
  ].filter(Boolean);
  if (misses.length > 0) failures.push(`${key}: ${misses.join(', ')}; failing audits: ${failedAudits.join(', ') || 'none binary'}`);
}
const loadRange = `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
console.log(
  `Lighthouse, mobile preset, ${new Date().toISOString().slice(0, 10)}; ${RUNS === 1 ? 'one run' : `medians of ${RUNS} runs`}, load average ${loadRange}`,
);
console.table(rows);
console.log("The main thread's time of the first visit by phase (ms, Lighthouse's 4x slower CPU), and its long tasks:");
console.table(phases);
if (failures.length > 0) {
  console.error(`Below budget (performance >= ${BUDGET.performance}, accessibility/best practices/SEO 100, CLS 0):`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
