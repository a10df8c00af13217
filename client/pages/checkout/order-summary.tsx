import { useEffect, useState } from 'react';
import { type SalesTaxShown, TotalsList } from '../../components/cart/totals-list';
import { ProductImage } from '../../components/catalog/product-image';
import type { CartLine, CartTotals } from '../../contract/payloads';
import { useMarket } from '../../state';
import { variantLabel } from '../../variant-label';

/** Where the summary sits above the form and starts folded (styles.css places it there too). */
const PHONE = '(max-width: 56rem)';

/**
 * The order: lines and totals. On a phone it comes before the form, folded to its title and
 * total, as shoppers know it from other shops; it opens with a tap (a <details>, so the
 * keyboard and screen readers know it). Without JavaScript it stays open.
 */
export function OrderSummary({
  lines,
  totals,
  discountCode,
  salesTax,
  importNotice,
}: {
  lines: CartLine[];
  totals: CartTotals;
  discountCode: string | null;
  salesTax: SalesTaxShown;
  /** What a buyer outside the EU may owe on import (the page's data), or null. */
  importNotice: string | null;
}) {
  const { market, t, money } = useMarket();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (window.matchMedia(PHONE).matches) setOpen(false);
  }, []);
  return (
    <details className="order-summary" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h2 id="summary-title">{t('checkout.summary')}</h2>
        <span className="summary-total">{money(totals.total)}</span>
      </summary>
      <ul className="summary-lines" aria-labelledby="summary-title">
        {lines.map((line) => (
          <li key={line.id}>
            <ProductImage image={line.image} place="line" width={56} height={56} />
            <span>
              {line.title}
              <span className="line-meta">{[variantLabel(t, market, line), `× ${line.quantity}`].filter(Boolean).join(' · ')}</span>
            </span>
            <span>{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <TotalsList totals={totals} money={money} order code={discountCode ?? ''} salesTax={salesTax} />
      {importNotice && <p className="hint">{importNotice}</p>}
    </details>
  );
}
