/** An error whose message is safe to show the user; the error handler answers `{message}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as `Retry-After` (seconds) with a 429 or 503; `extra` is sent beside `message`. */
    readonly options: { retryAfter?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);
