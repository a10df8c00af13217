/** What a shopper's browser reports to POST /_errors (client/head-script.ts, client/entry.tsx). */
export const CLIENT_ERROR_KINDS = ['script', 'chunk', 'hydration', 'react', 'start'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** A browser's report: no Error object and no stack of ours, only its kind and (masked) message. */
export class ClientReport {
  constructor(
    readonly kind: ClientErrorKind,
    readonly message: string | null,
  ) {}
}

/** Where an error happened, as the tracker groups and filters it; nothing a person typed. */
export interface ErrorContext {
  /** 'request' (the onError handler), 'queue', 'cron', 'client' (POST /_errors). */
  source: 'request' | 'queue' | 'cron' | 'client';
  /** The route pattern (`/products/:sku`), the queue's name or the cron expression. */
  route: string;
  market?: string | null;
  requestId?: string | null;
  /** The build the error happened in: the page's for a browser's report, else this worker's. */
  build?: string | null;
  /** The release the tracker files it under; this worker's build unless told. */
  release?: string;
}
