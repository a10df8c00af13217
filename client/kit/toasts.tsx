import { useEffect, useMemo, useState } from 'react';
import { useMarket } from '../state';
import { atom, type Store, useAtomValue, usePageStore } from '../store';
import type { Toast, Toaster, ToastType } from './toaster';

/** The store's toaster (per tab; the server never shows toasts), made with the first toast. */
const toasterAtom = atom<Toaster | null>(null);

let toasterCode: Promise<typeof import('./toaster')> | undefined;

/**
 * Starts loading the toaster's code: toasts only ever follow something the shopper did, so it is
 * not part of a first visit. Call it when that begins (a form sent), and the toast is not kept
 * waiting for it after the answer.
 */
export function prepareToasts() {
  if (!toasterCode) {
    toasterCode = import('./toaster');
    // A failed load (a deploy removed the chunk, the network dropped) is tried again next time.
    toasterCode.catch(() => {
      toasterCode = undefined;
    });
  }
  return toasterCode;
}

async function toasterOf(store: Store): Promise<Toaster> {
  const { createToaster } = await prepareToasts();
  let toaster = store.get(toasterAtom);
  if (!toaster) {
    toaster = createToaster();
    store.set(toasterAtom, toaster);
  }
  return toaster;
}

/** Shows toasts; the first one loads the toaster (prepareToasts). */
export function useToaster() {
  const store = usePageStore();
  return useMemo(
    () => ({
      show(type: ToastType, message: string) {
        toasterOf(store)
          .then((toaster) => toaster.show(type, message))
          .catch((error: unknown) => console.warn('A message could not be shown', message, error));
      },
    }),
    [store],
  );
}

/**
 * The toast stack, 16 px from the top. The region is always in the page so screen readers
 * hear what is added: status messages politely, errors at once (role="alert").
 */
export function Toasts() {
  const { t } = useMarket();
  const toaster = useAtomValue(toasterAtom);
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    if (!toaster) return;
    // The first toast was shown before this subscription: take the list as it is.
    setToasts(toaster.list());
    const unsubscribe = toaster.subscribe(setToasts);
    return () => {
      unsubscribe();
    };
  }, [toaster]);
  useEffect(() => {
    if (!toaster || toasts.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toaster.dismiss(toasts[toasts.length - 1].id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toasts, toaster]);

  return (
    <div className="toasts" aria-live="polite">
      {toaster &&
        toasts.map((toast) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: hovering pauses the timer; the toast itself is a status or alert, not a control.
          <div
            key={toast.id}
            className={`toast toast-${toast.type}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
            onMouseEnter={() => toaster.pause(toast.id)}
            onMouseLeave={() => toaster.resume(toast.id)}
            onFocus={() => toaster.pause(toast.id)}
            onBlur={() => toaster.resume(toast.id)}
          >
            <span className="toast-message">
              {toast.message}
              {toast.count > 1 && <span className="toast-count"> ×{toast.count}</span>}
            </span>
            <button type="button" className="toast-close" onClick={() => toaster.dismiss(toast.id)} aria-label={t('product.close')}>
              ×
            </button>
          </div>
        ))}
    </div>
  );
}
