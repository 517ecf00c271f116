import { z } from 'zod';
import { ZEmail } from './common.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZName } from './user.ts';

const k = (key: ErrorKey) => key;

/** `POST /api/v1/contact` and `POST /api/v1/newsletter` (PRODUCT §3): name, email and message. */
export const ZContactRequest = z.object({
  name: ZName,
  email: ZEmail,
  message: z
    .string({ message: k('messageRequired') })
    .trim()
    .min(1, k('messageRequired'))
    .max(LIMITS.contactMessageMax, k('messageTooLong')),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZNewsletterRequest = ZContactRequest;
export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;

export const ZHealthResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.literal('reachable') }),
});
