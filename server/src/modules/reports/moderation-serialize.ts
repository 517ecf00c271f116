import type {
  ReportAction,
  TAdminAppeal,
  TAppeal,
  TAuditEntry,
  TReportMember,
} from '@chingu/contract';
import { imageUrls } from '../../plugins/infra/images.ts';
import type { AppealRow, AuditRow, ListedAppeal } from './appeal-queries.ts';

type Person = { id: string; name: string; images: string[] } | null;

const toMember = (p: Person): TReportMember | null =>
  p ? { _id: p.id, name: p.name, imageUrls: imageUrls(p.images) } : null;

export function toAppeal(row: AppealRow): TAppeal {
  return {
    _id: row.id,
    actionId: row.actionId,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An appeal as the moderators' queue shows it, with the action appealed. */
export function toAdminAppeal(row: ListedAppeal): TAdminAppeal {
  const { action } = row;
  return Object.assign(toAppeal(row.appeal), {
    member: toMember(row.member)!,
    appealedAction: {
      _id: action.id,
      // Only report actions are appealed (decisions on appeals are not).
      action: action.action as ReportAction,
      reason: action.reason,
      targetType: action.targetType,
      targetId: action.targetId,
      preview: action.preview,
      note: action.note,
      moderator: toMember(row.moderator),
      createdAt: action.createdAt.toISOString(),
    },
    decidedBy: toMember(row.decider),
    decidedAt: row.appeal.decidedAt?.toISOString() ?? null,
    note: row.appeal.note,
  });
}

export function toAuditEntry(row: AuditRow): TAuditEntry {
  const { action } = row;
  return {
    _id: action.id,
    action: action.action,
    moderator: toMember(row.moderator),
    member: toMember(row.member),
    targetType: action.targetType,
    targetId: action.targetId,
    reason: action.reason,
    preview: action.preview,
    note: action.note,
    appealedActionId: action.appealedActionId,
    createdAt: action.createdAt.toISOString(),
  };
}
