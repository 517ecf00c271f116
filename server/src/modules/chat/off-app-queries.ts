import { LIMITS } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { messages } from '../../db/schema/index.ts';
import { pairOf } from './message-visibility.ts';

/**
 * Whether the two members' conversation has fewer than LIMITS.offAppCheckedMessages messages
 * (either way, any kind): a new one is then among the first the off-app warning checks (PRODUCT
 * §9.1). Reads at most that many index entries of messages_pair_created_idx.
 */
export async function isEarlyInConversation(db: Db, a: string, b: string): Promise<boolean> {
  const [low, high] = pairOf(a, b);
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
    select 1 from ${messages} where ${messages.userLow} = ${low} and ${messages.userHigh} = ${high}
    limit ${LIMITS.offAppCheckedMessages}) first_messages`);
  return (result.rows[0]?.n ?? 0) < LIMITS.offAppCheckedMessages;
}
