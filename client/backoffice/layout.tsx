import type { ReactNode } from 'react';
import { type BackOfficeRouteName, backOfficeHref, backOfficeRoutes } from './contract/routes';
import type { PageContext } from './page-context';

const NAV: BackOfficeRouteName[] = (Object.keys(backOfficeRoutes) as BackOfficeRouteName[]).filter((name) => backOfficeRoutes[name].nav);

/**
 * The back office's document: a skip link, the navigation the member's role allows, the page.
 * Rendered on the server only; the one script (passkeys) enhances what works without it.
 */
export function BackOfficeDocument(props: {
  ctx: PageContext;
  title: string;
  nonce: string;
  assets: { script: string; css: string };
  current?: BackOfficeRouteName;
  children: ReactNode;
}) {
  const { ctx, title, nonce, assets, current, children } = props;
  const { t, member } = ctx;
  return (
    <html lang={ctx.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${t('core.appName')}`}</title>
        <link rel="stylesheet" href={assets.css} />
        {/* The shop's icon (a static asset on every host): without one, Chromium asks for /favicon.ico, a 404. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script type="module" src={assets.script} nonce={nonce} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('core.skipToContent')}
        </a>
        <header className="bo-header">
          <a className="bo-brand" href="/">
            {t('core.appName')}
          </a>
          {member ? (
            <nav aria-label={t('core.navigation')}>
              <ul>
                {NAV.filter((name) => {
                  const permission = (backOfficeRoutes[name] as { permission?: Parameters<PageContext['can']>[0] }).permission;
                  return !permission || ctx.can(permission);
                }).map((name) => (
                  <li key={name}>
                    <a href={backOfficeHref(name)} aria-current={name === current ? 'page' : undefined}>
                      {t(`core.nav.${name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {member ? (
            <form method="post" action="/sign-out" className="bo-sign-out">
              <span>
                {member.name || member.email} ({t(`core.roles.${member.role}`)})
              </span>
              <button type="submit">{t('core.signOut')}</button>
            </form>
          ) : null}
        </header>
        <main id="main" tabIndex={-1}>
          {ctx.notice ? (
            <p className="bo-notice" role="status">
              {t(ctx.notice)}
            </p>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}
