import * as z from 'zod';
import { logEvent } from './log';

/**
 * The worker's settings, parsed once from the environment (wrangler.toml vars and secrets).
 * Checkout refuses to start, with a 503 page and nothing charged, while they are wrong, and
 * `npm run deploy` refuses to deploy them (scripts/deploy.mjs parses with this same schema).
 * The worker's types of these variables (worker/env.ts) are derived from it. This file imports
 * nothing of the shop so the deploy script can bundle it on its own.
 */

export const PAYMENT_GATEWAYS = ['test', 'stripe'] as const;

/** Who texts order confirmations (decision 037). */
export const SMS_PROVIDERS = ['twilio', 'local', 'off'] as const;

/** What wrangler.toml's development vars hold; production must set its own. */
export const DEVELOPMENT_ORDER_SECRET = 'development-only-order-secret';

const secret = (name: string, prefixes: string[]) =>
  z
    .string()
    .refine((v) => prefixes.some((p) => v.startsWith(p)), `${name} must start with ${prefixes.join(' or ')}`)
    .optional();

export const configSchema = z
  .object({
    /** 'development' | 'production': production refuses the test gateway and development secrets. */
    SHOP_ENV: z.enum(['development', 'production'], { error: 'SHOP_ENV must be "development" or "production"' }).default('development'),
    /** Signs the cookie that lets a browser see its own order (a secret in production). */
    ORDER_SECRET: z
      .string({ error: 'ORDER_SECRET is not set (a secret of at least 16 characters)' })
      .min(16, 'ORDER_SECRET is too short (at least 16 characters)'),
    /** Which payment gateway takes payments: 'test' (built in, never in production) or 'stripe'. */
    PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS, { error: `PAYMENT_GATEWAY must be one of: ${PAYMENT_GATEWAYS.join(', ')}` }),
    /** Bearer token of the operator API (/admin/api); without it (and without Access) that API does not exist. */
    ADMIN_TOKEN: z.string().min(24, 'ADMIN_TOKEN is too short (at least 24 characters)').optional(),
    /** Cloudflare Access in front of /admin/api: the team domain and the application's AUD tag, both or neither. */
    ACCESS_TEAM_DOMAIN: z.url({ error: 'ACCESS_TEAM_DOMAIN is not a URL (https://{team}.cloudflareaccess.com)' }).optional(),
    ACCESS_AUD: z.string().min(16, 'ACCESS_AUD is too short (the Access application AUD tag)').optional(),
    /** An external address verification service; without it the offline checks apply. */
    ADDRESS_VERIFIER_URL: z.url({ error: 'ADDRESS_VERIFIER_URL is not a URL' }).optional(),
    /** Stripe: the secret (or restricted) key, the publishable key, the webhook endpoint's signing secret. */
    STRIPE_SECRET_KEY: secret('STRIPE_SECRET_KEY', ['sk_', 'rk_']),
    STRIPE_PUBLISHABLE_KEY: secret('STRIPE_PUBLISHABLE_KEY', ['pk_']),
    STRIPE_WEBHOOK_SECRET: secret('STRIPE_WEBHOOK_SECRET', ['whsec_']),
    /** Another Stripe API address (a local Stripe-shaped server for tests); Stripe's own when unset. */
    STRIPE_API_BASE: z.url({ error: 'STRIPE_API_BASE is not a URL' }).optional(),
    /** The shop's e-mails: the sender, and the SMTP server that takes them (MailDev locally). */
    MAIL_FROM: z.email({ error: 'MAIL_FROM is not an e-mail address' }).optional(),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number({ error: 'SMTP_PORT is not a port number' }).int().min(1).max(65535).optional(),
    /** 'tls': TLS from the first byte (port 465); 'starttls': upgrade when offered (587); 'none': local only. */
    SMTP_SECURITY: z.enum(['tls', 'starttls', 'none'], { error: 'SMTP_SECURITY must be tls, starttls or none' }).optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    /**
     * Order confirmations by SMS (decision 037): 'twilio' (production), 'local' (Twilio's API
     * shape at SMS_API_BASE: the catcher `npm start` runs), 'off' (no SMS: every checkout then
     * asks for an e-mail; unset is off).
     */
    SMS_PROVIDER: z.enum(SMS_PROVIDERS, { error: `SMS_PROVIDER must be one of: ${SMS_PROVIDERS.join(', ')}` }).optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'TWILIO_ACCOUNT_SID must be AC and 32 hex digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'TWILIO_AUTH_TOKEN is too short').optional(),
    /** A Twilio Messaging Service (MG…), which picks the sender per country; else SMS_FROM. */
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-f]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hex digits')
      .optional(),
    /** The sender: a number in E.164, or an alphanumeric sender ID (at most 11 letters and digits). */
    SMS_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{7,14}|[A-Za-z0-9 ]{1,11})$/,
        'SMS_FROM must be a number in E.164 (+15551234567) or a sender ID of at most 11 letters',
      )
      .optional(),
    /** Another address for Twilio's API (the local catcher); Twilio's own when unset. */
    SMS_API_BASE: z.url({ error: 'SMS_API_BASE is not a URL' }).optional(),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.ACCESS_TEAM_DOMAIN) !== Boolean(config.ACCESS_AUD)) {
      const missing = config.ACCESS_TEAM_DOMAIN ? 'ACCESS_AUD' : 'ACCESS_TEAM_DOMAIN';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `${missing} is not set (Cloudflare Access needs the team domain and the AUD tag)`,
      });
    }
    if (config.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const)
        if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is not set (SMS_PROVIDER is twilio)` });
      if (!config.SMS_FROM && !config.TWILIO_MESSAGING_SERVICE_SID)
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_FROM'],
          message: 'SMS_FROM is not set (nor TWILIO_MESSAGING_SERVICE_SID): Twilio needs a sender',
        });
    }
    if (config.SMS_PROVIDER === 'local' && !config.SMS_API_BASE)
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_API_BASE'],
        message: "SMS_API_BASE is not set (SMS_PROVIDER is local: the catcher's address)",
      });
    if (config.PAYMENT_GATEWAY !== 'stripe') return;
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is not set (PAYMENT_GATEWAY is stripe)` });
  });

