/**
 * Savings package maths, in integer minor units. The page shows it; the server uses the same
 * function with prices from D1 when it charges, so the two can never disagree.
 */
export function packagePrice(unitPrice: number, quantity: number, percentOff: number) {
  const full = unitPrice * quantity;
  const total = Math.round((full * (100 - percentOff)) / 100);
  return { full, total, saving: full - total };
}
