import type { CartLine, CartTotals } from '../../payloads';
import { useMarket } from '../../state';

export function OrderSummary({ lines, totals, discountCode }: { lines: CartLine[]; totals: CartTotals; discountCode: string | null }) {
  const { t, money } = useMarket();
  return (
    <section aria-labelledby="summary-title" className="order-summary">
      <h2 id="summary-title">{t('checkout.summary')}</h2>
      <ul className="summary-lines">
        {lines.map((line) => (
          <li key={line.id}>
            <img src={line.image.src} width={56} height={56} alt="" />
            <span>
              {line.title}
              <span className="line-meta">
                {t(`colour.${line.colour}`)} · EU {line.size} · × {line.quantity}
              </span>
            </span>
            <span>{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <dt>{t('cart.original')}</dt>
        <dd>{money(totals.original)}</dd>
        {totals.savings > 0 && (
          <>
            <dt>{t('cart.savings')}</dt>
            <dd className="saving">−{money(totals.savings)}</dd>
          </>
        )}
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{t('checkout.orderDiscount', { code: discountCode ?? '' })}</dt>
            <dd className="saving">−{money(totals.discount)}</dd>
          </>
        )}
        <dt>{t('checkout.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('checkout.free') : money(totals.shipping)}</dd>
        <dt className="total">{t('cart.total')}</dt>
        <dd className="total">{money(totals.total)}</dd>
      </dl>
    </section>
  );
}
