import { ERROR_MESSAGES, type TSocketError } from '@chingu/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** An ack callback, if the client sent one (a malformed event may carry none). */
export type Ack<T> = ((response: T) => void) | undefined;
export const ackOf = <T>(value: unknown): Ack<T> =>
  typeof value === 'function' ? (value as (response: T) => void) : undefined;

/** Turns a thrown error into the socket's error answer; unexpected ones are logged, not shown. */
export function socketError(error: unknown, log: FastifyBaseLogger): TSocketError {
  if (error instanceof AppError) {
    return {
      status: 'error',
      error: error.message,
      code: error.key,
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    };
  }
  if (error instanceof ZodError) {
    const key = error.issues[0]?.message;
    if (key && key in ERROR_MESSAGES) {
      const code = key as keyof typeof ERROR_MESSAGES;
      return { status: 'error', error: ERROR_MESSAGES[code], code };
    }
    return { status: 'error', error: ERROR_MESSAGES.invalidInput, code: 'invalidInput' };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'socket handler: database unavailable');
    return {
      status: 'error',
      error: ERROR_MESSAGES.serviceUnavailable,
      code: 'serviceUnavailable',
    };
  }
  log.error({ err: error }, 'socket handler failed');
  return { status: 'error', error: ERROR_MESSAGES.serverError, code: 'serverError' };
}
