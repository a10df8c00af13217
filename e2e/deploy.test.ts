import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

test('the worker bundles for deployment (wrangler deploy --dry-run, production environment)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'shop-deploy-'));
  try {
    execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    assert.ok(statSync(join(outdir, 'index.js')).size > 0);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
