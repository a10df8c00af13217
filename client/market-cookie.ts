/** The spec's locale cookie: the market the shopper last saw, for hosts that name none. */
export const MARKET_COOKIE = 'i18n_redirected';
export const MARKET_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Sets the cookie in the browser when it differs, as the app does at start. */
export function rememberMarket(code: string) {
  const current = document.cookie.split('; ').find((c) => c.startsWith(`${MARKET_COOKIE}=`));
  if (current === `${MARKET_COOKIE}=${code}`) return;
  document.cookie = `${MARKET_COOKIE}=${code}; max-age=${MARKET_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}
