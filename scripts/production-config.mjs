// What `npm run deploy` checks before it touches anything: the production vars of
// wrangler.toml and the names of the secrets set on the account, parsed with the worker's own
// schema (worker/config.ts), so a shop that could not take payments is never deployed.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { importTypeScript, wrangler } from './setup-steps.mjs';

const SECRETS = [
  'ORDER_SECRET',
  'ADMIN_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_USER',
  'SMTP_PASS',
  'TWILIO_AUTH_TOKEN',
];
/** A stand-in of the right kind for a secret that is set (its value cannot be read back). */
const PLACEHOLDER = { STRIPE_SECRET_KEY: 'sk_set-on-the-account', STRIPE_WEBHOOK_SECRET: 'whsec_set-on-the-account' };

/** wrangler.toml's [env.production.vars]. */
export function productionVars(file = 'wrangler.toml') {
  return parse(readFileSync(file, 'utf8')).env?.production?.vars ?? {};
}

/**
 * The problems of a production configuration, one line each. `secretNames`: the secrets set
 * with `wrangler secret put` (their values cannot be read back, so a set one counts as valid);
 * null checks the vars alone. `stored`: the seller's details the back office saved in the
 * production D1 (`storedSellerDetails`), over the COMPANY_* vars; null leaves the seller for a
 * later call that has read them.
 */
export async function productionProblems(vars, secretNames, stored = {}) {
  const { parseConfig } = await importTypeScript('worker/config.ts');
  const problems = SECRETS.filter((name) => name in vars).map(
    (name) => `${name}: is written in wrangler.toml; set it with \`npx wrangler secret put ${name} --env production\` instead`,
  );
  const secrets = Object.fromEntries(
    (secretNames ?? SECRETS).filter((n) => SECRETS.includes(n)).map((n) => [n, PLACEHOLDER[n] ?? `set-on-the-account-${'x'.repeat(32)}`]),
  );
  if (secretNames === null) secrets.ADMIN_TOKEN = undefined;
  const result = parseConfig({ ...vars, ...secrets, SHOP_ENV: vars.SHOP_ENV });
  if (!result.ok) problems.push(...result.problems);
  problems.push(...(await smsProblems(vars)));
  // The seller's details, by the rule the back office's save uses (worker/seller/rules.ts): what
  // each market's law asks for, in the shape it must have.
  const rules = await importTypeScript('worker/seller/rules.ts');
  const seller = stored === null ? [] : rules.sellerProblems(rules.mergeDetails(rules.detailsFromSettings(vars), stored));
  problems.push(...seller.map(rules.problemText), ...rules.helpEmailProblems());
  // The recipients every privacy policy names (worker/seller/providers.ts): the mail provider and the carriers.
  const { providerProblems } = await importTypeScript('worker/seller/providers.ts');
  problems.push(...providerProblems(vars));
  // The invoice settings; the seller's identifiers among them the rule above has checked.
  const { settingsProblems } = await importTypeScript('worker/settings.ts');
  const sellerSettings = new Set(Object.values(rules.SELLER_SETTINGS));
  problems.push(...settingsProblems(vars).filter((line) => !sellerSettings.has(line.split(':')[0])));
  if (vars.SHOP_ENV !== 'production') problems.push('SHOP_ENV: must be "production" in [env.production.vars]');
  return problems;
}

/**
 * SMS (decision 037): markets that confirm a phone-only order by SMS need a provider, or the
 * conscious choice of none (`off`: their checkout then asks for an e-mail too). `local` and
 * Twilio's missing settings are the worker's own schema's lines (worker/config.ts).
 */
async function smsProblems(vars) {
  if (vars.SMS_PROVIDER) return [];
  const { SMS_MARKETS } = await importTypeScript('worker/sms/markets.ts');
  return [
    `SMS_PROVIDER: not set: ${SMS_MARKETS.join(', ')} take orders with a mobile number alone, confirmed by SMS (decision 037): ` +
      'set twilio (see docs/operations.md), or off to have their checkout ask for an e-mail',
  ];
}

/**
 * What deploys but should be meant, one line each: a market whose free-shipping threshold in
 * locales/markets.ts is below its standard shipping rate, so the rate is almost never charged
 * (Hungary's 69 Ft is the spec's, decision 003). Terms set in the back office are its own
 * /markets page's to show.
 */
export async function productionWarnings() {
  const { MARKET_CODES, MARKETS } = await importTypeScript('locales/markets.ts');
  const { thresholdBelowShipping } = await importTypeScript('worker/market-terms.ts');
  const { majorAmount } = await importTypeScript('worker/money-amounts.ts');
  return MARKET_CODES.filter((code) => thresholdBelowShipping(MARKETS[code])).map((code) => {
    const { currency, freeShippingThreshold, standardShipping } = MARKETS[code];
    const amount = (minor) => `${majorAmount(minor, currency)} ${currency}`;
    return (
      `locales/markets.ts: ${code} ships free from ${amount(freeShippingThreshold)}, below its standard shipping of ` +
      `${amount(standardShipping)}, so the rate is almost never charged (a conscious choice? see docs/decisions/003-huf-threshold.md)`
    );
  });
}

/**
 * The seller's details saved through the back office in the production D1 (table
 * seller_details, migration 0032), by field; none before that migration has run there.
 */
export function storedSellerDetails(target, run = wrangler) {
  const query = (sql) => JSON.parse(run(['d1', 'execute', 'DB', ...target, '--json', '--command', sql], { capture: true }))[0].results;
  if (query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'seller_details'").length === 0) return {};
  return Object.fromEntries(query('SELECT field, value FROM seller_details').map((row) => [row.field, row.value]));
}
