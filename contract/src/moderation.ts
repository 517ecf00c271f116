import { z } from 'zod';
import { ZId, dataEnvelope, listEnvelope } from './common.ts';
import {
  APPEAL_DECISIONS,
  APPEAL_STATUSES,
  MODERATION_ACTIONS,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZReportMember } from './reports.ts';

const k = (key: ErrorKey) => key;

// ---- Appeals (PRODUCT §9.1) ----

/**
 * `POST /api/v1/appeals {actionId, text, appealToken?}` → 201: the member acted on asks for a
 * second look, once per action. Signed in, or (suspended, so no session) with the `appealToken`
 * their refused sign-in answered.
 */
export const ZCreateAppealRequest = z.object({
  actionId: ZId,
  text: z
    .string({ message: k('appealTextRequired') })
    .trim()
    .min(1, k('appealTextRequired'))
    .max(LIMITS.appealTextMax, k('appealTextTooLong')),
  appealToken: z
    .string({ message: k('invalidAppealToken') })
    .max(200, k('invalidAppealToken'))
    .optional(),
});
export type TCreateAppealRequest = z.input<typeof ZCreateAppealRequest>;

/** An appeal as its author sees it. */
export const ZAppeal = z.object({
  _id: z.string(),
  actionId: z.string(),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
});
export type TAppeal = z.infer<typeof ZAppeal>;
export const ZAppealResponse = dataEnvelope(ZAppeal);
export type TAppealResponse = z.infer<typeof ZAppealResponse>;

// ---- Moderators: appeals queue and audit log ----

/** The action an appeal is about, as the moderators' queue shows it. */
export const ZAppealedAction = z.object({
  _id: z.string(),
  action: z.enum(REPORT_ACTIONS),
  reason: z.enum(REPORT_REASONS).nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  /** An excerpt of the content acted on, as it was then. */
  preview: z.string().nullable(),
  note: z.string().nullable(),
  moderator: ZReportMember.nullable(),
  createdAt: z.string(),
});
export type TAppealedAction = z.infer<typeof ZAppealedAction>;

export const ZAdminAppeal = ZAppeal.extend({
  member: ZReportMember,
  appealedAction: ZAppealedAction,
  decidedBy: ZReportMember.nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type TAdminAppeal = z.infer<typeof ZAdminAppeal>;

const pageQuery = (size: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(size),
  });

/** `GET /api/v1/admin/appeals?page&limit`: pending appeals first (oldest first), then decided ones. */
export const ZAdminAppealsQuery = pageQuery(LIMITS.appealsPageSize);
export type TAdminAppealsQuery = z.input<typeof ZAdminAppealsQuery>;
export const ZAdminAppealsResponse = listEnvelope(ZAdminAppeal).extend({
  /** Appeals still waiting for a decision (all pages). */
  pending: z.number().int(),
});
export type TAdminAppealsResponse = z.infer<typeof ZAdminAppealsResponse>;

export const ZAppealIdParams = z.object({ id: ZId });

/**
 * `PUT /api/v1/admin/appeals/{id} {decision, note?}`: `reversed` restores what the action took
 * (unhides the content, lifts the suspension; a warning is only marked reversed).
 */
export const ZDecideAppealRequest = z.object({
  decision: z.enum(APPEAL_DECISIONS, { message: k('appealDecisionRequired') }),
  note: z
    .string()
    .trim()
    .max(LIMITS.moderationNoteMax, k('moderationNoteTooLong'))
    .optional()
    .transform((v) => v || undefined),
});
export type TDecideAppealRequest = z.input<typeof ZDecideAppealRequest>;
export const ZDecideAppealResponse = dataEnvelope(ZAdminAppeal);
export type TDecideAppealResponse = z.infer<typeof ZDecideAppealResponse>;

/** One audit log entry: who did what to whom, when, on which content, under which rule. */
export const ZAuditEntry = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  moderator: ZReportMember.nullable(),
  member: ZReportMember.nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  reason: z.enum(REPORT_REASONS).nullable(),
  preview: z.string().nullable(),
  note: z.string().nullable(),
  /** For an appeal's decision: the action appealed. */
  appealedActionId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `GET /api/v1/admin/audit?page&limit`: newest first. */
export const ZAuditQuery = pageQuery(LIMITS.auditPageSize);
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export const ZAuditResponse = listEnvelope(ZAuditEntry);
export type TAuditResponse = z.infer<typeof ZAuditResponse>;
