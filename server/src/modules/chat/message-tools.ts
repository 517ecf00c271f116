import type { AttachmentLinkScope, TReaction } from '@chingu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reactionsOf, toggleReaction } from '../../db/reactions.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { toAttachment } from '../../plugins/infra/attachment-files.ts';
import { userRoom } from '../../plugins/infra/socket.ts';
import { blockState, memberExists } from '../members/queries.ts';
import { conversationMedia, findAttachment, uploadAttachment } from './attachments.ts';
import { messageParties, visibleMessage } from './message-reads.ts';
import { pairCondition } from './message-visibility.ts';
import { deleteForMember } from './message-writes.ts';

/** Reactions, "delete for me", attachments and shared media of a conversation (PRODUCT §8.3). */
export function createMessageTools(app: FastifyInstance) {
  const { db } = app;

  /** The partner of `me` in the message's conversation, when `me` can see that message. */
  async function partnerOnVisible(me: string, messageId: string, lock = false) {
    const parties = await messageParties(db, messageId, lock);
    if (!parties || (parties.senderId !== me && parties.receiverId !== me)) {
      throw notFound('notFound');
    }
    const other = parties.senderId === me ? parties.receiverId : parties.senderId;
    if (!(await visibleMessage(db, me, other, messageId))) throw notFound('notFound');
    return other;
  }

  return {
    /**
     * Toggles the member's reaction; both members' tabs hear the new state, each with their own
     * `mine`. The message row is locked, so two tabs reacting at once apply one after the other.
     */
    async react(me: string, messageId: string, emoji: string): Promise<TReaction[]> {
      const { other, mine, theirs } = await db.transaction(async (tx) => {
        const parties = await messageParties(tx, messageId, true);
        if (!parties || (parties.senderId !== me && parties.receiverId !== me)) {
          throw notFound('notFound');
        }
        const partner = parties.senderId === me ? parties.receiverId : parties.senderId;
        if (!(await visibleMessage(tx, me, partner, messageId))) throw notFound('notFound');
        const blocked = await blockState(tx, me, partner);
        if (blocked.aBlockedB) throw forbidden('youBlockedMember');
        if (blocked.bBlockedA) throw forbidden('blockedByMember');
        if ((await toggleReaction(tx, 'message', messageId, me, emoji)) === 'full') {
          throw badRequest('tooManyReactions');
        }
        const [forMe, forPartner] = await Promise.all([
          reactionsOf(tx, 'message', [messageId], me),
          reactionsOf(tx, 'message', [messageId], partner),
        ]);
        return {
          other: partner,
          mine: forMe.get(messageId) ?? [],
          theirs: forPartner.get(messageId) ?? [],
        };
      });
      // Both members' cached chat reads show the reaction (decision 031).
      app.cacheInvalidation.invalidateMembers(me, other);
      app.io.to(userRoom(me)).emit('messageReaction', { messageId, reactions: mine });
      app.io.to(userRoom(other)).emit('messageReaction', { messageId, reactions: theirs });
      return mine;
    },

    async deleteForMe(me: string, messageId: string) {
      const other = await partnerOnVisible(me, messageId);
      await deleteForMember(db, me, messageId, other);
    },

    upload(me: string, request: FastifyRequest) {
      return uploadAttachment(app, me, request);
    },

    async media(
      me: string,
      other: string,
      query: { page: number; limit: number; kind?: 'image' | 'voice' | undefined },
    ) {
      if (!(await memberExists(db, other))) throw notFound('notFound');
      const { rows, total } = await conversationMedia(db, pairCondition(me, other), query);
      return {
        count: total,
        data: rows.map((r) =>
          Object.assign(toAttachment(r.attachment, app.attachmentFiles), {
            messageId: r.attachment.messageId!,
            senderId: r.senderId,
            createdAt: r.createdAt.toISOString(),
          }),
        ),
      };
    },

    /**
     * The file behind a signed link. The link itself is the permission (it was handed only to
     * the two members, or to moderators); an unsent or unknown attachment is 404, a wrong
     * signature 403. A message a moderator hid, or both members deleted, is gone at once for
     * members' links, however long they had to run (issue 29); moderators' links still open it.
     */
    async file(id: string, expires: number, signature: string, scope?: AttachmentLinkScope) {
      const verdict = app.attachmentFiles.verify(id, expires, signature, scope);
      if (verdict === 'invalid') throw forbidden('forbidden');
      if (verdict === 'expired') throw forbidden('linkExpired');
      const row = await findAttachment(db, id);
      if (!row || !row.attachment.messageId) throw notFound('notFound');
      if (scope !== 'moderation' && (row.hiddenAt || row.deletedByBoth)) throw notFound('notFound');
      return row.attachment;
    },
  };
}
