import { atom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useMarket } from '../state';
import { createToaster, type Toast } from './toaster';

/** One toaster per store: per tab in the browser (the server never shows toasts). */
export const toasterAtom = atom(() => createToaster());

export function useToaster() {
  return useAtomValue(toasterAtom);
}

/**
 * The toast stack, 16 px from the top. The region is always in the page so screen readers
 * hear what is added: status messages politely, errors at once (role="alert").
 */
export function Toasts() {
  const { t } = useMarket();
  const toaster = useToaster();
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const unsubscribe = toaster.subscribe(setToasts);
    return () => {
      unsubscribe();
    };
  }, [toaster]);
  useEffect(() => {
    if (toasts.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toaster.dismiss(toasts[toasts.length - 1].id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toasts, toaster]);

  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
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
