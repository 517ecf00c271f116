import type { ZFollowListQuery } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { readPage } from '../../lib/page-total.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { activeMemberVisibleTo, blockState, memberExists } from '../members/queries.ts';
import { toPublicUser } from '../members/serialize.ts';
import { addFollow, countFollows, followersCountOf, listFollows, removeFollow } from './queries.ts';

type TFollowListQueryOutput = z.output<typeof ZFollowListQuery>;

/** Following and unfollowing members, and their public follower and following lists. */
export function createFollowsService(app: FastifyInstance) {
  const { db } = app;

  return {
    async follow(caller: AuthUser, userId: string, targetId: string, follow: boolean) {
      if (caller.id !== userId) throw forbidden();
      if (userId === targetId) throw badRequest('cannotFollowSelf');
      // A member of the other age band is absent: no follow (PRODUCT §9.1); unfollowing stays possible.
      const exists = follow
        ? await activeMemberVisibleTo(db, userId, targetId)
        : await memberExists(db, targetId);
      if (!exists) throw notFound('notFound');
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

    async follows(
      viewer: AuthUser | null,
      userId: string,
      direction: 'followers' | 'following',
      query: TFollowListQueryOutput,
    ) {
      const viewerId = viewer?.id ?? null;
      if (!(await activeMemberVisibleTo(db, viewerId, userId))) throw notFound('notFound');
      // Kept per viewer (the age bands) in the members domain, which every follow, unfollow,
      // suspension and birth date change starts anew (visitor-cache.ts: writes invalidate it).
      const totalKey = JSON.stringify(['follows', direction, userId, viewerId]);
      const countAll = () =>
        app.listTotals.get('members', totalKey, () =>
          countFollows(db, viewerId, userId, direction),
        );
      // A page by its number past the first: the total first, so that one past the middle of a
      // long list is read from its end (as the directory's).
      const known = query.page > 1 && !query.after ? await countAll() : undefined;
      const page = await readPage(query, (after) =>
        listFollows(db, viewerId, userId, direction, {
          ...query,
          after,
          total: after ? undefined : known,
        }),
      );
      return {
        count: known ?? page.total ?? (await countAll()),
        data: page.rows.map((row) =>
          Object.assign(toPublicUser(row.user), { isFollowing: row.isFollowing }),
        ),
      };
    },
  };
}
