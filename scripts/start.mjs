// npm start: builds, prepares the local shop (migrations, the demo catalog, UI bundles, images;
// scripts/local-shop.mjs) and serves it under workerd with the data in .wrangler/state, MailDev
// for its e-mails and wrangler.toml's crons on their schedule. One line per step, then the
// addresses; after that only what the worker prints (its errors) and failed cron runs.
// npm run dev: the same, and builds again and reloads when client/, locales/, worker/ or db/
// change.
// Options: --port N (default 8787), --persist-to DIR (default .wrangler/state), --no-build.
// SIGINT (Ctrl+C) and SIGTERM end it with workerd, MailDev and the SMS and Sentry catchers.
import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import { MailDev } from 'maildev';
import { scheduleCrons } from './cron.mjs';
import { freePort } from './free-port.mjs';
import { crons, startShop } from './local-shop.mjs';
import { startSentryCatcher } from './sentry-catcher.mjs';
import { startSmsCatcher } from './sms-catcher.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dev = args.includes('--watch');
const port = Number(option('--port', '8787'));
const persistTo = option('--persist-to', '.wrangler/state');
if (!Number.isInteger(port) || port <= 0 || port >= 65535 || !persistTo) {
  console.error('Usage: npm start -- [--port <number>] [--persist-to <folder>] [--no-build]');
  process.exit(2);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const step = (line) => console.log(`  ${line}`);

/** Builds the client and the worker into dist/; prints the build's own report only when it fails. */
function build() {
  const since = Date.now();
  try {
    execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`.trim());
    throw new Error('The build failed (above).');
  }
  return `Build: client and worker in dist/ (${seconds(since)})`;
}

/** What to undo, newest first: async for a failed start, and the part a signal can wait for. */
const stops = [];
async function stopAll() {
  for (const stopOne of stops.reverse()) await stopOne().catch((error) => console.error(error.message));
}
/** Synchronous stops, for a signal too: the cron timer and the file watchers. */
const timers = [];
// A signal ends the process at once with the usual 128 + its number. workerd goes with it:
// Miniflare kills it (SIGKILL) on the way out; MailDev and the catchers run inside this process.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
]) {
  process.on(signal, () => {
    for (const timer of timers) timer();
    process.exit(128 + number);
  });
}
try {
  console.log(`Comfort Steps, a local shop on port ${port}`);
  if (!args.includes('--no-build')) step(build());
  // MailDev's web page on the port after the shop's (a second shop on another port gets its
  // own), its SMTP port wherever is free: the shop is told it, nobody else needs it.
  const mailWeb = await freePort(port + 1);
  const smtp = await freePort(0);
  const mail = new MailDev({ smtp, web: mailWeb, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  // MailDev announces its API on console.info even when silent; the address is printed below.
  const info = console.info;
  console.info = () => {};
  await mail.start().finally(() => {
    console.info = info;
  });
  stops.push(() => mail.stop());
  // The SMS catcher: Twilio's API shape and a page of what arrived, two ports after the shop's.
  const sms = await startSmsCatcher({ port: await freePort(port + 2) });
  stops.push(() => sms.stop());
  // The error tracker's stand-in: Sentry's ingest and a page of the errors reported, three ports after.
  const sentry = await startSentryCatcher({ port: await freePort(port + 3) });
  stops.push(() => sentry.stop());
  const shop = await startShop({
    port,
    smtpPort: smtp,
    smsApi: sms.url,
    sentryDsn: sentry.dsn,
    persistTo,
    logs: 'readable',
    onStep: step,
  });
  stops.push(() => shop.stop());

  // Production runs the crons on Cloudflare; locally the worker's scheduled handler gets the
  // same calls at the same minutes (UTC).
  const schedules = crons();
  const worker = await shop.mf.getWorker();
  const stopCrons = scheduleCrons(schedules, (cron, time) => {
    worker.scheduled({ cron, scheduledTime: new Date(time) }).then(
      (result) => result.outcome === 'ok' || console.error(`Scheduled run "${cron}" ended: ${result.outcome}`),
      (error) => console.error(`Scheduled run "${cron}" failed: ${error.message}`),
    );
  });
  timers.push(stopCrons);
  step(`Scheduled: ${schedules.join(', ')} (UTC), as in production: payments reconciled, e-mails swept`);

  if (dev) {
    let timer;
    const rebuild = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          step(build());
          await shop.reload();
          step('Reloaded');
        } catch (error) {
          console.error(`${error.message} Fix it and save again.`);
        }
      }, 150);
    };
    const watchers = ['client', 'locales', 'worker', 'db'].map((dir) => watch(dir, { recursive: true }, rebuild));
    timers.push(() => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    });
  }

  console.log(`
  Shop:     http://localhost:${port}  (one host per market: http://de.localhost:${port}, http://jp.localhost:${port}, ...)
  Back office: http://admin.localhost:${port}  (sign in as owner@comfortsteps.localhost: the link arrives in MailDev)
  E-mails:  http://localhost:${mailWeb}  (MailDev; the shop sends to its SMTP port ${smtp})
  SMS:      http://localhost:${sms.port}  (the SMS catcher: order confirmations texted to a mobile number, also as /messages.json)
  Errors:   http://localhost:${sentry.port}  (the Sentry catcher: the worker's and the browsers' errors, also as /events.json)
  Ready in ${seconds(started)}. Ctrl+C stops the shop, MailDev and the catchers.${dev ? ' Saving a file builds and reloads.' : ''}
`);
} catch (error) {
  console.error(`npm start failed: ${error.message}`);
  for (const timer of timers) timer();
  await stopAll();
  process.exit(1);
}
