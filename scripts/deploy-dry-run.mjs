// `npm run deploy -- --dry-run [--no-build]`: everything a deploy checks that needs no account,
// run by `npm test` on every change (docs/deploy.md):
//   - wrangler reads the production configuration and builds the upload (--dry-run);
//   - the upload, compressed, fits Cloudflare's limit for a worker (the Free plan's 3 MB);
//   - the worker starts within Cloudflare's start-up limit (1 s), by `wrangler check startup`;
//   - the production settings that are still missing are listed (an operator sets them before
//     the real deploy, which refuses without them).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionProblems, productionVars, productionWarnings } from './production-config.mjs';

/** Cloudflare's limits for a worker on the Free plan (the Paid plan's size is 10 MB). */
export const LIMITS = { gzipKiB: 3 * 1024, startUpMs: 1000 };
/** What `npm run deploy` uploads: the built worker's modules (scripts/build-worker.mjs). */
export const UPLOAD = ['dist/worker/index.js', '--no-bundle', '--env', 'production'];

const run = (args) =>
  execFileSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });

/** Returns the problems that fail the dry run (none: the release can go out once configured). */
export async function dryRun({ build = true } = {}) {
  if (build) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
  const failures = [];
  const out = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'));
  try {
    const upload = run(['deploy', ...UPLOAD, '--dry-run', '--outdir', out]).match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    if (!upload) failures.push('wrangler deploy --dry-run printed no upload size');
    else {
      const [raw, gzip] = [Number(upload[1]), Number(upload[2])];
      console.log(`Upload: ${raw.toFixed(0)} KiB, ${gzip.toFixed(0)} KiB compressed (limit ${LIMITS.gzipKiB} KiB)`);
      if (gzip > LIMITS.gzipKiB) failures.push(`the upload is ${gzip.toFixed(0)} KiB compressed, over ${LIMITS.gzipKiB} KiB`);
    }
    const profile = run(['check', 'startup', '--args', UPLOAD.join(' '), '--outfile', join(out, 'startup.cpuprofile')]);
    const active = profile.match(/Active: ([\d.]+) ms/);
    if (!active) failures.push('wrangler check startup printed no start-up time');
    else {
      console.log(`Start-up: ${active[1]} ms of CPU (limit ${LIMITS.startUpMs} ms)`);
      if (Number(active[1]) > LIMITS.startUpMs) failures.push(`the worker takes ${active[1]} ms to start, over ${LIMITS.startUpMs} ms`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const missing = await productionProblems(productionVars(), null, null);
  if (missing.length > 0) console.log(`Before a real deploy, production needs:\n  - ${missing.join('\n  - ')}`);
  for (const warning of await productionWarnings()) console.warn(`Warning: ${warning}`);
  return failures;
}
