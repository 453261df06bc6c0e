/**
 * The service's typed errors. The code is stable (clients branch on it); the message is a sentence for a player and
 * never names anything hidden. `functions/api` maps each code to its HTTP status in one table.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. the fresh table of a version conflict. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Raised by the store when a conditional write lost a race; the service turns it into a 409 or retries. */
export class ConflictError extends Error {
  constructor(readonly reason: 'version' | 'duplicate' | 'exists') {
    super(`conditional write failed: ${reason}`);
    this.name = 'ConflictError';
  }
}

export const notFound = (what: string) => new AppError('not-found', `${what} was not found.`);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const badRequest = (code: string, message: string) => new AppError(code, message);
