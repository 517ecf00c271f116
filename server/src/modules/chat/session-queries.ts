import type { SessionStatus } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { messages } from '../../db/schema/index.ts';

/** A session message's parties and state, locked for the rest of the transaction. */
export async function sessionForUpdate(tx: DbOrTx, messageId: string) {
  const [row] = await tx
    .select({
      id: messages.id,
      kind: messages.kind,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      startsAt: messages.sessionStartsAt,
      durationMinutes: messages.sessionDurationMinutes,
      status: messages.sessionStatus,
    })
    .from(messages)
    .where(eq(messages.id, messageId))
    .for('update');
  return row;
}

export async function setSessionStatus(tx: DbOrTx, messageId: string, status: SessionStatus) {
  await tx.update(messages).set({ sessionStatus: status }).where(eq(messages.id, messageId));
}
