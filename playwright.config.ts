import { defineConfig } from '@playwright/test';

// Browser tests: Debian's Chromium (or CHROME_PATH), two workers, each test file on its own
// shop (e2e/browser.ts). Needs a build first (npm run build); scripts/e2e.mjs checks that.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.test.ts',
  outputDir: 'dist/e2e-results',
  workers: 2,
  // A flaky test must show: no retries.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'dist/e2e-report' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // DOM snapshots and actions of a failed test; no screencast frames, which cost a fifth of the run.
    trace: { mode: 'retain-on-failure', snapshots: true, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
});
