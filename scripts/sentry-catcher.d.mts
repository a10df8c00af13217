/** A Sentry event as the catcher keeps it: the event as sent, plus where and when it arrived. */
export interface CaughtEvent {
  event_id: string;
  level?: string;
  release?: string;
  environment?: string;
  transaction?: string;
  message?: string;
  tags?: Record<string, string>;
  exception?: { values: { type?: string; value?: string; stacktrace?: { frames?: unknown[] } }[] };
  projectId: string;
  receivedAt: string;
  /** The last exception's type and value, or the message: what the page lists. */
  title: string;
}
export interface SentryCatcher {
  port: number;
  url: string;
  /** The DSN that reports to this catcher (SENTRY_DSN). */
  dsn: string;
  events: CaughtEvent[];
  stop(): Promise<void>;
}
export function startSentryCatcher(options?: { port?: number }): Promise<SentryCatcher>;
export function parseEnvelope(bytes: Buffer): {
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: string }[];
};
