export interface CaughtSms {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: string;
  num_segments: string;
  encoding: 'GSM-7' | 'UCS-2';
  date_created: string;
}
export interface SmsCatcher {
  port: number;
  url: string;
  messages: CaughtSms[];
  /** The next `count` messages are answered with `status` (503 unless told), as a provider outage. */
  failNext(count: number, status?: number): void;
  stop(): Promise<void>;
}
export function startSmsCatcher(options?: { port?: number }): Promise<SmsCatcher>;
export function segmentsOf(body: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number };
