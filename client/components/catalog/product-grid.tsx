import type { ProductCard } from '../../contract/payloads';
import { href } from '../../contract/routes';
import { useMarket } from '../../state';
import { Link } from '../link';
import { Price } from './price';
import { ProductImage } from './product-image';
import { Rating } from './rating';

/** Product cards; the first `eager` images load at once (they are likely above the fold). */
export function ProductGrid({ products, eager = 0 }: { products: ProductCard[]; eager?: number }) {
  const { t } = useMarket();
  return (
    <ul className="product-grid">
      {products.map((product, i) => (
        <li key={product.sku} className="product-card">
          <Link href={href('product', { sku: product.sku })} className="product-card-link">
            <ProductImage image={product.image} place="card" loading={i < eager ? 'eager' : 'lazy'} />
            <span className="product-card-title">{product.title}</span>
          </Link>
          <Rating rating={product.rating} count={product.reviewCount} />
          <Price amount={product.price} compareAt={product.compareAt} />
          {product.soldOut && <p className="sold-out">{t('product.soldOut')}</p>}
        </li>
      ))}
    </ul>
  );
}
