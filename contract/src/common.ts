import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';

/** Ids are UUID strings (PRODUCT §7). */
export const ZId = z.uuid({ message: 'invalidId' satisfies ErrorKey });
export const ZUserIdParams = z.object({ userId: ZId });

export const ZEmail = z
  .string({ message: 'emailRequired' satisfies ErrorKey })
  .trim()
  .toLowerCase()
  .min(1, 'emailRequired' satisfies ErrorKey)
  .max(LIMITS.emailMax, 'emailTooLong' satisfies ErrorKey)
  .pipe(z.email({ message: 'invalidEmail' satisfies ErrorKey }));

export const ZPassword = z
  .string({ message: 'passwordRequired' satisfies ErrorKey })
  .min(LIMITS.passwordMin, 'passwordTooShort' satisfies ErrorKey)
  .max(LIMITS.passwordMax, 'passwordTooLong' satisfies ErrorKey);

export const ZPagination = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.communityPageSize),
});

export const ZSuccess = z.object({ success: z.literal(true) });

export const ZErrorResponse = z.object({
  success: z.literal(false),
  /** Human-readable English message. */
  error: z.string(),
  /** Message key of ERROR_MESSAGES when the error has one, for translated display. */
  code: z.string().optional(),
  /** With 429: seconds until the request may succeed (also the `Retry-After` header). */
  retryAfter: z.number().int().min(0).optional(),
  /** `403 suspended` at sign-in (PRODUCT §9.1): the rule broken, and a token to appeal with. */
  reason: z.string().optional(),
  appealToken: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), count: z.number().int(), data: z.array(item) });
}

export function messageFor(key: ErrorKey): string {
  return ERROR_MESSAGES[key];
}
