/** An error whose message is safe to show the user; the error handler answers `{message}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as `Retry-After` (seconds) with a 429 or 503. */
    readonly options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);
