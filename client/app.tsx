import type { ReactNode } from 'react';
import { Layout } from './layouts';
import type { PageComponent, PageModules } from './pages/registry';
import type { PageName } from './routes';
import { usePayload } from './state';

/** The page on screen inside its layout. `pages` holds at least the payload's page. */
export function App({ pages, children }: { pages: Partial<PageModules>; children?: ReactNode }) {
  const payload = usePayload();
  const Page = pages[payload.page] as PageComponent<PageName> | undefined;
  if (!Page) throw new Error(`Page ${payload.page} is not loaded`);
  return (
    <Layout name={payload.layout}>
      {children}
      {/* A new key per URL: a page's own state (a chosen size, say) never leaks into the next. */}
      <Page key={payload.head.canonical ?? payload.page} data={payload.data as never} />
    </Layout>
  );
}
