import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { activeMemberExists, blockState, memberExists } from '../members/queries.ts';
import { toPublicUser } from '../members/serialize.ts';
import { addFollow, followersCountOf, listFollows, removeFollow } from './queries.ts';

/** Following and unfollowing members, and their public follower and following lists. */
export function createFollowsService(app: FastifyInstance) {
  const { db } = app;

  return {
    async follow(caller: AuthUser, userId: string, targetId: string, follow: boolean) {
      if (caller.id !== userId) throw forbidden();
      if (userId === targetId) throw badRequest('cannotFollowSelf');
      const exists = follow ? activeMemberExists : memberExists;
      if (!(await exists(db, targetId))) throw notFound('notFound');
      if (follow) {
        // PRODUCT §3: a block either way means no follow.
        const blocked = await blockState(db, userId, targetId);
        if (blocked.aBlockedB || blocked.bBlockedA) throw forbidden('cannotFollowBlocked');
      }
      const changed = follow
        ? await addFollow(db, userId, targetId)
        : await removeFollow(db, userId, targetId);
      // Mutual follows make friends-only moments visible (feed totals).
      if (changed) app.listTotals.invalidate('moments');
      if (changed && follow) {
        app.events.emit('memberFollowed', { followerId: userId, followedId: targetId });
      }
      const message = follow
        ? changed
          ? 'Followed'
          : 'Already following'
        : changed
          ? 'Unfollowed'
          : 'Not following';
      return {
        changed,
        message,
        data: { isFollowing: follow, followersCount: await followersCountOf(db, targetId) },
      };
    },

    async follows(userId: string, direction: 'followers' | 'following') {
      if (!(await activeMemberExists(db, userId))) throw notFound('notFound');
      const list = await listFollows(db, userId, direction);
      return { count: list.length, data: list.map(toPublicUser) };
    },
  };
}
