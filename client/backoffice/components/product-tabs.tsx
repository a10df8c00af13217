import { type BackOfficeRouteName, backOfficeHref } from '../contract/routes';
import type { PageContext } from '../page-context';

/** The parts of one product, each its own page and form: texts, variants and stock, images, markets and prices. */
const TABS = ['product', 'productVariants', 'productImages', 'productPrices'] as const satisfies readonly BackOfficeRouteName[];

export function ProductTabs({ ctx, sku, current }: { ctx: PageContext; sku: string; current: (typeof TABS)[number] }) {
  return (
    <nav aria-label={ctx.t('products.tabs.label')} className="tabs">
      <ul>
        {TABS.map((name) => (
          <li key={name}>
            <a href={backOfficeHref(name, { sku })} aria-current={name === current ? 'page' : undefined}>
              {ctx.t(`products.tabs.${name}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
