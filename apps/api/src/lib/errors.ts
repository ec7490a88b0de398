import type { ErrorCode } from '@nourishwell/shared';

/**
 * The one error type services throw; the error handler turns it into `{message, code, details?}`.
 * `code` is one of the shared list, so the web can act on it and a misspelt one fails typecheck.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message: string, code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message);
export const tooManyRequests = (message: string, code: ErrorCode = 'RATE_LIMITED') =>
  new AppError(429, code, message);
