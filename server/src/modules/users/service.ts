import type { TMember, TMembersQuery } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { activeMemberExists, blockState, memberExists } from '../members/queries.ts';
import { toPublicUser } from '../members/serialize.ts';
import {
  addFollow,
  communityStats,
  countMembers,
  findMember,
  followersCountOf,
  listFollows,
  listMembers,
  recordVisit,
  removeFollow,
} from './queries.ts';

/** Directory, member pages and follows: who may see and do what. */
export function createUsersService(app: FastifyInstance) {
  const { db } = app;
  const toMember = (row: {
    user: Parameters<typeof toPublicUser>[0];
    isFollowing: boolean;
  }): TMember => ({
    ...toPublicUser(row.user),
    isFollowing: Boolean(row.isFollowing),
  });

  return {
    async list(viewer: AuthUser | null, query: TMembersQuery) {
      const viewerId = viewer?.id ?? null;
      // "Online now" is the socket presence at this moment (PRODUCT §8.4).
      const filters = query.online
        ? { ...query, onlineIds: await app.presence.onlineUserIds() }
        : query;
      // Sort and page do not change the total; the viewer does (self and blocks excluded).
      const totalKey = JSON.stringify([
        viewerId,
        query.language ?? null,
        query.q ?? null,
        query.country?.toLowerCase() ?? null,
      ]);
      const [rows, total] = await Promise.all([
        listMembers(db, viewerId, filters),
        // Who is online changes by the second: that total is counted, never cached.
        query.online
          ? countMembers(db, viewerId, filters)
          : app.listTotals.get('members', totalKey, () => countMembers(db, viewerId, filters)),
      ]);
      return { count: total, data: rows.map(toMember) };
    },

    /** A member's page; a signed-in member opening someone else's page counts as one visitor. */
    async get(viewer: AuthUser | null, id: string) {
      const row = await findMember(db, viewer?.id ?? null, id);
      if (!row) throw notFound('notFound');
      if (viewer && viewer.id !== id) await recordVisit(db, id, viewer.id);
      return toMember(row);
    },

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

    /** Landing page numbers: three scans of every member (~380 ms at 100,000), so cached. */
    stats: () => app.listTotals.get('members', 'community-stats', () => communityStats(db)),
  };
}
