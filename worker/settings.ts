import * as z from 'zod';
import { isMarketCode, type MarketCode } from '../locales/markets';
import { logEvent } from './log';

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
      logEvent(
        'config.invalid',
        { setting: 'MARKET_HOSTS', problem: 'MARKET_HOSTS is not valid JSON; serving markets by cookie only' },
        'error',
      );
    }
    return hosts;
  });

/** A line of text; unset or blank is '' (a legal page leaves that line out). */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

/**
 * Japan's 適格請求書発行事業者登録番号: 'T' and 13 digits (the corporate number for a company),
 * written with spaces or hyphens as the notice shows it; '' when unset.
 */
export function jpRegistration(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  if (!compact) return '';
  return /^T\d{13}$/.test(compact) ? compact : null;
}

/** An Australian Business Number: 11 digits whose weighted sum (first digit less one) divides by 89 (ABR's check). */
export function australianBusinessNumber(raw: string): string | null {
  const digits = raw.replace(/\s/g, '');
  if (!digits) return '';
  if (!/^\d{11}$/.test(digits)) return null;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((s, d, i) => s + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0);
  return sum % 89 === 0 ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4') : null;
}

/** The seller's identifiers on invoices: a wrong one is left off (never printed wrong) and named by `settingsProblems`. */
const checked = (check: (raw: string) => string | null) => text.transform((value) => check(value) ?? '');

/** Prefix of invoice numbers (CS-000042): letters, digits, '-', '/', at most 12; anything else is 'CS-'. */
const invoicePrefix = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? 'CS-')
  .pipe(z.string().regex(/^[A-Za-z0-9/-]{0,12}$/))
  .catch('CS-');

export const settingsSchema = z.object({
  /** JSON map of production host -> market code, e.g. {"comfortsteps.de":"de"}. */
  MARKET_HOSTS: marketHosts,
  /** Window of the product page's "sold in the last N hours" counter: 1 to 720, else 24. */
  SOLD_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).catch(24),
  /**
   * The seller on legal pages, invoices and e-mails until the back office saves its own
   * (worker/seller/store.ts): legal name, postal address on one line, representative, register, VAT id, phone.
   */
  COMPANY_NAME: text,
  COMPANY_ADDRESS: text,
  COMPANY_REPRESENTATIVE: text,
  COMPANY_REGISTER: text,
  COMPANY_VAT_ID: text,
  COMPANY_PHONE: text,
  /** company, registered-trader or sole-trader (worker/seller/rules.ts): whether a representative and a register entry are owed. */
  COMPANY_LEGAL_FORM: text,
  /** Japan's 運営統括責任者: the person responsible for selling at a distance. */
  COMPANY_OPERATIONS_MANAGER: text,
  /** Japan's お問い合わせ受付時間, as the Japanese disclosure shows it (e.g. 平日10:00〜17:00（土日祝日を除く）). */
  COMPANY_CONTACT_HOURS: text,
  /** The supervisory authority of a trade that needs a licence (§ 5 DDG); selling shoes needs none, so usually unset. */
  COMPANY_SUPERVISORY_AUTHORITY: text,
  /** France's médiateur de la consommation the seller has joined, with its website (the French terms name it). */
  COMPANY_CONSUMER_MEDIATOR: text,
  /** Japan's qualified-invoice registration (T + 13 digits), on every Japanese invoice. */
  COMPANY_JP_REGISTRATION: checked(jpRegistration),
  /** The ABN on Australia's tax invoices (11 digits, printed "51 824 753 556"). */
  COMPANY_ABN: checked(australianBusinessNumber),
  /** The UK VAT registration number on UK invoices (GB and 9 digits); COMPANY_VAT_ID when unset. */
  COMPANY_UK_VAT_ID: text,
  /**
   * Who delivers the shop's e-mails (the operator of SMTP_HOST, e.g. "Brevo (Sendinblue SAS, Paris)"),
   * named as a recipient in every privacy policy (worker/seller/providers.ts).
   */
  MAIL_PROVIDER: text,
  /** The carriers the shop hands parcels to, comma-separated names of locales/carriers.ts (e.g. "DHL, DPD, Royal Mail"). */
  SHIPPING_CARRIERS: text,
  /** Before every invoice and credit note number (worker/invoices/numbers.ts). */
  INVOICE_PREFIX: invoicePrefix,
  /** The back office's host in production (e.g. admin.comfortsteps.com); admin.localhost always works locally. */
  ADMIN_HOST: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() ?? ''),
  /** Days after an order is fulfilled that its buyer is invited to review it (worker/reviews/invitations.ts): 1 to 90, else 7. */
  REVIEW_INVITE_DAYS: z.coerce.number().int().min(1).max(90).catch(7),
  /**
   * Product views are counted in the isolate and written to D1 together this many milliseconds
   * after the first of them (worker/reports/funnel.ts, decision 050): 0 to 20,000, else 5,000;
   * 0 writes each view as it comes (the tests' default); blank is the default, not 0.
   */
  FUNNEL_VIEWS_WRITE_MS: z
    .preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(20_000))
    .catch(5_000),
  /** "1" adds an x-d1-round-trips header to each response (benchmarks only). */
  COUNT_D1: z
    .string()
    .optional()
    .transform((value) => value === '1'),
});

export type ShopSettings = z.infer<typeof settingsSchema>;

/**
 * Settings that parse but would put something wrong on a legal document, one line each naming
 * the setting (never its value): `npm run deploy` refuses them (scripts/production-config.mjs).
 */
export function settingsProblems(env: Record<string, unknown>): string[] {
  const raw = (key: string) => (typeof env[key] === 'string' ? (env[key] as string).trim() : '');
  const problems: string[] = [];
  if (jpRegistration(raw('COMPANY_JP_REGISTRATION')) === null)
    problems.push("COMPANY_JP_REGISTRATION: not a qualified-invoice registration number ('T' and 13 digits)");
  if (australianBusinessNumber(raw('COMPANY_ABN')) === null)
    problems.push('COMPANY_ABN: not an Australian Business Number (11 digits with a valid check)');
  if (raw('COMPANY_UK_VAT_ID') && !/^GB(\d{9}|\d{12})$/.test(raw('COMPANY_UK_VAT_ID').replace(/\s/g, '')))
    problems.push('COMPANY_UK_VAT_ID: not a UK VAT registration number (GB and 9 digits)');
  if (env.INVOICE_PREFIX !== undefined && !/^[A-Za-z0-9/-]{0,12}$/.test(raw('INVOICE_PREFIX')))
    problems.push("INVOICE_PREFIX: at most 12 letters, digits, '-' or '/'");
  return problems;
}

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
