import {
  ZConversationParams,
  ZConversationQuery,
  ZConversationResponse,
  ZConversationsQuery,
  ZConversationsResponse,
  ZCreateConversationRequest,
  ZMarkedResponse,
  ZMessageResponse,
  ZMessagesPageResponse,
  ZMessagesResponse,
  ZMuteRequest,
  ZPartnerParams,
  ZPinRequest,
  ZSendMessageRequest,
  ZSuccess,
  ZUserIdParams,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/auth.ts';
import { createChatService } from './service.ts';

/** SPEC §7 Chat under /api/v1/messages, plus the conversation list and its menu actions. */
export const chatRoutes = signedInRoutes(async (app) => {
  const chat = createChatService(app);
  const me = (request: { member: { id: string } }) => request.member.id;

  app.get(
    '/conversations',
    { schema: { querystring: ZConversationsQuery, response: { 200: ZConversationsResponse } } },
    async (request) => {
      const page = await chat.conversations(me(request), request.query);
      return { success: true as const, count: page.data.length, ...page };
    },
  );

  app.post(
    '/conversations',
    { schema: { body: ZCreateConversationRequest, response: { 200: ZConversationResponse } } },
    async (request) => ({
      success: true as const,
      data: await chat.open(me(request), request.body.userId),
    }),
  );

  app.delete(
    '/conversations/:userId',
    { schema: { params: ZPartnerParams, response: { 200: ZSuccess } } },
    async (request) => {
      await chat.remove(me(request), request.params.userId);
      return { success: true as const };
    },
  );

  app.put(
    '/conversations/:userId/read',
    { schema: { params: ZPartnerParams, response: { 200: ZMarkedResponse } } },
    async (request) => ({
      success: true as const,
      markedCount: await chat.markRead(me(request), request.params.userId),
    }),
  );

  app.put(
    '/conversations/:userId/unread',
    { schema: { params: ZPartnerParams, response: { 200: ZConversationResponse } } },
    async (request) => ({
      success: true as const,
      data: await chat.markUnread(me(request), request.params.userId),
    }),
  );

  app.put(
    '/conversations/:userId/mute',
    {
      schema: {
        params: ZPartnerParams,
        body: ZMuteRequest,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.setFlag(me(request), request.params.userId, { muted: request.body.muted }),
    }),
  );

  app.put(
    '/conversations/:userId/pin',
    {
      schema: {
        params: ZPartnerParams,
        body: ZPinRequest,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.setFlag(me(request), request.params.userId, { pinned: request.body.pinned }),
    }),
  );

  app.get('/', { schema: { response: { 200: ZMessagesResponse } } }, async (request) => ({
    success: true as const,
    ...(await chat.allMessages(me(request))),
  }));

  app.get(
    '/user/:userId',
    { schema: { params: ZUserIdParams, response: { 200: ZMessagesResponse } } },
    async (request) => ({
      success: true as const,
      ...(await chat.withMember(me(request), request.params.userId)),
    }),
  );

  app.get(
    '/conversation/:senderId/:receiverId',
    {
      schema: {
        params: ZConversationParams,
        querystring: ZConversationQuery,
        response: { 200: ZMessagesPageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await chat.conversation(
        me(request),
        request.params.senderId,
        request.params.receiverId,
        request.query,
      )),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        body: ZSendMessageRequest,
        response: { 200: ZMessageResponse, 201: ZMessageResponse },
      },
    },
    async (request, reply) => {
      const { message, created } = await chat.send(me(request), request.body);
      // A retried clientId answers 200 with the message stored the first time.
      return reply.status(created ? 201 : 200).send({ success: true as const, data: message });
    },
  );
});
