import { ProductGrid } from '../components/catalog/product-grid';
import { Link } from '../components/link';
import type { CollectionData } from '../payloads';
import { href } from '../routes';
import { useMarket } from '../state';

export default function CollectionPage({ data }: { data: CollectionData }) {
  const { t } = useMarket();
  return (
    <>
      <nav aria-label={t('collection.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t('header.home')}</Link>
          </li>
          <li>
            <Link href={href('collections', {})}>{t('header.collections')}</Link>
          </li>
        </ol>
      </nav>
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      <p className="result-count">{t('collection.productCount', { count: data.products.length })}</p>
      {data.products.length > 0 ? (
        <ProductGrid products={data.products} eager={4} />
      ) : (
        <p>{t('collection.empty')}</p>
      )}
    </>
  );
}
