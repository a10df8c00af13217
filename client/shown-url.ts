/**
 * The URL on screen. A page may change its own query (a chosen variant, more reviews) without
 * a navigation: it records the new URL here first, so the navigation hook leaves it alone.
 * Its own module so that pages can use it without importing the navigation (and with it
 * every page's loader).
 */
let shownUrl = '';

export function getShownUrl(): string {
  return shownUrl;
}

export function setShownUrl(url: string) {
  shownUrl = url;
}

/** Replaces the address bar's URL without loading anything. */
export function replaceUrlQuietly(url: string) {
  shownUrl = url.startsWith('?') ? window.location.pathname + url : url;
  window.history.replaceState(window.history.state, '', shownUrl);
}
