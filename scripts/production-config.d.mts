export function productionVars(file?: string): Record<string, string>;
export function productionProblems(vars: Record<string, string>, secretNames: string[] | null): Promise<string[]>;
