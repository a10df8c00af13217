import { CollectionList } from '../../components/catalog/collection-list';
import { ProductGrid } from '../../components/catalog/product-grid';
import { HydrateLater } from '../../components/hydrate-later';
import { Link } from '../../components/link';
import { NewsletterForm } from '../../components/newsletter-form';
import { SLOT, SlotText } from '../../components/slot-text';
import type { HomeData } from '../../contract/pages/home';
import { href } from '../../contract/routes';
import { useMarket } from '../../state';

export default function HomePage({ data }: { data: HomeData }) {
  const { market, t, money } = useMarket();
  const allProducts = href('collection', { id: 'all' });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <Link href={allProducts} className="button button-primary">
          {t('home.shopNow')}
        </Link>
      </section>

      {/* Below the hero: hydrated after it, so its link answers first. */}
      <HydrateLater>
        <section aria-labelledby="claims-title" className="claims">
          <h2 id="claims-title" className="visually-hidden">
            {t('claims.heading')}
          </h2>
          <ul>
            <li>{t('claims.freeShipping', { threshold: money(data.freeShippingThreshold) })}</li>
            <li>{t('claims.returns')}</li>
            <li>{t('claims.payment')}</li>
            <li>{t('claims.newsletter')}</li>
            <li>{t('claims.customers')}</li>
            <li>
              <SlotText text={t('claims.help', { email: SLOT })}>
                <a href={`mailto:${market.helpEmail}`}>{market.helpEmail}</a>
              </SlotText>
            </li>
          </ul>
        </section>

        <section aria-labelledby="featured-title">
          <h2 id="featured-title">{t('home.featured')}</h2>
          <ProductGrid products={data.featured} eager={2} />
          <p className="section-more">
            <Link href={allProducts} className="button">
              {t('home.viewAll')}
            </Link>
          </p>
        </section>

        <section aria-labelledby="collections-title">
          <h2 id="collections-title">{t('home.collectionsHeading')}</h2>
          <CollectionList collections={data.collections} />
        </section>

        <NewsletterForm source="home" />
      </HydrateLater>
    </>
  );
}
