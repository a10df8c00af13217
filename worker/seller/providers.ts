import { CARRIERS, carrierNamed } from '../../locales/carriers';
import { MARKET_CODES, type MarketCode } from '../../locales/markets';

/**
 * The recipients the privacy policies name (GDPR Art. 13(1)(e): by name, not "service
 * providers"): who takes the payment, who delivers the e-mails, who hosts the shop, who carries
 * the parcels, who texts order confirmations. Each comes from what is configured, so the page
 * names the provider in use: Stripe when PAYMENT_GATEWAY is stripe, MAIL_PROVIDER for the SMTP
 * server's operator, SHIPPING_CARRIERS for the carriers, Twilio when SMS_PROVIDER is twilio
 * (none when SMS is off: the policies' SMS line is then left out). Pure: the worker and the deploy check both read it.
 */

export interface Providers {
  payment: string;
  mail: string;
  hosting: string;
  /** The carriers configured, by the names of locales/carriers.ts (each market names those that deliver there). */
  carriers: string[];
  /** Who texts order confirmations where a market takes a mobile number alone (decision 037); '' when off. */
  sms: string;
}

/** The payment provider of each gateway: Stripe's contracting company for a seller in the EEA. */
const PAYMENT_PROVIDERS: Record<string, string> = {
  stripe: 'Stripe Payments Europe, Ltd. (Dublin)',
  test: 'Comfort Steps test payments (development)',
};

/** The SMS provider of each SMS_PROVIDER (worker/config.ts); 'off' or unset texts nothing. */
const SMS_PROVIDERS: Record<string, string> = {
  twilio: 'Twilio Inc. (San Francisco)',
  local: 'SMS catcher (development)',
};

/** The shop runs on Cloudflare's Workers, D1, KV, R2 and Queues (docs/architecture.md): not a choice of the configuration. */
export const HOSTING_PROVIDER = 'Cloudflare, Inc. (San Francisco)';

const raw = (env: object, key: string) => {
  const value = (env as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The configured carriers' names, unknown ones kept as written (the deploy check names them). */
const carrierList = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => carrierNamed(name)?.name ?? name);

/** The providers of this configuration: the worker's env or the deploy check's production vars. */
export function providersFromSettings(env: object): Providers {
  return {
    payment: PAYMENT_PROVIDERS[raw(env, 'PAYMENT_GATEWAY')] ?? '',
    mail: raw(env, 'MAIL_PROVIDER'),
    hosting: HOSTING_PROVIDER,
    carriers: carrierList(raw(env, 'SHIPPING_CARRIERS')),
    sms: SMS_PROVIDERS[raw(env, 'SMS_PROVIDER')] ?? '',
  };
}

/** The configured carriers that deliver in `market` (locales/carriers.ts), in the order configured. */
export const carriersIn = (providers: Providers, market: MarketCode): string[] =>
  providers.carriers.filter((name) => CARRIERS.find((carrier) => carrier.name === name)?.markets.includes(market));

/**
 * What a production configuration lacks for the privacy policies to name every recipient, one
 * line each (scripts/production-config.mjs): the mail provider, carriers the shop knows, and
 * at least one of them for every market.
 */
export function providerProblems(env: object, markets: readonly MarketCode[] = MARKET_CODES): string[] {
  const providers = providersFromSettings(env);
  const problems: string[] = [];
  if (!providers.mail)
    problems.push("MAIL_PROVIDER: not set: the privacy policies name who delivers the shop's e-mails (the SMTP server's operator)");
  if (raw(env, 'MAIL_PROVIDER').length > 200) problems.push('MAIL_PROVIDER: longer than 200 characters');
  const unknown = providers.carriers.filter((name) => !carrierNamed(name));
  if (unknown.length)
    problems.push(
      `SHIPPING_CARRIERS: ${unknown.join(', ')}: not a carrier of locales/carriers.ts (comma-separated names such as DHL, DPD)`,
    );
  const without = markets.filter((market) => carriersIn(providers, market).length === 0);
  if (without.length)
    problems.push(`SHIPPING_CARRIERS: no carrier for ${without.join(', ')}: the privacy policies name the carriers that deliver there`);
  return problems;
}
