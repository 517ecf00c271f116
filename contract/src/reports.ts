import { z } from 'zod';
import { ZAttachment } from './chat-message.ts';
import { ZId } from './common.ts';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_TARGET_TYPES } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';

const k = (key: ErrorKey) => key;

/**
 * `POST /api/v1/reports` (PRODUCT §8.5): a member reports something they can see. The same
 * reporter and target again answers 200 with the first report, unchanged.
 */
export const ZCreateReportRequest = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: k('reportTargetRequired') }),
  targetId: ZId,
  reason: z.enum(REPORT_REASONS, { message: k('reportReasonRequired') }),
  details: z
    .string()
    .trim()
    .max(LIMITS.reportDetailsMax, k('reportDetailsTooLong'))
    .optional()
    .transform((v) => v || undefined),
  /**
   * PRODUCT §9.1: also block the reported member at once (as the block action does). A
   * `romance` report always blocks, whatever this says.
   */
  block: z.boolean().optional(),
});
export type TCreateReportRequest = z.input<typeof ZCreateReportRequest>;

/** A report as its reporter sees it. */
export const ZReport = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  /** The reporter now blocks the reported member (asked with `block`, or a `romance` report). */
  blocked: z.boolean(),
});
export type TReport = z.infer<typeof ZReport>;
export const ZReportResponse = z.object({ success: z.literal(true), data: ZReport });
export type TReportResponse = z.infer<typeof ZReportResponse>;

// ---- Moderation (moderators only) ----

export const ZReportMember = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrls: z.array(z.string()),
});
export type TReportMember = z.infer<typeof ZReportMember>;

/**
 * What was reported, as the moderator needs to judge it: the member (name, photos, bio as
 * `text`), the moment (title, text, images), the comment's or message's text. `momentId` links
 * a moment or a comment's moment. Null when the content has been deleted since.
 */
export const ZReportedContent = z.object({
  author: ZReportMember,
  title: z.string().nullable(),
  text: z.string().nullable(),
  imageUrls: z.array(z.string()),
  /** A reported chat message's photos and voice clip, with links made for moderators. */
  attachments: z.array(ZAttachment),
  momentId: z.string().nullable(),
  /** Hidden by a moderator already (or its author suspended). */
  hidden: z.boolean(),
  authorSuspended: z.boolean(),
  createdAt: z.string(),
});
export type TReportedContent = z.infer<typeof ZReportedContent>;

export const ZReportEntry = z.object({
  _id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: ZReportMember,
  createdAt: z.string(),
});
export type TReportEntry = z.infer<typeof ZReportEntry>;

/** The open reports of one target: `_id` is the oldest report's id (what `PUT` takes). */
export const ZReportGroup = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reportCount: z.number().int(),
  reasonCounts: z.partialRecord(z.enum(REPORT_REASONS), z.number().int()),
  lastReportedAt: z.string(),
  content: ZReportedContent.nullable(),
  /** The newest LIMITS.reportsPerGroupShown reports. */
  reports: z.array(ZReportEntry),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

/** `GET /api/v1/admin/reports?page&limit`: open report groups, most recently reported first. */
export const ZReportGroupsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.pageLimitMax)
    .default(LIMITS.reportGroupsPageSize),
});
export type TReportGroupsQuery = z.input<typeof ZReportGroupsQuery>;

export const ZReportGroupsResponse = z.object({
  success: z.literal(true),
  /** Targets with open reports (all pages). */
  count: z.number().int(),
  data: z.array(ZReportGroup),
});
export type TReportGroupsResponse = z.infer<typeof ZReportGroupsResponse>;

export const ZReportIdParams = z.object({ id: ZId });

/**
 * `PUT /api/v1/admin/reports/{id} {action}`: dismiss, hide the content (for a member: suspend)
 * or suspend its author. Every open report on the same target is resolved with it.
 */
export const ZResolveReportRequest = z.object({
  action: z.enum(REPORT_ACTIONS, { message: k('reportActionRequired') }),
  /**
   * The rule the action applies (PRODUCT §9.1: the member is told it); the reason most reports
   * gave when omitted.
   */
  reason: z.enum(REPORT_REASONS, { message: k('reportReasonRequired') }).optional(),
  /** For the audit log only; the member never sees it. */
  note: z
    .string()
    .trim()
    .max(LIMITS.moderationNoteMax, k('moderationNoteTooLong'))
    .optional()
    .transform((v) => v || undefined),
});
export type TResolveReportRequest = z.input<typeof ZResolveReportRequest>;

export const ZResolveReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The audit log entry of this action; the member appeals it by this id. */
    actionId: z.string(),
    action: z.enum(REPORT_ACTIONS),
    reason: z.enum(REPORT_REASONS),
    resolvedBy: z.string(),
    resolvedAt: z.string(),
    /** How many open reports on the target this resolved. */
    resolvedCount: z.number().int(),
  }),
});
export type TResolveReportResponse = z.infer<typeof ZResolveReportResponse>;
