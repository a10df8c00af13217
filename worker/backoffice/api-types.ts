/** What an in-process call of the operator API answers: its status and its JSON (or text). */
export interface ApiAnswer<T = unknown> {
  status: number;
  ok: boolean;
  data: T;
  /** The body's bytes as sent (a CSV keeps its byte order mark). */
  raw: ArrayBuffer;
  headers: Headers;
}

/**
 * Calls the operator API as the member of this request (their cookie or Access assertion go
 * along): the API checks their role and writes the audit, as for any client.
 */
export type ApiCall = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  /** Headers of the call itself (an Idempotency-Key). */
  headers?: Record<string, string>,
) => Promise<ApiAnswer<T>>;
