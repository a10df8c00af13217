import { useRef, useState } from 'react';
import { postCartForm, useSetCart } from '../../cart-state';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { prepareMiniCart, useOpenMiniCart } from '../../components/cart/mini-cart-slot';
import { Price, PriceNote } from '../../components/catalog/price';
import { ProductGrid } from '../../components/catalog/product-grid';
import { Rating } from '../../components/catalog/rating';
import { Blocks } from '../../components/content/blocks';
import { HydrateLater } from '../../components/hydrate-later';
import type { ProductData } from '../../contract/pages/product';
import { prepareToasts, useToaster } from '../../kit/toasts';
import { replaceUrlQuietly } from '../../shown-url';
import { useMarket } from '../../state';
import { Delivery } from './delivery';
import { Gallery } from './gallery';
import { PackagePicker } from './package-picker';
import { PaymentOptions } from './payment-options';
import { Reviews } from './reviews';
import { Share } from './share';
import { SizeChart, SizeChartSection } from './size-chart';
import { findVariant, missingAttribute, type Selection, VariantPicker } from './variant-picker';

const LOW_STOCK = 5;

export default function ProductPage({ data }: { data: ProductData }) {
  const { market, t, money } = useMarket();
  const preselected = data.variants.find((v) => v.sku === data.selectedVariant);
  const [selection, setSelection] = useState<Selection>({
    size: preselected?.size ?? (data.sizes.length === 1 && data.sizes[0] === '' ? '' : null),
    colour: preselected?.colour ?? (data.colours.length === 1 ? data.colours[0] : null),
    // The standard width is chosen until another is (as the server reads a form without one).
    width:
      preselected?.width ??
      (data.widths.length === 0 || data.widths.some((w) => w.width === 'standard')
        ? 'standard'
        : data.widths.length === 1
          ? data.widths[0].width
          : null),
  });
  const [quantity, setQuantity] = useState(data.packages[0]?.quantity ?? 1);
  const [error, setError] = useState<ReturnType<typeof missingAttribute>>(
    data.formError === 'attribute' ? missingAttribute(selection) : null,
  );
  const [notice, setNotice] = useState<string | null>(data.formError === 'stock' ? 'cart.notEnoughStock' : null);
  const setCart = useSetCart();
  const openMiniCart = useOpenMiniCart();
  const toaster = useToaster();
  const form = useRef<HTMLFormElement>(null);
  const variant = findVariant(data.variants, selection);
  // Nothing to choose and nothing to add: the page says so instead of offering the form.
  const soldOut = data.variants.every((v) => v.stock === 0);
  const chosenPackage = data.packages.find((p) => p.quantity === quantity);

  function choose(next: Selection) {
    setSelection(next);
    if (error && !missingAttribute(next)) setError(null);
    const chosen = findVariant(data.variants, next);
    if (chosen) replaceUrlQuietly(`?variant=${encodeURIComponent(chosen.sku)}`);
  }

  async function addToCart(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingAttribute(selection);
    if (missing) {
      setError(missing);
      // Focus the group that needs a choice, as a screen reader user would need to go there.
      form.current?.querySelector<HTMLInputElement>(`input[name="${missing}"]:not(:disabled)`)?.focus();
      return;
    }
    setNotice(null);
    // What answers the adding loads while the cart is asked.
    void prepareMiniCart().catch(() => undefined);
    void prepareToasts().catch(() => undefined);
    try {
      const answer = await postCartForm(event.currentTarget);
      setCart({ lines: answer.lines, totals: answer.totals });
      if (answer.ok) {
        void openMiniCart();
        toaster.show('success', t('cart.added'));
      } else {
        setNotice(answer.notice);
        if (answer.notice) toaster.show('error', t(answer.notice));
      }
    } catch (failure) {
      console.warn('Add to cart failed, posting the form instead', failure);
      form.current?.submit();
    }
  }

  return (
    <>
      {/* The form hydrates first: adding to the cart is what a first click here is most likely to be. */}
      <HydrateLater>
        <Breadcrumbs items={data.breadcrumbs} />
      </HydrateLater>
      <article className="product">
        <HydrateLater>
          <Gallery images={data.images} title={data.title} />
        </HydrateLater>
        <div className="product-info">
          <HydrateLater>
            <h1>{data.title}</h1>
            <Rating rating={data.rating} count={data.reviewCount} />
            <Price amount={data.price} compareAt={data.compareAt} />
            <PriceNote />
            {data.soldRecently && (
              <p className="sold-recently">
                {t('product.soldRecently', { count: data.soldRecently.count, hours: data.soldRecently.hours })}
              </p>
            )}
            <p className="lead">{data.summary}</p>
          </HydrateLater>

          {soldOut ? (
            <div className="add-to-cart">
              <p id="add-to-cart" className="sold-out" role="status">
                {t('product.soldOutEverywhere')}
              </p>
              <SizeChart rows={data.sizeChart} widths={data.widths} />
            </div>
          ) : (
            <form ref={form} id="add-to-cart" method="post" action="/cart/add" className="add-to-cart" onSubmit={addToCart} noValidate>
              <input type="hidden" name="sku" value={data.sku} />
              <VariantPicker
                sizes={data.sizes}
                sizeNames={data.sizeNames}
                colours={data.colours}
                widths={data.widths}
                swatches={data.swatches}
                variants={data.variants}
                selection={selection}
                onChange={choose}
                error={error}
              />
              <SizeChart rows={data.sizeChart} widths={data.widths} />
              <p className={variant && variant.stock === 0 ? 'sold-out' : 'in-stock'} aria-live="polite">
                {variant
                  ? variant.stock === 0
                    ? t('product.soldOut')
                    : variant.stock <= LOW_STOCK
                      ? t('product.lowStock', { count: variant.stock })
                      : t('product.inStock')
                  : ''}
              </p>
              <PackagePicker packages={data.packages} quantity={quantity} onChange={setQuantity} />
              {chosenPackage && (
                <p className="package-summary" aria-live="polite">
                  {t('product.total', { amount: money(chosenPackage.total) })}
                </p>
              )}
              {notice && (
                <p className="field-error" role="alert">
                  {t(notice)}
                </p>
              )}
              <button type="submit" className="button button-primary add-button" disabled={variant?.stock === 0}>
                {t('product.addToCart')}
              </button>
            </form>
          )}

          <HydrateLater>
            <Delivery from={data.delivery.from} to={data.delivery.to} />
            {data.importNotice && <p className="hint">{data.importNotice}</p>}
            <PaymentOptions methods={data.paymentMethods} />
          </HydrateLater>
          <HydrateLater>
            <section aria-labelledby="description-title">
              <h2 id="description-title">{t('product.description')}</h2>
              <Blocks blocks={data.description} />
            </section>
            <SizeChartSection rows={data.sizeChart} widths={data.widths} />
            <section aria-labelledby="returns-title">
              <h2 id="returns-title">{t('product.returnsTitle')}</h2>
              <p>{t('product.returnsText')}</p>
              {market.legalPages.includes('withdrawal') && (
                <p>
                  <a href="/pages/withdrawal">{t('product.withdrawalLink')}</a>
                </p>
              )}
            </section>
            <Share url={data.url} title={data.title} />
          </HydrateLater>
        </div>
      </article>
      <HydrateLater>
        <Reviews sku={data.sku} rating={data.rating} count={data.reviewCount} first={data.reviews} />
        {data.related.length > 0 && (
          <section aria-labelledby="related-title">
            <h2 id="related-title">{t('product.related')}</h2>
            <ProductGrid products={data.related} />
          </section>
        )}
      </HydrateLater>
    </>
  );
}
