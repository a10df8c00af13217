import { useState } from 'react';
import { ProductImage } from '../../components/catalog/product-image';
import type { ProductData } from '../../contract/pages/product';
import { useMarket } from '../../state';

/**
 * The product's pictures: one large, the others as thumbnails that show theirs in its place.
 * Without JavaScript a thumbnail is a link to its picture. A product without pictures shows a
 * placeholder that says so.
 */
export function Gallery({ images, title }: { images: ProductData['images']; title: string }) {
  const { t } = useMarket();
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) {
    return (
      <div className="product-gallery">
        <ProductImage image={null} place="gallery" alt={t('product.noPicture')} />
      </div>
    );
  }
  const altOf = (i: number) => images[i].alt ?? t('product.imageAlt', { title, number: i + 1 });
  return (
    <div className="product-gallery">
      <ProductImage
        key={main.src}
        image={main}
        place="gallery"
        alt={altOf(images.indexOf(main))}
        fetchPriority={shown === 0 ? 'high' : undefined}
      />
      {images.length > 1 && (
        <ul className="gallery-thumbs" aria-label={t('product.pictures')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <a
                href={image.src}
                aria-current={i === shown || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setShown(i);
                }}
              >
                <ProductImage image={image} place="thumb" alt={altOf(i)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
