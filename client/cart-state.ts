import { useEffect } from 'react';
import type { CartLine, CartTotals } from './contract/payloads';
import { atom, useAtom, useSetAtom } from './store';

/** The shopper's cart as the server last priced it; null until the browser asked. */
export interface CartSummary {
  lines: CartLine[];
  totals: CartTotals;
}

export const cartAtom = atom<CartSummary | null>(null);
export const miniCartOpenAtom = atom(false);

/** The server's answer to a cart action (JSON of worker/api/cart.ts). */
export interface CartAnswer extends CartSummary {
  ok: boolean;
  notice: string | null;
}

/** Posts a cart form as fetch, asking for JSON. */
export async function postCartForm(form: HTMLFormElement, submitter?: HTMLElement | null): Promise<CartAnswer> {
  const res = await fetch(form.action, {
    method: 'POST',
    body: new FormData(form, submitter ?? undefined),
    headers: { accept: 'application/json' },
  });
  if (!res.headers.get('content-type')?.includes('application/json')) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as CartAnswer;
}

/**
 * Loads the cart once per tab after hydration: catalog pages are the same for everyone, so the
 * header's count arrives separately.
 */
export function useCartSummary() {
  const [cart, setCart] = useAtom(cartAtom);
  useEffect(() => {
    if (cart) return;
    const controller = new AbortController();
    fetch('/api/cart', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<CartAnswer>) : null))
      .then((answer) => answer && setCart({ lines: answer.lines, totals: answer.totals }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the cart', error);
      });
    return () => controller.abort();
  }, [cart, setCart]);
  return cart;
}

export function useSetCart() {
  return useSetAtom(cartAtom);
}
