import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';
import { isDevelopmentHost, parseMarketHosts } from '../market';

/**
 * A fresh nonce per request: the only inline or first-party scripts that may run are the ones
 * the document marks with it ('strict-dynamic' then trusts the chunks they import).
 */
export const securityHeaders = () =>
  createMiddleware<ShopEnv>(async function securityHeaders(c, next) {
    const nonce = newNonce();
    c.set('nonce', nonce);
    await next();
    // Through c.header: a response may have immutable headers (one from a cache), which it replaces.
    for (const [name, value] of securityHeaderValues(c, c.res.headers, nonce)) c.header(name, value);
  });

export const newNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

/** The headers every response carries, given the ones it has (`existing`). */
export function securityHeaderValues(c: Context<ShopEnv>, existing: Headers, nonce: string): [string, string][] {
  const values: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  // A page with a policy of its own (the test provider's card fields, an image) keeps it.
  if (!existing.has('content-security-policy')) {
    const provider = c.env.PAYMENT_GATEWAY === 'stripe' ? STRIPE_ORIGINS : NONE;
    values.push(['content-security-policy', contentSecurityPolicy(nonce, marketOrigins(c.req.url, c.env.MARKET_HOSTS), provider)]);
  }
  if (!existing.has('x-frame-options')) values.push(['x-frame-options', 'DENY']);
  return values;
}

/** Origins the country switcher may send a shopper to, after its form post. */
function marketOrigins(url: string, marketHosts: string | undefined): string[] {
  const origins = Object.keys(parseMarketHosts(marketHosts)).map((host) => `https://${host}`);
  if (isDevelopmentHost(new URL(url).hostname)) origins.push('http://localhost:*', 'http://*.localhost:*');
  return origins;
}

/** Origins a payment provider's fields need, per directive. */
export interface ProviderOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  /** Where Pay now without JavaScript redirects (browsers apply form-action to that redirect). */
  form: string[];
}

const NONE: ProviderOrigins = { script: [], frame: [], connect: [], form: [] };

/**
 * Stripe.js and the Payment Element, as Stripe's security guide lists them: the script and its
 * frames from js.stripe.com, 3-D Secure frames from hooks.stripe.com, API calls to
 * api.stripe.com, and Stripe Checkout for the hosted page.
 */
export const STRIPE_ORIGINS: ProviderOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  form: ['https://checkout.stripe.com'],
};

export function contentSecurityPolicy(nonce: string, formTargets: string[] = [], provider: ProviderOrigins = NONE): string {
  const frames = provider.frame.length ? [["frame-src 'self'", ...provider.frame].join(' ')] : [];
  return [
    "default-src 'self'",
    // Hosts after 'strict-dynamic' are ignored by browsers that know it and used by those that do not.
    [`script-src 'nonce-${nonce}' 'strict-dynamic'`, ...provider.script].join(' '),
    // The document's styles are inline (decision 024), marked with the nonce as its scripts are.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...provider.connect].join(' '),
    ...frames,
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...formTargets, ...provider.form].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}
