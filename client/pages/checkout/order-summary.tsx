import { TotalsList } from '../../components/cart/totals-list';
import type { CartLine, CartTotals } from '../../payloads';
import { useMarket } from '../../state';
import { variantLabel } from '../../variant-label';

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
              <span className="line-meta">{[variantLabel(t, line), `× ${line.quantity}`].filter(Boolean).join(' · ')}</span>
            </span>
            <span>{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <TotalsList totals={totals} money={money} order code={discountCode ?? ''} />
    </section>
  );
}
