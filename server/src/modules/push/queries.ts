import { LIMITS, type TPushSubscriptionRequest } from '@chingu/contract';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { conversations, pushSubscriptions, users } from '../../db/schema/index.ts';

/**
 * Stores a browser's subscription for the member, or renews the member's own with new keys. An
 * endpoint that belongs to another member stays theirs (false): knowing someone's endpoint must
 * not redirect their pushes (issue 29). A browser changing hands unsubscribes on sign-out, so the
 * next member subscribes a new endpoint. Beyond the per-member cap, the oldest subscriptions go.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  input: TPushSubscriptionRequest,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: sql`now()` },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) return false;
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(LIMITS.pushSubscriptionsPerMember);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return true;
  });
}

/** Only the caller's own subscription goes; true when there was one. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Whether the member has any subscription (most have none: no query for their pushes then). */
export async function hasSubscription(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The receiver's language and whether they muted this partner's conversation. */
export async function messagePushContext(db: Db, receiverId: string, senderId: string) {
  const [row] = await db
    .select({
      preferredLanguage: users.preferredLanguage,
      muted: sql<boolean>`coalesce((
        select ${conversations.muted} from ${conversations}
        where ${conversations.ownerId} = ${receiverId} and ${conversations.partnerId} = ${senderId}
      ), false)`,
    })
    .from(users)
    .where(eq(users.id, receiverId));
  return row;
}

export async function preferredLanguageOf(db: Db, userId: string) {
  const [row] = await db
    .select({ preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.preferredLanguage ?? null;
}
