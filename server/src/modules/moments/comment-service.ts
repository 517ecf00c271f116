import type { TComment } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import {
  countOwnHiddenComments,
  deleteComment,
  findComment,
  insertComment,
  listComments,
} from './comment-queries.ts';
import { findVisibleMoment } from './queries.ts';
import { toComment } from './serialize.ts';

/** Comments on moments the viewer may see; deleted by their author or the moment's owner. */
export function createCommentsService(app: FastifyInstance) {
  const { db } = app;

  async function visibleMoment(viewer: AuthUser | null, momentId: string) {
    const row = await findVisibleMoment(db, viewer?.id ?? null, momentId);
    if (!row) throw notFound();
    return row.moment;
  }

  return {
    async list(viewer: AuthUser | null, momentId: string, page: number, limit: number) {
      const moment = await visibleMoment(viewer, momentId);
      const viewerId = viewer?.id ?? null;
      const [rows, ownHidden] = await Promise.all([
        listComments(db, viewerId, momentId, page, limit),
        viewerId ? countOwnHiddenComments(db, viewerId, momentId) : 0,
      ]);
      // comment_count is kept exact with the visible rows; the author also sees their hidden ones.
      return { count: moment.commentCount + ownHidden, data: rows.map(toComment) };
    },

    async add(caller: AuthUser, momentId: string, text: string): Promise<TComment> {
      const moment = await visibleMoment(caller, momentId);
      try {
        const comment = await insertComment(db, momentId, caller.id, text);
        app.events.emit('momentCommented', {
          momentId,
          authorId: moment.userId,
          commenterId: caller.id,
          commentId: comment.id,
          text: comment.text,
        });
        return toComment({ comment, authorName: caller.name, authorImages: caller.images });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
    },

    async remove(caller: AuthUser, momentId: string, commentId: string): Promise<void> {
      const found = await findComment(db, momentId, commentId);
      // A hidden comment does not exist for anyone but its author.
      if (!found || (found.hidden && found.authorId !== caller.id)) throw notFound();
      // A comment's author may always take it back; the owner may remove any comment.
      if (found.authorId !== caller.id && found.momentOwnerId !== caller.id) {
        await visibleMoment(caller, momentId);
        throw forbidden();
      }
      if (!(await deleteComment(db, momentId, commentId))) throw notFound();
    },
  };
}
