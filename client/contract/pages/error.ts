export interface ErrorData {
  status: number;
  /** Shown as the description: an expected error's own message, else undefined (generic text). */
  message?: string;
  requestId: string;
}

/** The error page's title by status: worker (the page's <title>) and page (its heading) alike. */
export const errorTitleKey = (status: number) =>
  status === 404
    ? 'error.notFoundTitle'
    : status === 503
      ? 'error.unavailableTitle'
      : status < 500
        ? 'error.badRequestTitle'
        : 'error.serverErrorTitle';
