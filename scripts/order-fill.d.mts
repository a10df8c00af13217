export function orderFillStatements(options: { from?: number; count: number; total?: number; now?: number; spacingMs?: number }): string[];
export const GENERATED_NAMES: { latin: string; japanese: string };
