import { useState } from 'react';
import { postCartForm, useSetCart } from '../../cart-state';
import { TotalsList } from '../../components/cart/totals-list';
import { ProductImage } from '../../components/catalog/product-image';
import { Link } from '../../components/link';
import type { CartData } from '../../contract/pages/cart';
import type { CartLine } from '../../contract/payloads';
import { href } from '../../contract/routes';
import { useToaster } from '../../kit/toasts';
import { useMarket, useReplacePageData } from '../../state';
import { variantLabel } from '../../variant-label';

/**
 * The cart: each change is a form posting to the worker, which answers with a redirect back
 * here (no JavaScript) or with the re-priced cart as JSON (JavaScript, updated in place).
 */
export default function CartPage({ data }: { data: CartData }) {
  const { t, money } = useMarket();
  const setCart = useSetCart();
  const replaceData = useReplacePageData();
  const [notice, setNotice] = useState(data.notice);
  const toaster = useToaster();

  async function enhance(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const answer = await postCartForm(form, (event.nativeEvent as SubmitEvent).submitter);
      setCart({ lines: answer.lines, totals: answer.totals });
      replaceData({ ...data, lines: answer.lines, totals: answer.totals, notice: null });
      setNotice(answer.notice);
      if (answer.notice) toaster.show('error', t(answer.notice));
    } catch (failure) {
      console.warn('Cart update failed, posting the form instead', failure);
      form.submit();
    }
  }

  if (data.lines.length === 0) {
    return (
      <section className="message-page">
        <h1>{t('cart.title')}</h1>
        <p>{t('cart.empty')}</p>
        <Link href={href('collection', { id: 'all' })} className="button button-primary">
          {t('cart.continue')}
        </Link>
      </section>
    );
  }

  const { totals } = data;
  return (
    <>
      <h1>{t('cart.title')}</h1>
      {notice && (
        <p className="field-error" role="alert">
          {t(notice)}
        </p>
      )}
      <table className="cart-table">
        <caption className="visually-hidden">{t('cart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('cart.price')}</th>
            <th scope="col">{t('cart.quantity')}</th>
            <th scope="col">{t('cart.total')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('cart.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <Line key={line.id} line={line} onSubmit={enhance} />
          ))}
        </tbody>
      </table>
      <TotalsList totals={totals} money={money} />
      <p className="hint">
        {totals.shipping === 0 ? t('cart.freeShipping') : t('cart.freeShippingFrom', { amount: money(totals.freeShippingThreshold) })}
      </p>
      {data.importNotice && <p className="hint">{data.importNotice}</p>}
      <div className="cart-actions">
        <Link href={href('collection', { id: 'all' })} className="button">
          {t('cart.continue')}
        </Link>
        <a href="/checkout" className="button button-primary">
          {t('cart.proceed')}
        </a>
      </div>
    </>
  );
}

function Line({ line, onSubmit }: { line: CartLine; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void }) {
  const { market, t, money } = useMarket();
  const soldOut = line.stock === 0;
  const tooMany = !soldOut && line.quantity > line.stock;
  const quantityId = `quantity-${line.id}`;
  return (
    <tr className={soldOut ? 'line-sold-out' : undefined}>
      <th scope="row" className="line-product">
        <ProductImage image={line.image} place="line" width={80} height={80} loading="lazy" />
        <span>
          <Link href={href('product', { sku: line.sku })}>{line.title}</Link>
          <span className="line-meta">{variantLabel(t, market, line)}</span>
          {soldOut && <span className="field-error">{t('cart.soldOut')}</span>}
          {tooMany && <span className="field-error">{t('product.lowStock', { count: line.stock })}</span>}
          {line.percentOff > 0 && (
            <span className="saving">{t('cart.packageSaving', { percent: line.percentOff, amount: money(line.packageSaving) })}</span>
          )}
        </span>
      </th>
      <td>
        {money(line.unitPrice)}
        {line.compareAt !== null && <s className="price-was">{money(line.compareAt)}</s>}
      </td>
      <td>
        <form method="post" action="/cart/update" className="quantity-form" onSubmit={onSubmit}>
          <input type="hidden" name="line" value={line.id} />
          <label htmlFor={quantityId} className="visually-hidden">
            {t('cart.quantityOf', { title: line.title })}
          </label>
          <input id={quantityId} name="quantity" type="number" inputMode="numeric" min={0} max={99} defaultValue={line.quantity} />
          <button type="submit" className="button">
            {t('cart.update')}
          </button>
        </form>
      </td>
      <td className="line-total">{money(line.lineTotal)}</td>
      <td>
        <form method="post" action="/cart/remove" onSubmit={onSubmit}>
          <input type="hidden" name="line" value={line.id} />
          <button type="submit" className="link-button" aria-label={t('cart.removeItem', { title: line.title })}>
            {t('cart.remove')}
          </button>
        </form>
      </td>
    </tr>
  );
}
