import { z } from 'zod';
import { ZId } from './common.ts';
import {
  CALL_MEDIA,
  CALL_STATUSES,
  LANGUAGE_CODES,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  OFF_APP_FLAGS,
  SESSION_ACTIONS,
  SESSION_STATUSES,
} from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZReaction } from './reactions.ts';

const k = (key: ErrorKey) => key;

/** A chat message is 1 to 5,000 characters after trimming (PRODUCT §7). */
export const ZMessageText = z
  .string({ message: k('messageRequired') })
  .trim()
  .min(1, k('messageRequired'))
  .max(LIMITS.messageMax, k('messageTooLong'));

/** Makes a retried send idempotent: unique per sender in the database. */
export const ZClientId = z.string().trim().min(1).max(LIMITS.clientIdMax);

export const ZMessageSender = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrls: z.array(z.string()),
});

/**
 * A photo or voice clip of a chat message (PRODUCT §8.3). `url` is signed and expires
 * (LIMITS.attachmentUrlMinutes): only the two members of the conversation receive it.
 */
/** Who a signed attachment link was made for besides the two members: moderators reviewing a report. */
export const ATTACHMENT_LINK_SCOPES = ['moderation'] as const;
export type AttachmentLinkScope = (typeof ATTACHMENT_LINK_SCOPES)[number];

