import type { Miniflare } from 'miniflare';

export interface LocalShop {
  url: URL;
  origin: (market: string) => string;
  mf: Miniflare;
  db: D1Database;
  prepared: { migrations: { applied: number; total: number }; products: number; seeded: boolean; bundles: number; images: number };
  /** The worker's V8 inspector port, when one was asked for. */
  inspectorPort?: number;
  stop: () => Promise<void>;
}
/** `smtpPort`: where the shop sends its e-mails (a MailDev started by the caller); without it they stay queued. */
export function startShop(options?: {
  port?: number;
  countD1?: boolean;
  /** How long product views wait to be written together (FUNNEL_VIEWS_WRITE_MS); wrangler.toml's when unset. */
  funnelViewsWriteMs?: number;
  smtpPort?: number;
  /** The SMS catcher's address (scripts/sms-catcher.mjs); without it SMS is off and checkout asks for an e-mail. */
  smsApi?: string;
  /** The Sentry catcher's DSN (scripts/sentry-catcher.mjs); without it the worker reports its errors nowhere. */
  sentryDsn?: string;
  persistTo?: string;
  /** Where DevTools reaches the worker's isolate (a CPU profile of some requests). */
  inspectorPort?: number;
  /** 'readable' (npm start) prints the worker's log lines for people; 'quiet' only what went wrong. */
  logs?: 'readable' | 'quiet';
  /** false: no static-assets router in front of the worker; 'worker-first': the worker first on all but the built files. */
  assets?: boolean | 'worker-first';
  /** The folder of the build to run (wrangler.toml, dist/); migrations, seed and bundles stay this tree's. */
  root?: string;
  onStep?: (line: string) => void;
}): Promise<LocalShop>;
/** Runs `step` once more when Miniflare's connection from Node to workerd dropped ("other side closed"). */
export function againIfDropped<T>(step: () => Promise<T>): Promise<T>;
export function applyMigrations(db: D1Database): Promise<{ applied: number; total: number }>;
export function crons(): string[];
