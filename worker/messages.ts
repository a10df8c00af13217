import type { MarketCode } from '../locales/markets';
import fallback from '../locales/us.json';
import type { Messages } from '../client/payloads';

/** en-US, compiled in: what every market shows when its bundle cannot be read. */
export const FALLBACK_MESSAGES: Messages = fallback;

const CACHE_MS = 5 * 60 * 1000;
// Bundles only change with a deploy, so an isolate keeps what it read for a few minutes.
const cache = new Map<MarketCode, { messages: Messages; until: number }>();

/** KV key of a market's UI bundle; written by scripts/locales.mjs at start and deploy. */
export const bundleKey = (code: MarketCode) => `messages:${code}`;

/** The market's UI bundle from KV (in-isolate cache); en-US when KV fails or lacks it. */
export async function getMessages(kv: KVNamespace, code: MarketCode, now = Date.now()): Promise<Messages> {
  const hit = cache.get(code);
  if (hit && hit.until > now) return hit.messages;
  let messages: Messages | null = null;
  try {
    messages = await kv.get<Messages>(bundleKey(code), { type: 'json', cacheTtl: 300 });
    if (!messages) console.error(`Locale bundle ${code} is missing from KV; showing en-US`);
  } catch (error) {
    console.error(`Locale bundle ${code} could not be read from KV; showing en-US`, error);
  }
  // A failure is cached briefly too, so a KV outage does not add a failing read to every request.
  cache.set(code, { messages: messages ?? FALLBACK_MESSAGES, until: now + (messages ? CACHE_MS : 10_000) });
  return messages ?? FALLBACK_MESSAGES;
}

/** Forgets cached bundles (tests). */
export function clearMessageCache() {
  cache.clear();
}
