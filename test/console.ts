import { afterEach, beforeEach, vi } from 'vitest';

const state = { expected: false };

/** Marks the running test as one that logs errors on purpose. */
export function expectConsoleErrors() {
  state.expected = true;
}

export function failOnConsoleError() {
  let spy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    state.expected = false;
    spy = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const calls = spy.mock.calls;
    spy.mockRestore();
    if (calls.length > 0 && !state.expected) throw new Error(`console.error was called: ${String(calls[0][0])}`);
  });
}
