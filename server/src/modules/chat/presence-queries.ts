import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';

/** When a member was last seen: set as their last socket closes. */
export async function setLastSeen(db: Db, userId: string): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ lastSeenAt: users.lastSeenAt });
  return row?.lastSeenAt ?? new Date();
}
