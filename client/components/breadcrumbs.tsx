import type { Breadcrumb } from '../contract/payloads';
import { useMarket } from '../state';
import { Link } from './link';

/** The trail to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useMarket();
  return (
    <nav aria-label={t('collection.breadcrumb')} className="breadcrumb">
      <ol>
        {items.map((crumb, i) =>
          i === items.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
