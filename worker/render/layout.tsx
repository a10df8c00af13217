import type { Props } from '@hono/react-renderer';
import type { ReactElement } from 'react';
import type { Boot } from '../../client/contract/page-payload';
import { MARKETS } from '../../locales/markets';
import { bootData, documentHead } from './document';

declare module '@hono/react-renderer' {
  /** What `c.render(app, props)` is given beside the app. */
  interface Props {
    boot: Boot;
    /** The response's CSP nonce, or the placeholder a kept page is rendered with. */
    nonce: string;
    /** Renders the app, a root of its own, to its HTML: streamed or in one pass (page.tsx). */
    renderApp: (app: ReactElement) => Promise<string>;
  }
}

/**
 * The shop's document, the layout `c.render` renders (@hono/react-renderer, page.tsx) around the
 * app it is given. The browser hydrates #root alone, as a root of its own (client/entry.tsx), so
 * the app is rendered here as one too, and goes into #root as it came: rendered inside the
 * document instead, its useId ids would count <html>'s and <body>'s children and differ from
 * the browser's. The head goes in as documentHead wrote it, since its order is what paints first
 * (decision 024): React would move a JSX head's title, meta and links ahead of its scripts and
 * styles. The boot data ends the body, after the markup it hydrates.
 */
export async function ShopDocument({ children, boot, nonce, renderApp }: Props & { children: ReactElement }) {
  const app = await renderApp(children);
  return (
    <html lang={MARKETS[boot.payload.market].locale} data-build={boot.buildId}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: documentHead escapes every text it puts in. */}
      <head dangerouslySetInnerHTML={{ __html: documentHead(boot, nonce) }} />
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the app. */}
        <div id="root" dangerouslySetInnerHTML={{ __html: app }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON that nothing in it can end the element early (scriptSafeJson). */}
        <script type="application/json" id="boot" dangerouslySetInnerHTML={{ __html: bootData(boot) }} />
      </body>
    </html>
  );
}
