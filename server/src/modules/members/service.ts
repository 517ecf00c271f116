import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { addBlock, listBlocked, memberExists, removeBlock } from './queries.ts';
import { toPublicUser } from './serialize.ts';

/** Block and unblock mirror follow: the path's userId must be the caller; repeats change nothing. */
export function createBlockService(app: FastifyInstance) {
  const { db } = app;
  return {
    async block(caller: AuthUser, userId: string, targetId: string, block: boolean) {
      if (caller.id !== userId) throw forbidden();
      if (userId === targetId) throw badRequest('cannotBlockSelf');
      if (!(await memberExists(db, targetId))) throw notFound('notFound');
      const changed = block
        ? await addBlock(db, userId, targetId)
        : await removeBlock(db, userId, targetId);
      // A block hides the pair from each other's directory and feed.
      if (changed) {
        app.listTotals.invalidate('members', 'moments');
        app.events.emit('blockChanged', { blockerId: userId, blockedId: targetId, blocked: block });
      }
      const message = block
        ? changed
          ? 'Blocked'
          : 'Already blocked'
        : changed
          ? 'Unblocked'
          : 'Not blocked';
      return { changed, message, data: { isBlocked: block } };
    },

    async blocked(caller: AuthUser, userId: string) {
      if (caller.id !== userId) throw forbidden();
      const list = await listBlocked(db, userId);
      return { count: list.length, data: list.map(toPublicUser) };
    },
  };
}
