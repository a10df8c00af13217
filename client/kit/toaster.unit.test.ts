import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster } from './toaster';

describe('toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a toast after 3000 ms by default', () => {
    const toaster = createToaster();
    toaster.show('success', 'Added to your cart');
    vi.advanceTimersByTime(2999);
    expect(toaster.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toaster.list()).toHaveLength(0);
  });

  it('pauses while hovered or focused and then runs for the time that was left', () => {
    const toaster = createToaster({ duration: 3000 });
    const id = toaster.show('info', 'Hello');
    vi.advanceTimersByTime(1000);
    toaster.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(toaster.list()).toHaveLength(1);
    toaster.resume(id);
    vi.advanceTimersByTime(1999);
    expect(toaster.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toaster.list()).toHaveLength(0);
  });

  it('groups identical messages with a counter and restarts their time', () => {
    const toaster = createToaster();
    toaster.show('error', 'Payment failed, please try again later');
    vi.advanceTimersByTime(2000);
    toaster.show('error', 'Payment failed, please try again later');
    toaster.show('error', 'Payment failed, please try again later');
    expect(toaster.list()).toEqual([expect.objectContaining({ count: 3 })]);
    vi.advanceTimersByTime(2999);
    expect(toaster.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toaster.list()).toHaveLength(0);
    toaster.show('success', 'Same text');
    toaster.show('info', 'Same text');
    expect(toaster.list()).toHaveLength(2); // another type is another toast
  });

  it('keeps at most `max` toasts, dropping the oldest', () => {
    const toaster = createToaster({ max: 2 });
    toaster.show('info', 'one');
    toaster.show('info', 'two');
    toaster.show('info', 'three');
    expect(toaster.list().map((t) => t.message)).toEqual(['two', 'three']);
  });

  it('closes on request and tells its listeners', () => {
    const toaster = createToaster();
    const seen: number[] = [];
    toaster.subscribe((toasts) => seen.push(toasts.length));
    const id = toaster.show('warning', 'Careful');
    toaster.dismiss(id);
    expect(seen).toEqual([1, 0]);
  });
});
