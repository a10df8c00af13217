import * as z from 'zod';
import { isMarketCode, type MarketCode } from '../locales/markets';

/**
 * The worker's other settings (wrangler.toml vars): what pages show and where markets live,
 * nothing that takes money. A wrong value falls back to its default rather than switching
 * anything off (checkout's settings, which refuse, are config.ts). Parsed once per isolate; the
 * worker's types of these variables (worker/env.ts) are derived from this schema.
 */

/** Host -> market code; entries that are not markets are dropped, JSON that is not an object is none. */
const marketHosts = z
  .string()
  .optional()
  .transform((raw) => {
    const hosts: Record<string, MarketCode> = {};
    if (!raw) return hosts;
    try {
      for (const [host, code] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) {
        if (isMarketCode(code)) hosts[host.toLowerCase()] = code;
      }
    } catch {
      console.error('MARKET_HOSTS is not valid JSON; serving markets by cookie only');
    }
    return hosts;
  });

/** A line of text; unset or blank is '' (a legal page leaves that line out). */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

export const settingsSchema = z.object({
  /** JSON map of production host -> market code, e.g. {"comfortsteps.de":"de"}. */
  MARKET_HOSTS: marketHosts,
  /** Window of the product page's "sold in the last N hours" counter: 1 to 720, else 24. */
  SOLD_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).catch(24),
  /** The seller on legal pages (worker/company.ts): legal name, postal address on one line, representative, register, VAT id, phone. */
  COMPANY_NAME: text,
  COMPANY_ADDRESS: text,
  COMPANY_REPRESENTATIVE: text,
  COMPANY_REGISTER: text,
  COMPANY_VAT_ID: text,
  COMPANY_PHONE: text,
  /** The back office's host in production (e.g. admin.comfortsteps.com); admin.localhost always works locally. */
  ADMIN_HOST: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() ?? ''),
  /** "1" adds an x-d1-round-trips header to each response (benchmarks only). */
  COUNT_D1: z
    .string()
    .optional()
    .transform((value) => value === '1'),
});

export type ShopSettings = z.infer<typeof settingsSchema>;

const parsedOnce = new WeakMap<object, ShopSettings>();

/** The settings of this isolate's environment, parsed on first use (the env object lives as long as the isolate). */
export function readSettings(env: object): ShopSettings {
  let settings = parsedOnce.get(env);
  if (!settings) {
    settings = settingsSchema.parse(env);
    parsedOnce.set(env, settings);
  }
  return settings;
}
