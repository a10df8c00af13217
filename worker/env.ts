import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type * as z from 'zod';
import type { Translate } from '../client/i18n';
import type { Database } from '../db/client';
import type { StaffLanguage } from '../locales/backoffice';
import type { Market } from '../locales/markets';
import type { ApiCall } from './backoffice/api-types';
import type { configSchema, ShopConfig } from './config';
import type { SellerDetails } from './seller/rules';
import type { settingsSchema } from './settings';
import type { Identity } from './staff/who';

/** A mail queue message: the outbox row to deliver. */
export interface MailMessage {
  id: string;
}

/** What the environment hands over for each variable a schema parses: text (a var or a secret), or nothing. */
type VariablesOf<Schema extends z.ZodType> = { [Name in keyof z.input<Schema>]?: string };

/**
 * wrangler.toml's bindings, and its vars and secrets. Each variable is declared once, in the zod
 * schema that parses it (config.ts: checkout's settings, refused while wrong; settings.ts: the
 * rest, which fall back): read them parsed, through readConfig and readSettings.
 */
export interface Bindings extends VariablesOf<typeof configSchema>, VariablesOf<typeof settingsSchema> {
  DB: D1Database;
  LOCALES: KVNamespace;
  ASSETS?: Fetcher;
  /** The business signals in Workers Analytics Engine (worker/signals/analytics.ts); without it, only D1 counts them. */
  SIGNALS?: AnalyticsEngineDataset;
  /** Product images (worker/services/images/bucket.ts). */
  IMAGES: R2Bucket;
  /** The nightly backups (worker/backups/). */
  BACKUPS: R2Bucket;
  /** Order e-mails: the outbox ids to deliver (worker/mail/outbox.ts). */
  MAIL_QUEUE: Queue<MailMessage>;
  /** The error tracker's DSN (worker/services/error-tracker/); empty or unset: nothing is reported. */
  SENTRY_DSN?: string;
}

/**
 * Per-request values, set by middleware in the order worker/index.ts composes them: hono's
 * `requestId` and `secureHeadersNonce` (the nonce, also as `nonce` for the document), then ours.
 */
/** What a request asked of D1: round trips, and the rows D1 says it read and wrote. */
export interface D1Work {
  trips: number;
  rowsRead: number;
  rowsWritten: number;
}

export interface Variables extends RequestIdVariables, SecureHeadersVariables {
  nonce: string;
  market: Market;
  db: Database;
  /** The validated settings, on routes that need them (checkout, operator API). */
  config: ShopConfig;
  /** D1 work of this request so far: round trips, rows read and written (worker/middleware/database.ts). */
  d1Work: () => D1Work;
  /** Who is using the operator API, as the audit table names them ('admin-token', 'access:…', 'staff:…'). */
  operator: string;
  /** The same, with their role (worker/staff/identity.ts). */
  identity: Identity;
  /** Back office pages: the operator API called as this request's member (worker/backoffice/api.ts). */
  api: ApiCall;
  /** Back office pages: the member's language and its translator. */
  language: StaffLanguage;
  t: Translate;
  /** Shop pages: the seller's details in force (worker/seller/store.ts). */
  seller: SellerDetails;
}

export type ShopEnv = { Bindings: Bindings; Variables: Variables };
