import { pageForm } from './html-forms';

export interface Answer {
  status: number;
  /** The Location header, '' without one. */
  location: string;
  html: string;
}

/**
 * A browser with JavaScript switched off, over HTTP to a running shop: it keeps the shop's
 * cookies, follows no redirect by itself, and submits forms as they are on the page.
 */
export class NoScriptShopper {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly shop: URL) {}

  async get(path: string): Promise<Answer> {
    return this.send(path, { method: 'GET' });
  }

  /** Submits the page's form posting to `action`, with `typed` filled in over what the page put in it. */
  async submit(page: string, action: string, typed: Record<string, string>): Promise<Answer> {
    const { fields } = pageForm(page, action);
    return this.send(action, {
      method: 'POST',
      headers: { origin: this.shop.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, ...typed }),
    });
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    const url = new URL(path, this.shop);
    if (url.origin !== this.shop.origin) throw new Error(`${path} leaves the shop (${this.shop.origin})`);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/Max-Age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, location: res.headers.get('location') ?? '', html: await res.text() };
  }
}
