import type { TUpdateSettingsRequest } from '@chingu/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { sessions, users } from '../../db/schema/index.ts';

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

/** Saves the member's settings; undefined when there is no such member. */
export async function updateSettings(db: Db, userId: string, input: TUpdateSettingsRequest) {
  const [updated] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ emailDigest: users.emailDigest, messagePolicy: users.messagePolicy });
  return updated;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export {
  storedNotificationSwitches,
  storeNotificationSwitches,
} from '../../db/notification-gate.ts';
