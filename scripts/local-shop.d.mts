export interface LocalShop {
  url: URL;
  origin: (market: string) => string;
  stop: () => Promise<void>;
}
export function startShop(options?: { port?: number; countD1?: boolean }): Promise<LocalShop>;
