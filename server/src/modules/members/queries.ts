import type { ConversationStatus, MessagePolicy } from '@chingu/contract';
import { and, desc, eq, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { preparedPerDb, preparedPerShape } from '../../db/prepared.ts';
import { blocks, conversations, follows, messages, users } from '../../db/schema/index.ts';
import { memberRowInViewerAgeBand } from '../../db/visibility.ts';
import { publicUserColumns } from './serialize.ts';

// The member as other modules need them: whether they exist, blocks and age bands between two
// members.

/** What an existence check asks of the member besides existing. */
type MemberCheck = { active: boolean; inBandOf: 'viewer' | 'visitor' | null };

function memberCheckConditions(
  id: string | Placeholder,
  { active, inBandOf }: MemberCheck,
  viewerId: string | Placeholder | null,
) {
  return and(
    eq(users.id, id),
    active ? isNull(users.suspendedAt) : undefined,
    inBandOf ? memberRowInViewerAgeBand(inBandOf === 'viewer' ? viewerId : null) : undefined,
  );
}

/**
 * Existence checks run before most reads and every message: named prepared statements (decision
 * 032), one per kind of check, so neither drizzle builds the SQL nor PostgreSQL parses and plans it
 * on every request (0.8 ms of PostgreSQL's CPU per check at full size).
 */
function memberCheckName({ active, inBandOf }: MemberCheck): string {
  return `member_check${active ? '_active' : ''}${inBandOf ? `_${inBandOf}` : ''}`;
}

function prepareMemberCheck(db: Db, check: MemberCheck, name: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(memberCheckConditions(sql.placeholder('id'), check, sql.placeholder('viewer')))
    .prepare(name);
}
const memberCheckStatement = preparedPerShape<ReturnType<typeof prepareMemberCheck>>();

async function memberPasses(
  db: Db,
  id: string,
  active: boolean,
  viewerId?: string | null,
): Promise<boolean> {
  const check: MemberCheck = {
    active,
    inBandOf: viewerId === undefined ? null : viewerId === null ? 'visitor' : 'viewer',
  };
  // The statement's name is its shape's key: a short string, not JSON made on every check.
  const name = memberCheckName(check);
  const statement = memberCheckStatement(db, name, () => prepareMemberCheck(db, check, name));
  const rows = await statement.execute({ id, ...(viewerId ? { viewer: viewerId } : {}) });
  return rows.length > 0;
}

export const memberExists = (db: Db, id: string) => memberPasses(db, id, false);

/** The member exists and is not suspended: someone others may follow, message or look up. */
export const activeMemberExists = (db: Db, id: string) => memberPasses(db, id, true);

/**
 * The member exists, is not suspended and is in the viewer's age band (PRODUCT §9.1): someone the
 * viewer may see, follow, message or call. A member of the other band is absent for them.
 */
export const activeMemberVisibleTo = (db: Db, viewerId: string | null, id: string) =>
  memberPasses(db, id, true, viewerId);

/** As activeMemberVisibleTo, inside a transaction (a prepared statement runs on the pool). */
export async function activeMemberVisibleToIn(
  tx: DbOrTx,
  viewerId: string | null,
  id: string,
): Promise<boolean> {
  const check: MemberCheck = { active: true, inBandOf: viewerId === null ? 'visitor' : 'viewer' };
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(memberCheckConditions(id, check, viewerId))
    .limit(1);
  return rows.length > 0;
}

/** The member exists (suspended or not) and is in the viewer's age band. */
export const memberVisibleTo = (db: Db, viewerId: string | null, id: string) =>
  memberPasses(db, id, false, viewerId);

/** Those of `ids` in the viewer's age band (PRODUCT §9.1), e.g. whose presence they may hear. */
export async function inAgeBandOf(db: Db, viewerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), memberRowInViewerAgeBand(viewerId)));
  return new Set(rows.map((r) => r.id));
}

/** Who blocked whom between the two members. */
export async function blockState(db: DbOrTx, a: string, b: string) {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return {
    aBlockedB: rows.some((r) => r.blockerId === a),
    bBlockedA: rows.some((r) => r.blockerId === b),
  };
}

/**
 * Adds the block and removes follows both ways (with their counters) in one transaction;
 * false when the block already existed.
 */
export async function addBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(blocks)
      .values({ blockerId, blockedId })
      .onConflictDoNothing()
      .returning({ id: blocks.blockedId });
    if (!inserted.length) return false;
    const removed = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        ),
      )
      .returning({ followerId: follows.followerId, followeeId: follows.followeeId });
    for (const follow of removed) {
      await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} - 1` })
        .where(eq(users.id, follow.followeeId));
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} - 1` })
        .where(eq(users.id, follow.followerId));
    }
    return true;
  });
}

export async function removeBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return deleted.length > 0;
}

/** Members the blocker has blocked, newest block first. */
export async function listBlocked(db: Db, blockerId: string) {
  const rows = await db
    .select({ user: publicUserColumns })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((r) => r.user);
}

/** Everyone in a block with the member, whichever side blocked: they see no presence of each other. */
export async function blockedEitherWay(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId));
}

const contactParams = {
  sender: sql.placeholder('sender'),
  receiver: sql.placeholder('receiver'),
  low: sql.placeholder('low'),
  high: sql.placeholder('high'),
};

/**
 * The contact rules a message or call is checked against, in one prepared query instead of several
 * round trips (the chat's send path, decision 032): whether the receiver is an active member, blocks
 * either way, the receiver's message policy ('following' allows only when the receiver follows the
 * sender or the two have written before: a conversation goes on), and what message requests need
 * (PRODUCT §9.1, decision 041): whether the receiver follows the sender, whether the pair has
 * written before, and each member's conversation row status.
 */
