import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ShopEnv } from '../env';
import { isDevelopmentHost } from '../market';
import { readSettings } from '../settings';

/**
 * The headers every response carries, through hono's secureHeaders. A fresh nonce per request
 * (hono's NONCE, handed to the document as `nonce`): the only inline or first-party scripts that
 * may run are the ones the document marks with it ('strict-dynamic' then trusts the chunks they
 * import). A page with a policy of its own (the test provider's card fields, an image) keeps it,
 * and so keeps its x-frame-options.
 */
export const securityHeaders = () =>
  createMiddleware<ShopEnv>(async function securityHeaders(c, next) {
    const shopHeaders = c.env.PAYMENT_GATEWAY === 'stripe' ? WITH_STRIPE : WITHOUT_PROVIDER;
    await shopHeaders(c, async () => {
      c.set('nonce', c.get('secureHeadersNonce') ?? '');
      await next();
      // hono sets the headers in place; a response from a cache or a fetch has immutable ones.
      c.res = new Response(c.res.body, c.res);
    });
  });

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

/** Origins the country switcher may send a shopper to, after its form post. */
function marketOrigins(c: Context<ShopEnv>): string[] {
  const origins = Object.keys(readSettings(c.env).MARKET_HOSTS).map((host) => `https://${host}`);
  if (isDevelopmentHost(new URL(c.req.url).hostname)) origins.push('http://localhost:*', 'http://*.localhost:*');
  return origins;
}

function shopSecureHeaders(provider: ProviderOrigins): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Hosts after 'strict-dynamic' are ignored by browsers that know it and used by those that do not.
      scriptSrc: [NONCE, "'strict-dynamic'", ...provider.script],
      // The document's styles are inline (decision 024), marked with the nonce as its scripts are.
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...provider.connect],
      ...(provider.frame.length ? { frameSrc: ["'self'", ...provider.frame] } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      // One value that hono asks for per request: the market hosts and, in development, localhost.
      formAction: [(c) => ["'self'", ...marketOrigins(c as Context<ShopEnv>), ...provider.form].join(' ')],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    xFrameOptions: 'DENY',
    // Not sent before hono: each would be a change a page or an embed could notice.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
    // A header the response has already is its own (a page's policy, an image's).
    overwrite: false,
  });
}

const WITHOUT_PROVIDER = shopSecureHeaders(NONE);
const WITH_STRIPE = shopSecureHeaders(STRIPE_ORIGINS);
