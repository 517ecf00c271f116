import type { TMember, TMembersQuery } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { readPage } from '../../lib/page-total.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { toPublicUser } from '../members/serialize.ts';
import { communityStats, countMembers, findMember, listMembers, recordVisit } from './queries.ts';

/** Directory, member pages and community stats: who may see what. */
export function createDirectoryService(app: FastifyInstance) {
  const { db } = app;
  const toMember = (row: {
    user: Parameters<typeof toPublicUser>[0];
    isFollowing: boolean;
  }): TMember => Object.assign(toPublicUser(row.user), { isFollowing: Boolean(row.isFollowing) });

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
        query.native_language ?? null,
        query.language_to_learn ?? null,
        query.q ?? null,
        query.country?.toLowerCase() ?? null,
        query.level ?? null,
      ]);
      const countAll = () =>
        // Who is online changes by the second: that total is counted, never cached.
        query.online
          ? countMembers(db, viewerId, filters)
          : app.listTotals.get('members', totalKey, () => countMembers(db, viewerId, filters));
      // A page by its number past the first: the total first (a full page would need it anyway),
      // so that a page past the middle is read from the end instead of skipping all before it.
      const known = query.page > 1 && !query.after ? await countAll() : undefined;
      const page = await readPage(query, (after) =>
        listMembers(db, viewerId, { ...filters, after }, after ? undefined : known),
      );
      const total = known ?? page.total ?? (await countAll());
      return { count: total, data: page.rows.map(toMember) };
    },

    /** A member's page; a signed-in member opening someone else's page counts as one visitor. */
    async get(viewer: AuthUser | null, id: string) {
      const row = await findMember(db, viewer?.id ?? null, id);
      if (!row) throw notFound('notFound');
      if (viewer && viewer.id !== id) await recordVisit(db, id, viewer.id);
      return toMember(row);
    },

    /** Landing page numbers: three scans of every member (~380 ms at 100,000), so cached. */
    stats: () => app.listTotals.get('members', 'community-stats', () => communityStats(db)),
  };
}
