import { BADGE_MAX } from './constants';

/** Counts above the maximum show as '99+'. */
export function badgeCount(count: number, max = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}
