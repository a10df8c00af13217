export interface ErrorData {
  status: number;
  /** Shown as the description: an expected error's own message, else undefined (generic text). */
  message?: string;
  requestId: string;
}