function prepareContactCheck(db: Db) {
  const { sender, receiver, low, high } = contactParams;
  const pairHasMessages = sql<boolean>`exists (select 1 from ${messages} where ${messages.userLow} = ${low} and ${messages.userHigh} = ${high})`;
  const receiverFollowsSender = sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${receiver} and ${follows.followeeId} = ${sender})`;
  return db
    .select({
      // A member of the other age band is absent for the sender (PRODUCT §9.1).
      active: sql<boolean>`${users.suspendedAt} is null and ${memberRowInViewerAgeBand(sender)}`,
      senderBlockedReceiver: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${sender} and ${blocks.blockedId} = ${receiver})`,
      receiverBlockedSender: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${receiver} and ${blocks.blockedId} = ${sender})`,
      policyAllows: sql<boolean>`${users.messagePolicy} <> 'following' or ${receiverFollowsSender} or ${pairHasMessages}`,
      receiverPolicy: users.messagePolicy,
      receiverFollowsSender,
      pairHasMessages,
      receiverRowStatus: sql<ConversationStatus | null>`(select ${conversations.status} from ${conversations} where ${conversations.ownerId} = ${receiver} and ${conversations.partnerId} = ${sender})`,
      senderRowStatus: sql<ConversationStatus | null>`(select ${conversations.status} from ${conversations} where ${conversations.ownerId} = ${sender} and ${conversations.partnerId} = ${receiver})`,
      // Read here for the learning day a message counts (PRODUCT §9.2) and the frames of the
      // message sent (its sender's name and photos): round trips fewer.
      sender: sql<SenderOfContact | null>`(select json_build_object('name', s.name, 'images', s.images, 'timeZone', s.time_zone) from ${users} s where s.id = ${sender})`,
    })
    .from(users)
    .where(eq(users.id, receiver))
    .prepare('contact_check');
}
const contactCheckOf = preparedPerDb(prepareContactCheck);

export type ContactCheck = {
  /** The receiver exists, is not suspended and is in the sender's age band. */
  active: boolean;
  senderBlockedReceiver: boolean;
  receiverBlockedSender: boolean;
  /** Not refused by the receiver's 'following' policy. */
  policyAllows: boolean;
  receiverPolicy: MessagePolicy;
  receiverFollowsSender: boolean;
  /** The two have exchanged a message before (either way). */
  pairHasMessages: boolean;
  /** The receiver's conversation row with the sender (null: none yet), and the sender's. */
  receiverRowStatus: ConversationStatus | null;
  senderRowStatus: ConversationStatus | null;
  /** The sender as a message's frames show them, and their time zone (null: none set). */
  sender: SenderOfContact | null;
};

export type SenderOfContact = { name: string; images: string[]; timeZone: string | null };

export async function contactCheck(
  db: Db,
  senderId: string,
  receiverId: string,
): Promise<ContactCheck> {
  const statement = contactCheckOf(db);
  // The pair's ids in sorted order, as stored in messages.user_low / user_high.
  const [low, high] = senderId < receiverId ? [senderId, receiverId] : [receiverId, senderId];
  const [row] = await statement.execute({ sender: senderId, receiver: receiverId, low, high });
  return (
    row ?? {
      active: false,
      senderBlockedReceiver: false,
      receiverBlockedSender: false,
      policyAllows: false,
      receiverPolicy: 'requests',
      receiverFollowsSender: false,
      pairHasMessages: false,
      receiverRowStatus: null,
      senderRowStatus: null,
      sender: null,
    }
  );
}

/**
 * Of `ids`, the members whose presence `viewerId` may see (issue 29, finding 5): those with an
 * accepted conversation with the viewer (not a message request either way, decision 041), or who
 * follow the viewer (they chose them). Blocks are applied by the caller.
 * Anyone else is a stranger: no online state, no last seen, and no call that could probe them.
 */
export async function presenceVisibleAmong(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<Set<string>> {
  const others = [...new Set(ids)].filter((id) => id !== viewerId);
  if (!others.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, others),
        or(
          sql`exists (select 1 from ${conversations} where ${conversations.ownerId} = ${users.id} and ${conversations.partnerId} = ${viewerId} and ${conversations.status} = 'accepted')`,
          sql`exists (select 1 from ${follows} where ${follows.followerId} = ${users.id} and ${follows.followeeId} = ${viewerId})`,
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Where a message from the sender stands with message requests (PRODUCT §9.1, decision 041):
 * - 'open': an accepted conversation, or a first message the receiver's policy lets through;
 * - 'request': a first message to a 'requests' member who does not follow the sender, or one
 *   more message of a request the receiver has not answered yet;
 * - 'reply': the sender answers the receiver's request to them (this accepts it);
 * - 'declined': the receiver declined the sender's request (refused like a pending one).
 */
export type ContactState = 'open' | 'request' | 'reply' | 'declined';

export function contactStateOf(rules: ContactCheck): ContactState {
  if (rules.receiverRowStatus === 'declined') return 'declined';
  if (rules.receiverRowStatus === 'request') return 'request';
  if (rules.senderRowStatus === 'request' || rules.senderRowStatus === 'declined') return 'reply';
  if (rules.receiverRowStatus !== null || rules.pairHasMessages) return 'open';
  return rules.receiverPolicy === 'requests' && !rules.receiverFollowsSender ? 'request' : 'open';
}
