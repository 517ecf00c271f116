import type { Level, TSuggestion } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { toPublicUser } from '../members/serialize.ts';
import { listSuggestions } from './suggestion-queries.ts';

/** "Partners for you" on the signed-in home (PRODUCT §8.4). */
export function createSuggestionsService(app: FastifyInstance) {
  return {
    async list(caller: AuthUser, limit: number, level?: Level): Promise<TSuggestion[]> {
      // Presence (decorated by the chat's realtime plugin) ranks members online now first.
      const online = await app.presence.onlineUserIds();
      const rows = await listSuggestions(app.db, caller, online, limit, level);
      // Members I follow are left out, so none of them is followed yet.
      return rows.map((row) =>
        Object.assign(toPublicUser(row.user), { isFollowing: false, matchReason: row.matchReason }),
      );
    },
  };
}
