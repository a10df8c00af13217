/** `target`: ['--local'] (optionally with --persist-to) or ['--remote', '--env', 'production']. */
export function importTypeScript(entry: string): Promise<Record<string, unknown>>;
export const MARKETS: string[];
export const SEED_OWNER: { id: string; email: string };
export function wrangler(args: string[], options?: { capture?: boolean }): string;
export function applyMigrations(target: string[]): void;
export function productCount(target: string[]): number;
/** The seed's SQL (db/seed/statements.ts), made once per process. */
export function seedStatements(): Promise<string[]>;
export function seed(target: string[]): Promise<void>;
export function putLocales(target: string[]): void;
