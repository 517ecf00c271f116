import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { sessions } from '../../db/schema/index.ts';

export function listSessions(db: Db, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Deletes the member's sessions but `keep`; returns the ids deleted (their sockets must close). */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keep: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function deleteSession(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
