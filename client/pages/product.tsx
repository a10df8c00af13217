import { Price } from '../components/catalog/price';
import { Rating } from '../components/catalog/rating';
import type { ProductData } from '../payloads';
import { useMarket } from '../state';

export default function ProductPage({ data }: { data: ProductData }) {
  const { t } = useMarket();
  const [main, ...more] = data.images;
  return (
    <article className="product">
      <div className="product-gallery">
        {main && (
          <img
            src={main.src}
            width={main.width}
            height={main.height}
            alt={t('product.imageAlt', { title: data.title, number: 1 })}
            fetchPriority="high"
          />
        )}
        {more.map((image, i) => (
          <img
            key={image.src}
            src={image.src}
            width={image.width}
            height={image.height}
            alt={t('product.imageAlt', { title: data.title, number: i + 2 })}
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
      <div className="product-info">
        <h1>{data.title}</h1>
        <Rating rating={data.rating} count={data.reviewCount} />
        <Price amount={data.price} compareAt={data.compareAt} />
        <p className={data.soldOut ? 'sold-out' : 'in-stock'}>
          {t(data.soldOut ? 'product.soldOut' : 'product.inStock')}
        </p>
        <p className="lead">{data.summary}</p>
        <dl className="product-options">
          <dt>{t('product.sizes')}</dt>
          <dd>{data.sizes.join(', ')}</dd>
          <dt>{t('product.colours')}</dt>
          <dd>{data.colours.map((c) => t(`colour.${c}`)).join(', ')}</dd>
        </dl>
        <section aria-labelledby="description-title">
          <h2 id="description-title">{t('product.description')}</h2>
          {data.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      </div>
    </article>
  );
}
