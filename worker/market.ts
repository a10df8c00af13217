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