export const ZAttachment = z.object({
  _id: z.string(),
  url: z.string(),
  mime: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  durationMs: z.number().int().optional(),
  /** Loudness at up to 64 evenly spaced points, each 0–1. */
  waveform: z.array(z.number().min(0).max(1)).max(LIMITS.waveformMaxPoints).optional(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** What a correction message says about the partner's message it corrects. */
export const ZCorrection = z.object({
  messageId: z.string(),
  original: z.string(),
  corrected: z.string(),
  note: z.string().optional(),
});
export type TCorrection = z.infer<typeof ZCorrection>;

/** A call's record in the conversation (PRODUCT §8.2). */
export const ZCallRecord = z.object({
  media: z.enum(CALL_MEDIA),
  status: z.enum(CALL_STATUSES),
  durationSeconds: z.number().int(),
});

/**
 * A language-exchange session proposed in chat (PRODUCT §9.2): when, how long, and the two
 * languages it alternates (the first half in the first). `status` is the server's.
 */
export const ZSessionInfo = z.object({
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  languages: z.tuple([z.enum(LANGUAGE_CODES), z.enum(LANGUAGE_CODES)]),
  status: z.enum(SESSION_STATUSES),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZMessage = z.object({
  _id: z.string(),
  clientId: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text; a caption (may be empty) for photos and voice; the corrected text of a correction. */
  message: z.string(),
  sender: ZMessageSender,
  /** The receiver's user id. */
  receiver: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** Stored messages are always 'delivered'; 'sent' (pending) and 'error' exist only in clients. */
  status: z.enum(MESSAGE_STATUSES),
  attachments: z.array(ZAttachment),
  reactions: z.array(ZReaction),
  correction: ZCorrection.optional(),
  /** The quoted message of a reply (its text as the viewer may see it). */
  replyTo: z.object({ _id: z.string(), message: z.string() }).optional(),
  call: ZCallRecord.optional(),
  /** A session proposal (kind 'session'), with its status now. */
  session: ZSessionInfo.optional(),
  /** The partner has sent a correction of this message. */
  corrected: z.boolean(),
  /**
   * A text among the conversation's first LIMITS.offAppCheckedMessages that has contact details,
   * a link or money words (PRODUCT §9.1): the receiver's app shows a safety banner under it.
   */
  flags: z.array(z.enum(OFF_APP_FLAGS)).optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** `sendMessage {..., kind:'correction', correction}`: the partner's message and its fix. */
export const ZCorrectionInput = z.object({
  messageId: ZId,
  corrected: z
    .string({ message: k('correctionRequired') })
    .trim()
    .min(1, k('correctionRequired'))
    .max(LIMITS.messageMax, k('correctionTooLong')),
  note: z.string().trim().max(LIMITS.correctionNoteMax, k('correctionNoteTooLong')).optional(),
});

/** The last instant PostgreSQL stores (a five-digit year is not read back). */
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const ZSessionLanguage = z.enum(LANGUAGE_CODES, { message: k('sessionLanguagesInvalid') });

/**
 * `sendMessage {..., kind:'session', session}` (PRODUCT §9.2). Whether `startsAt` lies in the
 * future and at most LIMITS.sessionMaxDaysAhead days ahead is the server's to say, on its clock
 * (`sessionStartInPast`, `sessionStartTooFar`).
 */
export const ZSessionInput = z.object({
  startsAt: z.iso
    .datetime({ offset: true, message: k('sessionStartRequired') })
    .refine((iso) => Date.parse(iso) <= LATEST_INSTANT, { message: k('sessionStartTooFar') }),
  durationMinutes: z
    .number({ message: k('sessionDurationInvalid') })
    .int(k('sessionDurationInvalid'))
    .min(LIMITS.sessionDurationMin, k('sessionDurationInvalid'))
    .max(LIMITS.sessionDurationMax, k('sessionDurationInvalid')),
  languages: z
    .tuple([ZSessionLanguage, ZSessionLanguage], { message: k('sessionLanguagesInvalid') })
    .refine(([first, second]) => first !== second, { message: k('sessionLanguagesInvalid') }),
});
export type TSessionInput = z.infer<typeof ZSessionInput>;

/**
 * `POST /api/v1/messages` and the socket's `sendMessage` (PRODUCT §8.3). A text message needs
 * `message`; attachments may carry a caption in `message`; a correction carries `correction`
 * (its `message`, if any, is ignored); a session proposal (PRODUCT §9.2) carries `session` (its
 * `message`, if any, is ignored too). `replyToId` quotes a message of the same conversation.
 */
export const ZSendMessageRequest = z
  .object({
    receiver: ZId,
    message: ZMessageText.optional(),
    clientId: ZClientId.optional(),
    kind: z.enum(['text', 'correction', 'session']).optional(),
    correction: ZCorrectionInput.optional(),
    session: ZSessionInput.optional(),
    attachmentIds: z
      .array(ZId)
      .min(1, k('attachmentRequired'))
      .max(LIMITS.attachmentsPerMessage, k('tooManyAttachments'))
      .optional(),
    replyToId: ZId.optional(),
  })
  .superRefine((v, ctx) => {
    const correction = v.kind === 'correction' || v.correction !== undefined;
    const session = v.kind === 'session' || v.session !== undefined;
    if (session) {
      if (!v.session) {
        ctx.addIssue({ code: 'custom', path: ['session'], message: k('sessionStartRequired') });
      } else if (v.kind !== 'session' || v.correction || v.attachmentIds || v.replyToId) {
        ctx.addIssue({ code: 'custom', path: ['kind'], message: k('invalidInput') });
      }
      return;
    }
    if (correction && !v.correction) {
      ctx.addIssue({ code: 'custom', path: ['correction'], message: k('correctionRequired') });
    } else if (correction && v.attachmentIds) {
      ctx.addIssue({ code: 'custom', path: ['attachmentIds'], message: k('invalidInput') });
    } else if (!correction && !v.attachmentIds && v.message === undefined) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: k('messageRequired') });
    }
  });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

/** `POST /api/v1/messages/attachments` → the stored, not yet sent, attachment. */
export const ZAttachmentUploadResponse = z.object({
  success: z.literal(true),
  data: ZAttachment.extend({ attachmentId: z.string() }),
});
export type TAttachmentUploadResponse = z.infer<typeof ZAttachmentUploadResponse>;

/** `GET /api/v1/messages/attachments/{id}?expires&signature`: the signed link's parts. */
export const ZAttachmentFileParams = z.object({ id: ZId });
export const ZAttachmentFileQuery = z.object({
  expires: z.coerce.number().int().min(0),
  signature: z.string().regex(/^[\w-]{1,128}$/),
  /**
   * A moderator's link (signed for this scope): it still opens a message a moderator hid, which
   * members' links no longer do (issue 29).
   */
  scope: z.enum(ATTACHMENT_LINK_SCOPES).optional(),
});

export const ZMessageIdParams = z.object({ messageId: ZId });

/**
 * `PUT /api/v1/messages/message/{messageId}/session {action}` (PRODUCT §9.2): the receiver
 * accepts or declines a proposal; either member cancels a proposal or an accepted session.
 * Answers `{success, data: message}` (the session message as the caller sees it).
 */
export const ZSessionActionRequest = z.object({
  action: z.enum(SESSION_ACTIONS, { message: k('invalidInput') }),
});
export type TSessionActionRequest = z.infer<typeof ZSessionActionRequest>;

/** `GET /api/v1/sessions/{messageId}.ics`: the session's calendar file, for either member. */
export const ZSessionCalendarParams = z.object({ messageId: ZId });

/**
 * `GET /api/v1/messages/conversations/{userId}/media?page&limit`: photos and voice clips of the
 * conversation, newest first, for the info panel.
 */
export const ZConversationMediaQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(30),
  kind: z.enum(['image', 'voice']).optional(),
});
export const ZSharedMedia = ZAttachment.extend({
  messageId: z.string(),
  senderId: z.string(),
  createdAt: z.string(),
});
export type TSharedMedia = z.infer<typeof ZSharedMedia>;
export const ZConversationMediaResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZSharedMedia),
});
export type TConversationMediaResponse = z.infer<typeof ZConversationMediaResponse>;
