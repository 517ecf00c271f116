import {
  LIMITS,
  type ReportReason,
  type ReportTargetType,
  type TReport,
  type TReportedContent,
  type TReportEntry,
  type TReportGroup,
} from '@chingu/contract';
import { toAttachment, type AttachmentFiles } from '../../plugins/infra/attachment-files.ts';
import { imageUrls } from '../../plugins/infra/images.ts';
import type { UploadLinks } from '../../plugins/infra/upload-links.ts';
import type { ContentRow, ReportGroupRow, ReportRow, openReportsOf } from './queries.ts';

export function toReport(r: ReportRow, blocked: boolean): TReport {
  return {
    _id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    details: r.details,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    blocked,
  };
}

/**
 * What the member acted on is told of the content (PRODUCT §9.1) and the audit log keeps of it
 * as it was: the title and text on one line, at most LIMITS.moderationPreviewMax characters
 * (never a split emoji). A member's own profile is named by nothing more than the word.
 */
export function contentPreview(type: ReportTargetType, row: ContentRow): string | null {
  if (type === 'user') return null;
  const chars = Array.from(
    [row.title, row.text].filter(Boolean).join(' — ').replace(/\s+/g, ' ').trim(),
  );
  if (!chars.length) return null;
  const max = LIMITS.moderationPreviewMax;
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

type OpenReport = Awaited<ReturnType<typeof openReportsOf>>[number];

function toEntry(row: OpenReport): TReportEntry {
  return {
    _id: row.report.id,
    reason: row.report.reason,
    details: row.report.details,
    reporter: {
      _id: row.report.reporterId,
      name: row.reporterName,
      imageUrls: imageUrls(row.reporterImages),
    },
    createdAt: row.report.createdAt.toISOString(),
  };
}

function toContent(row: ContentRow, files: AttachmentFiles, links: UploadLinks): TReportedContent {
  return {
    author: { _id: row.authorId, name: row.authorName, imageUrls: imageUrls(row.authorImages) },
    title: row.title || null,
    text: row.text || null,
    // Signed: a reported moment that is not public, or a story, is restricted (decision 045).
    imageUrls: row.images.map((name) => links.signed(name)),
    // Links signed for moderators: they still open once the message is hidden.
    attachments: (row.attachments ?? []).map((a) => toAttachment(a, files, 'moderation')),
    momentId: row.momentId,
    hidden: row.hiddenAt !== null || row.authorSuspendedAt !== null,
    authorSuspended: row.authorSuspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A target's open reports for the moderators' queue, with what was reported. */
export function toReportGroup(
  group: ReportGroupRow,
  reports: OpenReport[],
  content: ContentRow | undefined,
  shown: number,
  files: AttachmentFiles,
  links: UploadLinks,
): TReportGroup {
  const reasonCounts: Partial<Record<ReportReason, number>> = {};
  for (const { report } of reports) {
    reasonCounts[report.reason] = (reasonCounts[report.reason] ?? 0) + 1;
  }
  return {
    _id: group.firstId,
    targetType: group.targetType,
    targetId: group.targetId,
    reportCount: group.reportCount,
    reasonCounts,
    lastReportedAt: group.lastReportedAt.toISOString(),
    content: content ? toContent(content, files, links) : null,
    reports: reports.slice(0, shown).map(toEntry),
  };
}
