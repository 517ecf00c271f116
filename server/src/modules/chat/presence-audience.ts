import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations } from '../../db/schema/index.ts';
import { blockedEitherWay } from '../members/queries.ts';

/**
 * Who hears a member's presence (decision 036): the sockets in this room. A socket joins the
 * rooms of its member's conversation partners when it connects, of a new partner when their first
 * message creates the conversation, and of anyone it asks about by id (`getOnlineUsers` with ids:
 * a chat window with someone new). Blocks are applied when sending (`except` the blocked members'
 * rooms), so a block never needs every node to take sockets out of rooms.
 */
export const presenceRoom = (userId: string) => `presence:${userId}`;

/**
 * A member's partners (blocked ones and unanswered message requests left out) and everyone in a
 * block with them either way or in a request not yet accepted (PRODUCT §9.1: no presence crosses).
 */
export type PresenceCircle = { partners: string[]; hidden: string[] };

/** Members whose circle is kept; past it the least recently used is dropped (one entry is ~40 B a partner). */
const MAX_CACHED_MEMBERS = 10_000;

/**
 * Circles cached per member, valid while the member's generation (decision 031) is unchanged:
 * it moves on every node for everything that changes a circle — a message either way (which
 * creates conversations), a block or unblock either way, and any API write of the member (opening
 * or clearing a conversation). A member with 500 partners connecting again costs no query.
 */
export function createPresenceCircles(app: FastifyInstance) {
  const cached = new Map<string, { generation: string; circle: PresenceCircle }>();

  function fresh(userId: string): PresenceCircle | undefined {
    const hit = cached.get(userId);
    if (!hit || hit.generation !== app.cacheInvalidation.memberGeneration(userId)) return undefined;
    // Map order is insertion order: moving the entry to the end keeps the eviction LRU.
    cached.delete(userId);
    cached.set(userId, hit);
    return hit.circle;
  }

  async function load(userId: string): Promise<PresenceCircle> {
    const [rows, blocked] = await Promise.all([
      app.db
        .select({ partnerId: conversations.partnerId, status: conversations.status })
        .from(conversations)
        .where(eq(conversations.ownerId, userId)),
      blockedEitherWay(app.db, userId),
    ]);
    const requests = rows.filter((r) => r.status !== 'accepted').map((r) => r.partnerId);
    const hidden = [...new Set([...blocked, ...requests])];
    const hiddenIds = new Set(hidden);
    return {
      partners: rows.map((r) => r.partnerId).filter((id) => !hiddenIds.has(id)),
      hidden,
    };
  }

  return {
    async of(userId: string): Promise<PresenceCircle> {
      const hit = fresh(userId);
      if (hit) return hit;
      // Read before the load: a change while it runs makes the next read load again.
      const generation = app.cacheInvalidation.memberGeneration(userId);
      const circle = await load(userId);
      cached.delete(userId);
      cached.set(userId, { generation, circle });
      if (cached.size > MAX_CACHED_MEMBERS) cached.delete(cached.keys().next().value!);
      return circle;
    },
    /** Only who must not hear them (a member going offline): from the cache when fresh, else two small queries. */
    async hiddenOf(userId: string): Promise<string[]> {
      const hit = fresh(userId);
      if (hit) return hit.hidden;
      const [blocked, requests] = await Promise.all([
        blockedEitherWay(app.db, userId),
        app.db
          .select({ partnerId: conversations.partnerId })
          .from(conversations)
          .where(and(eq(conversations.ownerId, userId), ne(conversations.status, 'accepted'))),
      ]);
      return [...new Set([...blocked, ...requests.map((r) => r.partnerId)])];
    },
  };
}
