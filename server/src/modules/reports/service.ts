import {
  LIMITS,
  REPORT_TARGET_TYPES,
  type TCreateReportRequest,
  type TReportGroup,
  type TResolveReportRequest,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { createBlockService } from '../members/service.ts';
import { insertAction, topOpenReason } from './moderation-queries.ts';
import {
  contentOf,
  countOpenGroups,
  findReport,
  findVisibleTargetAuthor,
  hideComments,
  hideMessage,
  hideMoment,
  hideRoom,
  hideStory,
  insertReport,
  listOpenGroups,
  openReportsOf,
  resolveOpenReports,
  suspendMember,
  type ContentRow,
  type ReportRow,
} from './queries.ts';
import { contentPreview, toReport, toReportGroup } from './serialize.ts';

/** Reports by members and the moderators' decisions on them (PRODUCT §8.5). */
export function createReportsService(app: FastifyInstance) {
  const { db } = app;
  const blocks = createBlockService(app);

  /** Hides the reported content itself; a reported member is hidden by suspending them. */
  async function hideTarget(tx: Tx, report: ReportRow, at: Date): Promise<boolean> {
    switch (report.targetType) {
      case 'moment':
        await hideMoment(tx, report.targetId, at);
        return false;
      case 'comment':
        await hideComments(tx, { id: report.targetId }, at);
        return false;
      case 'message':
        await hideMessage(tx, report.targetId, at);
        return false;
      case 'user':
        return suspendMember(tx, report.targetUserId, at);
      case 'story':
        await hideStory(tx, report.targetId, at);
        return false;
      case 'room':
        // The rooms job ends a hidden room that is live or scheduled (PRODUCT §9.3).
        await hideRoom(tx, report.targetId, at);
        return false;
    }
  }

  return {
    /** 201 with a new report, or 200 with the reporter's earlier one on the same target. */
    async create(reporter: AuthUser, input: TCreateReportRequest & { details?: string }) {
      const authorId = await findVisibleTargetAuthor(
        db,
        reporter.id,
        input.targetType,
        input.targetId,
        app.clock.now(),
      );
      if (!authorId) throw notFound();
      if (authorId === reporter.id) throw badRequest('cannotReportSelf');
      const { report, created } = await insertReport(db, {
        reporterId: reporter.id,
        targetType: input.targetType,
        targetId: input.targetId,
        targetUserId: authorId,
        reason: input.reason,
        details: input.details ?? null,
      });
      // PRODUCT §9.1: a report may block at once, as the block action does; romance always does.
      const blocked = input.block === true || input.reason === 'romance';
      if (blocked) await blocks.block(reporter, reporter.id, authorId, true);
      return { report: toReport(report, blocked), created };
    },

    /** Targets with open reports, with the content and who reported it why. */
    async openGroups(page: number, limit: number) {
      const [groups, total] = await Promise.all([
        listOpenGroups(db, page, limit),
        countOpenGroups(db),
      ]);
      const reports = await openReportsOf(
        db,
        groups.map((g) => g.targetId),
      );
      const contents = new Map<string, ContentRow>();
      await Promise.all(
        REPORT_TARGET_TYPES.map(async (type) => {
          const ids = groups.filter((g) => g.targetType === type).map((g) => g.targetId);
          for (const row of await contentOf(db, type, ids)) contents.set(`${type}:${row.id}`, row);
        }),
      );
      const data: TReportGroup[] = groups.map((group) =>
        toReportGroup(
          group,
          reports.filter(
            (r) => r.report.targetType === group.targetType && r.report.targetId === group.targetId,
          ),
          contents.get(`${group.targetType}:${group.targetId}`),
          LIMITS.reportsPerGroupShown,
          app.attachmentFiles,
          app.uploadLinks,
        ),
      );
      return { count: total, data };
    },

    /**
     * Applies the moderator's decision to the report's target and records it (who, when, what)
     * on every open report of that target and in the audit log, in one transaction. The member
     * acted on is told (not for `dismiss`), with the action's id to appeal it.
     */
    async resolve(moderator: AuthUser, reportId: string, input: TResolveReportRequest) {
      const { action } = input;
      const report = await findReport(db, reportId);
      if (!report) throw notFound();
      if (report.status !== 'open') throw conflict('reportAlreadyResolved');
      const suspends = action === 'suspend' || (action === 'hide' && report.targetType === 'user');
      if (suspends && report.targetUserId === moderator.id) throw badRequest('cannotSuspendSelf');
      const target = { type: report.targetType, id: report.targetId };
      const reason = input.reason ?? (await topOpenReason(db, target)) ?? report.reason;
      const [content] = await contentOf(db, report.targetType, [report.targetId]);
      const preview = content ? contentPreview(report.targetType, content) : null;
      const at = new Date();
      const { resolved, suspended, entry } = await db.transaction(async (tx) => {
        let suspended = false;
        if (action === 'hide') suspended = await hideTarget(tx, report, at);
        if (action === 'suspend') {
          if (report.targetType !== 'user') await hideTarget(tx, report, at);
          suspended = await suspendMember(tx, report.targetUserId, at);
        }
        const resolved = await resolveOpenReports(tx, target, {
          action,
          moderatorId: moderator.id,
          at,
        });
        // Another moderator got there first: undo nothing twice, record nothing twice.
        if (!resolved.length) throw conflict('reportAlreadyResolved');
        const entry = await insertAction(tx, {
          moderatorId: moderator.id,
          action,
          targetUserId: report.targetUserId,
          targetType: report.targetType,
          targetId: report.targetId,
          reason,
          note: input.note ?? null,
          preview,
          createdAt: at,
        });
        return { resolved, suspended, entry };
      });
      if (action !== 'dismiss') {
        // Hidden moments and members change directory and feed totals (decision 011).
        app.listTotals.invalidate('members', 'moments');
        app.events.emit('memberModerated', {
          userId: report.targetUserId,
          actionId: entry.id,
          action,
          reason,
          preview,
        });
      }
      if (suspended) app.events.emit('userSessionsRevoked', { userId: report.targetUserId });
      return {
        actionId: entry.id,
        action,
        reason,
        resolvedBy: moderator.id,
        resolvedAt: at.toISOString(),
        resolvedCount: resolved.length,
      };
    },
  };
}
