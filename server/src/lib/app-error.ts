import { ERROR_MESSAGES, type ErrorKey, type TErrorResponse } from '@chingu/contract';

/** An expected failure: its status and message key reach the client as the error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    message: string = ERROR_MESSAGES[key],
    /** Seconds until a refused request (429) may succeed: `retryAfter` and `Retry-After`. */
    readonly retryAfter?: number,
    /** Fields the envelope carries besides `error` and `code` (e.g. a suspension's `appealToken`). */
    readonly extra?: Pick<TErrorResponse, 'reason' | 'appealToken'>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (key: ErrorKey) => new AppError(400, key);
export const unauthorized = (key: ErrorKey = 'notSignedIn') => new AppError(401, key);
export const forbidden = (key: ErrorKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: ErrorKey = 'notFound') => new AppError(404, key);
export const conflict = (key: ErrorKey) => new AppError(409, key);
export const tooManyRequests = (key: ErrorKey = 'tooManyRequests', retryAfterMs?: number) =>
  new AppError(
    429,
    key,
    ERROR_MESSAGES[key],
    retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
