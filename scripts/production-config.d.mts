export function productionVars(file?: string): Record<string, string>;
/** `stored`: the seller's details saved in the production D1 (null: the seller is checked later). */
export function productionProblems(
  vars: Record<string, string>,
  secretNames: string[] | null,
  stored?: Record<string, string> | null,
): Promise<string[]>;
export function storedSellerDetails(
  target: string[],
  run?: (args: string[], options: { capture: boolean }) => string,
): Record<string, string>;
/** What deploys but should be meant: a market whose free shipping starts below its shipping rate. */
export function productionWarnings(): Promise<string[]>;
