import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { can } from '../../client/backoffice/contract/roles';
import type { BackOfficeRouteName } from '../../client/backoffice/contract/routes';
import { BackOfficeDocument } from '../../client/backoffice/layout';
import type { PageContext } from '../../client/backoffice/page-context';
import { STAFF_LOCALES } from '../../locales/backoffice';
import type { ShopEnv } from '../env';
import { build } from '../render/assets';

/** What a page's component is rendered with beside its data (the member, their language, their rights). */
export function pageContext(c: Context<ShopEnv>): PageContext {
  const member = c.get('identity')?.member ?? null;
  const role = c.get('identity')?.role;
  const url = new URL(c.req.url);
  const done = url.searchParams.get('done');
  return {
    t: c.get('t'),
    language: c.get('language'),
    locale: STAFF_LOCALES[c.get('language')],
    member: member && role ? { email: member.email, name: member.name, role } : null,
    can: (permission) => (role ? can(role, permission) : false),
    url: url.pathname + url.search,
    // Only a key of our own bundle is shown: a link cannot make the page say anything else.
    notice: done && /^[a-z]+(\.[a-zA-Z]+)+$/.test(done) && c.get('t')(done) !== done ? done : undefined,
  };
}

/** A whole back office page: the document around `body`, never cached, never indexed. */
export async function renderBackOffice(
  c: Context<ShopEnv>,
  page: { title: string; body: ReactElement; status?: number; current?: BackOfficeRouteName },
): Promise<Response> {
  const stream = await renderToReadableStream(
    <BackOfficeDocument ctx={pageContext(c)} title={page.title} nonce={c.get('nonce')} assets={build.backOffice} current={page.current}>
      {page.body}
    </BackOfficeDocument>,
  );
  await stream.allReady;
  // React writes the doctype before <html>.
  const html = await new Response(stream).text();
  return c.html(html, (page.status ?? 200) as 200, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
}
