import type { ReactNode } from 'react';
import { type PageModule, pageModule } from './contract/routes';
import { Layout } from './layouts';
import type { LoadedPages, PageComponent } from './pages';
import { usePayload } from './state';

/** The page on screen inside its layout. `pages` holds at least the payload's page module. */
export function App({ pages, children }: { pages: LoadedPages; children?: ReactNode }) {
  const payload = usePayload();
  const Page = pages[pageModule(payload.page)] as PageComponent<PageModule> | undefined;
  if (!Page) throw new Error(`Page ${payload.page} is not loaded`);
  return (
    <Layout name={payload.layout}>
      {children}
      {/* A new key per URL: a page's own state (a chosen size, say) never leaks into the next. */}
      <Page key={payload.head.canonical ?? payload.page} data={payload.data as never} />
    </Layout>
  );
}
