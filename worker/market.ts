import { DEFAULT_MARKET, isMarketCode, MARKETS, type Market, type MarketCode } from '../locales/markets';

/**
 * Which market a request is for: the host names it (a configured production host, or
 * `{code}.localhost` in development), else the i18n_redirected cookie, else the default.
 */
export function resolveMarket(hostname: string, cookie: string | undefined, hosts: Record<string, MarketCode>): Market {
  return MARKETS[marketOfHost(hostname, hosts) ?? (isMarketCode(cookie) ? cookie : DEFAULT_MARKET)];
}

export function marketOfHost(hostname: string, hosts: Record<string, MarketCode>): MarketCode | undefined {
  const configured = hosts[hostname];
  if (configured) return configured;
  const [label, ...rest] = hostname.split('.');
  return rest.join('.') === 'localhost' && isMarketCode(label) ? label : undefined;
}

export function isDevelopmentHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

// Parsed once per distinct value: the variable is fixed for an isolate's life.
let parsedHosts: { raw: string | undefined; hosts: Record<string, MarketCode> } | undefined;

/** MARKET_HOSTS: a JSON object of host -> market code. Entries that are not markets are dropped. */
export function parseMarketHosts(raw: string | undefined): Record<string, MarketCode> {
  const cached = parsedHosts;
  if (cached && cached.raw === raw) return cached.hosts;
  const hosts: Record<string, MarketCode> = {};
  if (raw) {
    try {
      for (const [host, code] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) {
        if (isMarketCode(code)) hosts[host.toLowerCase()] = code;
      }
    } catch {
      console.error('MARKET_HOSTS is not valid JSON; serving markets by cookie only');
    }
  }
  parsedHosts = { raw, hosts };
  return hosts;
}

/** The origin each market is served from, for canonical and hreflang links. */
export function marketOrigin(code: MarketCode, current: URL, hosts: Record<string, MarketCode>): string {
  const host = Object.entries(hosts).find(([, c]) => c === code)?.[0];
  if (host) return `https://${host}`;
  if (isDevelopmentHost(current.hostname)) {
    const port = current.port ? `:${current.port}` : '';
    return `${current.protocol}//${code}.localhost${port}`;
  }
  return current.origin;
}
