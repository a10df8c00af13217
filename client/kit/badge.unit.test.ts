import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge';

describe('cart badge', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(1234)).toBe('99+');
  });
});
