import type { TCallPeer } from '@chingu/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { messages, users } from '../../db/schema/index.ts';
import { imageUrls } from '../../plugins/infra/images.ts';

/** The caller as the callee's ringing screen shows them. */
export async function callPeer(db: Db, userId: string): Promise<TCallPeer | null> {
  const [row] = await db
    .select({ name: users.name, images: users.images })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { _id: userId, name: row.name, imageUrls: imageUrls(row.images) } : null;
}

/**
 * A session message of the two members (PRODUCT §9.2), either of them its proposer, that neither
 * a moderator hid nor the caller deleted; undefined when there is none.
 */
export async function sessionOfPair(db: Db, sessionId: string, callerId: string, calleeId: string) {
  const [row] = await db
    .select({
      status: messages.sessionStatus,
      startsAt: messages.sessionStartsAt,
      durationMinutes: messages.sessionDurationMinutes,
      languages: messages.sessionLanguages,
    })
    .from(messages)
    .where(
      and(
        eq(messages.id, sessionId),
        eq(messages.kind, 'session'),
        isNull(messages.hiddenAt),
        or(
          and(
            eq(messages.senderId, callerId),
            eq(messages.receiverId, calleeId),
            isNull(messages.senderDeletedAt),
          ),
          and(
            eq(messages.senderId, calleeId),
            eq(messages.receiverId, callerId),
            isNull(messages.receiverDeletedAt),
          ),
        ),
      ),
    );
  return row;
}

/** The two members' native languages (stored by name, PRODUCT §7), caller first. */
export async function nativeLanguagesOf(db: Db, callerId: string, calleeId: string) {
  const rows = await db
    .select({ id: users.id, nativeLanguage: users.nativeLanguage })
    .from(users)
    .where(inArray(users.id, [callerId, calleeId]));
  const of = (id: string) => rows.find((row) => row.id === id)?.nativeLanguage ?? null;
  return { caller: of(callerId), callee: of(calleeId) };
}
