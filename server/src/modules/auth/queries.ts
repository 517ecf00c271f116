import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function userByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** Creates the account; undefined when the address is taken (by a concurrent registration). */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [created] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the member out of every device. */
export async function deleteSessionsOf(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
