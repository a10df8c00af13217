import { CollectionList } from '../../components/catalog/collection-list';
import { Link } from '../../components/link';
import type { CollectionsData } from '../../contract/pages/collections';
import { useMarket } from '../../state';

/** The category screen: every collection, under the breadcrumb 'Home'. */
export default function CollectionsPage({ data }: { data: CollectionsData }) {
  const { t } = useMarket();
  return (
    <>
      <nav aria-label={t('collection.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t('header.home')}</Link>
          </li>
        </ol>
      </nav>
      <h1>{t('collection.indexHeading')}</h1>
      <CollectionList collections={data.collections} />
    </>
  );
}
