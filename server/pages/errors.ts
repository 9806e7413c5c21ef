// The errors the pages bridge throws; the app's error handler (server/app.ts) answers each with its page.

export class BadRequestError extends Error {
  statusCode = 400;
}

export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * A render refused because the process is overloaded. Its answer is the static 503 page (issue 28): rendering the
 * error page through Waku would cost what the refused render would have.
 */
export class OverloadedError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

/** A failed render because the database did not answer is a 503 (retry soon), not a bug. */
export class DependencyUnavailableError extends Error {
  readonly statusCode = 503;
}
