// Serves the built worker (dist/worker) directly under Miniflare/workerd, with an in-memory D1
// and KV prepared as `npm start` prepares the local ones. Used by the browser tests, the
// benchmark and Lighthouse: no wrangler dev proxy in between, nothing left on disk.
import { readdirSync, readFileSync } from 'node:fs';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { operatorApi } from './operator-api.mjs';
import { MARKETS, seedStatements } from './setup-steps.mjs';
import { uploadSeedImages } from './shop-catalog.mjs';

/**
 * Starts the shop on 127.0.0.1:`port` (0: a free port). Returns its URL and a stop().
 * `smtpPort`: where its e-mails go (a MailDev the caller started); without it they stay queued.
 */
export async function startShop({ port = 0, countD1 = false, smtpPort = undefined } = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml', '');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      name: 'comfort-storefront',
      modules: true,
      modulesRules: undefined,
      scriptPath: 'dist/worker/index.js',
      bindings: {
        ...workerOptions.bindings,
        COUNT_D1: countD1 ? '1' : '0',
        ...(smtpPort ? { SMTP_PORT: String(smtpPort) } : { MAIL_FROM: '' }),
      },
      host: '127.0.0.1',
      port,
    }),
  );
  const url = await mf.ready;
  const db = await mf.getD1Database('DB');
  for (const file of readdirSync('db/migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const statements = readFileSync(`db/migrations/${file}`, 'utf8').split('--> statement-breakpoint');
    await db.batch(statements.map((sql) => db.prepare(sql)));
  }
  await db.batch((await seedStatements()).map((sql) => db.prepare(sql)));
  const kv = await mf.getKVNamespace('LOCALES');
  for (const code of MARKETS) await kv.put(`messages:${code}`, readFileSync(`locales/${code}.json`, 'utf8'));
  // The seed's images go into the (in-memory) bucket the way an operator's do: through the API.
  await uploadSeedImages(operatorApi({ url }));
  return {
    url: new URL(url),
    /** The shop's origin in a market: http://{code}.localhost:{port}. */
    origin: (code) => `http://${code}.localhost:${new URL(url).port}`,
    /** The Miniflare instance and its D1 binding, for scripts that change the data under the shop. */
    mf,
    db,
    stop: () => mf.dispose(),
  };
}
