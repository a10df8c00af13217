import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryWindow, todayIn } from './delivery';

describe('estimated delivery', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday -> Monday
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Saturday -> Monday
    expect(addBusinessDays('2026-11-22', 5)).toBe('2026-11-27'); // Sunday -> next Friday
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('crosses month and year ends', () => {
    expect(addBusinessDays('2026-11-27', 3)).toBe('2026-12-02');
    expect(addBusinessDays('2026-12-30', 3)).toBe('2027-01-04');
    expect(addBusinessDays('2028-02-28', 1)).toBe('2028-02-29'); // leap year
  });

  it('counts from today in the market time zone', () => {
    // 2026-11-20 23:30 UTC is already Saturday in Tokyo but still Friday in New York.
    const now = new Date('2026-11-20T23:30:00Z');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-21');
    expect(todayIn('America/New_York', now)).toBe('2026-11-20');
    expect(deliveryWindow('Asia/Tokyo', { min: 2, max: 4 }, now)).toEqual({ from: '2026-11-25', to: '2026-11-27' });
    expect(deliveryWindow('America/New_York', { min: 2, max: 4 }, now)).toEqual({ from: '2026-11-25', to: '2026-11-27' });
    expect(deliveryWindow('Europe/Berlin', { min: 3, max: 5 }, new Date('2026-11-19T10:00:00Z'))).toEqual({
      from: '2026-11-25',
      to: '2026-11-27',
    });
  });
});
