import { TOAST } from './constants';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** How many times this same message was shown while it was visible. */
  count: number;
}

/**
 * Toast state without a view: timing, grouping and the maximum live here, so they can be
 * tested with fake timers and rendered by any component.
 */
export function createToaster({ duration = TOAST.duration, max }: { duration?: number; max?: number } = {}) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, { handle?: ReturnType<typeof setTimeout>; remaining: number; started: number; paused: boolean }>();
  const listeners = new Set<(toasts: Toast[]) => void>();
  const emit = () => {
    for (const listener of listeners) listener(toasts);
  };

  function start(id: number, ms: number) {
    const timer = { remaining: ms, started: Date.now(), paused: false, handle: setTimeout(() => dismiss(id), ms) };
    timers.set(id, timer);
  }

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  return {
    show(type: ToastType, message: string): number {
      const same = toasts.find((t) => t.type === type && t.message === message);
      if (same) {
        // Grouped: one toast with a counter, its time starting over.
        toasts = toasts.map((t) => (t.id === same.id ? { ...t, count: t.count + 1 } : t));
        const timer = timers.get(same.id);
        if (timer?.handle) clearTimeout(timer.handle);
        if (timer?.paused) timer.remaining = duration;
        else start(same.id, duration);
        emit();
        return same.id;
      }
      const toast: Toast = { id: nextId++, type, message, count: 1 };
      toasts = [...toasts, toast];
      while (max !== undefined && toasts.length > max) dismiss(toasts[0].id);
      start(toast.id, duration);
      emit();
      return toast.id;
    },
    dismiss,
    /** Hover or focus: the toast stays while the shopper reads it. */
    pause(id: number) {
      const timer = timers.get(id);
      if (!timer || timer.paused) return;
      if (timer.handle) clearTimeout(timer.handle);
      timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.started));
      timer.paused = true;
      timer.handle = undefined;
    },
    resume(id: number) {
      const timer = timers.get(id);
      if (!timer || !timer.paused) return;
      start(id, timer.remaining);
    },
    list: () => toasts,
    subscribe(listener: (toasts: Toast[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Toaster = ReturnType<typeof createToaster>;
