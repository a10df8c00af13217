import { SELF } from 'cloudflare:test';
import type { PageBoot } from '../client/contract/page-payload';
import type { MarketCode } from '../locales/markets';

/** A GET as a browser in `market` would send it (through its {code}.localhost host). */
export function get(path: string, market: MarketCode | null = 'us', init: RequestInit = {}) {
  const host = market ? `${market}.localhost` : 'localhost';
  return SELF.fetch(`http://${host}:8787${path}`, { redirect: 'manual', ...init });
}

/** The boot data the document embeds for the browser. */
export function bootOf(html: string): PageBoot {
  const match = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('No boot data in the document');
  return JSON.parse(match[1]) as PageBoot;
}
