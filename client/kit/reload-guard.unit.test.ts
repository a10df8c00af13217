import { describe, expect, it } from 'vitest';
import { shouldReload } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk reload guard', () => {
  it('reloads once per path, not again within 10 seconds, and again after', () => {
    const storage = memoryStorage();
    expect(shouldReload(storage, '/products/CMF-101', 1_000_000)).toBe(true);
    expect(shouldReload(storage, '/products/CMF-101', 1_000_000 + 9_999)).toBe(false);
    expect(shouldReload(storage, '/collections/all', 1_000_000 + 5_000)).toBe(true); // another path
    expect(shouldReload(storage, '/products/CMF-101', 1_000_000 + 10_000)).toBe(true);
    expect(shouldReload(storage, '/products/CMF-101', 1_000_000 + 10_001)).toBe(false);
  });
});
