import type { AppealDecision, TCreateAppealRequest } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index.ts';
import { appealTokens, type AppealTokens } from '../../db/moderation.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import {
  appealWithPeople,
  countAppeals,
  countAudit,
  decideAppeal,
  findAppeal,
  insertAppeal,
  listAppeals,
  listAudit,
} from './appeal-queries.ts';
import {
  findAction,
  insertAction,
  isDeletedMember,
  unhideComments,
  unhideMessage,
  unhideMoment,
  unhideStory,
  unsuspendMember,
  type ActionRow,
} from './moderation-queries.ts';
import { toAdminAppeal, toAppeal, toAuditEntry } from './moderation-serialize.ts';

/** Actions a member is told of, and so may appeal (a dismissal acts on nobody). */
const APPEALABLE = new Set(['hide', 'warn', 'suspend']);

/** PRODUCT §9.1: appeals against moderator actions, their decisions, and the audit log. */
export function createAppealsService(app: FastifyInstance) {
  const { db } = app;
  let tokens: Promise<AppealTokens> | undefined;
  const tokensOf = () => (tokens ??= appealTokens(db));

  /**
   * Gives back what the action took: the hidden content shown again, the suspension lifted (and
   * the content a suspension hid with it). A warning took nothing.
   */
  async function restore(tx: Tx, action: ActionRow, at: Date): Promise<void> {
    const { targetType, targetId, targetUserId } = action;
    if (action.action === 'warn' || !targetUserId) return;
    if (targetType && targetId && targetType !== 'user') {
      if (targetType === 'moment') await unhideMoment(tx, targetId);
      if (targetType === 'story') await unhideStory(tx, targetId);
      if (targetType === 'comment') await unhideComments(tx, { id: targetId });
      if (targetType === 'message') await unhideMessage(tx, targetId);
    }
    const suspended = action.action === 'suspend' || targetType === 'user';
    // A deleted account stays suspended (PRODUCT §8.6).
    if (!suspended || (await isDeletedMember(tx, targetUserId))) return;
    await unsuspendMember(tx, targetUserId, at);
  }

  return {
    /**
     * The member acted on appeals, once per action. Who they are comes from the appealToken when
     * one is given (a suspended member has no session), else from the session: 401 for neither,
     * 401 `invalidAppealToken` for a forged or expired token, 403 for a token of another action,
     * 404 for an action that is not theirs (or not appealable), 409 `appealExists` the second time.
     */
    async create(caller: AuthUser | null, input: TCreateAppealRequest & { text: string }) {
      let userId: string;
      if (input.appealToken !== undefined) {
        const actionId = await (
          await tokensOf()
        ).actionIdOf(
          input.appealToken,
          async (id) => (await findAction(db, id))?.targetUserId ?? null,
          app.clock.now(),
        );
        if (!actionId) throw unauthorized('invalidAppealToken');
        if (actionId !== input.actionId) throw forbidden('invalidAppealToken');
        userId = (await findAction(db, actionId))!.targetUserId!;
      } else if (caller) {
        userId = caller.id;
      } else {
        throw unauthorized('notSignedIn');
      }
      const action = await findAction(db, input.actionId);
      if (!action || action.targetUserId !== userId || !APPEALABLE.has(action.action))
        throw notFound();
      const appeal = await insertAppeal(db, {
        actionId: action.id,
        userId,
        text: input.text,
      });
      if (!appeal) throw conflict('appealExists');
      return toAppeal(appeal);
    },

    async list(page: number, limit: number) {
      const [rows, counts] = await Promise.all([listAppeals(db, page, limit), countAppeals(db)]);
      return { count: counts.total, pending: counts.pending, data: rows.map(toAdminAppeal) };
    },

    /**
     * Decides a pending appeal (409 `appealAlreadyDecided` otherwise). `reversed` restores what
     * the action took; either way the decision is an audit log entry and the member is told.
     */
    async decide(
      moderator: AuthUser,
      id: string,
      input: { decision: AppealDecision; note?: string | undefined },
    ) {
      const appeal = await findAppeal(db, id);
      if (!appeal) throw notFound();
      if (appeal.status !== 'pending') throw conflict('appealAlreadyDecided');
      const action = (await findAction(db, appeal.actionId))!;
      const at = new Date();
      const verdict = input.decision === 'upheld' ? 'appealUpheld' : 'appealReversed';
      await db.transaction(async (tx) => {
        const decided = await decideAppeal(tx, id, {
          status: input.decision,
          moderatorId: moderator.id,
          note: input.note ?? null,
          at,
        });
        if (!decided) throw conflict('appealAlreadyDecided');
        await insertAction(tx, {
          moderatorId: moderator.id,
          action: verdict,
          targetUserId: appeal.userId,
          targetType: action.targetType,
          targetId: action.targetId,
          reason: action.reason,
          note: input.note ?? null,
          preview: action.preview,
          appealedActionId: action.id,
          createdAt: at,
        });
        if (input.decision === 'reversed') await restore(tx, action, at);
      });
      if (input.decision === 'reversed' && action.action !== 'warn') {
        // Shown content and a returning member change directory and feed totals (decision 011).
        app.listTotals.invalidate('members', 'moments');
      }
      app.events.emit('memberModerated', {
        userId: appeal.userId,
        actionId: action.id,
        action: verdict,
        reason: action.reason,
        preview: action.preview,
      });
      const row = await appealWithPeople(db, id);
      return toAdminAppeal(row!);
    },

    async audit(page: number, limit: number) {
      const [rows, total] = await Promise.all([listAudit(db, page, limit), countAudit(db)]);
      return { count: total, data: rows.map(toAuditEntry) };
    },
  };
}
