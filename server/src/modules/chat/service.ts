import {
  LIMITS,
  type TConversation,
  type TConversationCursor,
  type TMessage,
  type TSendMessageRequest,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { toAttachment } from '../../plugins/infra/attachment-files.ts';
import type { AppEvents } from '../../plugins/infra/events.ts';
import { userRoom } from '../../plugins/infra/socket.ts';
import {
  activeMemberExists,
  contactCheck,
  memberExists,
  memberVisibleTo,
} from '../members/queries.ts';
import { claimAttachments } from './attachments.ts';
import { createContactRules } from './contact-rules.ts';
import {
  clearConversation,
  findConversation,
  listConversations,
  updateConversationFlag,
  upsertConversation,
} from './conversation-queries.ts';
import { createMessageBuilder } from './message-builder.ts';
import { messageById, messagesPage, myMessages, type MessageRow } from './message-reads.ts';
import { markRead, markUnread, storeMessage, type StoredMessage } from './message-writes.ts';
import { acceptRequest, declineRequest } from './request-queries.ts';
import { sentRow } from './sent-row.ts';
import { toConversation, toMessage } from './serialize.ts';

/** Chat rules shared by the REST routes and the socket: who may send, read and see what. */
export type ChatOptions = {
  /** New conversations a member may open a day (PRODUCT §9.1); 0 = no cap. */
  newContactsPerDay: number;
};

export function createChatService(app: FastifyInstance, { newContactsPerDay }: ChatOptions) {
  const { db } = app;
  const contacts = createContactRules(app, { perDay: newContactsPerDay });
  const { newMessageOf } = createMessageBuilder(app);

  async function requireMember(id: string) {
    if (!(await memberExists(db, id))) throw notFound('notFound');
  }

  async function requireActivePartner(ownerId: string, partnerId: string) {
    if (ownerId === partnerId || !(await activeMemberExists(db, partnerId))) {
      throw notFound('notFound');
    }
  }

  /** Messages as their rows' viewer receives them: attachments with fresh signed links. */
  function present(rows: MessageRow[]): TMessage[] {
    return rows.map((row) =>
      toMessage(row, {
        attachments: row.attachments.map((a) => toAttachment(a, app.attachmentFiles)),
        reactions: row.reactions,
      }),
    );
  }

  async function conversationOf(ownerId: string, partnerId: string): Promise<TConversation> {
    const row = await findConversation(db, ownerId, partnerId);
    if (!row) throw notFound('notFound');
    const online = await app.presence.onlineAmong([partnerId]);
    return toConversation(row, online.has(partnerId));
  }

  /**
   * A stored message as the sender sees it; a new one goes to the receiver's tabs (newMessage),
   * the sender's other tabs (messageSent) and the modules that react to messages.
   */
  async function deliver(
    senderId: string,
    stored: StoredMessage,
    originSocketId?: string,
    /** A message request (PRODUCT §9.1): no presence between the two, no toast or push. */
    request = false,
    /** The stored row as the sender sees it, when the send could build it (sent-row.ts). */
    sent?: MessageRow,
  ): Promise<TMessage> {
    const row = sent ?? (await messageById(db, stored.id, senderId));
    if (!row) throw notFound('notFound');
    const [message] = present([row]);
    if (!message) throw notFound('notFound');
    if (stored.created) {
      // Presence first: the receiver's list shows the new partner with their status at once.
      if (stored.conversationStarted && !request) {
        app.events.emit('conversationStarted', { senderId, receiverId: message.receiver });
      }
      app.io.to(userRoom(message.receiver)).emit('newMessage', {
        message,
        senderId,
        unreadCount: stored.receiverUnread,
        ...(request ? { request: true } : {}),
      });
      const senderTabs = app.io.to(userRoom(senderId));
      (originSocketId ? senderTabs.except(originSocketId) : senderTabs).emit('messageSent', {
        message,
      });
      // Notifications (corrections) and web push react to it; they must not delay the ack.
      app.events.emit('messageStored', {
        message,
        senderId,
        receiverId: message.receiver,
        request,
      });
    }
    return message;
  }

  return {
    /**
     * Validates, stores, then tells the receiver's tabs (newMessage) and the sender's other tabs
     * (messageSent). A retried clientId returns the stored message and notifies nobody again.
     */
    async send(senderId: string, input: TSendMessageRequest, originSocketId?: string) {
      if (senderId === input.receiver) throw badRequest('cannotMessageSelf');
      const rules = await contactCheck(db, senderId, input.receiver);
      // A suspended member receives nothing new.
      if (!rules.active) throw notFound('notFound');
      if (rules.senderBlockedReceiver) throw forbidden('youBlockedMember');
      if (rules.receiverBlockedSender) throw forbidden('blockedByMember');
      if (!rules.policyAllows) throw forbidden('messagingRestricted');
      // Message requests and the new contacts a day cap (PRODUCT §9.1, decision 041).
      const plan = contacts.plan(senderId, input, rules);
      const attachmentIds = input.attachmentIds;
      const { message: toStore, quote } = await newMessageOf(senderId, input);
      const stored = await storeMessage(
        db,
        {
          ...toStore,
          ...(plan.requestChange ? { requestChange: plan.requestChange } : {}),
          ...(plan.openedAt ? { openedAt: plan.openedAt } : {}),
          // A message or a correction makes the sender's day count (PRODUCT §9.2).
          learningDay: { at: app.clock.now(), timeZone: rules.sender?.timeZone ?? null },
        },
        attachmentIds
          ? async (tx, messageId) => ({
              kind: await claimAttachments(tx, senderId, messageId, attachmentIds),
            })
          : undefined,
        plan.guard,
      );
      // Stored as asked (most sends): the frames need no read-back (issue 32, target 4).
      const sent =
        stored.createdAt && rules.sender
          ? sentRow(toStore, { id: stored.id, createdAt: stored.createdAt }, rules.sender, quote)
          : undefined;
      const message = await deliver(senderId, stored, originSocketId, plan.request, sent);
      if (plan.accepts && stored.created) contacts.announceAccepted(senderId, input.receiver);
      return { message, created: stored.created };
    },

    /**
     * A finished call's record in the conversation (PRODUCT §8.2), from the caller to the callee.
     * The call passed the contact rules when it started, so none are checked again. A missed call
     * is unread for the callee and makes a notification; any other outcome is stored as read.
     * The call's id is the clientId, so a record is never stored twice.
     */
    async recordCall(call: AppEvents['callFinished'][0]) {
      const stored = await storeMessage(db, {
        senderId: call.callerId,
        receiverId: call.calleeId,
        body: '',
        clientId: `call:${call.callId}`,
        kind: 'call',
        call: { media: call.media, status: call.status, durationSeconds: call.durationSeconds },
        read: call.status !== 'missed',
      });
      const message = await deliver(call.callerId, stored);
      if (stored.created && call.status === 'missed') {
        app.events.emit('callMissed', {
          callerId: call.callerId,
          calleeId: call.calleeId,
          messageId: message._id,
        });
      }
      return message;
    },

    /** Marks the partner's messages read and tells the partner's tabs (messagesRead). */
    async markRead(readerId: string, partnerId: string) {
      const { marked: markedCount, requestSeen } = await markRead(db, readerId, partnerId);
      // A request's badge went; its sender gets no read receipt (PRODUCT §9.1).
      if (requestSeen) app.cacheInvalidation.invalidateMembers(readerId);
      if (markedCount > 0) {
        // Both members' cached chat reads (decision 031): unread counts, read ticks.
        app.cacheInvalidation.invalidateMembers(readerId, partnerId);
        app.io.to(userRoom(partnerId)).emit('messagesRead', { readBy: readerId, markedCount });
      }
      return markedCount;
    },

    /**
     * Flags change only a conversation the caller has, with a member who is not suspended
     * (issue 29: these answered a suspended member's profile and made rows out of nothing).
     */
    async markUnread(ownerId: string, partnerId: string) {
      await requireActivePartner(ownerId, partnerId);
      if (!(await markUnread(db, ownerId, partnerId))) throw notFound('notFound');
      return conversationOf(ownerId, partnerId);
    },

    async setFlag(
      ownerId: string,
      partnerId: string,
      flag: { muted: boolean } | { pinned: boolean } | { archived: boolean },
    ) {
      await requireActivePartner(ownerId, partnerId);
      if (!(await updateConversationFlag(db, ownerId, partnerId, flag))) {
        throw notFound('notFound');
      }
      return conversationOf(ownerId, partnerId);
    },

    /** The caller accepts the partner's message request (PRODUCT §9.1); idempotent. */
    async accept(ownerId: string, partnerId: string) {
      await requireActivePartner(ownerId, partnerId);
      const result = await acceptRequest(db, ownerId, partnerId);
      if (result === 'none') throw notFound('notFound');
      if (result === 'accepted') contacts.announceAccepted(ownerId, partnerId);
      return conversationOf(ownerId, partnerId);
    },

    /**
     * The caller declines the partner's request: hidden for good; the partner is not told, and
     * their further messages are refused like a pending request's.
     */
    async decline(ownerId: string, partnerId: string) {
      await requireMember(partnerId);
      if (ownerId === partnerId || !(await declineRequest(db, ownerId, partnerId))) {
        throw notFound('notFound');
      }
    },

    /** Opens (or re-opens after a delete) the room with a member. */
    async open(ownerId: string, partnerId: string) {
      if (ownerId === partnerId) throw badRequest('cannotMessageSelf');
      // A member of the other age band is absent (PRODUCT §9.1).
      if (!(await memberVisibleTo(db, ownerId, partnerId))) throw notFound('notFound');
      await upsertConversation(db, ownerId, partnerId, { hidden: false });
      return conversationOf(ownerId, partnerId);
    },

    /** Delete for the caller only: the partner keeps their history. */
    async remove(ownerId: string, partnerId: string) {
      await requireMember(partnerId);
      await clearConversation(db, ownerId, partnerId);
    },

    /**
     * One page in the database's keyset order (pinned, then newest last message). Online
     * partners are moved up by the client among the rows it has loaded (decision 009).
     */
    async conversations(
      ownerId: string,
      query: {
        limit: number;
        cursor?: TConversationCursor | undefined;
        q?: string | undefined;
        archived?: boolean | undefined;
        requests?: boolean | undefined;
      },
    ) {
      const { rows, nextCursor } = await listConversations(db, ownerId, {
        limit: query.limit,
        cursor: query.cursor,
        archived: query.archived ?? false,
        requests: query.requests ?? false,
        ...(query.q ? { q: query.q } : {}),
      });
      const online = await app.presence.onlineAmong(rows.map((r) => r.partner.id));
      return { data: rows.map((r) => toConversation(r, online.has(r.partner.id))), nextCursor };
    },

    async allMessages(userId: string) {
      const { rows, total } = await myMessages(db, userId, LIMITS.messagesPageSize);
      return { count: total, data: present(rows) };
    },

    async withMember(userId: string, otherId: string) {
      const page = await messagesPage(db, userId, otherId, { limit: LIMITS.messagesPageSize });
      return { count: page.total, data: present(page.rows) };
    },

    /** Only a participant may read a conversation; pages go back in time with `before`. */
    async conversation(
      callerId: string,
      senderId: string,
      receiverId: string,
      query: { before?: string | undefined; limit: number },
    ) {
      if (callerId !== senderId && callerId !== receiverId) throw forbidden();
      const otherId = callerId === senderId ? receiverId : senderId;
      const page = await messagesPage(db, callerId, otherId, query);
      return {
        count: page.total,
        data: present(page.rows),
        nextCursor: page.nextCursor,
      };
    },
  };
}
