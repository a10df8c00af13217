import type { CartLine, CartTotals } from '../payloads';

export interface CartData {
  lines: CartLine[];
  totals: CartTotals;
  /** A message key about the last change (e.g. quantity above stock), shown once. */
  notice: string | null;
  /** Import duties and taxes a buyer here may owe (markets outside the EU), as text; null elsewhere. */
  importNotice: string | null;
}