/**
 * The seller's details every legal page names: the back office refuses a legal page's text
 * without their tokens (worker/content/validate.ts). Which details each market's law requires,
 * and their shapes, is worker/seller/rules.ts (the deploy check and the back office's save):
 * not checked here, because the back office may hold them rather than the settings.
 */
export const REQUIRED_COMPANY_DETAILS = [
  { setting: 'COMPANY_NAME', token: '{{company.name}}' },
  { setting: 'COMPANY_ADDRESS', token: '{{company.address}}' },
  { setting: 'COMPANY_PHONE', token: '{{company.phone}}' },
] as const;

/** What production alone refuses; checked even when other settings are wrong, so all show at once. */
function productionProblems(env: Record<string, unknown>): string[] {
  if (env.SHOP_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PAYMENT_GATEWAY === 'test')
    problems.push('PAYMENT_GATEWAY: the test gateway takes no money: production needs a real payment provider');
  if (env.ORDER_SECRET === DEVELOPMENT_ORDER_SECRET)
    problems.push('ORDER_SECRET: ORDER_SECRET is the development one: set a secret of your own');
  if (env.SMS_PROVIDER === 'local')
    problems.push('SMS_PROVIDER: local texts the catcher on this machine, never a phone: production needs twilio (or off)');
  for (const key of ['MAIL_FROM', 'SMTP_HOST', 'SMTP_PORT'])
    if (!env[key]) problems.push(`${key}: not set: production sends order e-mails (see docs/deploy.md)`);
  return problems;
}

export type ShopConfig = z.infer<typeof configSchema>;

/**
 * The name of the SMS provider shoppers' numbers are given to, as the privacy policy names it;
 * null when the shop sends no SMS.
 */
export function smsProviderName(config: Pick<ShopConfig, 'SMS_PROVIDER'>): string | null {
  return { twilio: 'Twilio', local: 'Local SMS catcher (development)', off: null }[config.SMS_PROVIDER ?? 'off'];
}

export type ConfigResult = { ok: true; config: ShopConfig } | { ok: false; problems: string[] };

/** Every problem at once, one line each, naming the setting (never its value). */
export function parseConfig(env: Record<string, unknown>): ConfigResult {
  const blankIsUnset = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = configSchema.safeParse(blankIsUnset);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))),
    ...productionProblems(blankIsUnset),
  ];
  return parsed.success && problems.length === 0 ? { ok: true, config: parsed.data } : { ok: false, problems };
}

const parsedOnce = new WeakMap<object, ConfigResult>();

/** The environment of this isolate parsed once (the env object lives as long as the isolate). */
export function readConfig(env: object): ConfigResult {
  let result = parsedOnce.get(env);
  if (!result) {
    result = parseConfig(env as Record<string, unknown>);
    if (!result.ok)
      logEvent(
        'config.invalid',
        { problem: `Checkout is switched off until the configuration is fixed: ${result.problems.join('; ')}` },
        'error',
      );
    parsedOnce.set(env, result);
  }
  return result;
}
