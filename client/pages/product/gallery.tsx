import { useState } from 'react';
import type { ProductData } from '../../contract/pages/product';
import { useMarket } from '../../state';

/**
 * The product's pictures: one large, the others as thumbnails that show theirs in its place.
 * Without JavaScript a thumbnail is a link to its picture.
 */
export function Gallery({ images, title }: { images: ProductData['images']; title: string }) {
  const { t } = useMarket();
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  const altOf = (i: number) => images[i].alt ?? t('product.imageAlt', { title, number: i + 1 });
  return (
    <div className="product-gallery">
      <img
        key={main.src}
        src={main.src}
        width={main.width}
        height={main.height}
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
                <img src={image.src} width={image.width} height={image.height} alt={altOf(i)} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
