import { type Context, Hono } from 'hono';
import type { ReactElement } from 'react';
import { can } from '../../client/backoffice/contract/roles';
import { type BackOfficeRouteName, backOfficeRoutes } from '../../client/backoffice/contract/routes';
import type { PageProps } from '../../client/backoffice/page-context';
import type { ShopEnv } from '../env';
import { pageContext, renderBackOffice } from './render';

/** A page's loader answers its data and title, or a response of its own (a redirect, a 404). */
export type Loader<Data> = (c: Context<ShopEnv>) => Promise<{ title: string; data: Data; status?: number } | Response>;

export interface BackOfficePage<Data> {
  loader: Loader<Data>;
  Page: (props: PageProps<Data>) => ReactElement;
}

/** Ties a loader to its component, so their data types agree. */
export const page = <Data,>(loader: Loader<Data>, Page: (props: PageProps<Data>) => ReactElement): BackOfficePage<Data> => ({
  loader,
  Page,
});

/**
 * Registers each page of the route table: sign-in first where the route needs a permission, a
 * 403 page where the role lacks it, then the loader and the component in the document.
 */
// biome-ignore lint/suspicious/noExplicitAny: each page's data type is checked where page() pairs its loader and component.
type AnyPage = BackOfficePage<any>;

export function pageRoutes(pages: { [Name in BackOfficeRouteName]?: AnyPage }) {
  const router = new Hono<ShopEnv>();
  for (const name of Object.keys(backOfficeRoutes) as BackOfficeRouteName[]) {
    const route = backOfficeRoutes[name];
    const registered = pages[name];
    if (!registered) continue;
    const { loader, Page } = registered;
    router.get(route.path, async (c) => {
      const permission = 'permission' in route ? route.permission : undefined;
      const identity = c.get('identity');
      if (permission && !identity) {
        const url = new URL(c.req.url);
        return c.redirect(`/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
      }
      const t = c.get('t');
      if (permission && identity && !can(identity.role, permission))
        return renderBackOffice(c, {
          title: t('core.forbidden.title'),
          status: 403,
          body: Forbidden({ text: t('core.forbidden.text', { role: t(`core.roles.${identity.role}`) }), title: t('core.forbidden.title') }),
        });
      const loaded = await loader(c);
      if (loaded instanceof Response) return loaded;
      return renderBackOffice(c, {
        title: loaded.title,
        status: loaded.status,
        current: name,
        body: Page({ ctx: pageContext(c), data: loaded.data }),
      });
    });
  }
  return router;
}

function Forbidden({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
