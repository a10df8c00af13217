import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Database } from '../db/client';
import type { Market } from '../locales/markets';
import type { ShopConfig } from './config';

/** A mail queue message: the outbox row to deliver. */
export interface MailMessage {
  id: string;
}

/** Bindings and vars of wrangler.toml. */
export interface Bindings {
  DB: D1Database;
  LOCALES: KVNamespace;
  ASSETS?: Fetcher;
  /** Product images (worker/services/images/bucket.ts). */
  IMAGES: R2Bucket;
  /** JSON map of production host -> market code, e.g. {"comfortsteps.de":"de"}. */
  MARKET_HOSTS?: string;
  /** Window of the product page's "sold in the last N hours" counter (default 24). */
  SOLD_WINDOW_HOURS?: string;
  /** Signs the cookie that lets a browser see its own order (a secret in production). */
  ORDER_SECRET?: string;
  /** Which payment gateway takes payments: 'test' (built in, never in production). */
  PAYMENT_GATEWAY?: string;
  /** 'development' | 'production': production refuses the test gateway and development secrets. */
  SHOP_ENV?: string;
  /** Bearer token of the operator API (/admin/api); without it (and without Access) that API does not exist. */
  ADMIN_TOKEN?: string;
  /** Cloudflare Access in front of /admin/api: the team's domain (https://{team}.cloudflareaccess.com) and the application's AUD tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** The seller on legal pages (worker/company.ts): legal name, postal address on one line, representative, register, VAT id, phone. */
  COMPANY_NAME?: string;
  COMPANY_ADDRESS?: string;
  COMPANY_REPRESENTATIVE?: string;
  COMPANY_REGISTER?: string;
  COMPANY_VAT_ID?: string;
  COMPANY_PHONE?: string;
  /** An external address verification service; without it the offline checks apply. */
  ADDRESS_VERIFIER_URL?: string;
  /** Order e-mails: the outbox ids to deliver (worker/mail/outbox.ts). */
  MAIL_QUEUE: Queue<MailMessage>;
  MAIL_FROM?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_SECURITY?: string;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  /** "1" adds an x-d1-round-trips header to each response (benchmarks only). */
  COUNT_D1?: string;
}

/**
 * Per-request values, set by middleware in the order worker/index.ts composes them: hono's
 * `requestId` and `secureHeadersNonce` (the nonce, also as `nonce` for the document), then ours.
 */
export interface Variables extends RequestIdVariables, SecureHeadersVariables {
  nonce: string;
  market: Market;
  db: Database;
  /** The validated settings, on routes that need them (checkout, operator API). */
  config: ShopConfig;
  /** D1 round trips made so far by this request. */
  d1RoundTrips: () => number;
  /** Who is using the operator API, as the audit table names them ('admin-token', or an Access identity). */
  operator: string;
}

export type ShopEnv = { Bindings: Bindings; Variables: Variables };
