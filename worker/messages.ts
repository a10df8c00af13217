import type { Messages } from '../client/contract/payloads';
import type { MarketCode } from '../locales/markets';
import fallback from '../locales/us.json';
import { errorFields, logEvent } from './log';

/** en-US, compiled in: what every market shows when its bundle cannot be read. */
export const FALLBACK_MESSAGES: Messages = fallback;

const CACHE_MS = 5 * 60 * 1000;
// Bundles only change with a deploy, so an isolate keeps what it read for a few minutes.
const cache = new Map<MarketCode, { bundle: Bundle; until: number }>();

/** KV key of a market's UI bundle; written by scripts/locales.mjs at start and deploy. */
export const bundleKey = (code: MarketCode) => `messages:${code}`;

/** A market's bundle, and whether it is the en-US fallback because KV failed or lacked it. */
export interface Bundle {
  messages: Messages;
  fallback: boolean;
}

/** The market's UI bundle from KV (in-isolate cache); en-US, marked as a fallback, when KV fails or lacks it. */
export async function readBundle(kv: KVNamespace, code: MarketCode, now = Date.now()): Promise<Bundle> {
  const hit = cache.get(code);
  if (hit && hit.until > now) return hit.bundle;
  let messages: Messages | null = null;
  try {
    messages = await kv.get<Messages>(bundleKey(code), { type: 'json', cacheTtl: 300 });
    if (!messages)
      logEvent('locales.missing', { market: code, problem: `Locale bundle ${code} is missing from KV; showing en-US` }, 'error');
  } catch (error) {
    logEvent('locales.error', { market: code, ...errorFields(error) }, 'error');
  }
  const bundle = messages ? { messages, fallback: false } : { messages: FALLBACK_MESSAGES, fallback: true };
  // A failure is cached briefly too, so a KV outage does not add a failing read to every request.
  cache.set(code, { bundle, until: now + (messages ? CACHE_MS : 10_000) });
  return bundle;
}

/** The market's UI bundle, or en-US when it cannot be read (see readBundle). */
export async function getMessages(kv: KVNamespace, code: MarketCode, now = Date.now()): Promise<Messages> {
  return (await readBundle(kv, code, now)).messages;
}

/** Forgets cached bundles (tests). */
export function clearMessageCache() {
  cache.clear();
}

/** Groups of a bundle that only the worker reads (the e-mails' texts): the browser never gets them. */
// `invoice`: the back office renders invoices on the server; no shopper's browser needs the labels.
// `imports`, `paymentMethods` and `languageNames`: the import-charges notice, the names of ways
// to pay and of review languages, which pages receive as text in their payload (importNotice,
// paymentMethods, reviews.languageNames).
export const WORKER_ONLY_GROUPS = ['mail', 'invoice', 'imports', 'paymentMethods', 'languageNames'];
const forBrowser = new WeakMap<Messages, Messages>();

/** The bundle as the browser gets it (module and JSON): without the groups only the worker reads. */
export function browserMessages(messages: Messages): Messages {
  let copy = forBrowser.get(messages);
  if (!copy) {
    copy = Object.fromEntries(Object.entries(messages).filter(([group]) => !WORKER_ONLY_GROUPS.includes(group)));
    forBrowser.set(messages, copy);
  }
  return copy;
}

/**
 * A bundle as the module a document's starting script imports (decision 024): the browser's copy
 * as JSON in `JSON.parse('…')`, which is faster to read than the same object written as
 * JavaScript. In single quotes, JSON's own double quotes need no escape (73 B less gzip for us).
 */
export function messagesModuleSource(messages: Messages): string {
  const json = JSON.stringify(browserMessages(messages));
  return `export default JSON.parse('${json.replace(/[\\']/g, '\\$&')}');\n`;
}

const versions = new WeakMap<Messages, string>();

/**
 * A bundle's version: a hash of its content, the same in every isolate. Pages name their
 * bundle as `/locales/{code}.{version}.json`, which browsers may keep for a year.
 */
export function bundleVersion(messages: Messages): string {
  let version = versions.get(messages);
  if (!version) {
    version = hash64(JSON.stringify(messages));
    versions.set(messages, version);
  }
  return version;
}

/** FNV-1a over UTF-16 code units, twice with different offsets: 64 bits as 16 hex digits. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193) ^ (a >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
