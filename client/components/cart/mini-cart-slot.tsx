import { useCallback } from 'react';
import { miniCartOpenAtom } from '../../cart-state';
import { useAtomValue, useSetAtom } from '../../store';

type MiniCartModule = typeof import('./mini-cart');

let loading: Promise<MiniCartModule> | undefined;
let loaded: MiniCartModule | undefined;

/**
 * Starts loading the mini cart's code: it only ever opens after adding to the cart, so it is not
 * part of a first visit. Call it when the adding begins; opening then does not wait for it.
 */
export function prepareMiniCart(): Promise<MiniCartModule> {
  if (!loading) {
    loading = import('./mini-cart').then((module) => (loaded = module));
    // A failed load is tried again next time.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Opens the mini cart once its code is there (code before render, as pages do: decision 001). */
export function useOpenMiniCart() {
  const setOpen = useSetAtom(miniCartOpenAtom);
  return useCallback(async () => {
    try {
      await prepareMiniCart();
      setOpen(true);
    } catch (error) {
      console.warn('The mini cart could not be opened', error);
    }
  }, [setOpen]);
}

/** Where the mini cart shows in the header; nothing until it has been opened. */
export function MiniCartSlot() {
  const open = useAtomValue(miniCartOpenAtom);
  const MiniCart = loaded?.MiniCart;
  return open && MiniCart ? <MiniCart /> : null;
}
