import type { CollectionCard } from '../../contract/payloads';
import { href } from '../../contract/routes';
import { useMarket } from '../../state';
import { Link } from '../link';

export function CollectionList({ collections }: { collections: CollectionCard[] }) {
  const { t } = useMarket();
  return (
    <ul className="collection-list">
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link href={href('collection', { id: collection.id })} className="collection-link">
            <span className="collection-title">{collection.title}</span>
            <span className="collection-count">{t('collection.productCount', { count: collection.productCount })}</span>
          </Link>
          <p>{collection.description}</p>
        </li>
      ))}
    </ul>
  );
}
