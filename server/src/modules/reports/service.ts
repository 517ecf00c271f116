import {
  LIMITS,
  REPORT_TARGET_TYPES,
  type ReportAction,
  type TCreateReportRequest,
  type TReportGroup,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import {
  contentOf,
  countOpenGroups,
  findReport,
  findVisibleTargetAuthor,
  hideComments,
  hideMessage,
  hideMoment,
  hideStory,
  insertReport,
  listOpenGroups,
  openReportsOf,
  resolveOpenReports,
  suspendMember,
  type ContentRow,
  type ReportRow,
} from './queries.ts';
import { toReport, toReportGroup } from './serialize.ts';

/** Reports by members and the moderators' decisions on them (PRODUCT §8.5). */
export function createReportsService(app: FastifyInstance) {
  const { db } = app;

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
      return { report: toReport(report), created };
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
     * on every open report of that target, in one transaction.
     */
    async resolve(moderator: AuthUser, reportId: string, action: ReportAction) {
      const report = await findReport(db, reportId);
      if (!report) throw notFound();
      if (report.status !== 'open') throw conflict('reportAlreadyResolved');
      const suspends = action === 'suspend' || (action === 'hide' && report.targetType === 'user');
      if (suspends && report.targetUserId === moderator.id) throw badRequest('cannotSuspendSelf');
      const at = new Date();
      const { resolved, suspended } = await db.transaction(async (tx) => {
        let suspended = false;
        if (action === 'hide') suspended = await hideTarget(tx, report, at);
        if (action === 'suspend') {
          if (report.targetType !== 'user') await hideTarget(tx, report, at);
          suspended = await suspendMember(tx, report.targetUserId, at);
        }
        const resolved = await resolveOpenReports(
          tx,
          { type: report.targetType, id: report.targetId },
          { action, moderatorId: moderator.id, at },
        );
        // Another moderator got there first: undo nothing twice, record nothing twice.
        if (!resolved.length) throw conflict('reportAlreadyResolved');
        return { resolved, suspended };
      });
      if (action !== 'dismiss') {
        // Hidden moments and members change directory and feed totals (decision 011).
        app.listTotals.invalidate('members', 'moments');
      }
      if (suspended) app.events.emit('userSessionsRevoked', { userId: report.targetUserId });
      return {
        action,
        resolvedBy: moderator.id,
        resolvedAt: at.toISOString(),
        resolvedCount: resolved.length,
      };
    },
  };
}
