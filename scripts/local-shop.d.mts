export interface LocalShop {
  url: URL;
  origin: (market: string) => string;
  stop: () => Promise<void>;
}
/** `smtpPort`: where the shop sends its e-mails (a MailDev started by the caller); without it they stay queued. */
export function startShop(options?: { port?: number; countD1?: boolean; smtpPort?: number }): Promise<LocalShop>;
