import { useEffect, useRef } from 'react';
import { cartAtom, miniCartOpenAtom } from '../../cart-state';
import { useMarket } from '../../state';
import { useAtom, useAtomValue } from '../../store';
import { variantLabel } from '../../variant-label';
import { Link } from '../link';

/**
 * The view-cart summary that opens after adding: what is in the cart, the subtotal, and the
 * ways on. Not modal: the page stays usable; Escape or Close puts focus back where it was.
 */
export function MiniCart() {
  const { market, t, money } = useMarket();
  const [open, setOpen] = useAtom(miniCartOpenAtom);
  const cart = useAtomValue(cartAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (returnTo.current as HTMLElement | null)?.focus?.();
    };
  }, [open, setOpen]);

  if (!open || !cart) return null;
  return (
    <div className="mini-cart" role="dialog" aria-labelledby="mini-cart-title">
      <h2 id="mini-cart-title" ref={heading} tabIndex={-1}>
        {t('cart.added')}
      </h2>
      <ul>
        {cart.lines.map((line) => (
          <li key={line.id}>
            <span className="mini-cart-title">{line.title}</span>
            <span className="mini-cart-meta">{[variantLabel(t, market, line), `× ${line.quantity}`].filter(Boolean).join(' · ')}</span>
            <span>{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="mini-cart-subtotal">
        {t('cart.subtotal')}: <strong>{money(cart.totals.subtotal)}</strong>
      </p>
      <div className="mini-cart-actions">
        <Link href="/cart" className="button" onClick={() => setOpen(false)}>
          {t('cart.view')}
        </Link>
        <Link href="/checkout" className="button button-primary" onClick={() => setOpen(false)}>
          {t('cart.checkout')}
        </Link>
        <button type="button" className="link-button" onClick={() => setOpen(false)}>
          {t('product.close')}
        </button>
      </div>
    </div>
  );
}
