import { ERROR_MESSAGES, isErrorKey, type ErrorKey, type TErrorResponse } from '@chingu/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isDatabaseUnavailable } from '../../lib/database-unavailable.ts';

function send(
  reply: FastifyReply,
  status: number,
  key: ErrorKey,
  message: string = ERROR_MESSAGES[key],
  retryAfter?: number,
  extra?: Pick<TErrorResponse, 'reason' | 'appealToken'>,
) {
  const body: TErrorResponse = { success: false, error: message, code: key, ...extra };
  if (retryAfter !== undefined) {
    body.retryAfter = retryAfter;
    reply.header('retry-after', String(retryAfter));
  }
  return reply.status(status).type('application/json').send(body);
}

/** First zod issue as a message key and English text ("name: Please enter your name" for unknown keys). */
function describeIssues(
  issues: ReadonlyArray<{ message?: string | undefined; path: PropertyKey[] }>,
): { key: ErrorKey; message: string } {
  const first = issues[0];
  if (!first) return { key: 'invalidInput', message: ERROR_MESSAGES.invalidInput };
  if (isErrorKey(first.message))
    return { key: first.message, message: ERROR_MESSAGES[first.message] };
  const where = first.path.map(String).filter(Boolean).join('.');
  const text = first.message ?? ERROR_MESSAGES.invalidInput;
  return { key: 'invalidInput', message: where ? `${where}: ${text}` : text };
}

// Map Fastify's and its plugins' own error codes to our envelope.
const FRAMEWORK_ERRORS: Record<string, [number, ErrorKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformedJson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalidInput'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'imageTooLarge'],
  FST_FILES_LIMIT: [400, 'tooManyImages'],
  FST_PARTS_LIMIT: [400, 'invalidInput'],
  FST_FIELDS_LIMIT: [400, 'invalidInput'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupportedMediaType'],
};

/** One envelope for every failure (PRODUCT §2); 5xx details are logged, never sent. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError)
        return send(
          reply,
          error.statusCode,
          error.key,
          error.message,
          error.retryAfter,
          error.extra,
        );
      if (hasZodFastifySchemaValidationErrors(error)) {
        const { key, message } = describeIssues(
          error.validation.map((v) => ({ message: v.message, path: [v.instancePath] })),
        );
        return send(reply, 400, key, message);
      }
      if (error instanceof ZodError) {
        const { key, message } = describeIssues(error.issues);
        return send(reply, 400, key, message);
      }
      const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (mapped) return send(reply, mapped[0], mapped[1]);
      if (error.statusCode === 429) return send(reply, 429, 'tooManyRequests');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return send(reply, error.statusCode, 'invalidInput', error.message);
      }
      if (isDatabaseUnavailable(error)) {
        // Logged once per request at warn: an outage is not a bug, and says so in the answer.
        request.log.warn({ err: error }, 'database unavailable');
        return send(reply.header('retry-after', '5'), 503, 'serviceUnavailable');
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, 'serverError');
    });
  },
  { name: 'errors' },
);

/** Unknown /api routes get the JSON envelope; everything else is left to the SPA handler. */
export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'routeNotFound');
}

/**
 * Errors raised before routing (a path that is not valid percent-encoding, `/%F0%9F`): Fastify
 * answers them outside the error handler, so they get the envelope here (app.ts `frameworkErrors`).
 */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  return send(
    reply,
    error.statusCode && error.statusCode < 500 ? error.statusCode : 400,
    'invalidInput',
  );
}
