import { z } from 'zod';
import { OFF_APP_FLAGS } from './enums.ts';
import { LIMITS } from './limits.ts';
import { ZReportMember } from './reports.ts';

// The moderators' view of the off-app warning (PRODUCT §9.1): flagged first messages per sender.

export const ZFlaggedMessage = z.object({
  _id: z.string(),
  receiver: ZReportMember,
  text: z.string(),
  flags: z.array(z.enum(OFF_APP_FLAGS)),
  /** Hidden by a moderator already. */
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type TFlaggedMessage = z.infer<typeof ZFlaggedMessage>;

/** One sender's flagged messages: how many, and the newest LIMITS.flaggedMessagesPerSender. */
export const ZFlaggedSender = z.object({
  sender: ZReportMember,
  senderSuspended: z.boolean(),
  count: z.number().int(),
  /** How many different members received them. */
  receiversCount: z.number().int(),
  lastFlaggedAt: z.string(),
  messages: z.array(ZFlaggedMessage),
});
export type TFlaggedSender = z.infer<typeof ZFlaggedSender>;

/** `GET /api/v1/admin/flagged-messages?page&limit`: senders, most recently flagged first. */
export const ZFlaggedMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.pageLimitMax)
    .default(LIMITS.flaggedSendersPageSize),
});
export type TFlaggedMessagesQuery = z.input<typeof ZFlaggedMessagesQuery>;

export const ZFlaggedMessagesResponse = z.object({
  success: z.literal(true),
  /** Senders with flagged messages (all pages). */
  count: z.number().int(),
  data: z.array(ZFlaggedSender),
});
export type TFlaggedMessagesResponse = z.infer<typeof ZFlaggedMessagesResponse>;
