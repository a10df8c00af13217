// npm start: build, migrate, seed when empty, load locale bundles into KV, then serve.
// npm run dev: the same, then rebuilds the client when client/ or locales/ change.
import { execFileSync, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { MailDev } from 'maildev';
import { operatorApi } from './operator-api.mjs';
import { applyMigrations, productCount, putLocales, seed } from './setup-steps.mjs';
import { uploadSeedImages } from './shop-catalog.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--watch');
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? args[portIndex + 1] : '8787';
if (!/^\d+$/.test(port)) {
  console.error('Usage: npm start -- --port <number>');
  process.exit(2);
}

const started = Date.now();
const local = ['--local'];
execFileSync('node', ['scripts/build-client.mjs', '--client-only'], { stdio: 'inherit' });
applyMigrations(local);
if (productCount(local) === 0) {
  console.log('Seeding the local database...');
  await seed(local);
}
putLocales(local);
console.log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The shop's order e-mails go over SMTP to MailDev (wrangler.toml's development SMTP_* vars).
const mail = new MailDev({ smtp: 1025, web: 1080, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
await mail.start();

const server = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', ...(dev ? [] : ['--no-live-reload'])], {
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
console.log(`\n  Shop: http://localhost:${port}  (markets: http://de.localhost:${port}, http://jp.localhost:${port}, ...)`);
console.log('  E-mails the shop sends: http://localhost:1080\n');

// The seed's product images go into the local bucket through the operator API, as an import's
// do; the same bytes keep the same key, so this is quick when they are there already.
const shop = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries++) {
  const up = await fetch(`${shop}/_health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (tries > 240) {
    console.error('The shop did not start within a minute; product images were not uploaded.');
    break;
  }
  await new Promise((done) => setTimeout(done, 250));
}
await uploadSeedImages(operatorApi({ url: shop })).then(
  (count) => console.log(`  ${count} seed product images in the local bucket.`),
  (error) => console.error(`Uploading the seed images failed: ${error.message}`),
);

if (dev) {
  let timer;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        execFileSync('node', ['scripts/build-client.mjs', '--client-only'], { stdio: 'inherit' });
        putLocales(local);
      } catch {
        console.error('Client build failed; fix the error and save again.');
      }
    }, 150);
  };
  for (const dir of ['client', 'locales']) watch(dir, { recursive: true }, rebuild);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await mail.stop();
  process.exit(code ?? 0);
});
