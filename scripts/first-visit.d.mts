import type { Browser, Locator, Page } from '@playwright/test';

export const VIEWPORT: { width: number; height: number };
export function whereIs(browser: Browser, url: string, control: (page: Page) => Locator): Promise<{ x: number; y: number }>;
export interface FirstVisit {
  /** 'handled' when the page's JavaScript took the click, else the document the browser loaded ('GET http://…'). */
  outcome: string;
  /** Page errors, console errors and hydration warnings, as lines. */
  problems: string[];
  /** The page's clock (ms since navigation start): the first contentful paint, the click's arrival, its handling, the hydrated mark. */
  firstPaint: number;
  arrived: number;
  handled: number;
  hydrated: number;
}
export function firstVisit(
  browser: Browser,
  url: string,
  at: { x: number; y: number },
  effect: (page: Page) => Promise<void>,
  options?: { cpuSlowdown?: number },
): Promise<FirstVisit>;
