import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';
import { isDevelopmentHost, parseMarketHosts } from '../market';

/**
 * A fresh nonce per request: the only inline or first-party scripts that may run are the ones
 * the document marks with it ('strict-dynamic' then trusts the chunks they import).
 */
export const securityHeaders = () =>
  createMiddleware<ShopEnv>(async function securityHeaders(c, next) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const nonce = btoa(String.fromCharCode(...bytes));
    c.set('nonce', nonce);
    await next();
    // A page with a policy of its own (the test provider's card fields) keeps it.
    if (!c.res.headers.has('content-security-policy'))
      c.header(
        'content-security-policy',
        contentSecurityPolicy(
          nonce,
          marketOrigins(c.req.url, c.env.MARKET_HOSTS),
          c.env.PAYMENT_GATEWAY === 'stripe' ? STRIPE_ORIGINS : NONE,
        ),
      );
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('x-frame-options')) c.header('x-frame-options', 'DENY');
    c.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    c.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  });

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
