import { describe, expect, it } from 'vitest';
import { onlyOverBudget } from './release-build';

describe("a previous release's build", () => {
  it('is used when its only complaint is its own download budget', () => {
    expect(onlyOverBudget('Budget exceeded: product page JavaScript 90.0 KB > 90.0 KB\n')).toBe(true);
    expect(
      onlyOverBudget('\nBudget exceeded: product page JavaScript 90.1 KB > 90.0 KB\nBudget exceeded: product page CSS 15.1 KB > 15.0 KB\n'),
    ).toBe(true);
  });

  it('is refused for any other error, or a failure that said nothing', () => {
    expect(onlyOverBudget('✘ [ERROR] Could not resolve "stripe"\nBudget exceeded: product page JavaScript 90.1 KB > 90.0 KB')).toBe(false);
    expect(onlyOverBudget('')).toBe(false);
    expect(onlyOverBudget(undefined)).toBe(false);
  });
});
